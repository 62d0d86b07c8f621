import { FormattedMessage } from 'react-intl';
import { AppDialog } from '../shell/AppDialog';
import { dialogs } from '../shell/dialogs';
import { JoinForm } from './JoinForm';
import { authMessages } from './messages';

export default function JoinDialog() {
  return (
    <AppDialog title={<FormattedMessage {...authMessages.joinTitle} />}>
      <JoinForm layout="dialog" onJoined={dialogs.close} />
    </AppDialog>
  );
}
