import { stakeLadder } from '../../../../src/games/stakes';
import type { SessionState } from '../../api';
import { centsToDecimal } from '../../money';
import type { BetSpot } from './layout';

/**
 * Chip values of the roulette tables, cents; a table offers those within its limits (in bitcoin the same
 * steps from its minimum, even so that a French table's even-money chip halves exactly).
 */
const CHIPS = [10, 50, 100, 500, 2500, 10000];

export const tableChips = (table: SessionState['game']): number[] => stakeLadder(CHIPS, table, 2);

/** A chip's face: the amount without the decimals it does not need (10, 0.50, 0.000004). */
export function chipLabel(cents: number, exponent: number): string {
  const unit = 10 ** exponent;
  if (cents % unit === 0) return String(cents / unit);
  const text = centsToDecimal(cents, exponent);
  return exponent === 2 ? text : text.replace(/0+$/, '');
}

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
export function betsOf(placed: readonly PlacedChip[], exponent: number) {
  return Object.entries(stakesBySpot(placed)).map(([id, cents]) => {
    const { kind, numbers, index } = placed.find((bet) => bet.spot.id === id)!.spot;
    return { kind, numbers, index, amount: centsToDecimal(cents, exponent) };
  });
}
