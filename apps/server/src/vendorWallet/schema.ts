import type { Generated } from 'kysely';

/** Each seamless-wallet call by its vendor transaction id: the idempotency record and its answer. */
export interface VendorTransactionTable {
  vendor: string;
  transaction_id: string;
  /**
   * VOID: a rollback named this bet before the bet arrived, so the late bet is refused. JACKPOT: the
   * vendor's jackpot call for a round (src/jackpots), its amount what the casino paid.
   */
  kind: 'BET' | 'WIN' | 'ROLLBACK' | 'VOID' | 'JACKPOT';
  member_id: number;
  game_id: number;
  round_id: string;
  amount: string;
  /** A rollback: the bet it names. */
  reference_id: string | null;
  /** How much this bet lowered rollingAmount, so a rollback can restore exactly that. */
  rolling_reduced: Generated<string>;
  rolled_back: Generated<boolean>;
  /** A bet: the jackpot its game feeds, 1% of its cash part added to the pool (10 decimals), and the
   * pool generation its round plays for (only when the bet was wholly cash, migration 1500). */
  jackpot_id: string | null;
  jackpot_contribution: Generated<string>;
  jackpot_generation: number | null;
  /** A roulette bet's positions as received, canonical JSON (src/bonuses/hedges.ts); part of its identity. */
  detail: Generated<string | null>;
  /**
   * A bet: what it took from cash and from bonus, and the grant active when it was booked, whose bonus
   * that was and toward whose wagering it counted (migration 1801).
   */
  cash_part: string | null;
  bonus_part: string | null;
  grant_id: string | null;
  /** The balance answered the first time, answered again to a repeat. */
  balance: string;
  created_at: Generated<Date>;
}

declare module '../db/schema.js' {
  interface Database {
    vendor_transaction: VendorTransactionTable;
  }
}
