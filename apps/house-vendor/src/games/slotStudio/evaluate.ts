import { clusterPay, clustersIn } from './cascade';
import { type SlotDefinition, symbolOf } from './definition';

export interface WindowResult {
  /** Paid by the lines or ways, in pay-table units (line bets or coins). */
  lineUnits: number;
  scatters: number;
  bonusSymbols: number;
  cashSymbols: number;
}

/** The window as wins are read: a wild on an expanding reel fills that reel. */
export function effectiveWindow(slot: SlotDefinition, window: readonly (readonly number[])[]): number[][] {
  const wild = symbolOf(slot, 'wild');
  return window.map((column, reel) =>
    slot.expandingWildReels?.includes(reel) && column.includes(wild) ? column.map(() => wild) : [...column],
  );
}

/** Best reading of one payline: a symbol with wilds standing in, or the leading wilds on their own. */
export function linePay(slot: SlotDefinition, symbols: readonly number[]): number {
  const wild = symbolOf(slot, 'wild');
  const reels = symbols.length;
  let wilds = 0;
  while (wilds < reels && symbols[wilds] === wild) wilds += 1;
  const wildPay = wild >= 0 ? (slot.pays[wild]?.[wilds] ?? 0) : 0;
  const first = wilds < reels ? symbols[wilds]! : wild;
  if (first === wild || slot.symbols[first]?.kind !== 'regular') return wildPay;
  let count = wilds;
  while (count < reels && (symbols[count] === first || symbols[count] === wild)) count += 1;
  return Math.max(slot.pays[first]?.[count] ?? 0, wildPay);
}

/** Ways: for each symbol on the first reel, the product of its (or wild) counts on adjacent reels. */
function waysPay(slot: SlotDefinition, window: readonly (readonly number[])[]): number {
  const wild = symbolOf(slot, 'wild');
  let total = 0;
  for (const symbol of new Set(window[0])) {
    if (slot.symbols[symbol]?.kind !== 'regular') continue;
    let ways = 1;
    let reels = 0;
    for (const column of window) {
      const matches = column.filter((s) => s === symbol || (reels > 0 && s === wild)).length;
      if (matches === 0) break;
      ways *= matches;
      reels += 1;
    }
    total += ways * (slot.pays[symbol]?.[reels] ?? 0);
  }
  return total;
}

export function evaluateWindow(slot: SlotDefinition, window: readonly (readonly number[])[]): WindowResult {
  const effective = effectiveWindow(slot, window);
  const count = (index: number) =>
    index < 0 ? 0 : window.reduce((sum, column) => sum + column.filter((s) => s === index).length, 0);
  const reading = slot.reading;
  const lineUnits =
    reading.kind === 'ways'
      ? waysPay(slot, effective)
      : reading.kind === 'clusters'
        ? // one window's clusters; the cascade after them needs the stops (cascade.ts)
          clustersIn(slot, effective).reduce(
            (sum, { symbol, cells }) =>
              sum + clusterPay(slot, symbol, cells.length) * reading.multipliers[0]!,
            0,
          )
        : reading.lines.reduce(
            (sum, line) =>
              sum +
              linePay(
                slot,
                line.map((row, reel) => effective[reel]![row]!),
              ),
            0,
          );
  return {
    lineUnits,
    scatters: count(symbolOf(slot, 'scatter')),
    bonusSymbols: count(symbolOf(slot, 'bonus')),
    cashSymbols: count(symbolOf(slot, 'cash')),
  };
}
