import { Button, TextField } from '@casino/ui';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { api } from '../app';
import { authMessages } from '../auth/messages';
import { common } from '../shell/messages';
import { withdrawQueryMessages as m } from './messages';

export function WithdrawLoginPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [id, setId] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!username.trim() || !/^\d+$/.test(id.trim()) || !code.trim()) {
      return setError(intl.formatMessage(m.required));
    }
    const result = await api.call('/sys/withdraw/query/login', {
      username: username.trim(),
      id: Number(id),
      code: code.trim(),
    });
    if (!result.ok) return setError(result.message);
    void navigate({ to: '/withdrawQueryDetail', search: { token: result.data.queryToken } });
  };

  return (
    <section style={{ maxWidth: 420, margin: '0 auto' }}>
      <h1>
        <FormattedMessage {...m.title} />
      </h1>
      <form onSubmit={submit} noValidate>
        <TextField
          label={intl.formatMessage(authMessages.usernameField)}
          value={username}
          onChange={(e) => setUsername(e.target.value)}
        />
        <TextField
          label={intl.formatMessage(m.id)}
          inputMode="numeric"
          value={id}
          onChange={(e) => setId(e.target.value)}
        />
        <TextField
          label={intl.formatMessage(m.code)}
          autoComplete="off"
          autoCapitalize="characters"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          error={error}
        />
        <Button type="submit" variant="primary" fullWidth>
          <FormattedMessage {...common.send} />
        </Button>
      </form>
    </section>
  );
}
