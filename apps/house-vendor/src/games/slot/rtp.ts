import { evaluateLine, type SlotConfig, scatterMultiplierFor } from './engine';
import { REELS, ROWS, SCATTER, SYMBOLS } from './symbols';

export interface TheoreticalRtp {
  /** RTP = numerator / denominator exactly, as a fraction of the total bet. */
  numerator: bigint;
  denominator: bigint;
  percent: number;
}

/**
 * Exact RTP of a strip set. Each reel stops uniformly, so the symbol on any row of reel r has the strip's
 * symbol frequencies and the reels are independent; every payline therefore has the same expected pay,
 * the sum over all 10^5 symbol tuples of pay x product of stop counts. 20 lines each paying that in line
 * bets is exactly that many total bets. Scatters count over the whole window, so their distribution is
 * taken from the real strip positions (all windows of each reel) and convolved across reels.
 */
export function theoreticalRtp(config: SlotConfig): TheoreticalRtp {
  const lengths = config.strips.map((strip) => BigInt(strip.length));
  const denominator = lengths.reduce((product, length) => product * length, 1n);
  const counts = config.strips.map((strip) => {
    const perSymbol = SYMBOLS.map(() => 0n);
    for (const id of strip) perSymbol[id]! += 1n;
    return perSymbol;
  });

  let lineNumerator = 0n;
  const tuple = [0, 0, 0, 0, 0];
  const walk = (reel: number, weight: bigint): void => {
    if (reel === REELS) {
      const { multiplier } = evaluateLine(tuple);
      if (multiplier > 0) lineNumerator += BigInt(multiplier) * weight;
      return;
    }
    for (let symbol = 0; symbol < SYMBOLS.length; symbol += 1) {
      const count = counts[reel]![symbol]!;
      if (count === 0n) continue;
      tuple[reel] = symbol;
      walk(reel + 1, weight * count);
    }
  };
  walk(0, 1n);

  // ways[k] = number of stop combinations showing k scatters in the window
  let ways = [1n];
  for (const strip of config.strips) {
    const perReel = Array.from({ length: ROWS + 1 }, () => 0n);
    for (let stop = 0; stop < strip.length; stop += 1) {
      let inWindow = 0;
      for (let row = 0; row < ROWS; row += 1)
        if (strip[(stop + row) % strip.length] === SCATTER) inWindow += 1;
      perReel[inWindow]! += 1n;
    }
    const next = Array.from({ length: ways.length + ROWS }, () => 0n);
    ways.forEach((a, i) => {
      perReel.forEach((b, j) => {
        next[i + j]! += a * b;
      });
    });
    ways = next;
  }
  const scatterNumerator = ways.reduce(
    (sum, combos, k) => sum + combos * BigInt(scatterMultiplierFor(k)),
    0n,
  );

  const numerator = lineNumerator + scatterNumerator;
  // percent with 6 decimals, computed in integers before the one conversion to a display number
  const scaled = (numerator * 100_000_000n) / denominator;
  return { numerator, denominator, percent: Number(scaled) / 1_000_000 };
}
