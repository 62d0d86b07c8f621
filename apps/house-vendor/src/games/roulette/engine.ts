import type { GameRng } from '../../fairness/sampling';

/** European wheel: one zero, 37 pockets. */
export const POCKETS = 37;

/**
 * The two tables on the single-zero wheel. French: la partage (zero returns half of every even-money
 * bet) and the racetrack's called bets; European: zero takes even-money bets whole, no called bets.
 */
export const ROULETTE_VARIANTS = ['european', 'french'] as const;
export type RouletteVariant = (typeof ROULETTE_VARIANTS)[number];

/** The wheel's pockets clockwise from zero (the racetrack follows it). */
export const WHEEL_ORDER: readonly number[] = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22,
  18, 29, 7, 28, 12, 35, 3, 26,
];

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
export type LayoutBetKind = (typeof ROULETTE_BET_KINDS)[number];

/** The French racetrack's called bets: each is a fixed set of chips on the layout. */
export const CALLED_BET_KINDS = ['voisins', 'tiers', 'orphelins'] as const;
export type CalledBetKind = (typeof CALLED_BET_KINDS)[number];
export type RouletteBetKind = LayoutBetKind | CalledBetKind;

/** Paid "to 1": a winning bet returns its stake plus stake x this. */
export const ROULETTE_PAYS: Readonly<Record<LayoutBetKind, number>> = {
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

/**
 * The chips of each called bet, as the racetrack places them: voisins du zéro 9 chips (0-2-3 and the
 * 25-29 corner two each, five splits one each), tiers du cylindre 6 splits, orphelins 5 chips (1 straight
 * and four splits). The bet's stake is split into that many equal chips.
 */
export const CALLED_BETS: Readonly<
  Record<CalledBetKind, readonly { kind: LayoutBetKind; numbers: readonly number[]; chips: number }[]>
> = {
  voisins: [
    { kind: 'street', numbers: [0, 2, 3], chips: 2 },
    { kind: 'split', numbers: [4, 7], chips: 1 },
    { kind: 'split', numbers: [12, 15], chips: 1 },
    { kind: 'split', numbers: [18, 21], chips: 1 },
    { kind: 'split', numbers: [19, 22], chips: 1 },
    { kind: 'corner', numbers: [25, 26, 28, 29], chips: 2 },
    { kind: 'split', numbers: [32, 35], chips: 1 },
  ],
  tiers: [
    { kind: 'split', numbers: [5, 8], chips: 1 },
    { kind: 'split', numbers: [10, 11], chips: 1 },
    { kind: 'split', numbers: [13, 16], chips: 1 },
    { kind: 'split', numbers: [23, 24], chips: 1 },
    { kind: 'split', numbers: [27, 30], chips: 1 },
    { kind: 'split', numbers: [33, 36], chips: 1 },
  ],
  orphelins: [
    { kind: 'straight', numbers: [1], chips: 1 },
    { kind: 'split', numbers: [6, 9], chips: 1 },
    { kind: 'split', numbers: [14, 17], chips: 1 },
    { kind: 'split', numbers: [17, 20], chips: 1 },
    { kind: 'split', numbers: [31, 34], chips: 1 },
  ],
};

export const calledBetChips = (kind: CalledBetKind): number =>
  CALLED_BETS[kind].reduce((sum, part) => sum + part.chips, 0);

const isCalled = (kind: RouletteBetKind): kind is CalledBetKind =>
  (CALLED_BET_KINDS as readonly string[]).includes(kind);

const EVEN_MONEY: ReadonlySet<RouletteBetKind> = new Set(['red', 'black', 'odd', 'even', 'low', 'high']);

/**
 * The layout bets a bet stands for: itself, or a called bet's chips at stake / chips each. Null when a
 * called bet's stake does not split into whole-cent chips.
 */
export function layoutBetsOf(bet: RouletteBet): RouletteBet[] | null {
  if (!isCalled(bet.kind)) return [bet];
  const chips = calledBetChips(bet.kind);
  if (bet.amountCents % chips !== 0) return null;
  const chip = bet.amountCents / chips;
  return CALLED_BETS[bet.kind].map((part) => ({
    kind: part.kind,
    numbers: [...part.numbers],
    amountCents: chip * part.chips,
  }));
}

/** The smallest chip a bet puts on the layout (a called bet's one chip), for the table's chip minimum. */
export function smallestChip(bet: RouletteBet): number {
  return isCalled(bet.kind) ? bet.amountCents / calledBetChips(bet.kind) : bet.amountCents;
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
    // Even-money bets never cover zero: it takes them whole, or half on the French table (la partage).
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
    case 'voisins':
    case 'tiers':
    case 'orphelins':
      return [...new Set(CALLED_BETS[bet.kind].flatMap((part) => part.numbers))].sort((a, b) => a - b);
    default:
      return null;
  }
}

