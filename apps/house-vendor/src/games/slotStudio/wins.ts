import { clusterPay, clustersIn } from './cascade';
import { type SlotDefinition, symbolOf } from './definition';
import { effectiveWindow } from './evaluate';

/** One paying line or way group, for the page to draw: where it lies and what it paid in pay-table units. */
export interface StudioWin {
  /** Payline number, 1-based; absent for ways and clusters. */
  line?: number;
  symbol: string;
  count: number;
  /** Ways: how many left-to-right combinations paid. */
  ways?: number;
  units: number;
  /** [reel, row] of every cell that took part. */
  cells: [number, number][];
}

/** The wins of one window as the engine read them (evaluate.ts pays their sum); names in, names out. */
export function windowWins(slot: SlotDefinition, names: readonly (readonly string[])[]): StudioWin[] {
  const index = new Map(slot.symbols.map((symbol, i) => [symbol.name, i]));
  const window = effectiveWindow(
    slot,
    names.map((column) => column.map((name) => index.get(name) ?? -1)),
  );
  const wild = symbolOf(slot, 'wild');
  const name = (symbol: number) => slot.symbols[symbol]!.name;
  const wins: StudioWin[] = [];
  if (slot.reading.kind === 'ways') {
    for (const symbol of new Set(window[0])) {
      if (slot.symbols[symbol]?.kind !== 'regular') continue;
      let ways = 1;
      const cells: [number, number][] = [];
      let reels = 0;
      for (const column of window) {
        const rows = column.flatMap((s, row) => (s === symbol || (reels > 0 && s === wild) ? [row] : []));
        if (rows.length === 0) break;
        ways *= rows.length;
        for (const row of rows) cells.push([reels, row]);
        reels += 1;
      }
      const units = ways * (slot.pays[symbol]?.[reels] ?? 0);
      if (units > 0) wins.push({ symbol: name(symbol), count: reels, ways, units, cells });
    }
    return wins;
  }
  const reading = slot.reading;
  if (reading.kind === 'clusters') {
    return clustersIn(slot, window).map(({ symbol, cells }) => ({
      symbol: name(symbol),
      count: cells.length,
      units: clusterPay(slot, symbol, cells.length) * reading.multipliers[0]!,
      cells,
    }));
  }
  reading.lines.forEach((rows, line) => {
    const symbols = rows.map((row, reel) => window[reel]![row]!);
    let wilds = 0;
    while (wilds < symbols.length && symbols[wilds] === wild) wilds += 1;
    const wildPay = wild >= 0 ? (slot.pays[wild]?.[wilds] ?? 0) : 0;
    const first = wilds < symbols.length ? symbols[wilds]! : wild;
    let best = { symbol: wild, count: wilds, units: wildPay };
    if (first !== wild && slot.symbols[first]?.kind === 'regular') {
      let count = wilds;
      while (count < symbols.length && (symbols[count] === first || symbols[count] === wild)) count += 1;
      const pay = slot.pays[first]?.[count] ?? 0;
      if (pay >= wildPay) best = { symbol: first, count, units: pay };
    }
    if (best.units <= 0) return;
    wins.push({
      line: line + 1,
      symbol: name(best.symbol),
      count: best.count,
      units: best.units,
      cells: rows.slice(0, best.count).map((row, reel) => [reel, row]),
    });
  });
  return wins;
}
