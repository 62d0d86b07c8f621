import { describe, expect, it } from 'vitest';
import { findHouseGame } from '../catalogue';
import { applyAction, type BlackjackAction, blackjackView, dealBlackjack, replayBlackjack } from './engine';
import { blackjackHouseEdge, dealerOutcomes } from './houseEdge';

const RANKS = 'A23456789TJQK';
/** Cards in dealing order: player, dealer up, player, then every later draw (no hole card). */
const shoe = (cards: string): number[] => [
  ...cards.split(' ').map((rank) => RANKS.indexOf(rank)),
  ...Array.from({ length: 40 }, () => RANKS.indexOf('2')),
];
const ranks = (cards: readonly number[]) => cards.map((card) => RANKS[card % 13]).join('');
const BET = 1000;

const CASES: {
  name: string;
  cards: string;
  actions: BlackjackAction[];
  dealer: string;
  results: string[];
  payout: number;
}[] = [
  {
    name: 'a dealer blackjack after a double takes the doubled stake',
    cards: '6 A 5 K T',
    actions: ['double'],
    dealer: 'AT',
    results: ['lose'],
    payout: 0,
  },
  {
    name: 'a dealer blackjack after a split takes both stakes',
    cards: '8 T 8 3 K A',
    actions: ['split', 'stand', 'stand'],
    dealer: 'TA',
    results: ['lose', 'lose'],
    payout: 0,
  },
  {
    name: 'a player blackjack pushes when the second card makes the dealer one',
    cards: 'A K K A',
    actions: [],
    dealer: 'KA',
    results: ['push'],
    payout: BET,
  },
  {
    name: 'a player blackjack pays 3:2 once the second card shows no dealer blackjack',
    cards: 'A A K 5',
    actions: [],
    dealer: 'A5',
    results: ['blackjack'],
    payout: 2500,
  },
  {
    name: 'the dealer takes the second card after the player, then stands on soft 17',
    cards: 'T 6 9 A',
    actions: ['stand'],
    dealer: '6A',
    results: ['win'],
    payout: 2000,
  },
  {
    name: 'the dealer draws to 17 after the second card',
    cards: 'T 5 8 T 2',
    actions: ['stand'],
    dealer: '5T2',
    results: ['win'],
    payout: 2000,
  },
  {
    name: 'a busted player leaves the dealer with one card',
    cards: 'T 9 6 K',
    actions: ['hit'],
    dealer: '9',
    results: ['bust'],
    payout: 0,
  },
];

describe('European no-hole-card blackjack (enhc)', () => {
  it.each(CASES)('$name', ({ cards, actions, dealer, results, payout }) => {
    const state = replayBlackjack(shoe(cards), BET, actions, 'enhc');
    expect(state.phase).toBe('settled');
    expect(ranks(state.dealer)).toBe(dealer);
    expect(state.hands.map((hand) => hand.result)).toEqual(results);
    expect(state.payoutCents).toBe(payout);
  });

  it('deals the dealer one card and plays on with an ace up (no peek)', () => {
    const state = dealBlackjack(shoe('T A 9 K'), BET, 'enhc');
    expect(state.phase).toBe('player');
    expect(ranks(state.dealer)).toBe('A');
    expect(blackjackView(state)).toMatchObject({ holeCard: false, dealer: [0], dealerTotal: 11 });
    const settled = applyAction(state, 'stand');
    expect(ranks(settled.dealer)).toBe('AK');
    expect(settled.hands[0]!.result).toBe('lose');
  });

  it('leaves the classic game dealing a hole card and peeking', () => {
    const state = dealBlackjack([9, 0, 8, 12, ...shoe('2')], BET);
    expect(state.phase).toBe('settled');
    expect(state.ruleSet).toBeUndefined();
    expect(blackjackView(dealBlackjack([9, 5, 8, 12, ...shoe('2')], BET)).holeCard).toBe(true);
  });
});

describe('house edge of each rule set, from its rules (infinite deck, basic strategy)', () => {
  const classic = blackjackHouseEdge('classic');
  const enhc = blackjackHouseEdge('enhc');

  it('states the figures the README and the rules screen show', () => {
    expect(classic.houseEdgePercent.toFixed(3)).toBe('0.570');
    expect(enhc.houseEdgePercent.toFixed(3)).toBe('0.682');
    expect(classic.rtpPercent + classic.houseEdgePercent).toBeCloseTo(100, 12);
  });

  it('lands where published figures put these rules', () => {
    // six decks, S17, DAS, no resplit, no surrender: about 0.45 %; an infinite deck a little above
    expect(classic.houseEdgePercent).toBeGreaterThan(0.4);
    expect(classic.houseEdgePercent).toBeLessThan(0.6);
    // losing doubles and splits to a dealer blackjack (ENHC) costs the player about 0.11 %
    expect(enhc.houseEdgePercent - classic.houseEdgePercent).toBeGreaterThan(0.08);
    expect(enhc.houseEdgePercent - classic.houseEdgePercent).toBeLessThan(0.14);
  });

  it("draws the dealer's totals of the published tables", () => {
    // dealer busts from a 6 up about 42.3 % of the time, standing on soft 17 (infinite deck)
    expect(dealerOutcomes(6, false)[5]).toBeCloseTo(0.4232, 3);
    const fromTen = dealerOutcomes(10, false);
    expect(fromTen[6]).toBeCloseTo(1 / 13, 12);
    expect(fromTen.reduce((sum, p) => sum + p, 0)).toBeCloseTo(1, 12);
    expect(dealerOutcomes(10, true)[6]).toBe(0);
  });

  it('plays basic strategy, with the no-hole-card deviations against a ten or an ace', () => {
    const decisions = (edge: typeof classic) => [
      edge.bestAction(5, 6, 10),
      edge.bestAction(8, 8, 10),
      edge.bestAction(8, 8, 1),
      edge.bestAction(1, 1, 1),
      edge.bestAction(10, 6, 7),
      edge.bestAction(10, 2, 4),
      edge.bestAction(1, 7, 3),
      edge.bestAction(9, 9, 7),
    ];
    expect(decisions(classic)).toEqual([
      'double',
      'split',
      'split',
      'split',
      'hit',
      'stand',
      'double',
      'stand',
    ]);
    expect(decisions(enhc)).toEqual(['hit', 'hit', 'hit', 'hit', 'hit', 'stand', 'double', 'stand']);
  });

  it('computes in well under a second', () => {
    const started = performance.now();
    blackjackHouseEdge('classic');
    blackjackHouseEdge('enhc');
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('is the rule set of its own catalogue game', () => {
    expect(findHouseGame('house_blackjack')?.blackjack).toBeUndefined();
    expect(findHouseGame('house_blackjack_enhc')).toMatchObject({ engine: 'blackjack', blackjack: 'enhc' });
    expect(findHouseGame('house_roulette_french')).toMatchObject({ engine: 'roulette', roulette: 'french' });
  });
});
