import { describe, expect, it } from 'vitest';
import { SimulationRng } from '../../fairness/rng';
import {
  additionalStake,
  applyAction,
  type BlackjackAction,
  dealBlackjack,
  handTotal,
  legalActions,
  replayBlackjack,
  SHOE_SIZE,
  shuffleShoe,
} from './engine';

const RANKS = 'A23456789TJQK';
/** Cards in dealing order: player, dealer up, player, dealer hole, then every later draw. */
const shoe = (cards: string): number[] => {
  const dealt = cards.split(' ').map((rank) => RANKS.indexOf(rank));
  return [...dealt, ...Array.from({ length: 40 }, () => RANKS.indexOf('2'))];
};
const ranks = (cards: readonly number[]) => cards.map((card) => RANKS[card % 13]).join('');
const BET = 1000;

interface Case {
  name: string;
  cards: string;
  actions: BlackjackAction[];
  dealer: string;
  results: string[];
  payout: number;
}

/** Every outcome the table can produce, each with the money the rules say it returns (stake included). */
const CASES: Case[] = [
  {
    name: 'player and dealer blackjack push',
    cards: 'A A K K',
    actions: [],
    dealer: 'AK',
    results: ['push'],
    payout: BET,
  },
  {
    name: 'player blackjack pays 3:2',
    cards: 'A K K Q',
    actions: [],
    dealer: 'KQ',
    results: ['blackjack'],
    payout: 2500,
  },
  {
    name: 'dealer blackjack takes the bet at once',
    cards: 'K A Q K',
    actions: [],
    dealer: 'AK',
    results: ['lose'],
    payout: 0,
  },
  {
    name: 'dealer stands on soft 17',
    cards: 'K A 8 6',
    actions: ['stand'],
    dealer: 'A6',
    results: ['win'],
    payout: 2000,
  },
  {
    name: 'dealer hits hard 16',
    cards: 'K T 8 6 5',
    actions: ['stand'],
    dealer: 'T65',
    results: ['lose'],
    payout: 0,
  },
  {
    name: 'dealer hits soft 16',
    cards: 'K A 8 5 3',
    actions: ['stand'],
    dealer: 'A53',
    results: ['lose'],
    payout: 0,
  },
  {
    name: 'dealer busts',
    cards: 'K T 7 6 K',
    actions: ['stand'],
    dealer: 'T6K',
    results: ['win'],
    payout: 2000,
  },
  {
    name: 'equal totals push',
    cards: 'K T 8 8',
    actions: ['stand'],
    dealer: 'T8',
    results: ['push'],
    payout: BET,
  },
  {
    name: 'player bust loses, dealer does not draw',
    cards: 'K T 6 6 Q',
    actions: ['hit'],
    dealer: 'T6',
    results: ['bust'],
    payout: 0,
  },
  {
    name: 'hit to 21 stands by itself',
    cards: '5 T 6 7 K',
    actions: ['hit'],
    dealer: 'T7',
    results: ['win'],
    payout: 2000,
  },
  {
    name: 'double takes one card and doubles the stake',
    cards: '5 T 6 7 K',
    actions: ['double'],
    dealer: 'T7',
    results: ['win'],
    payout: 4000,
  },
  {
    name: 'double that loses loses twice',
    cards: '5 T 6 9 2',
    actions: ['double'],
    dealer: 'T9',
    results: ['lose'],
    payout: 0,
  },
  {
    name: 'split eights, one wins one loses',
    cards: '8 T 8 7 T 5',
    actions: ['split', 'stand', 'stand'],
    dealer: 'T7',
    results: ['win', 'lose'],
    payout: 2000,
  },
  {
    name: 'double after split',
    cards: '8 T 8 7 3 K K',
    actions: ['split', 'double', 'stand'],
    dealer: 'T7',
    results: ['win', 'win'],
    payout: 4000 + 2000,
  },
  {
    name: 'split aces take one card each and 21 is not blackjack',
    cards: 'A 9 A T K 5',
    actions: ['split'],
    dealer: '9T',
    results: ['win', 'lose'],
    payout: 2000,
  },
];

describe('blackjack rules', () => {
  it.each(CASES)('$name', ({ cards, actions, dealer, results, payout }) => {
    const state = replayBlackjack(shoe(cards), BET, actions);
    expect(state.phase).toBe('settled');
    expect(ranks(state.dealer)).toBe(dealer);
    expect(state.hands.map((hand) => hand.result)).toEqual(results);
    expect(state.payoutCents).toBe(payout);
  });

  it('offers double and split on the first two cards only, and split once', () => {
    let state = dealBlackjack(shoe('8 T 8 7 8 2 3'), BET);
    expect(legalActions(state)).toEqual(['hit', 'stand', 'double', 'split']);
    expect(additionalStake(state, 'split')).toBe(BET);
    state = applyAction(state, 'split');
    // the first split hand is 8,8 again but a second split is not offered
    expect(ranks(state.hands[0]!.cards)).toBe('88');
    expect(legalActions(state)).toEqual(['hit', 'stand', 'double']);
    state = applyAction(state, 'hit');
    expect(legalActions(state)).toEqual(['hit', 'stand']);
    expect(() => applyAction(state, 'double')).toThrow(RangeError);
  });

  it('splits ten-value cards of different ranks', () => {
    expect(legalActions(dealBlackjack(shoe('K 9 Q 7'), BET))).toContain('split');
  });

  it('refuses actions once the round is settled', () => {
    const settled = dealBlackjack(shoe('A 9 K 7'), BET);
    expect(settled.phase).toBe('settled');
    expect(legalActions(settled)).toEqual([]);
    expect(() => applyAction(settled, 'hit')).toThrow(RangeError);
  });

  it('takes only even cents so that 3:2 is exact', () => {
    expect(() => dealBlackjack(shoe('A 9 K 7'), 1001)).toThrow(RangeError);
    expect(dealBlackjack(shoe('A 9 K 7'), 1002).payoutCents).toBe(2505);
  });

  it('counts soft and hard totals', () => {
    expect(handTotal(shoe('A 6').slice(0, 2))).toEqual({ total: 17, soft: true });
    expect(handTotal(shoe('A 6 K').slice(0, 3))).toEqual({ total: 17, soft: false });
    expect(handTotal(shoe('A A 9').slice(0, 3))).toEqual({ total: 21, soft: true });
  });

  it('shuffles six full decks', () => {
    const cards = shuffleShoe(new SimulationRng(4));
    expect(cards).toHaveLength(SHOE_SIZE);
    const perCard = new Map<number, number>();
    for (const card of cards) perCard.set(card, (perCard.get(card) ?? 0) + 1);
    expect([...perCard.values()].every((count) => count === 6)).toBe(true);
    expect(perCard.size).toBe(52);
    expect(cards.slice(0, 52)).not.toEqual(Array.from({ length: 52 }, (_, i) => i));
  });
});
