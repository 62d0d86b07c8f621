import { type BaccaratBet, type BaccaratOutcome, playBaccarat } from '../games/baccarat/engine';
import {
  type BlackjackAction,
  type BlackjackRuleSet,
  type BlackjackState,
  replayBlackjack,
  shuffleShoe,
} from '../games/blackjack/engine';
import {
  type RouletteBet,
  type RouletteOutcome,
  type RouletteVariant,
  spinRoulette,
} from '../games/roulette/engine';
import { SLOT_CONFIGS } from '../games/slot/configs';
import { type SlotOutcome, spinSlot } from '../games/slot/engine';
import { playStudioRound, type StudioRound } from '../games/slotStudio/play';
import { findStudioSlot } from '../games/slotStudio/slots/index';
import { playVideoPoker, type VideoPokerOutcome } from '../games/videopoker/engine';
import type { GameRng } from './sampling';

/** The part of a blackjack round a receipt keeps: the cards as dealt and the money, not the shoe. */
export interface BlackjackSummary {
  dealer: number[];
  hands: { cards: number[]; betCents: number; result: string | null; payoutCents: number }[];
  payoutCents: number;
}

export type GameInput =
  /** jackpotOdds: a real-money spin also draws the jackpot trigger, 1 in jackpotOdds (slot engine). */
  | { game: 'slot'; slotConfig: string; betCents: number; jackpotOdds?: number }
  /** A studio slot by its definition id; pickChoice is the chest the player chose before the spin. */
  | { game: 'studio'; slot: string; betCents: number; pickChoice: number; jackpotOdds?: number }
  /** variant and ruleSet are absent for the European wheel and the classic blackjack (older receipts). */
  | { game: 'roulette'; bets: RouletteBet[]; variant?: RouletteVariant }
  | { game: 'blackjack'; betCents: number; actions: BlackjackAction[]; ruleSet?: BlackjackRuleSet }
  /** Punto banco: the round's bets on player, banker and tie, one coup from a fresh eight-deck shoe. */
  | { game: 'baccarat'; bets: BaccaratBet[] }
  /** Jacks or Better: coins of coinCents, and the positions the player held before the draw. */
  | { game: 'videopoker'; coins: number; coinCents: number; held: number[] };

/** A studio round, marked when it drew the progressive jackpot's trigger like the fruit slot's spin. */
export type StudioOutcome = StudioRound & { jackpot?: true };

export type GameOutcome =
  | SlotOutcome
  | StudioOutcome
  | RouletteOutcome
  | BlackjackSummary
  | BaccaratOutcome
  | VideoPokerOutcome;

/** Everything needed to recompute a round; serverSeed is null until the pair is rotated. */
export type RoundReceipt = GameInput & {
  roundId: string;
  serverSeedHash: string;
  serverSeed: string | null;
  clientSeed: string;
  nonce: number;
  outcome: GameOutcome;
};

export function summarizeBlackjack(state: BlackjackState): BlackjackSummary {
  return {
    dealer: state.dealer,
    hands: state.hands.map(({ cards, betCents, result, payoutCents }) => ({
      cards,
      betCents,
      result,
      payoutCents,
    })),
    payoutCents: state.payoutCents,
  };
}

/**
 * Plays a round from its random stream: the one function live play (FairRng, node:crypto) and the
 * player's verifier (Web Crypto, verifier.ts) both rely on.
 */
export function playRound(rng: GameRng, input: GameInput): GameOutcome {
  switch (input.game) {
    case 'slot': {
      const config = SLOT_CONFIGS[input.slotConfig];
      if (!config) throw new RangeError(`unknown slot config ${input.slotConfig}`);
      return spinSlot(rng, config, input.betCents, input.jackpotOdds);
    }
    case 'studio': {
      const slot = findStudioSlot(input.slot);
      if (!slot) throw new RangeError(`unknown studio slot ${input.slot}`);
      const round = playStudioRound(slot, rng, input.betCents, input.pickChoice);
      // drawn after the whole round, as the fruit slot draws it after its stops
      const odds = input.jackpotOdds;
      return odds !== undefined && rng.int(odds) === 0 ? { ...round, jackpot: true } : round;
    }
    case 'roulette':
      return spinRoulette(rng, input.bets, input.variant);
    case 'blackjack':
      return summarizeBlackjack(
        replayBlackjack(shuffleShoe(rng), input.betCents, input.actions, input.ruleSet),
      );
    case 'baccarat':
      return playBaccarat(rng, input.bets);
    case 'videopoker':
      return playVideoPoker(rng, input.coins, input.coinCents, input.held);
  }
}

/** JSON with sorted keys, so a receipt that went through a database (jsonb reorders keys) still compares. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}
