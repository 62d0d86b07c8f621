import { stakeLadder } from '../../../../src/games/stakes';
import type { SessionState } from '../../api';

/** Stakes offered: whole cents per line or coin (the bet's units), within the game's limits. */
const PER_UNIT = [1, 2, 4, 5, 10, 20, 50, 100, 200, 500];

export function studioStakes(betUnits: number, table: SessionState['game']): number[] {
  const list = stakeLadder(
    PER_UNIT.map((cents) => cents * betUnits),
    table,
    betUnits,
  );
  return list.length > 0 ? list : [table.minBetCents];
}
