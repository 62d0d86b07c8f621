import { type SlotDefinition, symbolOf } from './definition';
import { Fraction } from './fraction';
import { lineSum, type ReelWindow, reelWindows, stopCombinations } from './reelMaths';

/** The slot as the free spins read it: a wild on a sticky reel fills that reel. */
export function freeSpinSlot(slot: SlotDefinition): SlotDefinition {
  return slot.stickyWilds ? { ...slot, expandingWildReels: slot.stickyWilds.reels } : slot;
}

/** A free spin's window as the player sees it land: the held reels stay full of wilds. */
export function withHeld(slot: SlotDefinition, window: number[][], held: readonly number[]): number[][] {
  const wild = symbolOf(slot, 'wild');
  return window.map((column, reel) => (held.includes(reel) ? column.map(() => wild) : column));
}

/** The sticky reels a free spin leaves held: those held before, and those where a wild landed. */
export function heldAfter(
  slot: SlotDefinition,
  window: readonly (readonly number[])[],
  held: readonly number[],
) {
  const wild = symbolOf(slot, 'wild');
  return (slot.stickyWilds?.reels ?? []).filter(
    (reel) => held.includes(reel) || window[reel]!.includes(wild),
  );
}

/**
 * Expected line units of a session of `spins` free spins with sticky wilds, multiplier applied. The
 * session is a Markov chain over which sticky reels are held: from held set S a spin lands wilds on a
 * set T of the other sticky reels (each independently, with its share of stops showing a wild), pays
 * what the window pays with S and T full of wilds, and moves to S + T. Each (S, T) pays the line sum
 * over the stops that show exactly that, so the value is exact.
 */
export function stickyFreeSpinUnits(slot: SlotDefinition, spins: number): Fraction {
  const sticky = slot.stickyWilds?.reels ?? [];
  const fs = slot.freeSpins;
  if (!fs || slot.reading.kind !== 'lines')
    throw new RangeError(`${slot.id}: sticky wilds need lined free spins`);
  if (fs.retrigger || slot.scatterPays)
    throw new RangeError(`${slot.id}: sticky free spins neither retrigger nor pay scatters`);
  const wild = symbolOf(slot, 'wild');
  const read = freeSpinSlot(slot);
  const windows = reelWindows(slot);
  const full = Array.from({ length: slot.rows }, () => wild);
  const withWild = sticky.map((reel) => windows[reel]!.filter(({ drawn }) => drawn.includes(wild)));
  const without = sticky.map((reel) => windows[reel]!.filter(({ drawn }) => !drawn.includes(wild)));
  const all = new Fraction(stopCombinations(slot));
  const lines = slot.reading.lines;
  const step = new Map<string, { pay: Fraction; chance: Fraction }>();
  const transition = (held: number, landed: number) => {
    const key = `${held}:${landed}`;
    let known = step.get(key);
    if (known) return known;
    const reels: ReelWindow[][] = windows.map((reel) => reel);
    let ways = 1n;
    let stops = 1n;
    sticky.forEach((reel, i) => {
      const length = BigInt(slot.reels[reel]!.length);
      const bit = 1 << i;
      if (held & bit) reels[reel] = [{ drawn: full, read: full, weight: length }];
      else {
        const shown = landed & bit ? withWild[i]! : without[i]!;
        reels[reel] = landed & bit ? [{ drawn: full, read: full, weight: BigInt(shown.length) }] : shown;
        ways *= BigInt(shown.length);
        stops *= length;
      }
    });
    known = { pay: new Fraction(lineSum(read, lines, reels)).div(all), chance: new Fraction(ways, stops) };
    step.set(key, known);
    return known;
  };
  const everyone = (1 << sticky.length) - 1;
  const value = new Map<string, Fraction>();
  const session = (left: number, held: number): Fraction => {
    if (left === 0) return new Fraction(0n);
    const key = `${left}:${held}`;
    const known = value.get(key);
    if (known) return known;
    let total = new Fraction(0n);
    const free = everyone & ~held;
    // every subset of the reels not yet held
    for (let landed = free; ; landed = (landed - 1) & free) {
      const { pay, chance } = transition(held, landed);
      total = total
        .add(pay.mul(Fraction.of(fs.multiplier)))
        .add(chance.mul(session(left - 1, held | landed)));
      if (landed === 0) break;
    }
    value.set(key, total);
    return total;
  };
  return session(spins, 0);
}
