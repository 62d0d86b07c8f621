import { FormattedMessage } from 'react-intl';
import { AppDialog } from '../shell/AppDialog';
import { dialogs } from '../shell/dialogs';
import { LoginForm } from './LoginForm';
import { authMessages } from './messages';

export default function LoginDialog() {
  return (
    <AppDialog title={<FormattedMessage {...authMessages.welcomeBack} />} size="small">
      <LoginForm
        onLoggedIn={dialogs.close}
        onForgot={() => dialogs.open({ name: 'forgotPassword' })}
        onJoin={() => dialogs.open({ name: 'join' })}
      />
    </AppDialog>
  );
}
