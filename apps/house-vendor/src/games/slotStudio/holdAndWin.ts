import type { GameRng } from '../../fairness/sampling';
import type { HoldAndWin, SlotDefinition } from './definition';
import { Fraction } from './fraction';

/** A cash symbol where it lies, with its value in total bets. */
export interface CashCell {
  reel: number;
  row: number;
  value: number;
}

/** The respins of one hold and win: each one's new cash symbols and the respins left after it. */
export interface HoldAndWinPlay {
  respins: { landed: CashCell[]; left: number }[];
  /** Every cell held at the end: the grand prize was added. */
  full: boolean;
  /** Paid, in total bets: every held value, and the grand prize on a full window. */
  units: number;
}

function feature(slot: SlotDefinition): HoldAndWin {
  if (!slot.holdAndWin) throw new RangeError(`${slot.id} has no hold and win`);
  return slot.holdAndWin;
}

/** A cash symbol's value, drawn by its weight. */
export function drawCashValue(hw: HoldAndWin, rng: GameRng): number {
  let ticket = rng.int(hw.values.reduce((sum, { weight }) => sum + weight, 0));
  for (const { value, weight } of hw.values) {
    if (ticket < weight) return value;
    ticket -= weight;
  }
  throw new RangeError('no cash value');
}

/**
 * Plays the respins from the held cash symbols: every empty cell, reel by reel and top to bottom, spins
 * on its own (one draw, then one for the value of a cash symbol it shows).
 */
export function playHoldAndWin(
  slot: SlotDefinition,
  rng: GameRng,
  start: readonly CashCell[],
): HoldAndWinPlay {
  const hw = feature(slot);
  const held = new Set(start.map(({ reel, row }) => reel * slot.rows + row));
  const cells = slot.reels.length * slot.rows;
  let units = start.reduce((sum, { value }) => sum + value, 0);
  const respins: HoldAndWinPlay['respins'] = [];
  let left = hw.respins;
  while (left > 0 && held.size < cells) {
    const landed: CashCell[] = [];
    for (let cell = 0; cell < cells; cell += 1) {
      if (held.has(cell) || rng.int(hw.chance[1]) >= hw.chance[0]) continue;
      const value = drawCashValue(hw, rng);
      landed.push({ reel: Math.floor(cell / slot.rows), row: cell % slot.rows, value });
      units += value;
    }
    for (const { reel, row } of landed) held.add(reel * slot.rows + row);
    left = landed.length > 0 ? hw.respins : left - 1;
    respins.push({ landed, left });
  }
  const full = held.size === cells;
  return { respins, full, units: units + (full ? hw.grand : 0) };
}

const binomial = (n: number, k: number): bigint => {
  let result = 1n;
  for (let i = 1; i <= k; i += 1) result = (result * BigInt(n - k + i)) / BigInt(i);
  return result;
};

/**
 * How many cells are held when the respins end, from `start` held (index = count), exactly. The
 * respins are a Markov chain over (cells held, respins left): the empty cells land independently, so
 * the new ones are binomial; any new one resets the respins, none takes one away.
 */
export function finalHeldDistribution(slot: SlotDefinition, start: number): Fraction[] {
  const hw = feature(slot);
  const cells = slot.reels.length * slot.rows;
  const p = new Fraction(BigInt(hw.chance[0]), BigInt(hw.chance[1]));
  const q = new Fraction(1n).sub(p);
  const memo = new Map<string, Fraction[]>();
  const zero = () => Array.from({ length: cells + 1 }, () => new Fraction(0n));
  const from = (held: number, left: number): Fraction[] => {
    const key = `${held}:${left}`;
    const known = memo.get(key);
    if (known) return known;
    const result = zero();
    if (held === cells || left === 0) result[held] = new Fraction(1n);
    else {
      const empty = cells - held;
      for (let k = 0; k <= empty; k += 1) {
        let chance = new Fraction(binomial(empty, k));
        for (let i = 0; i < k; i += 1) chance = chance.mul(p);
        for (let i = 0; i < empty - k; i += 1) chance = chance.mul(q);
        const next = k === 0 ? from(held, left - 1) : from(held + k, hw.respins);
        next.forEach((share, count) => {
          result[count] = result[count]!.add(chance.mul(share));
        });
      }
    }
    memo.set(key, result);
    return result;
  };
  return from(start, hw.respins);
}

/** Mean and mean square of one cash value, in total bets. */
export function cashMoments(hw: HoldAndWin): { mean: Fraction; square: Fraction } {
  const weights = BigInt(hw.values.reduce((sum, { weight }) => sum + weight, 0));
  const sum = (f: (v: number) => number) =>
    new Fraction(
      hw.values.reduce((s, { value, weight }) => s + BigInt(f(value)) * BigInt(weight), 0n),
      weights,
    );
  return { mean: sum((v) => v), square: sum((v) => v * v) };
}

/**
 * What a hold and win started by `start` cash symbols pays, in total bets: the values are drawn apart
 * from where and when they land, so it is the expected number held at the end times a value's mean, plus
 * the grand prize times the chance of a full window.
 */
export function holdAndWinValue(slot: SlotDefinition, start: number): Fraction {
  const hw = feature(slot);
  const { mean } = cashMoments(hw);
  const cells = slot.reels.length * slot.rows;
  return finalHeldDistribution(slot, start).reduce(
    (total, chance, count) =>
      total.add(
        chance.mul(
          Fraction.of(count)
            .mul(mean)
            .add(Fraction.of(count === cells ? hw.grand : 0)),
        ),
      ),
    new Fraction(0n),
  );
}
