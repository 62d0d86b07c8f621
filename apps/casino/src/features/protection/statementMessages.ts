import { defineMessage, defineMessages } from 'react-intl';

export const statementMessages = defineMessages({
  title: { id: 'protection.statement.title', defaultMessage: 'Activity statement' },
  link: { id: 'protection.statement.link', defaultMessage: 'See my activity statement' },
  byMonth: { id: 'protection.statement.byMonth', defaultMessage: 'Totals per month' },
  month: { id: 'protection.statement.month', defaultMessage: 'Month' },
  total: { id: 'protection.statement.total', defaultMessage: 'Total' },
  deposits: { id: 'protection.statement.deposits', defaultMessage: 'Deposits' },
  cashOuts: { id: 'protection.statement.cashOuts', defaultMessage: 'Cash-outs' },
  stakes: { id: 'protection.statement.stakes', defaultMessage: 'Stakes' },
  wins: { id: 'protection.statement.wins', defaultMessage: 'Wins' },
  bonuses: { id: 'protection.statement.bonuses', defaultMessage: 'Bonuses' },
  adjustments: { id: 'protection.statement.adjustments', defaultMessage: 'Adjustments' },
  netDeposits: { id: 'protection.statement.netDeposits', defaultMessage: 'Net deposits' },
  transactions: { id: 'protection.statement.transactions', defaultMessage: 'Transactions' },
  empty: { id: 'protection.statement.empty', defaultMessage: 'No transactions in the last 12 months.' },
  more: { id: 'protection.statement.more', defaultMessage: 'Show more' },
  csv: { id: 'protection.statement.csv', defaultMessage: 'Download CSV' },
  pdf: { id: 'protection.statement.pdf', defaultMessage: 'Download PDF' },
});

export const periodMessage = defineMessage<{ from: string; to: string }>({
  id: 'protection.statement.period',
  defaultMessage: 'Every transaction from {from} to {to}, with totals per month.',
});
