import { type SlotDefinition, windowAt } from './definition';
import { evaluateWindow } from './evaluate';
import { cashMoments, finalHeldDistribution } from './holdAndWin';
import { freeSpinSlot, heldAfter, withHeld } from './sticky';

/** Mean and mean square of a feature's pay, in total bets. */
export interface Moments {
  mean: number;
  square: number;
}

const none: Moments = { mean: 0, square: 0 };

/** Visits every stop combination of the slot's reels. */
export function everyStop(slot: SlotDefinition, visit: (stops: readonly number[]) => void): void {
  const stops = slot.reels.map(() => 0);
  const walk = (reel: number) => {
    if (reel === slot.reels.length) return visit(stops);
    for (let stop = 0; stop < slot.reels[reel]!.length; stop += 1) {
      stops[reel] = stop;
      walk(reel + 1);
    }
  };
  walk(0);
}

/**
 * A sticky free spins session's moments by its length. From each held set every stop combination is
 * walked once, giving for each set of newly held reels its chance and the first two moments of the
 * spin's pay; the session is then the chain over held sets (sticky.ts), carried to second moments.
 */
export function stickySessions(slot: SlotDefinition): (spins: number) => Moments {
  const sticky = slot.stickyWilds?.reels ?? [];
  const fs = slot.freeSpins!;
  const read = freeSpinSlot(slot);
  const steps = new Map<number, Map<number, { chance: number; pay: number; square: number }>>();
  for (let held = 0; held < 1 << sticky.length; held += 1) {
    const reels = sticky.filter((_, i) => held & (1 << i));
    const byLanding = new Map<number, { chance: number; pay: number; square: number }>();
    let combos = 0;
    everyStop(slot, (stops) => {
      const window = withHeld(
        slot,
        slot.reels.map((strip, r) => windowAt(strip, stops[r]!, slot.rows)),
        reels,
      );
      const pay = (evaluateWindow(read, window).lineUnits * fs.multiplier) / slot.betUnits;
      const after = heldAfter(slot, window, reels);
      const mask = sticky.reduce((m, reel, i) => (after.includes(reel) ? m | (1 << i) : m), 0);
      const entry = byLanding.get(mask) ?? { chance: 0, pay: 0, square: 0 };
      entry.chance += 1;
      entry.pay += pay;
      entry.square += pay * pay;
      byLanding.set(mask, entry);
      combos += 1;
    });
    for (const entry of byLanding.values()) {
      entry.chance /= combos;
      entry.pay /= combos;
      entry.square /= combos;
    }
    steps.set(held, byLanding);
  }
  const memo = new Map<string, Moments>();
  const session = (left: number, held: number): Moments => {
    if (left === 0) return none;
    const key = `${left}:${held}`;
    const known = memo.get(key);
    if (known) return known;
    let mean = 0;
    let square = 0;
    for (const [next, { chance, pay, square: paySquare }] of steps.get(held)!) {
      const rest = session(left - 1, next);
      mean += pay + chance * rest.mean;
      square += paySquare + 2 * pay * rest.mean + chance * rest.square;
    }
    const result = { mean, square };
    memo.set(key, result);
    return result;
  };
  return (spins) => session(spins, 0);
}

/** A hold and win's moments by how many cash symbols start it, in total bets. */
export function holdAndWinMoments(slot: SlotDefinition): (start: number) => Moments {
  const hw = slot.holdAndWin;
  if (!hw) return () => none;
  const cells = slot.reels.length * slot.rows;
  const value = cashMoments(hw);
  const mu = value.mean.toNumber();
  const mu2 = value.square.toNumber();
  const memo = new Map<number, Moments>();
  return (start) => {
    if (start < hw.trigger) return none;
    const known = memo.get(start);
    if (known) return known;
    let mean = 0;
    let square = 0;
    finalHeldDistribution(slot, start).forEach((share, n) => {
      const p = share.toNumber();
      const grand = n === cells ? hw.grand : 0;
      // n values drawn apart: E[(sum + G)^2] = n mu2 + n(n-1) mu^2 + 2 G n mu + G^2
      mean += p * (n * mu + grand);
      square += p * (n * mu2 + n * (n - 1) * mu * mu + 2 * grand * n * mu + grand * grand);
    });
    const result = { mean, square };
    memo.set(start, result);
    return result;
  };
}
