import { describe, expect, it } from 'vitest';
import { SimulationRng } from '../../fairness/rng';
import type { SlotDefinition } from './definition';
import { exactRtp } from './exactRtp';
import { enumerateSpins, parSheet } from './parSheet';
import { isValidStudioBet, playStudioRound } from './play';
import { aegeanStorm } from './slots/aegeanStorm';
import { STUDIO_SLOTS } from './slots/index';
import { stripOf } from './strips';

/** Short strips of a studio slot, so that every stop combination can be walked in a test. */
function miniature(slot: SlotDefinition, length: number): SlotDefinition {
  return { ...slot, reels: slot.reels.map((strip) => strip.slice(0, length)) };
}

describe('the slot studio', () => {
  it.each(STUDIO_SLOTS.map((slot) => [slot.id, slot] as const))(
    '%s returns exactly its declared RTP',
    (_, slot) => {
      expect(exactRtp(slot).total.percent(4)).toBe(slot.declaredRtp);
    },
  );

  it('no two slots share their maths', () => {
    const keys = STUDIO_SLOTS.map((slot) => JSON.stringify([slot.reels, slot.pays, slot.reading]));
    expect(new Set(keys).size).toBe(STUDIO_SLOTS.length);
  });

  it.each(STUDIO_SLOTS.map((slot) => [slot.id, slot] as const))(
    "%s's exact base game equals walking every stop combination (short strips)",
    (_, slot) => {
      const small = miniature(slot, slot.reels.length === 3 ? 40 : 7);
      const spins = enumerateSpins(small);
      const walked = spins.reduce((sum, spin) => sum + spin.pay, 0) / spins.length;
      expect(exactRtp(small).base.toNumber()).toBeCloseTo(walked, 9);
    },
  );

  it('the classic slot, walked whole, has the declared RTP, a hit frequency and its volatility band', () => {
    const sheet = parSheet(STUDIO_SLOTS[0]!);
    const spins = enumerateSpins(STUDIO_SLOTS[0]!);
    expect((spins.reduce((sum, spin) => sum + spin.pay, 0) / spins.length) * 100).toBeCloseTo(
      Number(sheet.rtp.total),
      4,
    );
    expect(sheet.hitFrequency).toBeGreaterThan(0.05);
    expect(sheet.volatility).toBe(STUDIO_SLOTS[0]!.volatility);
  });

  it('free spins with retriggers are solved as the expected value of a branching process', () => {
    const small = miniature(aegeanStorm, 7);
    const exact = exactRtp(small);
    const spins = enumerateSpins(small);
    const n = spins.length;
    const awarded = spins.reduce((sum, s) => sum + (small.freeSpins!.awards[s.scatters] ?? 0), 0) / n;
    const base = spins.reduce((sum, s) => sum + s.pay, 0) / n;
    // Spins added per spin below one: the sessions end; each awarded spin is worth 1 / (1 - added).
    expect(awarded).toBeLessThan(1);
    expect(exact.freeSpins.toNumber()).toBeCloseTo((awarded / (1 - awarded)) * base * 3, 10);
  });

  it('a strip spreads its symbols: no symbol stands twice in a row when another is left', () => {
    const strip = stripOf([5, 3, 1]);
    expect(strip).toHaveLength(9);
    for (let i = 1; i < strip.length - 1; i += 1) expect(strip[i]).not.toBe(strip[i - 1]);
  });

  it('a round pays whole cents, replays from the same draws, and starts the features it shows', () => {
    const slot = STUDIO_SLOTS.find((s) => s.id === 'treasure_dig')!;
    expect(isValidStudioBet(slot, 15)).toBe(false);
    expect(() => playStudioRound(slot, new SimulationRng(1), 15)).toThrow(RangeError);
    let picks = 0;
    for (let seed = 0; seed < 3000; seed += 1) {
      const round = playStudioRound(slot, new SimulationRng(seed), 100, 2);
      expect(playStudioRound(slot, new SimulationRng(seed), 100, 2)).toEqual(round);
      expect(Number.isSafeInteger(round.payoutCents)).toBe(true);
      if (round.base.bonusSymbols >= 3) {
        picks += 1;
        expect(round.pick?.chosen).toBe(2);
        expect([...round.pick!.prizes].sort((a, b) => a - b)).toEqual(
          [...slot.pick!.prizes].sort((a, b) => a - b),
        );
      } else expect(round.pick).toBeUndefined();
    }
    expect(picks).toBeGreaterThan(0);
    const storm = STUDIO_SLOTS.find((s) => s.id === 'aegean_storm')!;
    const started = Array.from({ length: 4000 }, (_, seed) =>
      playStudioRound(storm, new SimulationRng(seed), 200),
    ).find((round) => round.freeSpins.length > 0)!;
    expect(started.freeSpins.length).toBeGreaterThanOrEqual(storm.freeSpins!.awards[started.base.scatters]!);
  });
});
