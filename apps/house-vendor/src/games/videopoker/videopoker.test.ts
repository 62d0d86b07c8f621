import { describe, expect, it } from 'vitest';
import { FairRng, SimulationRng } from '../../fairness/rng';
import {
  drawVideoPoker,
  handOf,
  isValidHold,
  isValidStake,
  PAY_TABLE,
  playVideoPoker,
  VIDEO_POKER_RTP,
} from './engine';
import { bestHold, holdValues } from './holds';
import { optimalReturn } from './optimalReturn';

/** Cards by name: '10s', 'Ah', 'Kd', '2c' (suits in the engines' order: spades, hearts, diamonds, clubs). */
const card = (name: string) => {
  const rank = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'].indexOf(name.slice(0, -1));
  return 'shdc'.indexOf(name.slice(-1)) * 13 + rank;
};
const cards = (names: string) => names.split(' ').map(card);

describe('Jacks or Better 9/6', () => {
  it('names every hand and pays it by the 9/6 table', () => {
    const hands: [string, string | null][] = [
      ['As Ks Qs Js 10s', 'royalFlush'],
      ['10h Ah Qh Kh Jh', 'royalFlush'],
      ['9d 8d 7d 6d 5d', 'straightFlush'],
      ['Ac 2c 3c 4c 5c', 'straightFlush'],
      ['7s 7h 7d 7c 2s', 'fourOfAKind'],
      ['3s 3h 3d 9c 9s', 'fullHouse'],
      ['2h 9h Jh 4h Kh', 'flush'],
      ['10s Jh Qd Kc As', 'straight'],
      ['As 2h 3d 4c 5s', 'straight'],
      ['Qs Ks Ah 2d 3c', null],
      ['5s 5h 5d Kc 2s', 'threeOfAKind'],
      ['4s 4h 9d 9c Ks', 'twoPair'],
      ['Js Jh 2d 7c 9s', 'jacksOrBetter'],
      ['As Ah 2d 7c 9s', 'jacksOrBetter'],
      ['10s 10h 2d 7c 9s', null],
      ['2s 5h 8d Jc Ks', null],
    ];
    for (const [names, hand] of hands) expect([names, handOf(cards(names))]).toEqual([names, hand]);
    expect(Object.values(PAY_TABLE)).toEqual([800, 50, 25, 9, 6, 4, 3, 2, 1]);
  });

  it('returns 99.5439 % with the best hold on every deal, exactly (all 2,598,960 deals)', () => {
    const exact = optimalReturn();
    expect([exact.numerator, exact.denominator]).toEqual([1653526326983n, 1661102543100n]);
    // the published figure for 9/6 with 800 for the royal (Wizard of Odds: 99.5439 %)
    expect(exact.percent).toBeCloseTo(99.5439, 4);
    expect(exact.percent.toFixed(3)).toBe(VIDEO_POKER_RTP);
    expect(exact.holdsBySize.reduce((a, b) => a + b, 0)).toBe(2_598_960);
  }, 60_000);

  it('values every hold of fixed deals exactly by counting all draws, and picks the best', () => {
    // four to a royal: of 47 cards, 10s makes the royal, 8 spades a flush, 3 tens a straight, and the
    // 12 unsuited aces, kings, queens and jacks a high pair: (800 + 8 x 6 + 3 x 4 + 12) / 47
    const royal = holdValues(cards('As Ks Qs Js 2h'));
    const four = royal.find((v) => v.held.join() === '0,1,2,3')!;
    expect([four.total, four.draws]).toEqual([872, 47]);
    expect(bestHold(royal).held).toEqual([0, 1, 2, 3]);
    // three sevens, 2c and 9s thrown: of C(47,2) = 1081 draws, 46 with the last seven (quads), 66 pairs
    // (3 + 3 of the thrown ranks, 6 of each other) for a full house, the other 969 stay trips
    const trips = holdValues(cards('7s 7h 7d 2c 9s'));
    const three = trips.find((v) => v.held.join() === '0,1,2')!;
    expect([three.total, three.draws]).toEqual([46 * 25 + 66 * 9 + 969 * 3, 1081]);
    expect(bestHold(trips)).toBe(three);
    // a dealt royal stands; a dealt flush beats breaking it for the four to a straight flush
    expect(bestHold(holdValues(cards('10h Jh Qh Kh Ah')))).toMatchObject({ total: 800, draws: 1 });
    const flush = holdValues(cards('5d 6d 7d 8d Qd'));
    expect(bestHold(flush).held).toEqual([0, 1, 2, 3, 4]);
    // nothing at all (2 4 7 9 of mixed suits and a 5 making no straight draw): drawing five is best
    const junk = holdValues(cards('2s 4h 7d 9c 5s'));
    expect(bestHold(junk).held).toEqual([]);
    expect(bestHold(junk).draws).toBe(1_533_939);
    // every hold's draws: C(47, 5 - held)
    expect(junk.map((v) => v.draws).sort((a, b) => a - b)[0]).toBe(1);
  }, 60_000);

  it('deals from the fair chain, replaces only the cards not held, in order, and pays per coin', () => {
    const seed = 'c'.repeat(64);
    const first = playVideoPoker(new FairRng(seed, 'vp', 7), 5, 20, [0, 2]);
    expect(playVideoPoker(new FairRng(seed, 'vp', 7), 5, 20, [0, 2])).toEqual(first);
    expect(first.hand[0]).toBe(first.dealt[0]);
    expect(first.hand[2]).toBe(first.dealt[2]);
    expect(new Set([...first.dealt, ...first.hand]).size).toBe(8);
    const state = {
      game: 'videopoker' as const,
      cards: cards('Js Jh 2d 7c 9s Ks Kh 3d 4c 5s'),
      coins: 3,
      coinCents: 50,
    };
    // the jacks held; 2d, 7c, 9s replaced by Ks, Kh, 3d: two pair pays 2 per coin
    expect(drawVideoPoker(state, [0, 1])).toMatchObject({
      hand: cards('Js Jh Ks Kh 3d'),
      result: 'twoPair',
      betCents: 150,
      payoutCents: 300,
    });
    expect(drawVideoPoker(state, [])).toMatchObject({ hand: cards('Ks Kh 3d 4c 5s'), payoutCents: 150 });
    expect(isValidHold([0, 4])).toBe(true);
    expect(isValidHold([1, 1])).toBe(false);
    expect(isValidHold([5])).toBe(false);
    expect(isValidStake(6, 20)).toBe(false);
    expect(isValidStake(1, 0)).toBe(false);
    // holding nothing on every deal returns far less than playing well (about 36 %)
    const rng = new SimulationRng(29);
    let paid = 0;
    for (let round = 0; round < 20_000; round += 1) paid += playVideoPoker(rng, 1, 100, []).payoutCents;
    expect(paid / 2_000_000).toBeGreaterThan(0.3);
    expect(paid / 2_000_000).toBeLessThan(0.42);
  });
});
