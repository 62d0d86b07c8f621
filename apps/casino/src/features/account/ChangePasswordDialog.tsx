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

  const save = async (password: string, repassword: string) => {
    const { user } = session.getSnapshot();
    const result = await api.call('/sys/member/password/change', { id: user?.id, password, repassword });
    if (result.ok) return void setDone(true);
    // Spec 000 §8: a failure shows the generic 'server busy' alert.
    return t(common.serverBusy);
  };

  return (
    <AppDialog title={<FormattedMessage {...common.changePassword} />} size="small">
      {done ? (
        <p role="status">
          <FormattedMessage {...messages.changed} />
        </p>
      ) : (
        <NewPasswordForm save={save} />
      )}
    </AppDialog>
  );
}
