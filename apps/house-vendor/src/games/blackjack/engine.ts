import type { GameRng } from '../../fairness/sampling';

/**
 * Rules (shown on the table page and in README.md), shared by both rule sets:
 * six decks reshuffled for every round from the round's seeds; dealer stands on soft 17; blackjack pays
 * 3:2, a player and dealer blackjack push; double on any first two cards, including after a split; one
 * split per round (two hands) of two cards of equal value; split aces take one card each and a two-card
 * 21 after a split is 21, not blackjack; no insurance, no surrender. Bets are a whole even number of
 * cents so 3:2 is exact.
 *
 * What the rule sets change is the dealer's second card (BLACKJACK_RULE_SETS).
 */
export const BLACKJACK_RULE_SETS = {
  /** The dealer takes a hole card and peeks with an ace or ten up: a blackjack ends the round at once. */
  classic: { holeCard: true },
  /**
   * European no hole card: the dealer takes the second card after the players have acted, and a dealer
   * blackjack then takes every stake on the table, doubles and splits included (the usual ENHC rule,
   * not "original bets only", which would play exactly as the peek game does).
   */
  enhc: { holeCard: false },
} as const;
export type BlackjackRuleSet = keyof typeof BLACKJACK_RULE_SETS;
export const BLACKJACK_RULE_SET_IDS = Object.keys(BLACKJACK_RULE_SETS) as BlackjackRuleSet[];

export const DECKS = 6;
export const SHOE_SIZE = DECKS * 52;

/** A card is 0..51: rank = card % 13 (0 ace, 1..8 two..nine, 9..12 ten, jack, queen, king), suit = card / 13. */
export type Card = number;

export type BlackjackAction = 'hit' | 'stand' | 'double' | 'split';
export type HandResult = 'blackjack' | 'win' | 'push' | 'lose' | 'bust';

export interface BlackjackHand {
  cards: Card[];
  betCents: number;
  doubled: boolean;
  fromSplit: boolean;
  done: boolean;
  result: HandResult | null;
  payoutCents: number;
}

export interface BlackjackState {
  shoe: Card[];
  /** Index of the next card to deal from the shoe. */
  next: number;
  dealer: Card[];
  hands: BlackjackHand[];
  /** The hand the next action applies to. */
  active: number;
  phase: 'player' | 'settled';
  actions: BlackjackAction[];
  payoutCents: number;
  /** Absent for the classic game, so hands stored before rule sets existed read as they were dealt. */
  ruleSet?: BlackjackRuleSet;
}

const holeCardOf = (state: BlackjackState): boolean =>
  BLACKJACK_RULE_SETS[state.ruleSet ?? 'classic'].holeCard;

export function cardValue(card: Card): number {
  const rank = card % 13;
  if (rank === 0) return 1;
  return rank >= 9 ? 10 : rank + 1;
}

/** Best total: an ace counts 11 when that does not bust; soft when an ace is counting 11. */
export function handTotal(cards: readonly Card[]): { total: number; soft: boolean } {
  let total = 0;
  let aces = 0;
  for (const card of cards) {
    total += cardValue(card);
    if (card % 13 === 0) aces += 1;
  }
  if (aces > 0 && total + 10 <= 21) return { total: total + 10, soft: true };
  return { total, soft: false };
}

export function isBlackjack(hand: { cards: readonly Card[]; fromSplit?: boolean }): boolean {
  return hand.cards.length === 2 && !hand.fromSplit && handTotal(hand.cards).total === 21;
}

/** Six decks in order, then Fisher-Yates with one uniform draw per position from the round's RNG. */
export function shuffleShoe(rng: GameRng): Card[] {
  const shoe = Array.from({ length: SHOE_SIZE }, (_, i) => i % 52);
  for (let i = shoe.length - 1; i > 0; i -= 1) {
    const j = rng.int(i + 1);
    [shoe[i], shoe[j]] = [shoe[j]!, shoe[i]!];
  }
  return shoe;
}

export function isValidBlackjackBet(betCents: number): boolean {
  return Number.isSafeInteger(betCents) && betCents > 0 && betCents % 2 === 0;
}

const draw = (state: BlackjackState): Card => {
  const card = state.shoe[state.next];
  if (card === undefined) throw new Error('shoe exhausted');
  state.next += 1;
  return card;
};

const newHand = (cards: Card[], betCents: number, fromSplit: boolean): BlackjackHand => ({
  cards,
  betCents,
  doubled: false,
  fromSplit,
  done: false,
  result: null,
  payoutCents: 0,
});

/**
 * Player, dealer, player, then the hole card when the rule set has one; blackjacks on either side settle
 * the round before any action (without a hole card only the player's can).
 */
export function dealBlackjack(
  shoe: readonly Card[],
  betCents: number,
  ruleSet: BlackjackRuleSet = 'classic',
): BlackjackState {
  if (!isValidBlackjackBet(betCents))
    throw new RangeError('blackjack bet must be a positive even number of cents');
  const state: BlackjackState = {
    shoe: [...shoe],
    next: 0,
    dealer: [],
    hands: [],
    active: 0,
    phase: 'player',
    actions: [],
    payoutCents: 0,
    ...(ruleSet === 'classic' ? {} : { ruleSet }),
  };
  const first = draw(state);
  const up = draw(state);
  const second = draw(state);
  state.hands.push(newHand([first, second], betCents, false));
  state.dealer.push(up);
  if (holeCardOf(state)) state.dealer.push(draw(state));
  if (isBlackjack(state.hands[0]!) || isBlackjack({ cards: state.dealer })) settle(state);
  return state;
}

