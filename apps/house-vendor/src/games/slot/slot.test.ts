import { describe, expect, it } from 'vitest';
import { FairRng, SimulationRng } from '../../fairness/rng';
import { SLOT_CONFIGS, SLOT_RTP_96 } from './configs';
import { drawStops, evaluateLine, LINE_COUNT, payoutInLineBets, slotConfig, spinSlot } from './engine';
import { theoreticalRtp } from './rtp';
import { SYMBOLS } from './symbols';

const id = (name: (typeof SYMBOLS)[number]) => SYMBOLS.indexOf(name);
const line = (...names: (typeof SYMBOLS)[number][]) => names.map(id);

describe('payline evaluation', () => {
  it.each([
    {
      symbols: line('seven', 'seven', 'seven', 'cherry', 'lemon'),
      symbol: 'seven',
      count: 3,
      multiplier: 30,
    },
    { symbols: line('bell', 'wild', 'bell', 'bell', 'plum'), symbol: 'bell', count: 4, multiplier: 50 },
    { symbols: line('wild', 'wild', 'bar', 'bar', 'bar'), symbol: 'bar', count: 5, multiplier: 300 },
    // three leading wilds (50) beat wild-wild-wild-cherry as four cherries (15)
    { symbols: line('wild', 'wild', 'wild', 'cherry', 'lemon'), symbol: 'wild', count: 3, multiplier: 50 },
    { symbols: line('wild', 'wild', 'wild', 'wild', 'wild'), symbol: 'wild', count: 5, multiplier: 1000 },
    // the scatter is not substituted and breaks a line
    { symbols: line('plum', 'plum', 'scatter', 'plum', 'plum'), symbol: 'plum', count: 2, multiplier: 0 },
    {
      symbols: line('cherry', 'cherry', 'lemon', 'cherry', 'cherry'),
      symbol: 'cherry',
      count: 2,
      multiplier: 0,
    },
    // a line pays only from the leftmost reel
    { symbols: line('lemon', 'grape', 'grape', 'grape', 'grape'), symbol: 'lemon', count: 1, multiplier: 0 },
  ])('$symbol x$count pays $multiplier line bets', ({ symbols, symbol, count, multiplier }) => {
    expect(evaluateLine(symbols)).toEqual({
      symbol: id(symbol as (typeof SYMBOLS)[number]),
      count,
      multiplier,
    });
  });
});

describe('spin', () => {
  it('pays the sum of its line wins in line bets plus scatter pays in total bets', () => {
    for (let nonce = 0; nonce < 200; nonce += 1) {
      const outcome = spinSlot(new FairRng('b'.repeat(64), 'slot', nonce), SLOT_RTP_96, 200);
      const lines = outcome.lineWins.reduce((sum, win) => sum + win.multiplier, 0);
      expect(outcome.payoutCents).toBe(lines * 10 + outcome.scatterMultiplier * 200);
      expect(outcome.window).toHaveLength(5);
      expect(outcome.window.every((column) => column.length === 3)).toBe(true);
    }
  });

  it('takes only whole cents per line (bets in multiples of 20 cents)', () => {
    const rng = new SimulationRng(1);
    expect(() => spinSlot(rng, SLOT_RTP_96, 30)).toThrow(RangeError);
    expect(() => spinSlot(rng, SLOT_RTP_96, 0)).toThrow(RangeError);
    expect(spinSlot(rng, SLOT_RTP_96, 40).betCents).toBe(40);
  });
});

describe('RTP', () => {
  it.each(Object.values(SLOT_CONFIGS))(
    'strip set $id computes to its target RTP within 0.2 points',
    (config) => {
      const { percent } = theoreticalRtp(config);
      expect(Math.abs(percent - config.targetRtpPercent)).toBeLessThanOrEqual(0.2);
    },
  );

  it('the analytic RTP equals an exhaustive count over every stop combination', () => {
    // short strips so that all 5^5 stop combinations can be paid one by one
    const small = slotConfig('small', 0, [
      [0, 0, 1, 0, 0, 1, 0, 2, 1, 1],
      [0, 0, 1, 0, 0, 0, 1, 2, 1, 1],
      [0, 0, 1, 0, 0, 1, 0, 1, 1, 1],
      [0, 0, 0, 0, 0, 1, 1, 2, 1, 1],
      [0, 0, 1, 0, 0, 1, 0, 1, 1, 1],
    ]);
    const lengths = small.strips.map((strip) => strip.length);
    let units = 0n;
    let combinations = 0n;
    const stops = [0, 0, 0, 0, 0];
    const walk = (reel: number): void => {
      if (reel === 5) {
        units += BigInt(payoutInLineBets(small, stops));
        combinations += 1n;
        return;
      }
      for (let stop = 0; stop < lengths[reel]!; stop += 1) {
        stops[reel] = stop;
        walk(reel + 1);
      }
    };
    walk(0);
    const analytic = theoreticalRtp(small);
    expect(units > 0n).toBe(true);
    // RTP = paid line bets / (20 line bets per spin x combinations)
    expect(analytic.numerator * BigInt(LINE_COUNT) * combinations).toBe(units * analytic.denominator);
  });

  it('one million simulated spins land within 1 point of the configured 96%', () => {
    const rng = new SimulationRng(20_261_122);
    const spins = 1_000_000;
    let paidLineBets = 0;
    for (let spin = 0; spin < spins; spin += 1)
      paidLineBets += payoutInLineBets(SLOT_RTP_96, drawStops(rng, SLOT_RTP_96));
    const rtpPercent = (paidLineBets / (spins * LINE_COUNT)) * 100;
    expect(Math.abs(rtpPercent - SLOT_RTP_96.targetRtpPercent)).toBeLessThan(1);
  }, 120_000);
});
