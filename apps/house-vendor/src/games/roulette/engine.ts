import type { GameRng } from '../../fairness/sampling';

/** European wheel: one zero, 37 pockets. */
export const POCKETS = 37;

export const RED_NUMBERS: ReadonlySet<number> = new Set([
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
]);

export const ROULETTE_BET_KINDS = [
  'straight',
  'split',
  'street',
  'corner',
  'sixLine',
  'column',
  'dozen',
  'red',
  'black',
  'odd',
  'even',
  'low',
  'high',
] as const;
export type RouletteBetKind = (typeof ROULETTE_BET_KINDS)[number];

/** Paid "to 1": a winning bet returns its stake plus stake x this. */
export const ROULETTE_PAYS: Readonly<Record<RouletteBetKind, number>> = {
  straight: 35,
  split: 17,
  street: 11,
  corner: 8,
  sixLine: 5,
  column: 2,
  dozen: 2,
  red: 1,
  black: 1,
  odd: 1,
  even: 1,
  low: 1,
  high: 1,
};

export interface RouletteBet {
  kind: RouletteBetKind;
  /** Inside bets name the numbers they cover (any order). */
  numbers?: number[];
  /** Columns and dozens: 1, 2 or 3. */
  index?: number;
  amountCents: number;
}

const key = (numbers: readonly number[]): string => [...numbers].sort((a, b) => a - b).join('-');

/** Every inside bet the layout allows, zero included as on a European table (0-1, 0-1-2, 0-1-2-3, ...). */
const INSIDE: Readonly<Record<'straight' | 'split' | 'street' | 'corner' | 'sixLine', ReadonlySet<string>>> =
  (() => {
    const straight = new Set<string>();
    const split = new Set<string>(['0-1', '0-2', '0-3']);
    const street = new Set<string>(['0-1-2', '0-2-3']);
    const corner = new Set<string>(['0-1-2-3']);
    const sixLine = new Set<string>();
    for (let n = 0; n <= 36; n += 1) straight.add(String(n));
    for (let n = 1; n <= 36; n += 1) {
      if (n % 3 !== 0) split.add(key([n, n + 1]));
      if (n <= 33) split.add(key([n, n + 3]));
      if (n % 3 !== 0 && n <= 32) corner.add(key([n, n + 1, n + 3, n + 4]));
      if (n % 3 === 1) {
        street.add(key([n, n + 1, n + 2]));
        if (n <= 31) sixLine.add(key([n, n + 1, n + 2, n + 3, n + 4, n + 5]));
      }
    }
    return { straight, split, street, corner, sixLine };
  })();

const range = (from: number, to: number): number[] =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** The numbers a bet wins on, or null when the bet is not one the table offers. */
export function coveredNumbers(bet: Omit<RouletteBet, 'amountCents'>): number[] | null {
  switch (bet.kind) {
    case 'straight':
    case 'split':
    case 'street':
    case 'corner':
    case 'sixLine': {
      const numbers = bet.numbers ?? [];
      if (!numbers.every(Number.isInteger) || !INSIDE[bet.kind].has(key(numbers))) return null;
      return [...numbers].sort((a, b) => a - b);
    }
    case 'column':
      return bet.index === 1 || bet.index === 2 || bet.index === 3
        ? range(1, 36).filter((n) => (n - bet.index!) % 3 === 0)
        : null;
    case 'dozen':
      return bet.index === 1 || bet.index === 2 || bet.index === 3
        ? range(12 * (bet.index - 1) + 1, 12 * bet.index)
        : null;
    // Even-money bets never cover zero: zero loses them whole (no la partage, no en prison).
    case 'red':
      return range(1, 36).filter((n) => RED_NUMBERS.has(n));
    case 'black':
      return range(1, 36).filter((n) => !RED_NUMBERS.has(n));
    case 'odd':
      return range(1, 36).filter((n) => n % 2 === 1);
    case 'even':
      return range(1, 36).filter((n) => n % 2 === 0);
    case 'low':
      return range(1, 18);
    case 'high':
      return range(19, 36);
    default:
      return null;
  }
}

export function isValidRouletteBet(bet: RouletteBet): boolean {
  return (
    ROULETTE_BET_KINDS.includes(bet.kind) &&
    Number.isSafeInteger(bet.amountCents) &&
    bet.amountCents > 0 &&
    coveredNumbers(bet) !== null
  );
}

export interface RouletteBetResult extends RouletteBet {
  won: boolean;
  payoutCents: number;
}

export interface RouletteOutcome {
  number: number;
  color: 'green' | 'red' | 'black';
  bets: RouletteBetResult[];
  betCents: number;
  payoutCents: number;
}

export function pocketColor(number: number): RouletteOutcome['color'] {
  if (number === 0) return 'green';
  return RED_NUMBERS.has(number) ? 'red' : 'black';
}

/** What a spin landing on `number` pays each bet: the stake back plus stake x the "to 1" odds. */
export function settleRoulette(number: number, bets: readonly RouletteBet[]): RouletteOutcome {
  if (bets.length === 0 || !bets.every(isValidRouletteBet)) throw new RangeError('invalid roulette bet');
  const results = bets.map((bet) => {
    const won = coveredNumbers(bet)!.includes(number);
    return { ...bet, won, payoutCents: won ? bet.amountCents * (ROULETTE_PAYS[bet.kind] + 1) : 0 };
  });
  return {
    number,
    color: pocketColor(number),
    bets: results,
    betCents: bets.reduce((sum, bet) => sum + bet.amountCents, 0),
    payoutCents: results.reduce((sum, bet) => sum + bet.payoutCents, 0),
  };
}

/** One draw: the pocket, uniform over 37. */
export function spinRoulette(rng: GameRng, bets: readonly RouletteBet[]): RouletteOutcome {
  if (bets.length === 0 || !bets.every(isValidRouletteBet)) throw new RangeError('invalid roulette bet');
  return settleRoulette(rng.int(POCKETS), bets);
}
