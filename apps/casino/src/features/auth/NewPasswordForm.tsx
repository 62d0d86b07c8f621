import { Button, PasswordField } from '@casino/ui';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { common } from '../shell/messages';
import { resetMessages } from './messages';
import { registrationMessages } from './registrationRules';

/**
 * The new password and its repeat, checked in the spec's order (000 §5: required, then equal) before
 * `save` runs; `save` answers the message to show on failure, or nothing on success.
 */
export function NewPasswordForm({
  save,
}: {
  save: (password: string, repassword: string) => Promise<string | undefined>;
}) {
  const t = useIntl().formatMessage;
  const [password, setPassword] = useState('');
  const [repassword, setRepassword] = useState('');
  const [error, setError] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setError(t(registrationMessages.passwordRequired));
    if (password !== repassword) return setError(t(registrationMessages.passwordMismatch));
    setError(await save(password, repassword));
  };

  return (
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
  );
}
