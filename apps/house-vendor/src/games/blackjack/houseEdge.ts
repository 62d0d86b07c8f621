import { BLACKJACK_RULE_SETS, type BlackjackAction, type BlackjackRuleSet } from './engine';

/**
 * The house edge of a rule set, computed from its rules: the player's expected return per initial stake
 * with the best decision for every first two cards and dealer up card (basic strategy), on an infinite
 * deck (every card value drawn with its share of a full deck, whatever was dealt before). The six-deck
 * shoe of the table differs by a few hundredths of a point (README).
 *
 * Dynamic programming: the dealer's final totals from each up card (standing on all 17s), then the
 * player's best value of each hand from 21 down (stand or hit), doubling on two cards, one split with
 * doubling after it and split aces taking one card each. With a hole card the dealer has peeked, so the
 * player's decisions face the dealer's totals given no blackjack; without one a dealer blackjack counts
 * as a total that beats every hand and takes what was doubled or split as well.
 */

/** Card values 1 (ace) to 10; a ten-value card is four ranks of thirteen. */
const VALUES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
const chance = (value: number): number => (value === 10 ? 4 / 13 : 1 / 13);

/** Dealer outcomes: totals 17-21 at indices 0-4, bust 5, blackjack 6. */
const BUST = 5;
const BLACKJACK = 6;
type Outcomes = Float64Array;

const totalOf = (hard: number, ace: boolean): number => (ace && hard + 10 <= 21 ? hard + 10 : hard);

/** The dealer's final outcomes from a hand (hard total and whether it holds an ace), drawing to 17. */
function dealerFrom(hard: number, ace: boolean, memo: Map<number, Outcomes>): Outcomes {
  const key = hard * 2 + (ace ? 1 : 0);
  const known = memo.get(key);
  if (known) return known;
  const result = new Float64Array(7);
  const total = totalOf(hard, ace);
  if (hard > 21) result[BUST] = 1;
  else if (total >= 17) result[total - 17] = 1;
  else {
    for (const card of VALUES) {
      const next = dealerFrom(hard + card, ace || card === 1, memo);
      for (let i = 0; i < 7; i += 1) result[i]! += chance(card) * next[i]!;
    }
  }
  memo.set(key, result);
  return result;
}

/** The dealer's outcomes from an up card; with a peek, given that the dealer has no blackjack. */
export function dealerOutcomes(up: number, peeked: boolean, memo = new Map<number, Outcomes>()): Outcomes {
  const result = new Float64Array(7);
  let weight = 0;
  for (const hole of VALUES) {
    const natural = (up === 1 && hole === 10) || (up === 10 && hole === 1);
    if (natural && peeked) continue;
    weight += chance(hole);
    if (natural) result[BLACKJACK]! += chance(hole);
    else {
      const next = dealerFrom(up + hole, up === 1 || hole === 1, memo);
      for (let i = 0; i < 7; i += 1) result[i]! += chance(hole) * next[i]!;
    }
  }
  return result.map((p) => p / weight);
}

export interface HouseEdge {
  /** Player's expected return per initial stake (negative: the house's edge). */
  expectedReturn: number;
  /** Percent of the initial stakes the house keeps, and the return to player in percent. */
  houseEdgePercent: number;
  rtpPercent: number;
  /** The best first decision on two cards (values 1-10) against an up card. */
  bestAction(first: number, second: number, up: number): BlackjackAction;
}

export function blackjackHouseEdge(ruleSet: BlackjackRuleSet): HouseEdge {
  const { holeCard } = BLACKJACK_RULE_SETS[ruleSet];
  const memo = new Map<number, Outcomes>();
  const decisions = new Map<string, BlackjackAction>();
  let expectedReturn = 0;
  for (const up of VALUES) {
    const dealer = dealerOutcomes(up, holeCard, memo);
    const dealerBlackjack = up === 1 ? chance(10) : up === 10 ? chance(1) : 0;
    const stand = (total: number): number => {
      if (total > 21) return -1;
      let value = dealer[BUST]! - dealer[BLACKJACK]!;
      for (let final = 17; final <= 21; final += 1) {
        const p = dealer[final - 17]!;
        value += total > final ? p : total < final ? -p : 0;
      }
      return value;
    };
    // best of standing and hitting, from the highest hard totals down (a hit only ever adds)
    const best = new Map<number, number>();
    const play = (hard: number, ace: boolean): number =>
      hard > 21 ? -1 : best.get(hard * 2 + (ace ? 1 : 0))!;
    for (let hard = 21; hard >= 2; hard -= 1) {
      for (const ace of [true, false]) {
        let hit = 0;
        for (const card of VALUES) hit += chance(card) * play(hard + card, ace || card === 1);
        best.set(hard * 2 + (ace ? 1 : 0), Math.max(stand(totalOf(hard, ace)), hit));
      }
    }
    const double = (hard: number, ace: boolean): number => {
      let value = 0;
      for (const card of VALUES) value += chance(card) * stand(totalOf(hard + card, ace || card === 1));
      return 2 * value;
    };
    // one split, no resplit: each hand takes one card, then stands, hits or doubles (aces: stand only)
    const split = (card: number): number => {
      let hand = 0;
      for (const next of VALUES) {
        const ace = card === 1 || next === 1;
        hand +=
          chance(next) *
          (card === 1
            ? stand(totalOf(1 + next, true))
            : Math.max(play(card + next, ace), double(card + next, ace)));
      }
      return 2 * hand;
    };
    for (const first of VALUES) {
      for (const second of VALUES) {
        const p = chance(up) * chance(first) * chance(second);
        const natural = first + second === 11 && (first === 1 || second === 1);
        if (natural) {
          // a player blackjack pays 3:2 unless the dealer has one too (then a push)
          expectedReturn += p * (1 - dealerBlackjack) * 1.5;
          continue;
        }
        const hard = first + second;
        const ace = first === 1 || second === 1;
        const options: [BlackjackAction, number][] = [
          ['stand', stand(totalOf(hard, ace))],
          ['hit', play(hard, ace)],
          ['double', double(hard, ace)],
        ];
        if (first === second) options.push(['split', split(first)]);
        // play() is the best of standing and hitting; name the one that gives it
        const [action, value] = options.reduce((a, b) => (b[1] > a[1] + 1e-12 ? b : a));
        decisions.set(`${first}-${second}-${up}`, action);
        // with a peek the dealer's blackjack took the stake before any decision
        expectedReturn += holeCard ? p * (-dealerBlackjack + (1 - dealerBlackjack) * value) : p * value;
      }
    }
  }
  return {
    expectedReturn,
    houseEdgePercent: -100 * expectedReturn,
    rtpPercent: 100 * (1 + expectedReturn),
    bestAction(first, second, up) {
      if (first + second === 11 && (first === 1 || second === 1)) return 'stand';
      return decisions.get(`${first}-${second}-${up}`)!;
    },
  };
}
