import type { GameRng } from '../../fairness/sampling';

/**
 * Jacks or Better, the 9/6 machine: one 52-card deck shuffled for every round from the round's seeds,
 * five cards dealt, the player holds any of them, and the draw replaces the others with the next cards
 * of the same deck, in order. A card is 0..51 as the other card games number it (rank card % 13, 0 the
 * ace; suit ⌊card / 13⌋). The pay table is per coin, from 1 to 5 coins of one coin value; the royal
 * flush pays 800 per coin at every coin count (not only at five), so every stake has one return.
 */
export const HANDS = [
  'royalFlush',
  'straightFlush',
  'fourOfAKind',
  'fullHouse',
  'flush',
  'straight',
  'threeOfAKind',
  'twoPair',
  'jacksOrBetter',
] as const;
export type PokerHand = (typeof HANDS)[number];

/** What each winning hand returns per coin staked, the coin included (9/6: full house 9, flush 6). */
export const PAY_TABLE: Readonly<Record<PokerHand, number>> = {
  royalFlush: 800,
  straightFlush: 50,
  fourOfAKind: 25,
  fullHouse: 9,
  flush: 6,
  straight: 4,
  threeOfAKind: 3,
  twoPair: 2,
  jacksOrBetter: 1,
};

export const MAX_COINS = 5;
/** The coin values a player chooses from, cents; a table's limits may narrow them. */
export const COIN_CENTS: readonly number[] = [10, 20, 50, 100, 200, 500, 1000];

/** Ace, 10, J, Q, K as bits of their ranks (the ace is rank 0, the king 12). */
const ROYAL_MASK = 0b1_1110_0000_0001;
const counts = new Uint8Array(13);

/** The hand five cards make, or null when they pay nothing. */
export function handOf(cards: readonly number[]): PokerHand | null {
  let mask = 0;
  let flush = true;
  const suit = Math.floor(cards[0]! / 13);
  for (const card of cards) {
    const rank = card % 13;
    mask |= 1 << rank;
    counts[rank]! += 1;
    if (Math.floor(card / 13) !== suit) flush = false;
  }
  let pairs = 0;
  let most = 0;
  let highPair = false;
  for (const card of cards) {
    const rank = card % 13;
    const n = counts[rank]!;
    if (n === 0) continue;
    counts[rank] = 0;
    most = Math.max(most, n);
    if (n === 2) {
      pairs += 1;
      // jacks (10), queens, kings and aces
      if (rank === 0 || rank >= 10) highPair = true;
    }
  }
  if (most === 1) {
    const low = mask & -mask;
    const straight = mask === ROYAL_MASK || mask === low * 0b11111;
    if (straight && flush) return mask === ROYAL_MASK ? 'royalFlush' : 'straightFlush';
    if (flush) return 'flush';
    return straight ? 'straight' : null;
  }
  if (most === 4) return 'fourOfAKind';
  if (most === 3) return pairs === 1 ? 'fullHouse' : 'threeOfAKind';
  if (pairs === 2) return 'twoPair';
  return highPair ? 'jacksOrBetter' : null;
}

/** Coins returned per coin staked for five cards. */
export const payOf = (cards: readonly number[]): number => {
  const hand = handOf(cards);
  return hand === null ? 0 : PAY_TABLE[hand];
};

export function isValidStake(coins: number, coinCents: number): boolean {
  return (
    Number.isInteger(coins) &&
    coins >= 1 &&
    coins <= MAX_COINS &&
    Number.isSafeInteger(coinCents) &&
    coinCents > 0
  );
}

/** The whole deck shuffled (Fisher-Yates from the round's RNG); the round uses its first ten cards at most. */
export function shuffleDeck(rng: GameRng): number[] {
  const deck = Array.from({ length: 52 }, (_, i) => i);
  for (let i = deck.length - 1; i > 0; i -= 1) {
    const j = rng.int(i + 1);
    [deck[i], deck[j]] = [deck[j]!, deck[i]!];
  }
  return deck;
}

/** Positions 0..4 held, each once, in order. */
export function isValidHold(held: readonly number[]): boolean {
  return held.every((p, i) => Number.isInteger(p) && p >= 0 && p < 5 && (i === 0 || p > held[i - 1]!));
}

/** A round between deal and draw: the deck's first ten cards (five dealt, five to draw). Never shown. */
export interface VideoPokerState {
  game: 'videopoker';
  cards: number[];
  coins: number;
  coinCents: number;
}

export interface VideoPokerOutcome {
  dealt: number[];
  held: number[];
  /** The five cards after the draw, each in its dealt position. */
  hand: number[];
  result: PokerHand | null;
  coins: number;
  coinCents: number;
  betCents: number;
  payoutCents: number;
}

export function dealVideoPoker(rng: GameRng, coins: number, coinCents: number): VideoPokerState {
  if (!isValidStake(coins, coinCents)) throw new RangeError('invalid video poker stake');
  return { game: 'videopoker', cards: shuffleDeck(rng).slice(0, 10), coins, coinCents };
}

/** The draw: each card not held is replaced by the next card of the deck, left to right. */
export function drawVideoPoker(state: VideoPokerState, held: readonly number[]): VideoPokerOutcome {
  if (!isValidHold(held)) throw new RangeError('invalid hold');
  const dealt = state.cards.slice(0, 5);
  let next = 5;
  const hand = dealt.map((card, i) => (held.includes(i) ? card : state.cards[next++]!));
  const result = handOf(hand);
  const betCents = state.coins * state.coinCents;
  return {
    dealt,
    held: [...held],
    hand,
    result,
    coins: state.coins,
    coinCents: state.coinCents,
    betCents,
    payoutCents: result === null ? 0 : PAY_TABLE[result] * betCents,
  };
}

/** A whole round from its random stream and the hold: what a receipt replays. */
export function playVideoPoker(
  rng: GameRng,
  coins: number,
  coinCents: number,
  held: readonly number[],
): VideoPokerOutcome {
  return drawVideoPoker(dealVideoPoker(rng, coins, coinCents), held);
}

/**
 * The return with the best hold on every deal, percent to three decimals: exactly
 * 1653526326983 / 1661102543100 = 99.54390437 % (optimalReturn.ts, held to it by the test).
 */
export const VIDEO_POKER_RTP = '99.544';
