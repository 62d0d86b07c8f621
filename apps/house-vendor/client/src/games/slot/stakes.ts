/** Stakes offered (multiples of 0.20: one whole cent a line), within the game's limits. */
const STAKES = [20, 40, 60, 100, 200, 400, 1000, 2000, 5000, 10000];

export function stakesFor(minCents: number, maxCents: number): number[] {
  const list = STAKES.filter((cents) => cents >= minCents && cents <= maxCents);
  return list.length > 0 ? list : [minCents];
}
