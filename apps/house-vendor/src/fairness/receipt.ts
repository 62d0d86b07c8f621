import {
  type BlackjackAction,
  type BlackjackState,
  replayBlackjack,
  shuffleShoe,
} from '../games/blackjack/engine';
import { type RouletteBet, type RouletteOutcome, spinRoulette } from '../games/roulette/engine';
import { SLOT_CONFIGS } from '../games/slot/configs';
import { type SlotOutcome, spinSlot } from '../games/slot/engine';
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
  | { game: 'roulette'; bets: RouletteBet[] }
  | { game: 'blackjack'; betCents: number; actions: BlackjackAction[] };

export type GameOutcome = SlotOutcome | RouletteOutcome | BlackjackSummary;

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
    case 'roulette':
      return spinRoulette(rng, input.bets);
    case 'blackjack':
      return summarizeBlackjack(replayBlackjack(shuffleShoe(rng), input.betCents, input.actions));
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
