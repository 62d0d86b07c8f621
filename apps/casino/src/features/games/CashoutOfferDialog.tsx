import { AlertDialog } from '@casino/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { dialogs } from '../shell/dialogs';
import { common } from '../shell/messages';
import { gameMessages } from './messages';

/** Spec 000 §8: the balance block alert; OK closes the game and opens the cash-out pop-up. */
export default function CashoutOfferDialog() {
  const intl = useIntl();
  return (
    <AlertDialog
      open
      // OK has already replaced this alert with the cash-out pop-up by the time the alert reports
      // closing; only a dismissal that opened nothing else clears the dialog.
      onOpenChange={(open) => {
        if (!open && dialogs.getSnapshot()?.name === 'cashoutOffer') dialogs.close();
      }}
      title={<FormattedMessage {...common.cashout} />}
      message={<FormattedMessage {...gameMessages.blockAmount} />}
      okLabel={intl.formatMessage(common.ok)}
      onOk={() => dialogs.open({ name: 'cashout' })}
    />
  );
}
