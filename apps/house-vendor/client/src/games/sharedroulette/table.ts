import type { RouletteOutcome } from '../../../../src/games/roulette/engine';

/** The table as the stream and `/table/state` send it (sharedTableRoutes.ts, tableView). */
export interface TableView {
  tableCode: string;
  roundId: string;
  seq: number;
  phase: 'betting' | 'spinning' | 'result';
  serverSeedHash: string;
  /** Revealed with the pocket when bets close. */
  serverSeed: string | null;
  clientSeed: string;
  pocket: number | null;
  closesAt: string;
  spinEndsAt: string | null;
  nextAt: string | null;
  /** Every player's stakes on the round in this player's money, and how many players. */
  stakeCents: number;
  players: number;
  /** The server's clock when sent: the countdown runs on it, whatever the phone's clock says. */
  now: string;
}

/** One bet of the player on the table (sharedTable.ts, TableBetView). */
export interface TableBet {
  roundId: string;
  tableRoundId: string;
  betCents: number;
  payoutCents: number;
  status: 'open' | 'settling' | 'settled' | 'void';
  outcome: RouletteOutcome | null;
}

export interface TableState {
  table: TableView | null;
  mine: TableBet[];
  /** The player's bets on their last settled table round. */
  last: TableBet[];
  balance: string | null;
}

/** Seconds left until `at` on the server's clock (offset: server time minus this device's). */
export const secondsUntil = (at: string | null, offsetMs: number): number =>
  at === null ? 0 : Math.max(0, Math.ceil((Date.parse(at) - (Date.now() + offsetMs)) / 1000));
