import type { SlotDefinition } from './definition';

/** One group of touching equal symbols that paid: the symbol and its [reel, row] cells. */
export interface Cluster {
  symbol: number;
  cells: [number, number][];
}

/** One window of a cascade: what it showed, the clusters it paid and the multiplier of that fall. */
export interface Fall {
  window: number[][];
  clusters: Cluster[];
  multiplier: number;
  /** Paid by this fall, coins, its multiplier applied. */
  units: number;
}

/** A cascade that would not settle stops here; the exact RTP walks the same rule, so it stays exact. */
export const MAX_FALLS = 50;

function clusterReading(slot: SlotDefinition) {
  if (slot.reading.kind !== 'clusters') throw new RangeError(`${slot.id} does not pay clusters`);
  return slot.reading;
}

/** What a cluster of `size` of `symbol` pays, coins: its figure, or the last one for larger clusters. */
export function clusterPay(slot: SlotDefinition, symbol: number, size: number): number {
  const pays = slot.pays[symbol] ?? [];
  return pays[Math.min(size, pays.length - 1)] ?? 0;
}

/**
 * Finds the paying clusters of a window (grid[reel * rows + row]), cells joined up, down, left or
 * right: writes each cluster's cells one after another into `cells` and its size into `sizes`, and
 * returns how many. Scratch arrays and no allocation: the exact RTP calls it for every stop combination.
 */
function clusterFinder(slot: SlotDefinition, minimum: number) {
  const rows = slot.rows;
  const size = slot.reels.length * rows;
  const regular = slot.symbols.map((symbol) => symbol.kind === 'regular');
  const seen = new Uint8Array(size);
  const cells = new Int16Array(size);
  const sizes = new Int16Array(size);
  const find = (grid: Int16Array): number => {
    seen.fill(0);
    let count = 0;
    let used = 0;
    for (let start = 0; start < size; start += 1) {
      const symbol = grid[start]!;
      if (seen[start] || !regular[symbol]) continue;
      let end = used;
      cells[end++] = start;
      seen[start] = 1;
      for (let i = used; i < end; i += 1) {
        const cell = cells[i]!;
        const row = cell % rows;
        let n = cell - 1;
        if (row > 0 && !seen[n] && grid[n] === symbol) {
          seen[n] = 1;
          cells[end++] = n;
        }
        n = cell + 1;
        if (row < rows - 1 && !seen[n] && grid[n] === symbol) {
          seen[n] = 1;
          cells[end++] = n;
        }
        n = cell - rows;
        if (n >= 0 && !seen[n] && grid[n] === symbol) {
          seen[n] = 1;
          cells[end++] = n;
        }
        n = cell + rows;
        if (n < size && !seen[n] && grid[n] === symbol) {
          seen[n] = 1;
          cells[end++] = n;
        }
      }
      // a group too small leaves its cells seen but frees their room in `cells`
      if (end - used >= minimum) {
        sizes[count++] = end - used;
        used = end;
      }
    }
    return count;
  };
  return { find, cells, sizes };
}

/** The clusters one window shows, before anything falls. */
export function clustersIn(slot: SlotDefinition, window: readonly (readonly number[])[]): Cluster[] {
  const { find, cells, sizes } = clusterFinder(slot, clusterReading(slot).minimum);
  const grid = Int16Array.from(window.flat());
  return groups(slot, grid, find(grid), cells, sizes);
}

function groups(slot: SlotDefinition, grid: Int16Array, count: number, cells: Int16Array, sizes: Int16Array) {
  const found: Cluster[] = [];
  let at = 0;
  for (let i = 0; i < count; i += 1) {
    const group = Array.from(cells.subarray(at, at + sizes[i]!));
    at += sizes[i]!;
    found.push({
      symbol: grid[group[0]!]!,
      cells: group.map((cell): [number, number] => [Math.floor(cell / slot.rows), cell % slot.rows]),
    });
  }
  return found;
}

/**
 * The cascade player of a cluster slot: given the stops, plays the cascade they start and returns what
 * it pays in coins. Every reel refills from its strip above its stop, so the whole cascade follows from
 * the stops: walking every stop combination walks every cascade. `onFall` sees each window, the last
 * one paying nothing.
 */
export function cascadePlayer(slot: SlotDefinition) {
  const { minimum, multipliers } = clusterReading(slot);
  const rows = slot.rows;
  const reels = slot.reels.length;
  const { find, cells, sizes } = clusterFinder(slot, minimum);
  const grid = new Int16Array(reels * rows);
  const gone = new Uint8Array(reels * rows);
  const tops = new Int32Array(reels);
  const pays = slot.symbols.map((_, symbol) =>
    Array.from({ length: reels * rows + 1 }, (_, n) => clusterPay(slot, symbol, n)),
  );
  return (stops: readonly number[], onFall?: (fall: Fall) => void): number => {
    for (let reel = 0; reel < reels; reel += 1) {
      const strip = slot.reels[reel]!;
      tops[reel] = stops[reel]!;
      for (let row = 0; row < rows; row += 1)
        grid[reel * rows + row] = strip[(stops[reel]! + row) % strip.length]!;
    }
    let total = 0;
    for (let fall = 0; fall < MAX_FALLS; fall += 1) {
      const count = find(grid);
      const multiplier = multipliers[Math.min(fall, multipliers.length - 1)]!;
      let units = 0;
      let at = 0;
      for (let i = 0; i < count; i += 1) {
        units += pays[grid[cells[at]!]!]![sizes[i]!]!;
        at += sizes[i]!;
      }
      units *= multiplier;
      onFall?.({
        window: Array.from({ length: reels }, (_, reel) =>
          Array.from(grid.subarray(reel * rows, reel * rows + rows)),
        ),
        clusters: groups(slot, grid, count, cells, sizes),
        multiplier,
        units,
      });
      if (count === 0) break;
      total += units;
      gone.fill(0);
      for (let i = 0; i < at; i += 1) gone[cells[i]!] = 1;
      for (let reel = 0; reel < reels; reel += 1) {
        const strip = slot.reels[reel]!;
        // the cells left slide down in order; the strip above the stop fills the top
        let bottom = reel * rows + rows - 1;
        for (let cell = bottom; cell >= reel * rows; cell -= 1) if (!gone[cell]) grid[bottom--] = grid[cell]!;
        const fresh = bottom - reel * rows + 1;
        tops[reel] = (((tops[reel]! - fresh) % strip.length) + strip.length) % strip.length;
        for (let row = 0; row < fresh; row += 1)
          grid[reel * rows + row] = strip[(tops[reel]! + row) % strip.length]!;
      }
    }
    return total;
  };
}

/** Plays one cascade (see cascadePlayer). */
export function runCascade(
  slot: SlotDefinition,
  stops: readonly number[],
  onFall?: (fall: Fall) => void,
): number {
  return cascadePlayer(slot)(stops, onFall);
}
