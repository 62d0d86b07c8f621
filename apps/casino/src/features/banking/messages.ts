import { defineMessages } from 'react-intl';

export const bankingMessages = defineMessages({
  title: { id: 'banking.title', defaultMessage: 'Banking' },
  intro: {
    id: 'banking.intro',
    defaultMessage: 'The ways you can deposit and cash out, their limits and how long each takes.',
  },
  totals: { id: 'banking.totals', defaultMessage: 'Your totals' },
  deposited: { id: 'banking.deposited', defaultMessage: 'Deposited' },
  withdrawn: { id: 'banking.withdrawn', defaultMessage: 'Cashed out' },
  pending: { id: 'banking.pending', defaultMessage: 'Cash-outs waiting to be paid' },
  depositMethods: { id: 'banking.depositMethods', defaultMessage: 'Deposit methods' },
  cashoutMethods: { id: 'banking.cashoutMethods', defaultMessage: 'Cash-out methods' },
  limits: { id: 'banking.limits', defaultMessage: 'Limits' },
  time: { id: 'banking.time', defaultMessage: 'Processing time' },
  none: { id: 'banking.none', defaultMessage: 'No method is available to you right now.' },
  cashoutTimeNote: {
    id: 'banking.cashoutTimeNote',
    defaultMessage: 'Cash-out times count from the approval of your request.',
  },
});
