import { AlertDialog } from '@casino/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { dialogs } from '../shell/dialogs';
import { common } from '../shell/messages';
import { gameMessages } from './messages';

/** Spec 000 §8: the balance block alert; OK leads on to cash-out. */
export default function CashoutOfferDialog() {
  const intl = useIntl();
  return (
    <AlertDialog
      open
      onOpenChange={(open) => open || dialogs.close()}
      title={<FormattedMessage {...common.cashout} />}
      message={<FormattedMessage {...gameMessages.blockAmount} />}
      okLabel={intl.formatMessage(common.ok)}
      onOk={dialogs.close}
    />
  );
}
