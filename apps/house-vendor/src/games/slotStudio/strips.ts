/**
 * A reel strip from how many stops each symbol gets: the symbols are dealt out in turn from the ones
 * with most stops left, so no symbol bunches up and the strip reads the same on every build.
 */
export function stripOf(counts: readonly number[]): number[] {
  const left = [...counts];
  const strip: number[] = [];
  const total = counts.reduce((sum, count) => sum + count, 0);
  let previous = -1;
  while (strip.length < total) {
    let pick = -1;
    for (let symbol = 0; symbol < left.length; symbol += 1) {
      if (left[symbol]! === 0 || (symbol === previous && left.some((n, s) => s !== symbol && n > 0)))
        continue;
      if (pick < 0 || left[symbol]! > left[pick]!) pick = symbol;
    }
    strip.push(pick);
    left[pick]! -= 1;
    previous = pick;
  }
  return strip;
}

/** A reel strip laid out in runs of [symbol, how many in a row]: cluster slots need symbols that touch. */
export function stripOfRuns(runs: readonly (readonly [number, number])[]): number[] {
  return runs.flatMap(([symbol, length]) => Array.from({ length }, () => symbol));
}
