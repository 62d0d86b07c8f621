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
  at: { id: 'report.column.at', defaultMessage: 'At (UTC)' },
  memberId: { id: 'report.column.memberId', defaultMessage: 'Player id' },
  username: { id: 'report.column.username', defaultMessage: 'Username' },
  event: { id: 'report.column.event', defaultMessage: 'Event' },
  limitOrPeriod: { id: 'report.column.limitOrPeriod', defaultMessage: 'Limit or period' },
  amount: { id: 'report.column.amount', defaultMessage: 'Amount' },
  left: { id: 'report.column.left', defaultMessage: 'Left in the limit' },
  until: { id: 'report.column.until', defaultMessage: 'Until' },
  operator: { id: 'report.column.operator', defaultMessage: 'Operator' },
});

/**
 * What the protection report's event and limit cells name (protection_event): the event, and the
 * refusal's message key for a limit hit. A break's period ('7d', '6m') reads as it is.
 */
export const protectionReportLabels = defineMessages({
  limitHit: { id: 'report.protection.limitHit', defaultMessage: 'Limit hit' },
  timeOut: { id: 'report.protection.timeOut', defaultMessage: 'Time-out' },
  selfExclusion: { id: 'report.protection.selfExclusion', defaultMessage: 'Self-exclusion' },
  closure: { id: 'report.protection.closure', defaultMessage: 'Account closure' },
  returnAsked: { id: 'report.protection.returnAsked', defaultMessage: 'Return asked after self-exclusion' },
  'deposit.limitDay': { id: 'report.protection.depositDay', defaultMessage: 'Deposit limit, 24 hours' },
  'deposit.limitWeek': { id: 'report.protection.depositWeek', defaultMessage: 'Deposit limit, 7 days' },
  'deposit.limitMonth': { id: 'report.protection.depositMonth', defaultMessage: 'Deposit limit, 30 days' },
  'protection.stakeLimit': { id: 'report.protection.stakeLimit', defaultMessage: 'Stake limit' },
  'protection.lossLimit': { id: 'report.protection.lossLimit', defaultMessage: 'Loss limit' },
  'protection.sessionLimit': { id: 'report.protection.sessionLimit', defaultMessage: 'Session time limit' },
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
