import { cascadePlayer } from './cascade';
import { type SlotDefinition, symbolOf } from './definition';
import { Fraction } from './fraction';
import { holdAndWinValue } from './holdAndWin';
import { countDistribution, lineSum, reelWindows, stopCombinations } from './reelMaths';
import { stickyFreeSpinUnits } from './sticky';

export { stopCombinations };

/** Where a slot's return comes from, each a fraction of the total bet. */
export interface ExactRtp {
  base: Fraction;
  freeSpins: Fraction;
  pick: Fraction;
  holdAndWin: Fraction;
  total: Fraction;
  /** Probability that a spin starts the free spins, the pick, and the hold and win. */
  freeSpinsTrigger: Fraction;
  pickTrigger: Fraction;
  holdAndWinTrigger: Fraction;
}

/** Expected line pay of one spin in line bets (reelMaths.lineSum over every stop). */
function linesUnits(slot: SlotDefinition, lines: readonly (readonly number[])[]): Fraction {
  return new Fraction(lineSum(slot, lines, reelWindows(slot)), stopCombinations(slot));
}

/** Expected cascade pay of one spin in coins: every stop combination's cascade, played out. */
function clusterUnits(slot: SlotDefinition): Fraction {
  const stops = slot.reels.map(() => 0);
  const play = cascadePlayer(slot);
  let numerator = 0n;
  let sum = 0;
  const visit = (reel: number) => {
    if (reel === slot.reels.length) {
      sum += play(stops);
      // whole coins: a float sum stays exact below 2^53, carried over well before that
      if (sum > 2 ** 40) {
        numerator += BigInt(sum);
        sum = 0;
      }
      return;
    }
    for (let stop = 0; stop < slot.reels[reel]!.length; stop += 1) {
      stops[reel] = stop;
      visit(reel + 1);
    }
  };
  visit(0);
  return new Fraction(numerator + BigInt(sum), stopCombinations(slot));
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

/** The exact return of a slot: base game, free spins solved as an expected value, and the pick. */
export function exactRtp(slot: SlotDefinition): ExactRtp {
  const all = new Fraction(stopCombinations(slot));
  const units = Fraction.of(slot.betUnits);
  const readUnits =
    slot.reading.kind === 'ways'
      ? waysUnits(slot)
      : slot.reading.kind === 'clusters'
        ? clusterUnits(slot)
        : linesUnits(slot, slot.reading.lines);
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
    if (slot.stickyWilds) {
      // held wilds make each session its own chain: solved per award, weighted by its chance
      freeSpins = scatters
        .reduce(
          (sum, ways, count) =>
            (awards[count] ?? 0) > 0
              ? sum.add(chance(ways).mul(stickyFreeSpinUnits(slot, awards[count]!)))
              : sum,
          new Fraction(0n),
        )
        .div(units);
    } else {
      const perSpin = base.mul(Fraction.of(multiplier));
      const spinsPerAward = retrigger
        ? new Fraction(1n).div(new Fraction(1n).sub(awarded))
        : new Fraction(1n);
      freeSpins = awarded.mul(spinsPerAward).mul(perSpin);
    }
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
  let holdAndWin = new Fraction(0n);
  let holdAndWinTrigger = new Fraction(0n);
  if (slot.holdAndWin !== undefined) {
    const cash = countDistribution(slot, symbolOf(slot, 'cash'));
    cash.forEach((ways, count) => {
      if (count < slot.holdAndWin!.trigger || ways === 0n) return;
      holdAndWinTrigger = holdAndWinTrigger.add(chance(ways));
      holdAndWin = holdAndWin.add(chance(ways).mul(holdAndWinValue(slot, count)));
    });
  }
  return {
    base,
    freeSpins,
    pick,
    holdAndWin,
    total: base.add(freeSpins).add(pick).add(holdAndWin),
    freeSpinsTrigger,
    pickTrigger,
    holdAndWinTrigger,
  };
}
