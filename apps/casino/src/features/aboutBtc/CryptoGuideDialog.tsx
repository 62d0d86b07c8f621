import { FormattedMessage } from 'react-intl';
import { AppDialog } from '../shell/AppDialog';
import { dialogs } from '../shell/dialogs';
import { common } from '../shell/messages';
import { CryptoGuide } from './CryptoGuide';

export default function CryptoGuideDialog() {
  return (
    <AppDialog title={<FormattedMessage {...common.aboutBtc} />} size="large">
      <CryptoGuide onLeave={dialogs.close} />
    </AppDialog>
  );
}