export function legalActions(state: BlackjackState): BlackjackAction[] {
  if (state.phase !== 'player') return [];
  const hand = state.hands[state.active]!;
  const actions: BlackjackAction[] = ['hit', 'stand'];
  if (hand.cards.length === 2) {
    actions.push('double');
    if (state.hands.length === 1 && cardValue(hand.cards[0]!) === cardValue(hand.cards[1]!))
      actions.push('split');
  }
  return actions;
}

/** The extra stake an action takes from the player before it is applied (double and split). */
export function additionalStake(state: BlackjackState, action: BlackjackAction): number {
  return action === 'double' || action === 'split' ? state.hands[state.active]!.betCents : 0;
}

/** Applies one player action to a copy of the state; the caller has already collected additionalStake. */
export function applyAction(previous: BlackjackState, action: BlackjackAction): BlackjackState {
  if (!legalActions(previous).includes(action)) throw new RangeError(`action ${action} not allowed now`);
  const state = structuredClone(previous);
  state.actions.push(action);
  const hand = state.hands[state.active]!;
  switch (action) {
    case 'hit':
      hand.cards.push(draw(state));
      if (handTotal(hand.cards).total >= 21) hand.done = true;
      break;
    case 'stand':
      hand.done = true;
      break;
    case 'double':
      hand.betCents *= 2;
      hand.doubled = true;
      hand.cards.push(draw(state));
      hand.done = true;
      break;
    case 'split': {
      const splitAces = hand.cards[0]! % 13 === 0;
      const moved = hand.cards.pop()!;
      const second = newHand([moved], hand.betCents, true);
      hand.fromSplit = true;
      state.hands.push(second);
      hand.cards.push(draw(state));
      second.cards.push(draw(state));
      for (const each of [hand, second]) {
        // split aces take one card each; any split hand reaching 21 stands
        if (splitAces || handTotal(each.cards).total === 21) each.done = true;
      }
      break;
    }
  }
  while (state.active < state.hands.length && state.hands[state.active]!.done) state.active += 1;
  if (state.active >= state.hands.length) {
    state.active = state.hands.length - 1;
    settle(state);
  }
  return state;
}

/**
 * Dealer draws to 17 and stands on every 17, soft included; skipped when every hand has busted. Without
 * a hole card the dealer's second card comes first, and a blackjack there beats every hand but a player's
 * blackjack, whatever was doubled or split.
 */
function settle(state: BlackjackState): void {
  const live = state.hands.some((hand) => handTotal(hand.cards).total <= 21);
  if (live && state.dealer.length === 1) state.dealer.push(draw(state));
  const dealerBlackjack = isBlackjack({ cards: state.dealer });
  if (live && !dealerBlackjack && !state.hands.every((hand) => isBlackjack(hand))) {
    while (handTotal(state.dealer).total < 17) state.dealer.push(draw(state));
  }
  const dealerTotal = handTotal(state.dealer).total;
  for (const hand of state.hands) {
    const total = handTotal(hand.cards).total;
    const result: HandResult =
      total > 21
        ? 'bust'
        : isBlackjack(hand)
          ? dealerBlackjack
            ? 'push'
            : 'blackjack'
          : dealerBlackjack
            ? 'lose'
            : dealerTotal > 21 || total > dealerTotal
              ? 'win'
              : total === dealerTotal
                ? 'push'
                : 'lose';
    hand.result = result;
    hand.payoutCents = payoutFor(result, hand.betCents);
    hand.done = true;
  }
  state.payoutCents = state.hands.reduce((sum, hand) => sum + hand.payoutCents, 0);
  state.phase = 'settled';
}

/** Money returned to the player for a hand, stake included. */
export function payoutFor(result: HandResult, betCents: number): number {
  switch (result) {
    case 'blackjack':
      return betCents + (betCents / 2) * 3;
    case 'win':
      return betCents * 2;
    case 'push':
      return betCents;
    default:
      return 0;
  }
}

/** Rebuilds a round from its shoe and the player's actions: what a receipt check runs. */
export function replayBlackjack(
  shoe: readonly Card[],
  betCents: number,
  actions: readonly BlackjackAction[],
  ruleSet: BlackjackRuleSet = 'classic',
): BlackjackState {
  return actions.reduce(applyAction, dealBlackjack(shoe, betCents, ruleSet));
}

/** What the page may see: the hole card and the rest of the shoe stay hidden while the round is open. */
export function blackjackView(state: BlackjackState) {
  const open = state.phase === 'player';
  return {
    phase: state.phase,
    /** Whether a face-down second card lies beside the dealer's up card while hands are played. */
    holeCard: holeCardOf(state),
    dealer: open ? [state.dealer[0]!] : state.dealer,
    dealerTotal: handTotal(open ? [state.dealer[0]!] : state.dealer).total,
    hands: state.hands.map((hand) => ({ ...hand, total: handTotal(hand.cards).total })),
    active: state.active,
    legalActions: legalActions(state),
    payoutCents: state.payoutCents,
  };
}
