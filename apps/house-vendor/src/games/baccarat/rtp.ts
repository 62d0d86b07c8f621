import { coup, DECKS } from './engine';

/** Cards of each point value in a full shoe: 0 (tens and faces, 16 a deck), 1..9 (4 a deck). */
const COUNTS = [16 * DECKS, ...Array.from({ length: 9 }, () => 4 * DECKS)];
const SHOE = COUNTS.reduce((sum, n) => sum + n, 0);

/**
 * Exact chances of a player win, a banker win and a tie from a full eight-deck shoe: every sequence of
 * six point values (10^6) weighted by its count of ordered card draws without replacement. Cards a coup
 * does not use still take a value, which sums their weights out. Counts stay below 2^53, so exact.
 */
export function baccaratOdds(): { player: number; banker: number; tie: number; total: number } {
  const counts = [...COUNTS];
  const wins = { player: 0, banker: 0, tie: 0 };
  const points: number[] = [];
  const walk = (depth: number, weight: number) => {
    if (depth === 6) {
      const { player, banker } = coup(points);
      wins[player > banker ? 'player' : banker > player ? 'banker' : 'tie'] += weight;
      return;
    }
    for (let value = 0; value < 10; value += 1) {
      if (counts[value] === 0) continue;
      const ways = counts[value]!;
      counts[value] = ways - 1;
      points[depth] = value;
      walk(depth + 1, weight * ways);
      counts[value] = ways;
    }
  };
  walk(0, 1);
  const total = SHOE * (SHOE - 1) * (SHOE - 2) * (SHOE - 3) * (SHOE - 4) * (SHOE - 5);
  return { ...wins, total };
}

/** Return to player of each bet, as a fraction of the stake (ties return player and banker bets). */
export function baccaratRtp() {
  const { player, banker, tie, total } = baccaratOdds();
  return {
    player: (2 * player + tie) / total,
    banker: (1.95 * banker + tie) / total,
    tie: (9 * tie) / total,
  };
}

/**
 * The stated return of each bet, percent with three decimals as the vendor states every game's: the
 * enumeration above rounded (baccarat.test.ts holds them equal), so no page or session walks 10^6 draws.
 */
export const BACCARAT_RTP = { banker: '98.942', player: '98.765', tie: '85.640' } as const;
