import { Button, TextField } from '@casino/ui';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { api } from '../app';
import { AppDialog } from '../shell/AppDialog';
import { common } from '../shell/messages';
import { authMessages as m } from './messages';

export default function ForgotPasswordDialog() {
  const intl = useIntl();
  const [usernameOrEmail, setValue] = useState('');
  const [error, setError] = useState<string>();
  const [sent, setSent] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!usernameOrEmail.trim()) return setError(intl.formatMessage(m.forgotRequired));
    const result = await api.call('/sys/member/mail/forgot/send', {
      usernameOrEmail: usernameOrEmail.trim(),
    });
    if (result.ok) setSent(true);
    else setError(intl.formatMessage(m.sendMailFailed));
  };

  return (
    <AppDialog title={<FormattedMessage {...m.forgotTitle} />} size="small">
      {sent ? (
        <p role="status">
          <FormattedMessage {...m.forgotSent} />
        </p>
      ) : (
        <form onSubmit={submit} noValidate>
          <TextField
            label={intl.formatMessage(m.forgotField)}
            value={usernameOrEmail}
            onChange={(event) => setValue(event.target.value)}
            error={error}
          />
          <Button type="submit" variant="primary" fullWidth>
            <FormattedMessage {...common.send} />
          </Button>
        </form>
      )}
    </AppDialog>
  );
}
