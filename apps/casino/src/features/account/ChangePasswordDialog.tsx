import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { api, session } from '../app';
import { NewPasswordForm } from '../auth/NewPasswordForm';
import { AppDialog } from '../shell/AppDialog';
import { common } from '../shell/messages';

const messages = defineMessages({
  changed: { id: 'password.changed', defaultMessage: 'Your password has been changed.' },
});

export default function ChangePasswordDialog() {
  const t = useIntl().formatMessage;
  const [done, setDone] = useState(false);

  const save = async (password: string, repassword: string, oldPassword: string) => {
    const { user } = session.getSnapshot();
    const result = await api.call('/sys/member/password/change', {
      id: user?.id,
      oldPassword,
      password,
      repassword,
    });
    if (result.ok) return void setDone(true);
    // The server's message says what to fix (current password wrong, new one too easy to guess).
    return result.message || t(common.serverBusy);
  };

  return (
    <AppDialog title={<FormattedMessage {...common.changePassword} />} size="small">
      {done ? (
        <p role="status">
          <FormattedMessage {...messages.changed} />
        </p>
      ) : (
        <NewPasswordForm save={save} askCurrent />
      )}
    </AppDialog>
  );
}
