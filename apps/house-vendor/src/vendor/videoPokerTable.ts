import type { GameInput } from '../fairness/receipt';
import { FairRng } from '../fairness/rng';
import { commitmentOf, createSeedPair, type SeedPair } from '../fairness/seeds';
import type { HouseGame } from '../games/catalogue';
import { coinLadder } from '../games/stakes';
import {
  COIN_CENTS,
  dealVideoPoker,
  drawVideoPoker,
  isValidHold,
  isValidStake,
  MAX_COINS,
  type VideoPokerOutcome,
  type VideoPokerState,
} from '../games/videopoker/engine';
import { exponentOf, formatMoney, parseMoney } from '../money';
import type { HouseStore, RoundRecord, VendorSession } from '../storage/store';
import { withinLimits } from './bets';
import { fail, ok, type Result } from './results';
import type { CasinoSettlement } from './settlement';

/** What the table borrows from the vendor: its store, its settlement, its round opening and its queue. */
export interface RoundKit {
  store: HouseStore;
  settlement: CasinoSettlement;
  startRound(
    session: VendorSession,
    input: GameInput,
    betCents: number,
  ): Promise<Result<{ round: RoundRecord; pair: SeedPair }>>;
  serialized<T>(key: string, task: () => Promise<T>): Promise<T>;
}

/** What the page sees of a hand: the five dealt cards while it holds, the draw once settled. */
export interface VideoPokerView {
  roundId: string;
  phase: 'hold' | 'settled';
  dealt: number[];
  coins: number;
  coinCents: number;
  betCents: number;
  outcome: VideoPokerOutcome | null;
}

type VideoPokerInput = Extract<GameInput, { game: 'videopoker' }>;

export const isVideoPokerState = (state: RoundRecord['state']): state is VideoPokerState =>
  state !== null && 'game' in state && state.game === 'videopoker';

export function videoPokerView(round: RoundRecord, state: VideoPokerState): VideoPokerView {
  const outcome = (round.outcome as VideoPokerOutcome | null) ?? null;
  return {
    roundId: round.id,
    phase: outcome ? 'settled' : 'hold',
    dealt: state.cards.slice(0, 5),
    coins: state.coins,
    coinCents: state.coinCents,
    betCents: state.coins * state.coinCents,
    outcome,
  };
}

/**
 * Jacks or Better over two calls, kept open between them as a blackjack hand is: the deal takes the
 * whole stake at the casino (one bet), the draw settles it (one win, 0.00 for nothing). The deck's
 * first ten cards are the round's state, stored with it so a reload resumes the hand where it was.
 */
export class VideoPokerTable {
  constructor(private readonly kit: RoundKit) {}

  /** `coins` 1 to 5 of `coinValue` (one of the table's coin values), within the tile's limits. */
  deal(session: VendorSession, game: HouseGame | null, coins: number, coinValue: string) {
    const exponent = exponentOf(session.currency);
    const coinCents = parseMoney(coinValue, exponent);
    if (
      !game ||
      coinCents === null ||
      !coinLadder(COIN_CENTS, game, MAX_COINS).includes(coinCents) ||
      !isValidStake(coins, coinCents) ||
      !withinLimits(game, coins * coinCents)
    ) {
      const limits: Record<string, string> = game
        ? { min: formatMoney(game.minBetCents, exponent), max: formatMoney(game.maxBetCents, exponent) }
        : {};
      return Promise.resolve(fail(1, 'videoPokerBet', limits));
    }
    return this.kit.serialized(session.playerKey, async () => {
      if (await this.kit.store.findOpenRound(session.playerKey, session.gameCode)) {
        return fail(2, 'handInPlay');
      }
      const input: VideoPokerInput = { game: 'videopoker', coins, coinCents, held: [] };
      const started = await this.kit.startRound(session, input, coins * coinCents);
      if (!started.ok) return started;
      const { round, pair } = started.data;
      const state = dealVideoPoker(
        new FairRng(pair.serverSeed, pair.clientSeed, round.nonce),
        coins,
        coinCents,
      );
      round.state = state;
      await this.kit.store.updateRound(round);
      return ok({
        roundId: round.id,
        videoPoker: videoPokerView(round, state),
        balance: await this.kit.settlement.balance(session),
        seeds: commitmentOf(pair),
      });
    });
  }

  /** The draw of an open hand: `held` the positions kept (0..4, ascending), the others replaced. */
  draw(session: VendorSession, roundId: string, held: number[]) {
    return this.kit.serialized(session.playerKey, async () => {
      const round = await this.kit.store.findRound(roundId);
      if (
        !round ||
        round.playerKey !== session.playerKey ||
        round.status !== 'open' ||
        !isVideoPokerState(round.state)
      ) {
        return fail(3, 'noHand');
      }
      if (!isValidHold(held)) return fail(1, 'videoPokerHold');
      const balance = await this.settle(session, round, round.state, held);
      const pair = await this.kit.store.activeSeedPair(session.playerKey, () => createSeedPair());
      return ok({
        roundId: round.id,
        videoPoker: videoPokerView(round, round.state),
        balance,
        seeds: commitmentOf(pair),
      });
    });
  }

  /**
   * Draws and pays the hand (the caller holds the player's queue). A hand walked away from is settled
   * by the vendor holding all five cards as dealt, as a blackjack hand left open stands.
   */
  async settle(session: VendorSession, round: RoundRecord, state: VideoPokerState, held = [0, 1, 2, 3, 4]) {
    const outcome = drawVideoPoker(state, held);
    (round.input as VideoPokerInput).held = outcome.held;
    round.outcome = outcome;
    round.payoutCents = outcome.payoutCents;
    return this.kit.settlement.finishRound(session, round);
  }
}
