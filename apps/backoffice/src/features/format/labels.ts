import { defineMessages } from 'react-intl';

// What the server names by field or code, in the words an operator reads (issue 32 item 16). A name
// missing here still reads as words (words.ts), never as the raw field name.

/** A player's balances (wallet getBalances), as the player page lists them. */
export const balanceLabels = defineMessages({
  availableBalance: { id: 'balance.availableBalance', defaultMessage: 'Available balance' },
  withdrawableBalance: { id: 'balance.withdrawableBalance', defaultMessage: 'Withdrawable now' },
  bonusBalance: { id: 'balance.bonusBalance', defaultMessage: 'Bonus balance' },
  giftBonus: { id: 'balance.giftBonus', defaultMessage: 'Free balance (gift bonus)' },
  rollingAmount: { id: 'balance.rollingAmount', defaultMessage: 'Still to wager' },
  wageredAmount: { id: 'balance.wageredAmount', defaultMessage: 'Wagered so far' },
  vipPoints: { id: 'balance.vipPoints', defaultMessage: 'VIP points' },
  vipLifeTimePoints: { id: 'balance.vipLifeTimePoints', defaultMessage: 'VIP points, lifetime' },
  vipLevel: { id: 'balance.vipLevel', defaultMessage: 'VIP level' },
});

/** Report columns (adminReport), for the table and the CSV alike. */
export const reportColumnLabels = defineMessages({
  day: { id: 'report.column.day', defaultMessage: 'Day' },
  currency: { id: 'report.column.currency', defaultMessage: 'Currency' },
  deposits: { id: 'report.column.deposits', defaultMessage: 'Deposits' },
  cashOuts: { id: 'report.column.cashOuts', defaultMessage: 'Cash-outs' },
  bets: { id: 'report.column.bets', defaultMessage: 'Bets' },
  wins: { id: 'report.column.wins', defaultMessage: 'Wins' },
  ggr: { id: 'report.column.ggr', defaultMessage: 'GGR (bets − wins)' },
  bonusCost: { id: 'report.column.bonusCost', defaultMessage: 'Bonus cost' },
  ngr: { id: 'report.column.ngr', defaultMessage: 'NGR (GGR − bonus cost)' },
  activePlayers: { id: 'report.column.activePlayers', defaultMessage: 'Active players' },
  game: { id: 'report.column.game', defaultMessage: 'Game' },
  rounds: { id: 'report.column.rounds', defaultMessage: 'Rounds' },
  players: { id: 'report.column.players', defaultMessage: 'Players' },
});

/** Ledger row types (spec 002's transaction types). */
export const ledgerTypeLabels = defineMessages({
  DEPOSIT: { id: 'ledger.type.DEPOSIT', defaultMessage: 'Deposit' },
  WITHDRAW: { id: 'ledger.type.WITHDRAW', defaultMessage: 'Cash-out' },
  WITHDRAW_ROLLBACK: { id: 'ledger.type.WITHDRAW_ROLLBACK', defaultMessage: 'Cash-out returned' },
  GAME_BET: { id: 'ledger.type.GAME_BET', defaultMessage: 'Bet' },
  GAME_WIN: { id: 'ledger.type.GAME_WIN', defaultMessage: 'Win' },
  GAME_ROLLBACK: { id: 'ledger.type.GAME_ROLLBACK', defaultMessage: 'Bet cancelled by the game' },
  PROMOTION: { id: 'ledger.type.PROMOTION', defaultMessage: 'Promotion' },
  REDEEM: { id: 'ledger.type.REDEEM', defaultMessage: 'VIP store redemption' },
  INVITE_AWARD: { id: 'ledger.type.INVITE_AWARD', defaultMessage: 'Invitation award' },
  GIFT: { id: 'ledger.type.GIFT', defaultMessage: 'Gift' },
  BENEFITS: { id: 'ledger.type.BENEFITS', defaultMessage: 'Benefits' },
});

/** Deposit order states (deposits/status.ts). */
export const depositStatusLabels = defineMessages({
  created: { id: 'deposit.status.created', defaultMessage: 'Created' },
  awaiting_customer: { id: 'deposit.status.awaiting_customer', defaultMessage: 'Waiting for the player' },
  processing: { id: 'deposit.status.processing', defaultMessage: 'Processing' },
  succeeded: { id: 'deposit.status.succeeded', defaultMessage: 'Succeeded' },
  failed: { id: 'deposit.status.failed', defaultMessage: 'Failed' },
  expired: { id: 'deposit.status.expired', defaultMessage: 'Expired' },
  canceled: { id: 'deposit.status.canceled', defaultMessage: 'Canceled' },
  review: { id: 'deposit.status.review', defaultMessage: 'Held for review' },
});

/** Who moved a deposit order. */
export const depositSourceLabels = defineMessages({
  create: { id: 'deposit.source.create', defaultMessage: 'on creation' },
  webhook: { id: 'deposit.source.webhook', defaultMessage: 'provider notification' },
  poll: { id: 'deposit.source.poll', defaultMessage: 'provider asked' },
  reconcile: { id: 'deposit.source.reconcile', defaultMessage: 'reconciliation' },
  operator: { id: 'deposit.source.operator', defaultMessage: 'operator' },
});