/**
 * A bet the table takes: on the French table also the called bets (in whole chips) and even-money bets
 * in even cents, so that la partage returns exactly half.
 */
export function isValidRouletteBet(bet: RouletteBet, variant: RouletteVariant = 'european'): boolean {
  const french = variant === 'french';
  const kindOffered =
    (ROULETTE_BET_KINDS as readonly string[]).includes(bet.kind) ||
    (french && (CALLED_BET_KINDS as readonly string[]).includes(bet.kind));
  return (
    kindOffered &&
    Number.isSafeInteger(bet.amountCents) &&
    bet.amountCents > 0 &&
    coveredNumbers(bet) !== null &&
    layoutBetsOf(bet) !== null &&
    !(french && EVEN_MONEY.has(bet.kind) && bet.amountCents % 2 !== 0)
  );
}

export interface RouletteBetResult extends RouletteBet {
  won: boolean;
  payoutCents: number;
  /** French table: zero returned half of this even-money bet. */
  partage?: true;
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

const validLayout = (bets: readonly RouletteBet[], variant: RouletteVariant) =>
  bets.length > 0 && bets.every((bet) => isValidRouletteBet(bet, variant));

/** What a layout bet returns on `number`: the stake back plus stake x the "to 1" odds. */
const layoutReturn = (bet: RouletteBet, number: number): number =>
  coveredNumbers(bet)!.includes(number)
    ? bet.amountCents * (ROULETTE_PAYS[bet.kind as LayoutBetKind] + 1)
    : 0;

/**
 * What a spin landing on `number` pays each bet: the stake back plus stake x the "to 1" odds; a called
 * bet pays what its chips pay. On the French table zero returns half of each even-money bet.
 */
export function settleRoulette(
  number: number,
  bets: readonly RouletteBet[],
  variant: RouletteVariant = 'european',
): RouletteOutcome {
  if (!validLayout(bets, variant)) throw new RangeError('invalid roulette bet');
  const results = bets.map((bet): RouletteBetResult => {
    if (variant === 'french' && number === 0 && EVEN_MONEY.has(bet.kind)) {
      return { ...bet, won: false, payoutCents: bet.amountCents / 2, partage: true };
    }
    const payoutCents = layoutBetsOf(bet)!.reduce((sum, part) => sum + layoutReturn(part, number), 0);
    return { ...bet, won: payoutCents > 0, payoutCents };
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
export function spinRoulette(
  rng: GameRng,
  bets: readonly RouletteBet[],
  variant: RouletteVariant = 'european',
): RouletteOutcome {
  if (!validLayout(bets, variant)) throw new RangeError('invalid roulette bet');
  return settleRoulette(rng.int(POCKETS), bets, variant);
}

/**
 * The exact return of one bet on a variant's table: what it pays over the 37 pockets, each equally
 * likely, as a fraction of 37 stakes (numerator over denominator, for the stated RTP).
 */
export function exactBetReturn(
  bet: Omit<RouletteBet, 'amountCents'>,
  variant: RouletteVariant = 'european',
): { returned: number; staked: number; percent: number } {
  // two chips of one cent each: la partage's half and every called bet's chips stay whole
  const stake = { ...bet, amountCents: isCalled(bet.kind) ? calledBetChips(bet.kind) * 2 : 2 };
  let returned = 0;
  for (let pocket = 0; pocket < POCKETS; pocket += 1)
    returned += settleRoulette(pocket, [stake], variant).payoutCents;
  const staked = stake.amountCents * POCKETS;
  return { returned, staked, percent: (100 * returned) / staked };
}
