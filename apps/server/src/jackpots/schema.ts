import type { Generated } from 'kysely';

/** Which games feed a jackpot: the vendor's games of one type (the game code's prefix), migration 1500. */
export interface JackpotTable {
  id: string;
  vendor: string;
  game_type: string;
}

/** A jackpot's pool in one currency; amount keeps 4 decimals (1% of a stake is exact). */
export interface JackpotPoolTable {
  jackpot_id: string;
  currency: string;
  amount: string;
  /** Counts the pool's wins: a round may win only the generation it was staked in. */
  generation: Generated<number>;
  last_won_at: Date | null;
  updated_at: Generated<Date>;
}

declare module '../db/schema.js' {
  interface Database {
    jackpot: JackpotTable;
    jackpot_pool: JackpotPoolTable;
  }
}
