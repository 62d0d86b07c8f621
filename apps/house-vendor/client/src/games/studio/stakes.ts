/** Stakes offered: whole cents per line or coin (the bet's units), within the game's limits. */
const PER_UNIT = [1, 2, 4, 5, 10, 20, 50, 100, 200, 500];

export function studioStakes(betUnits: number, minCents: number, maxCents: number): number[] {
  const list = PER_UNIT.map((cents) => cents * betUnits).filter(
    (cents) => cents >= minCents && cents <= maxCents,
  );
  return list.length > 0 ? list : [minCents];
}
