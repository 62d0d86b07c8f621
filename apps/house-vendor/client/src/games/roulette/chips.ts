import { centsToDecimal } from '../../money';
import type { BetSpot } from './layout';

/** Chip values of the roulette tables, cents; a table offers those within its limits. */
const CHIPS = [10, 50, 100, 500, 2500, 10000];

export const tableChips = (minBetCents: number, maxBetCents: number): number[] =>
  CHIPS.filter((cents) => cents >= minBetCents && cents <= maxBetCents);

/** A chip's face: whole units without decimals. */
export const chipLabel = (cents: number): string =>
  cents % 100 === 0 ? String(cents / 100) : centsToDecimal(cents);

/** A chip the player put on the layout, not yet sent. */
export interface PlacedChip {
  spot: BetSpot;
  cents: number;
}

/** The chips on each spot added up, cents by spot id. */
export function stakesBySpot(placed: readonly PlacedChip[]): Record<string, number> {
  const onSpot: Record<string, number> = {};
  for (const bet of placed) onSpot[bet.spot.id] = (onSpot[bet.spot.id] ?? 0) + bet.cents;
  return onSpot;
}

/** The bets the vendor is sent for the chips on the layout: one a spot, its chips added up. */
export function betsOf(placed: readonly PlacedChip[]) {
  return Object.entries(stakesBySpot(placed)).map(([id, cents]) => {
    const { kind, numbers, index } = placed.find((bet) => bet.spot.id === id)!.spot;
    return { kind, numbers, index, amount: centsToDecimal(cents) };
  });
}
