import { Button, PasswordField } from '@casino/ui';
import { getRouteApi, Link } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { api } from '../app';
import { common } from '../shell/messages';
import { resetMessages } from './messages';
import { registrationMessages } from './registrationRules';

const route = getRouteApi('/password/reset');

export function PasswordResetPage() {
  const { token } = route.useSearch();
  const intl = useIntl();
  const t = intl.formatMessage;
  const [password, setPassword] = useState('');
  const [repassword, setRepassword] = useState('');
  const [error, setError] = useState<string>();
  const [done, setDone] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setError(t(registrationMessages.passwordRequired));
    if (password !== repassword) return setError(t(registrationMessages.passwordMismatch));
    const result = await api.call('/sys/member/password/reset', { token: token!, password, repassword });
    if (result.ok) setDone(true);
    else setError(result.message);
  };

  return (
    <section style={{ maxWidth: 420, margin: '0 auto' }}>
      <h1>
        <FormattedMessage {...resetMessages.title} />
      </h1>
      {!token ? (
        <p role="alert">
          <FormattedMessage {...resetMessages.missingToken} />
        </p>
      ) : done ? (
        <p role="status">
          <FormattedMessage {...resetMessages.done} /> <Link to="/login">{t(common.login)}</Link>
        </p>
      ) : (
        <form onSubmit={submit} noValidate>
          <PasswordField
            label={t(resetMessages.password)}
            autoComplete="new-password"
            showLabel={t(common.show)}
            hideLabel={t(common.hide)}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <PasswordField
            label={t(resetMessages.repassword)}
            autoComplete="new-password"
            showLabel={t(common.show)}
            hideLabel={t(common.hide)}
            value={repassword}
            onChange={(event) => setRepassword(event.target.value)}
            error={error}
          />
          <Button type="submit" variant="primary" fullWidth>
            <FormattedMessage {...common.send} />
          </Button>
        </form>
      )}
    </section>
  );
}
