import { type SlotDefinition, windowAt } from './definition';
import { effectiveWindow, linePay } from './evaluate';

/** One window a reel can show: as drawn, as wins read it, and how many stop combinations it stands for. */
export interface ReelWindow {
  drawn: number[];
  read: number[];
  weight: bigint;
}

export function stopCombinations(slot: SlotDefinition): bigint {
  return slot.reels.reduce((product, strip) => product * BigInt(strip.length), 1n);
}

/** Every window each reel can show, as wins read it, and as it was drawn. */
export function reelWindows(slot: SlotDefinition): ReelWindow[][] {
  return slot.reels.map((strip, reel) =>
    strip.map((_, stop) => {
      const drawn = windowAt(strip, stop, slot.rows);
      const single = slot.reels.map((_, r) => (r === reel ? drawn : []));
      return { drawn, read: effectiveWindow(slot, single)[reel]!, weight: 1n };
    }),
  );
}

/** Stop combinations by how many of `symbol` the whole window shows (index = count). */
export function countDistribution(slot: SlotDefinition, symbol: number): bigint[] {
  let ways = [1n];
  for (const windows of reelWindows(slot)) {
    const perReel = Array.from({ length: slot.rows + 1 }, () => 0n);
    for (const { drawn } of windows) perReel[drawn.filter((s) => s === symbol).length]! += 1n;
    const next = Array.from({ length: ways.length + slot.rows }, () => 0n);
    ways.forEach((a, i) => {
      perReel.forEach((b, j) => {
        next[i + j]! += a * b;
      });
    });
    ways = next;
  }
  return ways;
}

/**
 * Sum of line pays (line bets) over every combination of the given reel windows, each weighted. The
 * reels are independent, so on a line the symbol read on each reel is independent of the others, with
 * that reel and row's weighted frequency: the sum is, over every symbol tuple, its pay times the product
 * of those frequencies. Exact, and equal to enumerating every combination.
 */
export function lineSum(
  slot: SlotDefinition,
  lines: readonly (readonly number[])[],
  windows: readonly (readonly ReelWindow[])[],
): bigint {
  const frequency = windows.map((reel) =>
    Array.from({ length: slot.rows }, (_, row) => {
      const counts = new Map<number, bigint>();
      for (const { read, weight } of reel) counts.set(read[row]!, (counts.get(read[row]!) ?? 0n) + weight);
      return counts;
    }),
  );
  const totals = windows.map((reel) => reel.reduce((sum, { weight }) => sum + weight, 0n));
  const symbolsOn = windows.map((reel) => [...new Set(reel.flatMap(({ read }) => read))]);
  let numerator = 0n;
  const tuple: number[] = [];
  const walk = (reel: number) => {
    if (reel === windows.length) {
      const pay = linePay(slot, tuple);
      if (pay === 0) return;
      for (const line of lines) {
        let weight = BigInt(pay);
        for (let r = 0; r < tuple.length && weight > 0n; r += 1)
          weight *= frequency[r]![line[r]!]!.get(tuple[r]!) ?? 0n;
        numerator += weight;
      }
      return;
    }
    for (const symbol of symbolsOn[reel]!) {
      tuple[reel] = symbol;
      walk(reel + 1);
    }
  };
  // a reel with no window stands for no combination
  if (totals.some((total) => total === 0n)) return 0n;
  walk(0);
  return numerator;
}
