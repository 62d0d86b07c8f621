import { stakeLadder } from '../../../../src/games/stakes';
import type { SessionState } from '../../api';

/** Stakes offered (multiples of 0.20: one whole cent a line), within the game's limits. */
const STAKES = [20, 40, 60, 100, 200, 400, 1000, 2000, 5000, 10000];

export function stakesFor(table: SessionState['game']): number[] {
  const list = stakeLadder(STAKES, table, 20);
  return list.length > 0 ? list : [table.minBetCents];
}
