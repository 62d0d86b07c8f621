import { Button, PasswordField } from '@casino/ui';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { common } from '../shell/messages';
import { resetMessages } from './messages';
import { registrationMessages } from './registrationRules';

/**
 * The new password and its repeat (and, for a change, the current password first), checked in the
 * spec's order (000 §5: required, then equal) before `save` runs; `save` answers the message to show
 * on failure (the server's, e.g. a password too easy to guess), or nothing on success.
 */
export function NewPasswordForm({
  save,
  askCurrent = false,
}: {
  save: (password: string, repassword: string, current: string) => Promise<string | undefined>;
  askCurrent?: boolean;
}) {
  const t = useIntl().formatMessage;
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [repassword, setRepassword] = useState('');
  const [error, setError] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (askCurrent && !current) return setError(t(resetMessages.currentRequired));
    if (!password) return setError(t(registrationMessages.passwordRequired));
    if (password !== repassword) return setError(t(registrationMessages.passwordMismatch));
    setError(await save(password, repassword, current));
  };

  return (
    <form onSubmit={submit} noValidate>
      {askCurrent && (
        <PasswordField
          label={t(resetMessages.current)}
          autoComplete="current-password"
          showLabel={t(common.show)}
          hideLabel={t(common.hide)}
          value={current}
          onChange={(event) => setCurrent(event.target.value)}
        />
      )}
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
  );
}
