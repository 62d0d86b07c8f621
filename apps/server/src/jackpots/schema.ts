import type { Generated } from 'kysely';

/** Which games feed a jackpot: the vendor's games of one type (the game code's prefix), migration 1500. */
export interface JackpotTable {
  id: string;
  vendor: string;
  game_type: string;
}

/** A jackpot's pool in one currency: the seed and the rest of the last win, 10 decimals; shares hold the rest. */
export interface JackpotPoolTable {
  jackpot_id: string;
  currency: string;
  amount: string;
  /** Counts the pool's wins: a round may win only the generation it was staked in. */
  generation: Generated<number>;
  last_won_at: Date | null;
  updated_at: Generated<Date>;
}

/** Contributions since the pool's last win, spread over 64 rows by member so bets do not queue on one. */
export interface JackpotPoolShareTable {
  jackpot_id: string;
  currency: string;
  share: number;
  amount: Generated<string>;
}

declare module '../db/schema.js' {
  interface Database {
    jackpot: JackpotTable;
    jackpot_pool: JackpotPoolTable;
    jackpot_pool_share: JackpotPoolShareTable;
  }
}
