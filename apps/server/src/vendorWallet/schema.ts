import type { Generated } from 'kysely';

/** Each seamless-wallet call by its vendor transaction id: the idempotency record and its answer. */
export interface VendorTransactionTable {
  vendor: string;
  transaction_id: string;
  /** VOID: a rollback named this bet before the bet arrived, so the late bet is refused. */
  kind: 'BET' | 'WIN' | 'ROLLBACK' | 'VOID';
  member_id: number;
  game_id: number;
  round_id: string;
  amount: string;
  /** A rollback: the bet it names. */
  reference_id: string | null;
  /** How much this bet lowered rollingAmount, so a rollback can restore exactly that. */
  rolling_reduced: Generated<string>;
  rolled_back: Generated<boolean>;
  /** A roulette bet's positions as received, canonical JSON (src/bonuses/hedges.ts); part of its identity. */
  detail: Generated<string | null>;
  /** The balance answered the first time, answered again to a repeat. */
  balance: string;
  created_at: Generated<Date>;
}

declare module '../db/schema.js' {
  interface Database {
    vendor_transaction: VendorTransactionTable;
  }
}
