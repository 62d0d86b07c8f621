import { describe, expect, it } from 'vitest';
import { SimulationRng } from '../../fairness/rng';
import { runCascade } from './cascade';
import type { SlotDefinition } from './definition';
import { windowAt } from './definition';
import { evaluateWindow } from './evaluate';
import { exactRtp } from './exactRtp';
import { finalHeldDistribution, holdAndWinValue, playHoldAndWin } from './holdAndWin';
import { parSheet } from './parSheet';
import { playStudioRound } from './play';
import { findStudioSlot } from './slots/index';
import { freeSpinSlot, heldAfter, stickyFreeSpinUnits, withHeld } from './sticky';

const slot = (id: string) => findStudioSlot(id)!;
const miniature = (s: SlotDefinition, length: number): SlotDefinition => ({
  ...s,
  reels: s.reels.map((strip) => strip.slice(0, length)),
});

describe('cascades with cluster pays', () => {
  const tiny: SlotDefinition = {
    id: 'tiny_cascade',
    name: 'Tiny',
    description: '',
    rows: 2,
    symbols: [
      { name: 'a', kind: 'regular' },
      { name: 'b', kind: 'regular' },
    ],
    reels: [
      [1, 0, 0],
      [1, 0, 0],
    ],
    pays: { 0: [0, 0, 0, 0, 5], 1: [0, 0, 0, 0, 7] },
    reading: { kind: 'clusters', minimum: 4, multipliers: [1, 3] },
    betUnits: 1,
    declaredRtp: '0',
    volatility: 'low',
  };

  it('removes a cluster, drops what is above and refills each reel from its strip above the stop', () => {
    const windows: number[][][] = [];
    // stops 1: both reels show a, a; above them lies b, then a (wrapping)
    const paid = runCascade(tiny, [1, 1], (fall) => windows.push(fall.window));
    expect(windows).toEqual([
      [
        [0, 0],
        [0, 0],
      ],
      [
        [0, 1],
        [0, 1],
      ],
    ]);
    expect(paid).toBe(5);
  });

  it('multiplies each later fall by its multiplier, and the page is shown every window', () => {
    const s = slot('gem_mine');
    for (let seed = 0; seed < 400; seed += 1) {
      const round = playStudioRound(s, new SimulationRng(seed), 100);
      const falls = round.base.falls!;
      expect(falls.at(-1)!.clusters).toEqual([]);
      falls.forEach((fall, n) => {
        expect(fall.multiplier).toBe([1, 2, 3, 5, 8][Math.min(n, 4)]);
        expect(fall.clusters.reduce((sum, c) => sum + c.units, 0)).toBe(fall.units);
      });
      expect(round.payoutCents).toBe(falls.reduce((sum, f) => sum + f.units, 0) * 10);
    }
  });

  it('the PAR sheet of a cascade slot, walked on short strips, agrees with its exact RTP', () => {
    const small = miniature(slot('candy_cascade'), 6);
    const sheet = parSheet(small);
    expect(sheet.rtp.base).toBe(sheet.rtp.total);
    expect(sheet.hitFrequency).toBeGreaterThan(0.1);
    expect(sheet.walkedRtp).toBeCloseTo(exactRtp(small).total.toNumber() * 100, 8);
  });
});

describe('sticky wilds in the free spins', () => {
  const tiny: SlotDefinition = {
    id: 'tiny_sticky',
    name: 'Tiny',
    description: '',
    rows: 1,
    symbols: [
      { name: 'a', kind: 'regular' },
      { name: 'b', kind: 'regular' },
      { name: 'w', kind: 'wild' },
      { name: 's', kind: 'scatter' },
    ],
    reels: [
      [0, 1, 3],
      [0, 2, 1, 2],
      [0, 1, 2],
    ],
    pays: { 0: [0, 0, 0, 5], 1: [0, 0, 0, 3], 2: [0, 0, 0, 20] },
    reading: { kind: 'lines', lines: [[0, 0, 0]] },
    betUnits: 1,
    freeSpins: { awards: [0, 1], multiplier: 2, retrigger: false },
    stickyWilds: { reels: [1, 2] },
    declaredRtp: '0',
    volatility: 'low',
  };

  /** Every sequence of stops of a whole session, walked one by one. */
  function bruteForce(spins: number): number {
    const combos: number[][] = [];
    for (let a = 0; a < 3; a += 1)
      for (let b = 0; b < 4; b += 1) for (let c = 0; c < 3; c += 1) combos.push([a, b, c]);
    const read = freeSpinSlot(tiny);
    const walk = (left: number, held: number[]): number => {
      if (left === 0) return 0;
      let sum = 0;
      for (const stops of combos) {
        const window = withHeld(
          tiny,
          tiny.reels.map((strip, r) => windowAt(strip, stops[r]!, 1)),
          held,
        );
        sum += evaluateWindow(read, window).lineUnits * 2 + walk(left - 1, heldAfter(tiny, window, held));
      }
      return sum / combos.length;
    };
    return walk(spins, []);
  }

  it('solves a session as a chain over held reels: equal to walking every sequence of stops', () => {
    for (const spins of [1, 2, 3])
      expect(stickyFreeSpinUnits(tiny, spins).toNumber()).toBeCloseTo(bruteForce(spins), 12);
  });

  it('held reels only grow during a session and show wilds on the page', () => {
    const s = slot('frost_wolf');
    let sessions = 0;
    for (let seed = 0; seed < 3000 && sessions < 5; seed += 1) {
      const round = playStudioRound(s, new SimulationRng(seed), 20);
      if (round.freeSpins.length === 0) continue;
      sessions += 1;
      let before: number[] = [];
      for (const free of round.freeSpins) {
        for (const reel of before) expect(free.window[reel]!.every((name) => name === 'aurora')).toBe(true);
        expect(free.held!.filter((reel) => before.includes(reel))).toEqual(before);
        before = free.held!;
      }
    }
    expect(sessions).toBe(5);
  });

  it("the PAR sheet's session moments agree with the exact chain (short strips)", () => {
    const small = miniature(slot('thunder_peak'), 6);
    const sheet = parSheet(small);
    expect(sheet.walkedRtp).toBeCloseTo(exactRtp(small).total.toNumber() * 100, 8);
    expect(sheet.standardDeviation).toBeGreaterThan(0);
  });
});

