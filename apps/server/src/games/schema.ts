import type { Generated } from 'kysely';

export interface GameTable {
  id: number;
  name: string;
  vendor: string;
  game_code: string;
  category: string;
  enabled: number;
  play_for_fun: number;
  cover: string;
  min_bet: string;
  max_bet: string;
  theme: unknown;
  total_play_count: Generated<number>;
  /** The operator's lobby position (1 first); null: after the positioned games, most played first. */
  sort_index: number | null;
}

/** One launch for real money: the token's hash, whose it is and until when it allows bets. */
export interface GameLaunchTable {
  id: Generated<number>;
  token_hash: string;
  member_id: number;
  game_id: number;
  vendor: string;
  channel: 'pc' | 'mobile';
  created_at: Generated<Date>;
  expires_at: Date;
}

/** A round as the vendor settles it: the game history rows. */
export interface GameRoundTable {
  id: Generated<number>;
  vendor: string;
  round_id: string;
  member_id: number;
  game_id: number;
  bet_amount: Generated<string>;
  win_amount: Generated<string>;
  /** The round's win is booked: a second one is refused (UNKNOWN_ROUND). */
  win_settled: Generated<boolean>;
  /** The live stakes' parts (migration 1801): a win is split between cash and bonus by them. */
  cash_stake: Generated<string>;
  bonus_stake: Generated<string>;
  /** The grant the round's bonus stake belongs to; null with no bonus stake or bonus from before grants. */
  bonus_grant_id: string | null;
  /** Already added to game.total_play_count. */
  counted: Generated<boolean>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

declare module '../db/schema.js' {
  interface Database {
    game: GameTable;
    game_launch: GameLaunchTable;
    game_round: GameRoundTable;
  }
}
