import { defineMessages } from 'react-intl';

export const paymentMessages = defineMessages({
  payReturn: { id: 'deposit.success', defaultMessage: 'Deposit success' },
  payCancel: { id: 'deposit.cancelled', defaultMessage: 'Your deposit has been cancelled' },
  payError: { id: 'deposit.failed', defaultMessage: 'Deposit failed!' },
  processing: { id: 'deposit.processing', defaultMessage: 'Processing your payment…' },
  closeWindow: { id: 'deposit.closeWindow', defaultMessage: 'You can close this window now.' },
});