describe('hold and win', () => {
  const tiny: SlotDefinition = {
    id: 'tiny_cash',
    name: 'Tiny',
    description: '',
    rows: 1,
    symbols: [
      { name: 'a', kind: 'regular' },
      { name: 'c', kind: 'cash' },
    ],
    reels: [
      [0, 1],
      [0, 1],
      [0, 1],
    ],
    pays: { 0: [0, 0, 0, 1] },
    reading: { kind: 'lines', lines: [[0, 0, 0]] },
    betUnits: 1,
    holdAndWin: { trigger: 1, respins: 1, chance: [1, 2], values: [{ value: 2, weight: 1 }], grand: 10 },
    declaredRtp: '0',
    volatility: 'low',
  };

  it('solves the respins as a chain over cells held and respins left (worked by hand)', () => {
    // one held, one respin: none lands (1/4) ends at 1; one (1/2) resets with one cell left; two (1/4) fill
    expect(finalHeldDistribution(tiny, 1).map((f) => f.toNumber())).toEqual([0, 0.25, 0.25, 0.5]);
    expect(holdAndWinValue(tiny, 1).toNumber()).toBeCloseTo(0.25 * 2 + 0.25 * 4 + 0.5 * (6 + 10), 12);
  });

  it('plays respins whose mean matches the exact value', () => {
    const s = slot('panda_cash');
    const rng = new SimulationRng(29);
    const runs = 20_000;
    let sum = 0;
    const start = [0, 1, 2, 3, 4].map((reel) => ({ reel, row: 1, value: 1 }));
    for (let i = 0; i < runs; i += 1) sum += playHoldAndWin(s, rng, start).units;
    // the five here start at 1 each, not at drawn values: the exact value less the drawn mean of five
    const values = s.holdAndWin!.values;
    const mu = values.reduce((a, v) => a + v.value * v.weight, 0) / values.reduce((a, v) => a + v.weight, 0);
    const expected = holdAndWinValue(s, 5).toNumber() - 5 * mu + 5;
    expect(Math.abs(sum / runs - expected)).toBeLessThan(3);
  });

  it('starts with five cash symbols, pays base and respins in whole cents, and replays', () => {
    const s = slot('steam_vault');
    let started = 0;
    for (let seed = 0; seed < 1500; seed += 1) {
      const round = playStudioRound(s, new SimulationRng(seed), 250);
      expect(playStudioRound(s, new SimulationRng(seed), 250)).toEqual(round);
      expect(Number.isSafeInteger(round.payoutCents)).toBe(true);
      if ((round.base.cash?.length ?? 0) >= 5) {
        started += 1;
        expect(round.holdAndWin!.payCents).toBe(round.holdAndWin!.units * 250);
        expect(round.payoutCents).toBe(round.base.payCents + round.holdAndWin!.payCents);
      } else expect(round.holdAndWin).toBeUndefined();
    }
    expect(started).toBeGreaterThan(3);
  });

  it('the PAR sheet counts the respins as a feature (short strips)', () => {
    const small = miniature(slot('panda_cash'), 8);
    const sheet = parSheet(small);
    expect(Number(sheet.rtp.holdAndWin)).toBeGreaterThan(0);
    expect(sheet.featureFrequency).toBeGreaterThan(0);
    expect(sheet.walkedRtp).toBeCloseTo(exactRtp(small).total.toNumber() * 100, 8);
  });
});
