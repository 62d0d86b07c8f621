import { defineMessage, defineMessages } from 'react-intl';

export const historyMessages = defineMessages({
  transactions: { id: 'transactions.title', defaultMessage: 'Transaction history' },
  transactionsEmpty: { id: 'transactions.empty', defaultMessage: 'No transactions yet' },
  gameHistory: { id: 'gameHistory.title', defaultMessage: 'Game history' },
  gameHistoryEmpty: { id: 'gameHistory.empty', defaultMessage: 'No games played yet' },
  nomore: { id: 'history.nomore', defaultMessage: 'No more records' },
  GAME_BET: { id: 'transactions.type.GAME_BET', defaultMessage: 'Bet' },
  GAME_WIN: { id: 'transactions.type.GAME_WIN', defaultMessage: 'Win' },
  GAME_ROLLBACK: { id: 'transactions.type.GAME_ROLLBACK', defaultMessage: 'Rollback' },
  WITHDRAW: { id: 'transactions.type.WITHDRAW', defaultMessage: 'Cash-out' },
  WITHDRAW_ROLLBACK: { id: 'transactions.type.WITHDRAW_ROLLBACK', defaultMessage: 'Cash-out returned' },
  PROMOTION: { id: 'transactions.type.PROMOTION', defaultMessage: 'Bonus' },
  DEPOSIT: { id: 'transactions.type.DEPOSIT', defaultMessage: 'Deposit' },
  REDEEM: { id: 'transactions.type.REDEEM', defaultMessage: 'Redeem' },
  INVITE_AWARD: { id: 'transactions.type.INVITE_AWARD', defaultMessage: 'Invite award' },
  GIFT: { id: 'transactions.type.GIFT', defaultMessage: 'Gift' },
  BENEFITS: { id: 'transactions.type.BENEFITS', defaultMessage: 'Benefits' },
  cash: { id: 'transactions.class.cash', defaultMessage: 'Cash' },
  bonus: { id: 'transactions.class.bonus', defaultMessage: 'Bonus balance' },
  free: { id: 'transactions.class.free', defaultMessage: 'Free play' },
});

export const balanceAfter = defineMessage<{ amount: string }>({
  id: 'transactions.balanceAfter',
  defaultMessage: 'Balance after: {amount}',
});

export const roundDetail = defineMessage<{ bet: string; win: string }>({
  id: 'gameHistory.detail',
  defaultMessage: 'Bet {bet} · Win {win}',
});
