import type { SlotDefinition } from '../../../../src/games/slotStudio/definition';
import { effectiveWindow } from '../../../../src/games/slotStudio/evaluate';
import type { StudioFall, StudioSpin } from '../../../../src/games/slotStudio/play';
import { freeSpinSlot } from '../../../../src/games/slotStudio/sticky';
import { type StudioWin, windowWins } from '../../../../src/games/slotStudio/wins';

/** One spin of a round as the page shows it: the window as read, its wins in cents, its scatter pay. */
export interface SpinView {
  window: string[][];
  /** A cascade's wins carry the fall they paid in (0 first). */
  wins: (StudioWin & { cents: number; fall?: number })[];
  scatterCents: number;
  scatters: number;
}

/** The window as wins read it: an expanding wild shown over its whole reel. */
export function readWindow(slot: SlotDefinition, window: readonly (readonly string[])[]): string[][] {
  const index = new Map(slot.symbols.map((symbol, i) => [symbol.name, i]));
  return effectiveWindow(
    slot,
    window.map((column) => column.map((name) => index.get(name) ?? -1)),
  ).map((column, reel) => column.map((id, row) => slot.symbols[id]?.name ?? window[reel]![row]!));
}

/** One fall of a cascade: its window and the clusters it paid, in cents (the fall's multiplier applied). */
export function fallWins(slot: SlotDefinition, fall: StudioFall, betCents: number): SpinView['wins'] {
  const unitCents = betCents / slot.betUnits;
  return fall.clusters.map(({ symbol, cells, units }) => ({
    symbol,
    count: cells.length,
    units,
    cells,
    cents: units * unitCents,
  }));
}

/**
 * What the engine paid for one spin, broken into the wins it read (their sum is the spin's pay): a
 * cascade's every fall, or a sticky free spin read with its wilds filling their reels.
 */
export function spinView(
  slot: SlotDefinition,
  spin: StudioSpin,
  betCents: number,
  multiplier: number,
): SpinView {
  const unitCents = betCents / slot.betUnits;
  const reader = spin.held ? freeSpinSlot(slot) : slot;
  const wins = spin.falls
    ? spin.falls.flatMap((fall, n) => fallWins(slot, fall, betCents).map((win) => ({ ...win, fall: n })))
    : windowWins(reader, spin.window).map((win) => ({ ...win, cents: win.units * unitCents * multiplier }));
  return {
    window: spin.falls ? spin.falls.at(-1)!.window : readWindow(reader, spin.window),
    wins,
    scatterCents: (slot.scatterPays?.[spin.scatters] ?? 0) * betCents * multiplier,
    scatters: spin.scatters,
  };
}
