import { defineMessages } from 'react-intl';

export const withdrawQueryMessages = defineMessages({
  title: { id: 'withdrawQuery.title', defaultMessage: 'Cash-out lookup' },
  intro: {
    id: 'withdrawQuery.intro',
    defaultMessage:
      'Check the state of a cash-out with your username, the cash-out number and the lookup code shown and mailed when you made it.',
  },
  start: { id: 'withdrawQuery.start', defaultMessage: 'Look up a cash-out' },
  id: { id: 'withdrawQuery.id', defaultMessage: 'Cash-out number' },
  code: { id: 'withdrawQuery.code', defaultMessage: 'Lookup code' },
  required: {
    id: 'withdrawQuery.required',
    defaultMessage: 'Enter your username, the cash-out number and the lookup code',
  },
  amount: { id: 'withdrawQuery.amount', defaultMessage: 'Amount' },
  status: { id: 'withdrawQuery.status', defaultMessage: 'State' },
  date: { id: 'withdrawQuery.date', defaultMessage: 'Date' },
});
