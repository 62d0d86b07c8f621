import { Button, PasswordField } from '@casino/ui';
import { type FormEvent, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { api, session } from '../app';
import { resetMessages } from '../auth/messages';
import { registrationMessages } from '../auth/registrationRules';
import { AppDialog } from '../shell/AppDialog';
import { common } from '../shell/messages';

const messages = defineMessages({
  changed: { id: 'password.changed', defaultMessage: 'Your password has been changed.' },
});

export default function ChangePasswordDialog() {
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
    const { user } = session.getSnapshot();
    const result = await api.call('/sys/member/password/change', { id: user?.id, password, repassword });
    // Spec 000 §8: a failure shows the generic 'server busy' alert.
    if (result.ok) setDone(true);
    else setError(t(common.serverBusy));
  };

  return (
    <AppDialog title={<FormattedMessage {...common.changePassword} />} size="small">
      {done ? (
        <p role="status">
          <FormattedMessage {...messages.changed} />
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
    </AppDialog>
  );
}
