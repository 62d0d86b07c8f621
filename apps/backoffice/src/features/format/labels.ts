// What the server names by field or code, in the words an operator reads (issue 32 item 16). A name
// missing here still reads as words (words.ts), never as the raw field name.

/** A player's balances (wallet getBalances), as the player page lists them. */
export const balanceLabels: Record<string, string> = {
  availableBalance: 'Available balance',
  withdrawableBalance: 'Withdrawable now',
  bonusBalance: 'Bonus balance',
  giftBonus: 'Free balance (gift bonus)',
  rollingAmount: 'Still to wager',
  wageredAmount: 'Wagered so far',
  vipPoints: 'VIP points',
  vipLifeTimePoints: 'VIP points, lifetime',
  vipLevel: 'VIP level',
};

/** Report columns (adminReport), for the table and the CSV alike. */
export const reportColumnLabels: Record<string, string> = {
  day: 'Day',
  currency: 'Currency',
  deposits: 'Deposits',
  cashOuts: 'Cash-outs',
  bets: 'Bets',
  wins: 'Wins',
  ggr: 'GGR (bets − wins)',
  bonusCost: 'Bonus cost',
  ngr: 'NGR (GGR − bonus cost)',
  activePlayers: 'Active players',
  game: 'Game',
  rounds: 'Rounds',
  players: 'Players',
};

/** Ledger row types (spec 002's transaction types). */
export const ledgerTypeLabels: Record<string, string> = {
  DEPOSIT: 'Deposit',
  WITHDRAW: 'Cash-out',
  WITHDRAW_ROLLBACK: 'Cash-out returned',
  GAME_BET: 'Bet',
  GAME_WIN: 'Win',
  GAME_ROLLBACK: 'Bet cancelled by the game',
  PROMOTION: 'Promotion',
  REDEEM: 'VIP store redemption',
  INVITE_AWARD: 'Invitation award',
  GIFT: 'Gift',
  BENEFITS: 'Benefits',
};

/** Deposit order states (deposits/status.ts). */
export const depositStatusLabels: Record<string, string> = {
  created: 'Created',
  awaiting_customer: 'Waiting for the player',
  processing: 'Processing',
  succeeded: 'Succeeded',
  failed: 'Failed',
  expired: 'Expired',
  canceled: 'Canceled',
  review: 'Held for review',
};

/** Who moved a deposit order. */
export const depositSourceLabels: Record<string, string> = {
  create: 'on creation',
  webhook: 'provider notification',
  poll: 'provider asked',
  reconcile: 'reconciliation',
  operator: 'operator',
};
