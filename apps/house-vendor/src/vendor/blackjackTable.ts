import { randomBytes } from 'node:crypto';
import { type GameInput, summarizeBlackjack } from '../fairness/receipt';
import { FairRng } from '../fairness/rng';
import { commitmentOf, createSeedPair } from '../fairness/seeds';
import {
  additionalStake,
  applyAction,
  type BlackjackAction,
  type BlackjackState,
  blackjackView,
  dealBlackjack,
  isValidBlackjackBet,
  legalActions,
  shuffleShoe,
} from '../games/blackjack/engine';
import type { HouseGame } from '../games/catalogue';
import { exponentOf, formatMoney, parseMoney } from '../money';
import type { RoundRecord, VendorSession } from '../storage/store';
import { withinLimits } from './bets';
import { fail, ok } from './results';
import { isVideoPokerState, type RoundKit } from './videoPokerTable';

type BlackjackInput = Extract<GameInput, { game: 'blackjack' }>;

/** Blackjack's hands: the deal takes the stake, each decision may add one (double, split), until settled. */
export class BlackjackTable {
  constructor(private readonly kit: RoundKit) {}

  /** `game` is the session's blackjack table, `limits` whatever table the session has (for the refusal). */
  async deal(session: VendorSession, game: HouseGame | null, limits: HouseGame | undefined, bet: string) {
    const exponent = exponentOf(session.currency);
    const betCents = parseMoney(bet, exponent);
    if (!game || betCents === null || !isValidBlackjackBet(betCents) || !withinLimits(game, betCents)) {
      return fail(
        1,
        'blackjackBet',
        limits
          ? { min: formatMoney(limits.minBetCents, exponent), max: formatMoney(limits.maxBetCents, exponent) }
          : {},
      );
    }
    return this.kit.serialized(session.playerKey, async () => {
      if (await this.kit.store.findOpenRound(session.playerKey, session.gameCode)) {
        return fail(2, 'handInPlay');
      }
      const ruleSet = game.blackjack ?? 'classic';
      const input: GameInput = {
        game: 'blackjack',
        betCents,
        actions: [],
        ...(ruleSet === 'classic' ? {} : { ruleSet }),
      };
      const started = await this.kit.startRound(session, input, betCents);
      if (!started.ok) return started;
      const { round, pair } = started.data;
      let state: BlackjackState;
      try {
        state = dealBlackjack(
          shuffleShoe(new FairRng(pair.serverSeed, pair.clientSeed, round.nonce)),
          betCents,
          ruleSet,
        );
      } catch {
        return this.kit.settlement.voidRound(session, round);
      }
      return this.advance(session, round, state);
    });
  }

  async act(session: VendorSession, roundId: string, action: string) {
    return this.kit.serialized(session.playerKey, async () => {
      const round = await this.kit.store.findRound(roundId);
      if (
        !round ||
        round.playerKey !== session.playerKey ||
        round.status !== 'open' ||
        !round.state ||
        isVideoPokerState(round.state)
      ) {
        return fail(3, 'noHand');
      }
      if (!legalActions(round.state).includes(action as BlackjackAction)) {
        return fail(1, 'actionNotAllowed');
      }
      const move = action as BlackjackAction;
      const extra = additionalStake(round.state, move);
      if (extra > 0) {
        // a fresh id each try: a refused double may be tried again after a deposit
        const staked = await this.kit.settlement.stake(
          session,
          round.id,
          extra,
          `${move}-${randomBytes(6).toString('hex')}`,
        );
        if (!staked.ok) return staked;
        round.betCents += extra;
      }
      const state = applyAction(round.state, move);
      (round.input as BlackjackInput).actions = state.actions;
      return this.advance(session, round, state);
    });
  }

  /** A hand left open: every remaining hand stands, and the round closes with its win. */
  async standAll(session: VendorSession, round: RoundRecord, open: BlackjackState): Promise<void> {
    let state = open;
    while (state.phase === 'player') state = applyAction(state, 'stand');
    (round.input as BlackjackInput).actions = state.actions;
    round.state = state;
    round.outcome = summarizeBlackjack(state);
    round.payoutCents = state.payoutCents;
    await this.kit.settlement.finishRound(session, round);
  }

  private async advance(session: VendorSession, round: RoundRecord, state: BlackjackState) {
    round.state = state;
    let balance: string | null;
    if (state.phase === 'settled') {
      round.outcome = summarizeBlackjack(state);
      round.payoutCents = state.payoutCents;
      balance = await this.kit.settlement.finishRound(session, round);
    } else {
      await this.kit.store.updateRound(round);
      balance = await this.kit.settlement.balance(session);
    }
    const pair = await this.kit.store.activeSeedPair(session.playerKey, () => createSeedPair());
    return ok({
      roundId: round.id,
      blackjack: { roundId: round.id, ...blackjackView(state) },
      balance,
      seeds: commitmentOf(pair),
    });
  }
}
