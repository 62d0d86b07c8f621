import type { Generated } from 'kysely';

/** Kinds of ledger rows (spec 002 §3); WITHDRAW is the cash-out request itself (amount negative). */
export const transactionTypes = [
  'GAME_BET',
  'GAME_WIN',
  'GAME_ROLLBACK',
  'WITHDRAW',
  'WITHDRAW_ROLLBACK',
  'PROMOTION',
  'DEPOSIT',
  'REDEEM',
  'INVITE_AWARD',
  'GIFT',
  'BENEFITS',
] as const;
export type TransactionType = (typeof transactionTypes)[number];

/** Which balance a ledger row moved (spec 002 §3: cash 1, bonus 2, free 3). */
export const TransactionClass = { cash: 1, bonus: 2, free: 3 } as const;
export type TransactionClass = (typeof TransactionClass)[keyof typeof TransactionClass];

/** The balance column each class moves: free money (no-deposit bonus, gifts) is the gift bonus. */
export const classColumn = { 1: 'cash', 2: 'bonus', 3: 'gift_bonus' } as const satisfies Record<
  TransactionClass,
  string
>;

export interface WalletTable {
  member_id: number;
  cash: Generated<string>;
  bonus: Generated<string>;
  gift_bonus: Generated<string>;
  rolling_amount: Generated<string>;
  /** Everything ever wagered; VIP lifetime points are floor(wagered / 10). */
  wagered: Generated<string>;
  /** Cash-outs counted against `wagered` (spec 002 §5): the wagered amount shown is the difference. */
  wagered_cashed_out: Generated<string>;
  vip_points: Generated<number>;
  vip_lifetime_points: Generated<number>;
  /** The parts of the latest bet (zero or negative), reported by the UPDATE that applied it. */
  last_cash_change: Generated<string>;
  last_bonus_change: Generated<string>;
  last_rolling_change: Generated<string>;
  /** Set by every bet: the active bonus's inactivity counts from it (migration 1700). */
  last_bet_at: Date | null;
  updated_at: Generated<Date>;
}

export interface WalletLedgerTable {
  id: Generated<number>;
  member_id: number;
  type: TransactionType;
  class: TransactionClass;
  amount: string;
  balance_before: string;
  balance_after: string;
  /** Who caused the change and its own id ('vendor:HOUSE:tx-1', 'payment:...'): unique per class. */
  external_ref: string;
  /** The row this one answers (a rollback names its bet). */
  reference_ref: string | null;
  game_id: number | null;
  round_ref: string | null;
  /** The grant that owns this row's bonus or gift money: each class keeps a sub-balance per grant. */
  grant_id: string | null;
  created_at: Generated<Date>;
}

declare module '../db/schema.js' {
  interface Database {
    wallet: WalletTable;
    wallet_ledger: WalletLedgerTable;
  }
}
