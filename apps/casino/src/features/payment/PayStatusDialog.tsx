import { Button } from '@casino/ui';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { session } from '../app';
import type { PayStatus } from '../routing/search';
import { AppDialog } from '../shell/AppDialog';
import { dialogs } from '../shell/dialogs';
import { common } from '../shell/messages';
import { paymentMessages } from './messages';

/** The pop-up home opens for ?payStatus= (spec 001 §2); a finished payment may have moved the balance. */
export default function PayStatusDialog({ status }: { status: PayStatus }) {
  useEffect(() => {
    void session.refresh();
  }, []);
  return (
    <AppDialog title={<FormattedMessage {...paymentMessages[status]} />} size="small">
      <Button variant="primary" fullWidth onClick={dialogs.close}>
        <FormattedMessage {...common.ok} />
      </Button>
    </AppDialog>
  );
}
