import { SYMBOLS } from './symbols';

/** How many stops each symbol has on one reel, in SYMBOLS order. */
export type ReelWeights = readonly number[];

/**
 * Lays a reel out from its weights with smooth weighted round-robin, so that equal symbols are spread
 * evenly round the strip (scatters never share a window when they have few stops). Deterministic: the
 * strip, and so the RTP computed from it, is a pure function of the weights.
 */
export function buildStrip(weights: ReelWeights): number[] {
  if (weights.length !== SYMBOLS.length) throw new Error('one weight per symbol');
  const total = weights.reduce((sum, w) => sum + w, 0);
  const current = weights.map(() => 0);
  const strip: number[] = [];
  for (let step = 0; step < total; step += 1) {
    let best = -1;
    for (let symbol = 0; symbol < weights.length; symbol += 1) {
      current[symbol]! += weights[symbol]!;
      if (weights[symbol]! > 0 && (best < 0 || current[symbol]! > current[best]!)) best = symbol;
    }
    current[best]! -= total;
    strip.push(best);
  }
  return strip;
}
