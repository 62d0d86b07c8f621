import { formatMinor, type Money, toMinor } from '../shared/money.js';

/** A roulette round's position as the house vendor reports it with the bet (PROTOCOL.md §2). */
export interface RouletteBetDetail {
  kind: string;
  numbers?: number[];
  index?: number;
  amount: string;
}

/** Paid "to 1" by position kind (PROTOCOL.md §2): a winning position returns its stake times (pays + 1). */
const pays: Record<string, bigint> = {
  straight: 35n,
  split: 17n,
  street: 11n,
  corner: 8n,
  sixLine: 5n,
  column: 2n,
  dozen: 2n,
  red: 1n,
  black: 1n,
  odd: 1n,
  even: 1n,
  low: 1n,
  high: 1n,
};
const insideSize: Record<string, number> = { straight: 1, split: 2, street: 3, corner: 4, sixLine: 6 };
const reds = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
const oneTo36 = Array.from({ length: 36 }, (_, i) => i + 1);

/** The numbers a position wins on, or undefined when it is not a position of a European layout. */
function covered(bet: RouletteBetDetail): number[] | undefined {
  const size = insideSize[bet.kind];
  if (size !== undefined) {
    const numbers = bet.numbers ?? [];
    const valid =
      numbers.length === size &&
      new Set(numbers).size === size &&
      numbers.every((n) => Number.isInteger(n) && n >= 0 && n <= 36);
    return valid ? numbers : undefined;
  }
  const index = bet.index;
  switch (bet.kind) {
    case 'column':
      return index === 1 || index === 2 || index === 3
        ? oneTo36.filter((n) => (n - index) % 3 === 0)
        : undefined;
    case 'dozen':
      return index === 1 || index === 2 || index === 3
        ? oneTo36.filter((n) => n > 12 * (index - 1) && n <= 12 * index)
        : undefined;
    case 'red':
      return oneTo36.filter((n) => reds.has(n));
    case 'black':
      return oneTo36.filter((n) => !reds.has(n));
    case 'odd':
      return oneTo36.filter((n) => n % 2 === 1);
    case 'even':
      return oneTo36.filter((n) => n % 2 === 0);
    case 'low':
      return oneTo36.filter((n) => n <= 18);
    case 'high':
      return oneTo36.filter((n) => n > 18);
    default:
      return undefined;
  }
}

/**
 * The stake of a roulette round that counts toward a bonus's wagering: its net exposure, the most it
 * can lose on any number but zero (issue 26, finding 14). Opposite even-money bets (red 10, black 10),
 * three dozens or every number 1-36 lose nothing but on zero, so they count nothing; red 10 and black 4
 * can lose 6, which counts. This covers every hedge at once, not only the even-money pairs; the zero is
 * the house's edge on every bet alike. The share of the game type and the 2.00 cap apply afterwards, to
 * what this leaves (vendor_bet).
 *
 * Undefined when the positions do not add up to the bet's amount, a stake is malformed or a position is
 * not one of the layout's: the call is then refused as invalid, since the vendor's own bookkeeping
 * disagrees with the debit. Amounts in the call's currency's `exponent` decimals (8 for BTC).
 */
export function countedRouletteStake(
  amount: Money,
  bets: readonly RouletteBetDetail[],
  exponent = 2,
): Money | undefined {
  const total = toMinor(amount, exponent);
  const returns = new Array<bigint>(37).fill(0n);
  let sum = 0n;
  for (const bet of bets) {
    const cents = toMinor(bet.amount, exponent);
    const numbers = covered(bet);
    const pay = pays[bet.kind];
    if (cents === undefined || cents <= 0n || numbers === undefined || pay === undefined) return undefined;
    sum += cents;
    for (const n of numbers) returns[n] = (returns[n] ?? 0n) + cents * (pay + 1n);
  }
  if (total === undefined || sum !== total) return undefined;
  // biome-ignore lint/complexity/useMathMinMax: Math.min takes no bigint.
  const leastBack = returns.slice(1).reduce((least, back) => (back < least ? back : least));
  return formatMinor(total > leastBack ? total - leastBack : 0n, exponent);
}

/**
 * The positions as the bet's idempotency record keeps them: fixed key order, so the same positions
 * sent again compare equal, and other positions under the same transaction id do not.
 */
export function canonicalDetail(bets: readonly RouletteBetDetail[], exponent = 2): string {
  return JSON.stringify(
    bets.map((bet) => ({
      kind: bet.kind,
      ...(bet.numbers === undefined ? {} : { numbers: bet.numbers }),
      ...(bet.index === undefined ? {} : { index: bet.index }),
      amount: formatMinor(toMinor(bet.amount, exponent) ?? 0n, exponent),
    })),
  );
}
