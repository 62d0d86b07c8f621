import type { SlotDefinition } from '../../../../src/games/slotStudio/definition';
import { effectiveWindow } from '../../../../src/games/slotStudio/evaluate';
import type { StudioSpin } from '../../../../src/games/slotStudio/play';
import { type StudioWin, windowWins } from '../../../../src/games/slotStudio/wins';

/** One spin of a round as the page shows it: the window as read, its wins in cents, its scatter pay. */
export interface SpinView {
  window: string[][];
  wins: (StudioWin & { cents: number })[];
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

/** What the engine paid for one spin, broken into the wins it read (their sum is the spin's pay). */
export function spinView(
  slot: SlotDefinition,
  spin: StudioSpin,
  betCents: number,
  multiplier: number,
): SpinView {
  const unitCents = betCents / slot.betUnits;
  return {
    window: readWindow(slot, spin.window),
    wins: windowWins(slot, spin.window).map((win) => ({ ...win, cents: win.units * unitCents * multiplier })),
    scatterCents: (slot.scatterPays?.[spin.scatters] ?? 0) * betCents * multiplier,
    scatters: spin.scatters,
  };
}
