import { type SlotDefinition, symbolOf, windowAt } from './definition';
import { effectiveWindow, linePay } from './evaluate';
import { Fraction } from './fraction';

/** Where a slot's return comes from, each a fraction of the total bet. */
export interface ExactRtp {
  base: Fraction;
  freeSpins: Fraction;
  pick: Fraction;
  total: Fraction;
  /** Probability that a spin starts the free spins, and the pick. */
  freeSpinsTrigger: Fraction;
  pickTrigger: Fraction;
}

/** Every window each reel can show, as wins read it, and as it was drawn. */
function reelWindows(slot: SlotDefinition) {
  return slot.reels.map((strip, reel) =>
    strip.map((_, stop) => {
      const drawn = windowAt(strip, stop, slot.rows);
      const single = slot.reels.map((_, r) => (r === reel ? drawn : []));
      return { drawn, read: effectiveWindow(slot, single)[reel]! };
    }),
  );
}

/** Stop combinations by how many of `symbol` the whole window shows (index = count). */
function countDistribution(slot: SlotDefinition, symbol: number): bigint[] {
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
 * Expected line pay of one spin in line bets. The reels stop independently and uniformly, so on a line
 * the symbol read on each reel is independent of the others, with that reel and row's frequency over
 * its stops: the expectation is the sum, over every symbol tuple, of its pay times the product of those
 * frequencies. Exact, and equal to enumerating every stop combination.
 */
function linesUnits(slot: SlotDefinition, lines: readonly (readonly number[])[]): Fraction {
  const windows = reelWindows(slot);
  const frequency = windows.map((reel) =>
    Array.from({ length: slot.rows }, (_, row) => {
      const counts = new Map<number, bigint>();
      for (const { read } of reel) counts.set(read[row]!, (counts.get(read[row]!) ?? 0n) + 1n);
      return counts;
    }),
  );
  const symbolsOn = windows.map((reel) => [...new Set(reel.flatMap(({ read }) => read))]);
  let numerator = 0n;
  const tuple: number[] = [];
  const walk = (reel: number) => {
    if (reel === slot.reels.length) {
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
  walk(0);
  return new Fraction(numerator, stopCombinations(slot));
}

/**
 * Expected ways pay of one spin in coins: for a symbol on the first reel, n of a kind pays its figure
 * times the product of the matches on reels 1..n, and needs none on reel n+1; the reels are
 * independent, so the expectation is the product of each reel's expected matches.
 */
function waysUnits(slot: SlotDefinition): Fraction {
  const wild = symbolOf(slot, 'wild');
  const windows = reelWindows(slot);
  let numerator = 0n;
  slot.symbols.forEach((symbol, index) => {
    if (symbol.kind !== 'regular') return;
    const matches = windows.map((reel, r) =>
      reel.map(({ read }) => BigInt(read.filter((s) => s === index || (r > 0 && s === wild)).length)),
    );
    let prefix = 1n;
    matches.forEach((reel, r) => {
      prefix *= reel.reduce((sum, m) => sum + m, 0n);
      const pay = BigInt(slot.pays[index]?.[r + 1] ?? 0);
      const next = matches[r + 1];
      const stopping = next === undefined ? 1n : BigInt(next.filter((m) => m === 0n).length);
      const rest = slot.reels.slice(r + 2).reduce((product, strip) => product * BigInt(strip.length), 1n);
      numerator += pay * prefix * stopping * rest;
    });
  });
  return new Fraction(numerator, stopCombinations(slot));
}

export function stopCombinations(slot: SlotDefinition): bigint {
  return slot.reels.reduce((product, strip) => product * BigInt(strip.length), 1n);
}

/** The exact return of a slot: base game, free spins solved as an expected value, and the pick. */
export function exactRtp(slot: SlotDefinition): ExactRtp {
  const all = new Fraction(stopCombinations(slot));
  const units = Fraction.of(slot.betUnits);
  const readUnits = slot.reading.kind === 'ways' ? waysUnits(slot) : linesUnits(slot, slot.reading.lines);
  const scatter = symbolOf(slot, 'scatter');
  const scatters = scatter < 0 ? [all.n] : countDistribution(slot, scatter);
  const chance = (ways: bigint) => new Fraction(ways).div(all);
  const scatterUnits = scatters.reduce(
    (sum, ways, count) =>
      sum.add(chance(ways).mul(Fraction.of((slot.scatterPays?.[count] ?? 0) * slot.betUnits))),
    new Fraction(0n),
  );
  const base = readUnits.add(scatterUnits).div(units);

  let freeSpins = new Fraction(0n);
  let freeSpinsTrigger = new Fraction(0n);
  if (slot.freeSpins !== undefined) {
    const { awards, multiplier, retrigger } = slot.freeSpins;
    // Spins a spin awards on average; during free spins a retrigger adds as many again.
    const awarded = scatters.reduce(
      (sum, ways, count) => sum.add(chance(ways).mul(Fraction.of(awards[count] ?? 0))),
      new Fraction(0n),
    );
    freeSpinsTrigger = scatters.reduce(
      (sum, ways, count) => ((awards[count] ?? 0) > 0 ? sum.add(chance(ways)) : sum),
      new Fraction(0n),
    );
    const perSpin = base.mul(Fraction.of(multiplier));
    const spinsPerAward = retrigger ? new Fraction(1n).div(new Fraction(1n).sub(awarded)) : new Fraction(1n);
    freeSpins = awarded.mul(spinsPerAward).mul(perSpin);
  }

  let pick = new Fraction(0n);
  let pickTrigger = new Fraction(0n);
  if (slot.pick !== undefined) {
    const bonus = countDistribution(slot, symbolOf(slot, 'bonus'));
    pickTrigger = bonus.reduce(
      (sum, ways, count) => (count >= slot.pick!.trigger ? sum.add(chance(ways)) : sum),
      new Fraction(0n),
    );
    const mean = new Fraction(
      BigInt(slot.pick.prizes.reduce((sum, prize) => sum + prize, 0)),
      BigInt(slot.pick.prizes.length),
    );
    pick = pickTrigger.mul(mean);
  }
  return { base, freeSpins, pick, total: base.add(freeSpins).add(pick), freeSpinsTrigger, pickTrigger };
}
