import { payOf } from './engine';

/** C(n, k) for n up to 52, k up to 5. */
const BINOMIAL = Array.from({ length: 53 }, (_, n) =>
  Array.from({ length: 6 }, (_, k) => {
    let c = 1;
    for (let i = 0; i < k; i += 1) c = (c * (n - i)) / (i + 1);
    return n < k ? 0 : c;
  }),
);

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));

export interface OptimalReturn {
  /** The return per coin staked with the best hold on every deal, as an exact fraction. */
  numerator: bigint;
  denominator: bigint;
  percent: number;
  /** Deals whose best hold keeps k cards (index k), out of C(52,5). */
  holdsBySize: number[];
}

/**
 * The exact return of the pay table with the best hold on every one of the 2,598,960 deals. Counting
 * every draw of every hold of every deal (4.5 * 10^12 hands) is out of reach, so instead:
 *
 * 1. For every set S of at most five cards, N(S) = the coins paid over all 5-card hands containing S
 *    (each paying hand adds its pay to its 32 subsets).
 * 2. For a deal and a hold H (discarding D), the draws are the hands containing H and none of D:
 *    by inclusion-exclusion, total(H) = sum over T within D of (-1)^|T| N(H + T), 32 values of a deal
 *    turned into all 32 totals by one Moebius transform over its subsets.
 * 3. The best hold divides total(H) by C(47, 5 - |H|) draws; the sums are kept per draw count so the
 *    result stays an exact fraction.
 */
export function optimalReturn(): OptimalReturn {
  const tables = [0, 1, 2, 3, 4, 5].map((k) => new Int32Array(BINOMIAL[52]![k]!));
  const hand = [0, 0, 0, 0, 0];
  // the index of a sorted set of cards (combinatorial number system) within its size's table
  const indexOf = (mask: number) => {
    let index = 0;
    let j = 0;
    for (let i = 0; i < 5; i += 1) if (mask & (1 << i)) index += BINOMIAL[hand[i]!]![++j]!;
    return index;
  };
  const sizeOf = (mask: number) =>
    (mask & 1) + ((mask >> 1) & 1) + ((mask >> 2) & 1) + ((mask >> 3) & 1) + (mask >> 4);
  const everyHand = (visit: () => void) => {
    for (hand[0] = 0; hand[0] < 48; hand[0] += 1)
      for (hand[1] = hand[0] + 1; hand[1] < 49; hand[1] += 1)
        for (hand[2] = hand[1] + 1; hand[2] < 50; hand[2] += 1)
          for (hand[3] = hand[2] + 1; hand[3] < 51; hand[3] += 1)
            for (hand[4] = hand[3] + 1; hand[4] < 52; hand[4] += 1) visit();
  };

  everyHand(() => {
    const pay = payOf(hand);
    if (pay === 0) return;
    for (let mask = 0; mask < 32; mask += 1) tables[sizeOf(mask)]![indexOf(mask)]! += pay;
  });

  const sums = [0, 0, 0, 0, 0, 0];
  const holdsBySize = [0, 0, 0, 0, 0, 0];
  const totals = new Float64Array(32);
  const draws = [0, 1, 2, 3, 4, 5].map((k) => BINOMIAL[47]![5 - k]!);
  everyHand(() => {
    for (let mask = 0; mask < 32; mask += 1) totals[mask] = tables[sizeOf(mask)]![indexOf(mask)]!;
    // totals[H] becomes the sum over supersets S of H of (-1)^|S - H| N(S)
    for (let bit = 1; bit < 32; bit <<= 1)
      for (let mask = 0; mask < 32; mask += 1) if (!(mask & bit)) totals[mask]! -= totals[mask | bit]!;
    let best = 0;
    for (let mask = 1; mask < 32; mask += 1) {
      if (totals[mask]! * draws[sizeOf(best)]! > totals[best]! * draws[sizeOf(mask)]!) best = mask;
    }
    sums[sizeOf(best)]! += totals[best]!;
    holdsBySize[sizeOf(best)]! += 1;
  });

  const common = draws.reduce((l, d) => (l * BigInt(d)) / gcd(l, BigInt(d)), 1n);
  let numerator = sums.reduce((n, sum, k) => n + BigInt(sum) * (common / BigInt(draws[k]!)), 0n);
  let denominator = common * BigInt(BINOMIAL[52]![5]!);
  const divisor = gcd(numerator, denominator);
  numerator /= divisor;
  denominator /= divisor;
  const scaled = (numerator * 10n ** 12n) / denominator;
  return { numerator, denominator, percent: Number(scaled) / 1e10, holdsBySize };
}
