import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  type GameInput,
  type GameOutcome,
  playRound,
  type RoundReceipt,
  type StudioOutcome,
  summarizeBlackjack,
} from '../fairness/receipt';
import { FairRng } from '../fairness/rng';
import {
  commitmentOf,
  createSeedPair,
  isValidClientSeed,
  rotateSeedPair,
  type SeedPair,
} from '../fairness/seeds';
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
import { blackjackHouseEdge } from '../games/blackjack/houseEdge';
import { findHouseGame, type HouseGame } from '../games/catalogue';
import {
  exactBetReturn,
  isValidRouletteBet,
  layoutBetsOf,
  type RouletteBet,
  smallestChip,
} from '../games/roulette/engine';
import { SLOT_CONFIGS } from '../games/slot/configs';
import { isValidSlotBet, JACKPOT_ODDS, type SlotOutcome } from '../games/slot/engine';
import { theoreticalRtp } from '../games/slot/rtp';
import { isValidStudioBet } from '../games/slotStudio/play';
import { findStudioSlot } from '../games/slotStudio/slots/index';
import type { MessageKey } from '../http/i18n';
import { resolveLang } from '../http/i18n';
import { type LaunchClaims, verifyLaunchToken } from '../http/launchToken';
import { formatMoney, parseMoney } from '../money';
import type { HouseStore, RoundRecord, VendorSession, WalletCallRecord } from '../storage/store';
import type { WalletClient, WalletResult } from '../wallet/client';
import type { RouletteBetPosition, WalletCode } from '../wallet/protocol';
import { baccaratBets, baccaratStatedRtp } from './baccaratRound';
import { type StudioFacts, studioFacts } from './studioFacts';

/** Answers of the page API, in the casino's envelope vocabulary (error 0 ok, 1 input, 2 rule, -2 session, 9 busy). */
export type Result<T> =
  | { ok: true; data: T }
  | { ok: false; error: number; message: MessageKey; values?: Record<string, string | number> };

const ok = <T>(data: T): Result<T> => ({ ok: true, data });
const fail = (
  error: number,
  message: MessageKey,
  values?: Record<string, string | number>,
): Result<never> => ({
  ok: false,
  error,
  message,
  ...(values ? { values } : {}),
});

const REFUSALS: Partial<Record<WalletCode, { error: number; message: MessageKey }>> = {
  INSUFFICIENT_FUNDS: { error: 2, message: 'insufficientFunds' },
  SESSION_EXPIRED: { error: -2, message: 'sessionExpired' },
  UNKNOWN_SESSION: { error: -2, message: 'sessionInvalid' },
  PLAYER_BLOCKED: { error: 2, message: 'playerBlocked' },
  TABLE_LIMIT: { error: 2, message: 'tableLimit' },
};
const refusal = (code: WalletCode): Result<never> => {
  const known = REFUSALS[code];
  return known ? fail(known.error, known.message) : fail(2, 'casinoRefused', { code });
};
const BUSY = fail(9, 'casinoBusy');

export interface HouseVendorOptions {
  store: HouseStore;
  wallet: WalletClient;
  /** Secret of the launch tokens (the wallet calls have their own). */
  launchSecret: string;
  /** Demo balance of each play-for-fun session, cents. */
  funBalanceCents?: number;
  now?: () => Date;
  /** Where settlement trouble is reported (the host's Fastify logger fits). */
  log?: { warn(details: object, message: string): void };
  /** A real-money slot spin draws the jackpot trigger 1 in this many (JACKPOT_ODDS); tests lower it. */
  jackpotOdds?: number;
}

/**
 * Roulette: a straight bet over the 37 pockets (36/37; la partage lifts only the even-money bets, which
 * the French rules screen states); blackjack: the rule set played with basic strategy (houseEdge.ts).
 */
function tableRtp(game: HouseGame): string {
  if (game.engine === 'baccarat') return baccaratStatedRtp();
  if (game.engine === 'roulette')
    return exactBetReturn({ kind: 'straight', numbers: [17] }).percent.toFixed(3);
  return blackjackHouseEdge(game.blackjack ?? 'classic').rtpPercent.toFixed(3);
}

const statedRtps = new Map<string, string>();
function statedRtp(game: HouseGame): string {
  if (game.engine === 'studio') return studioFacts(game.studio!)!.rtp;
  if (game.engine !== 'slot') {
    if (!statedRtps.has(game.code)) statedRtps.set(game.code, tableRtp(game));
    return statedRtps.get(game.code)!;
  }
  const config = game.slotConfig!;
  // 10^5 symbol tuples a strip set: counted once per process
  if (!statedRtps.has(config))
    statedRtps.set(config, theoreticalRtp(SLOT_CONFIGS[config]!).percent.toFixed(3));
  return statedRtps.get(config)!;
}

export interface SessionState {
  game: Pick<HouseGame, 'code' | 'name' | 'engine' | 'minBetCents' | 'maxBetCents'> & {
    minBet: string;
    maxBet: string;
    /** The stated return to player, percent with three decimals (a slot's is exact, from its strips). */
    rtp: string;
    /** A studio slot's definition and exact figures; null for the other engines. */
    studio: StudioFacts | null;
    /** The table's rules: a roulette variant or a blackjack rule set; null for the slots. */
    ruleSet: string | null;
  };
  mode: 'real' | 'fun';
  /** The page's language (one of the casino's ten) and when this session began, for the session clock. */
  lang: string;
  startedAt: string;
  /** A stable, opaque name of the player (hash of the player key) for settings the page remembers. */
  playerTag: string;
  currency: string;
  balance: string | null;
  /** The progressive jackpot the game plays for, as the casino's balance answer gave it; null when none. */
  jackpot: string | null;
  seeds: ReturnType<typeof commitmentOf>;
  blackjack: (ReturnType<typeof blackjackView> & { roundId: string }) | null;
}

export type ReceiptView = RoundReceipt & {
  gameCode: string;
  bet: string;
  payout: string;
  createdAt: string;
};

/**
 * The vendor's game logic and its settlement with the casino, independent of HTTP. Rounds of one player
 * run one at a time (in this process) so that nonces and balances never race.
 */
export class HouseVendor {
  private readonly store: HouseStore;
  private readonly wallet: WalletClient;
  private readonly now: () => Date;
  private readonly funBalanceCents: number;
  private readonly queues = new Map<string, Promise<unknown>>();

  constructor(private readonly options: HouseVendorOptions) {
    this.store = options.store;
    this.wallet = options.wallet;
    this.now = options.now ?? (() => new Date());
    this.funBalanceCents = options.funBalanceCents ?? 100_000;
  }

  /** Opens a page session from a launch token; the returned id is the page's bearer secret. */
  async openSession(
    token: string,
  ): Promise<Result<{ sessionId: string; game: HouseGame; claims: LaunchClaims; lang: string }>> {
    const check = verifyLaunchToken(this.options.launchSecret, token, this.now());
    if (!check.ok) return fail(-2, 'linkInvalid');
    if (check.expired) return fail(-2, 'linkExpired');
    const game = findHouseGame(check.claims.gameCode);
    if (!game) return fail(3, 'gameUnavailable');
    const sessionId = randomBytes(32).toString('base64url');
    const idHash = hashSessionId(sessionId);
    const { claims } = check;
    const inserted = await this.store.insertSession({
      idHash,
      launchToken: token,
      launchJti: claims.jti,
      lang: resolveLang(claims.lang),
      memberId: claims.memberId,
      gameId: claims.gameId,
      gameCode: claims.gameCode,
      currency: claims.currency,
      mode: claims.mode,
      playerKey: claims.mode === 'real' ? `m:${claims.memberId}` : `f:${idHash}`,
      funBalanceCents: claims.mode === 'fun' ? this.funBalanceCents : null,
      expiresAt: new Date(claims.exp * 1000),
      createdAt: this.now(),
    });
    // single use, so that a launch URL copied from a log or a history cannot open a second table
    if (!inserted) return fail(-2, 'linkUsed');
    return ok({ sessionId, game, claims, lang: resolveLang(claims.lang) });
  }

  async findSession(sessionId: string | undefined): Promise<VendorSession | null> {
    if (!sessionId) return null;
    return this.store.findSession(hashSessionId(sessionId));
  }

  async state(session: VendorSession): Promise<Result<SessionState>> {
    const game = this.tableOf(session)!;
    return this.serialized(session.playerKey, async () => {
      const pair = await this.store.activeSeedPair(session.playerKey, () => createSeedPair());
      const open = await this.store.findOpenRound(session.playerKey, session.gameCode);
      const wallet = await this.walletState(session);
      return ok({
        game: {
          code: game.code,
          name: game.name,
          engine: game.engine,
          minBetCents: game.minBetCents,
          maxBetCents: game.maxBetCents,
          minBet: formatMoney(game.minBetCents),
          maxBet: formatMoney(game.maxBetCents),
          rtp: statedRtp(game),
          studio: game.studio === undefined ? null : studioFacts(game.studio),
          ruleSet:
            game.engine === 'roulette'
              ? (game.roulette ?? 'european')
              : game.engine === 'blackjack'
                ? (game.blackjack ?? 'classic')
                : null,
        },
        mode: session.mode,
        lang: session.lang,
        startedAt: session.createdAt.toISOString(),
        playerTag: createHash('sha256').update(session.playerKey).digest('hex').slice(0, 16),
        currency: session.currency,
        balance: wallet.balance,
        jackpot: wallet.jackpot,
        seeds: commitmentOf(pair),
        blackjack: open?.state ? { roundId: open.id, ...blackjackView(open.state) } : null,
      });
    });
  }

  async slotSpin(session: VendorSession, bet: string) {
    const game = this.gameOf(session, 'slot');
    const betCents = parseMoney(bet);
    if (!game || betCents === null || !isValidSlotBet(betCents) || !withinLimits(game, betCents)) {
      return fail(1, 'slotBet');
    }
    // Fun play has no wallet and so no jackpot (spec: no free rounds on jackpot games).
    const input: GameInput = {
      game: 'slot',
      slotConfig: game.slotConfig!,
      betCents,
      ...(session.mode === 'real' ? { jackpotOdds: this.options.jackpotOdds ?? JACKPOT_ODDS } : {}),
    };
    return this.playSingleDraw(session, input, betCents);
  }

  /** A studio slot's round: `pick` is the chest the player chose for a dig this spin may open. */
  async studioSpin(session: VendorSession, bet: string, pick = 0) {
    const game = this.gameOf(session, 'studio');
    const slot = game?.studio === undefined ? undefined : findStudioSlot(game.studio);
    const betCents = parseMoney(bet);
    if (
      !game ||
      !slot ||
      betCents === null ||
      !isValidStudioBet(slot, betCents) ||
      !withinLimits(game, betCents)
    ) {
      return fail(1, 'slotBet');
    }
    const pickChoice = Number.isSafeInteger(pick) ? Math.min(Math.max(pick, 0), 99) : 0;
    const input: GameInput = {
      game: 'studio',
      slot: slot.id,
      betCents,
      pickChoice,
      ...(session.mode === 'real' ? { jackpotOdds: this.options.jackpotOdds ?? JACKPOT_ODDS } : {}),
    };
    return this.playSingleDraw(session, input, betCents);
  }

  async rouletteSpin(
    session: VendorSession,
    bets: { kind: string; numbers?: number[]; index?: number; amount: string }[],
  ) {
    const game = this.gameOf(session, 'roulette');
    if (!game || !Array.isArray(bets) || bets.length === 0 || bets.length > 100) {
      return fail(1, 'rouletteNoBets');
    }
    const variant = game.roulette ?? 'european';
    const parsed: RouletteBet[] = [];
    for (const bet of bets) {
      const amountCents = typeof bet?.amount === 'string' ? parseMoney(bet.amount) : null;
      const candidate = {
        kind: bet?.kind,
        numbers: bet?.numbers,
        index: bet?.index,
        amountCents,
      } as RouletteBet;
      // a chip's own minimum is the wheel's; the tile's limits bound the round's whole layout
      const chipMin = findHouseGame(session.gameCode)!.minBetCents;
      if (
        amountCents === null ||
        !isValidRouletteBet(candidate, variant) ||
        smallestChip(candidate) < chipMin
      ) {
        return fail(1, 'rouletteBadBet', { min: formatMoney(chipMin) });
      }
      parsed.push(candidate);
    }
    const total = parsed.reduce((sum, bet) => sum + bet.amountCents, 0);
    if (total > game.maxBetCents) return fail(1, 'rouletteMax', { max: formatMoney(game.maxBetCents) });
    if (total < game.minBetCents) return fail(1, 'rouletteMin', { min: formatMoney(game.minBetCents) });
    const input: GameInput = {
      game: 'roulette',
      bets: parsed,
      ...(variant === 'european' ? {} : { variant }),
    };
    return this.playSingleDraw(session, input, total);
  }

  /** Baccarat: the bets on player, banker and tie, one coup (baccaratRound.ts checks them). */
  async baccaratDeal(session: VendorSession, bets: unknown) {
    const game = this.gameOf(session, 'baccarat');
    const checked = game ? baccaratBets(game, bets) : null;
    if (!checked?.ok) return fail(1, checked?.message ?? 'baccaratBet', checked?.values);
    return this.playSingleDraw(session, checked.input, checked.betCents);
  }

  /** Slot, roulette and baccarat: one bet, one draw, one win. */
  private playSingleDraw(session: VendorSession, input: GameInput, betCents: number) {
    return this.serialized(session.playerKey, async () => {
      const started = await this.startRound(session, input, betCents);
      if (!started.ok) return started;
      const { round, pair } = started.data;
      let outcome: GameOutcome;
      try {
        outcome = playRound(new FairRng(pair.serverSeed, pair.clientSeed, round.nonce), input);
      } catch {
        return this.voidRound(session, round);
      }
      round.outcome = outcome;
      round.payoutCents = outcome.payoutCents;
      let balance = await this.finishRound(session, round);
      let jackpot: string | null = null;
      if ((outcome as SlotOutcome | StudioOutcome).jackpot) {
        const claimed = await this.claimJackpot(session, round);
        jackpot = claimed.amount;
        balance = claimed.balance ?? balance;
      }
      return ok({
        roundId: round.id,
        outcome,
        balance,
        jackpot,
        seeds: commitmentOf({ ...pair, nonce: round.nonce + 1 }),
      });
    });
  }

  async blackjackDeal(session: VendorSession, bet: string) {
    const game = this.gameOf(session, 'blackjack');
    const betCents = parseMoney(bet);
    if (!game || betCents === null || !isValidBlackjackBet(betCents) || !withinLimits(game, betCents)) {
      const limits = this.tableOf(session);
      return fail(
        1,
        'blackjackBet',
        limits ? { min: formatMoney(limits.minBetCents), max: formatMoney(limits.maxBetCents) } : {},
      );
    }
    return this.serialized(session.playerKey, async () => {
      if (await this.store.findOpenRound(session.playerKey, session.gameCode)) {
        return fail(2, 'handInPlay');
      }
      const ruleSet = game.blackjack ?? 'classic';
      const input: GameInput = {
        game: 'blackjack',
        betCents,
        actions: [],
        ...(ruleSet === 'classic' ? {} : { ruleSet }),
      };
      const started = await this.startRound(session, input, betCents);
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
        return this.voidRound(session, round);
      }
      return this.advanceBlackjack(session, round, state);
    });
  }

  async blackjackAction(session: VendorSession, roundId: string, action: string) {
    return this.serialized(session.playerKey, async () => {
      const round = await this.store.findRound(roundId);
      if (!round || round.playerKey !== session.playerKey || round.status !== 'open' || !round.state) {
        return fail(3, 'noHand');
      }
      if (!legalActions(round.state).includes(action as BlackjackAction)) {
        return fail(1, 'actionNotAllowed');
      }
      const move = action as BlackjackAction;
      const extra = additionalStake(round.state, move);
      if (extra > 0) {
        // a fresh id each try: a refused double may be tried again after a deposit
        const staked = await this.stake(
          session,
          round.id,
          extra,
          `${move}-${randomBytes(6).toString('hex')}`,
        );
        if (!staked.ok) return staked;
        round.betCents += extra;
      }
      const state = applyAction(round.state, move);
      (round.input as Extract<GameInput, { game: 'blackjack' }>).actions = state.actions;
      return this.advanceBlackjack(session, round, state);
    });
  }

  private async advanceBlackjack(session: VendorSession, round: RoundRecord, state: BlackjackState) {
    round.state = state;
    let balance: string | null;
    if (state.phase === 'settled') {
      round.outcome = summarizeBlackjack(state);
      round.payoutCents = state.payoutCents;
      balance = await this.finishRound(session, round);
    } else {
      await this.store.updateRound(round);
      balance = await this.balance(session);
    }
    const pair = await this.store.activeSeedPair(session.playerKey, () => createSeedPair());
    return ok({
      roundId: round.id,
      blackjack: { roundId: round.id, ...blackjackView(state) },
      balance,
      seeds: commitmentOf(pair),
    });
  }

  /**
   * Takes the stake, then claims the next nonce of the player's pair as the round is stored open; nothing
   * is drawn before the casino has accepted the bet, and the pair is read only under its lock (a rotation
   * during the bet means the round simply plays under the new pair).
   */
  private async startRound(
    session: VendorSession,
    input: GameInput,
    betCents: number,
  ): Promise<Result<{ round: RoundRecord; pair: SeedPair }>> {
    if (session.expiresAt.getTime() <= this.now().getTime()) return refusal('SESSION_EXPIRED');
    const id = randomUUID();
    const staked = await this.stake(session, id, betCents, 'bet-1', positionsOf(input));
    if (!staked.ok) return staked;
    const opened = await this.store.openRound(
      {
        id,
        sessionIdHash: session.idHash,
        playerKey: session.playerKey,
        gameCode: session.gameCode,
        mode: session.mode,
        currency: session.currency,
        input,
        outcome: null,
        state: null,
        status: 'open',
        betCents,
        payoutCents: 0,
        createdAt: this.now(),
      },
      () => createSeedPair(),
    );
    await this.settledCall(`${id}-bet-1`);
    return ok(opened);
  }

  private async stake(
    session: VendorSession,
    roundId: string,
    cents: number,
    suffix: string,
    positions?: RouletteBetPosition[],
  ): Promise<Result<null>> {
    if (session.mode === 'fun') {
      const current = (await this.store.findSession(session.idHash))?.funBalanceCents ?? 0;
      if (current < cents) return refusal('INSUFFICIENT_FUNDS');
      await this.store.setFunBalance(session.idHash, current - cents);
      return ok(null);
    }
    const request = {
      transactionId: `${roundId}-${suffix}`,
      sessionToken: session.launchToken,
      gameId: session.gameId,
      roundId,
      amount: formatMoney(cents),
      currency: session.currency,
      ...(positions === undefined ? {} : { rouletteBets: positions }),
    };
    await this.sending(request.transactionId, roundId, 'bet', cents, request);
    const result = await this.wallet.bet(request);
    // A round's first stake stays pending until its round is stored (startRound): a vendor that dies in
    // between leaves a pending bet, which the recovery pass rolls back.
    if (result.kind !== 'ok' || suffix !== 'bet-1') {
      await this.record(request.transactionId, roundId, 'bet', cents, JSON.stringify(request), result);
    }
    if (result.kind === 'ok') return ok(null);
    if (result.kind === 'refused') return refusal(result.code);
    // The casino may or may not have taken the money: cancel the bet so the player is whole either way.
    const rollback = {
      transactionId: `${request.transactionId}-rollback`,
      sessionToken: session.launchToken,
      gameId: session.gameId,
      roundId,
      referenceTransactionId: request.transactionId,
      amount: request.amount,
      currency: session.currency,
    };
    await this.sending(rollback.transactionId, roundId, 'rollback', cents, rollback);
    const undone = await this.wallet.rollback(rollback);
    await this.record(rollback.transactionId, roundId, 'rollback', cents, JSON.stringify(rollback), undone);
    return BUSY;
  }

  /** Pays the round (a 0.00 win closes a lost round at the casino) and answers the balance after it. */
  private async finishRound(session: VendorSession, round: RoundRecord): Promise<string | null> {
    if (session.mode === 'fun') {
      const current = (await this.store.findSession(session.idHash))?.funBalanceCents ?? 0;
      await this.store.setFunBalance(session.idHash, current + round.payoutCents);
      round.status = 'settled';
      await this.store.updateRound(round);
      return formatMoney(current + round.payoutCents);
    }
    const request = {
      transactionId: `${round.id}-win`,
      sessionToken: session.launchToken,
      gameId: session.gameId,
      roundId: round.id,
      amount: formatMoney(round.payoutCents),
      currency: session.currency,
    };
    await this.sending(request.transactionId, round.id, 'win', round.payoutCents, request);
    round.status = 'settling';
    await this.store.updateRound(round);
    const result = await this.wallet.win(request);
    await this.record(
      request.transactionId,
      round.id,
      'win',
      round.payoutCents,
      JSON.stringify(request),
      result,
    );
    if (result.kind === 'ok') {
      round.status = 'settled';
      await this.store.updateRound(round);
      return result.data.balance ?? null;
    }
    // Unanswered wins stay pending and are resent with the same id by retryPendingWalletCalls.
    return null;
  }

  /**
   * Asks the casino for the jackpot after the round's win, once the round is closed there: the casino
   * decides whether the round may win the pool and pays it. Kept as pending before it is sent and resent
   * with the same id until answered, like a win; answers the amount paid, '0.00' when nothing.
   */
  private async claimJackpot(
    session: VendorSession,
    round: RoundRecord,
  ): Promise<{ amount: string | null; balance: string | null }> {
    const request = {
      transactionId: `${round.id}-jackpot`,
      sessionToken: session.launchToken,
      gameId: session.gameId,
      roundId: round.id,
      currency: session.currency,
    };
    await this.sending(request.transactionId, round.id, 'jackpot', 0, request);
    const result = await this.wallet.jackpot(request);
    await this.record(request.transactionId, round.id, 'jackpot', 0, JSON.stringify(request), result);
    if (result.kind !== 'ok') return { amount: null, balance: null };
    return { amount: result.data.amount ?? null, balance: result.data.balance ?? null };
  }

  private async voidRound(session: VendorSession, round: RoundRecord): Promise<Result<never>> {
    round.status = 'void';
    await this.store.updateRound(round);
    if (session.mode === 'fun') {
      const current = (await this.store.findSession(session.idHash))?.funBalanceCents ?? 0;
      await this.store.setFunBalance(session.idHash, current + round.betCents);
      return fail(9, 'roundVoid');
    }
    const request = {
      transactionId: `${round.id}-bet-1-rollback`,
      sessionToken: session.launchToken,
      gameId: session.gameId,
      roundId: round.id,
      referenceTransactionId: `${round.id}-bet-1`,
      amount: formatMoney(round.betCents),
      currency: session.currency,
    };
    await this.sending(request.transactionId, round.id, 'rollback', round.betCents, request);
    const result = await this.wallet.rollback(request);
    await this.record(
      request.transactionId,
      round.id,
      'rollback',
      round.betCents,
      JSON.stringify(request),
      result,
    );
    return fail(9, 'roundVoid');
  }

  /**
   * Stores a wallet call as pending before it is sent, so a vendor that dies before the answer finds it
   * at its next recovery pass (retryPendingWalletCalls).
   */
  private async sending(
    transactionId: string,
    roundId: string,
    operation: WalletCallRecord['operation'],
    amountCents: number,
    request: object,
  ): Promise<void> {
    await this.store.saveWalletCall({
      transactionId,
      roundId,
      operation,
      amountCents,
      body: JSON.stringify(request),
      status: 'pending',
      code: null,
      updatedAt: this.now(),
    });
  }

  /** Marks a call the casino answered OK (a round's first stake, once its round is stored). */
  private async settledCall(transactionId: string): Promise<void> {
    const call = await this.store.findWalletCall(transactionId);
    if (call) await this.store.saveWalletCall({ ...call, status: 'ok', code: 'OK', updatedAt: this.now() });
  }

  private async record(
    transactionId: string,
    roundId: string,
    operation: WalletCallRecord['operation'],
    amountCents: number,
    body: string,
    result: WalletResult,
  ): Promise<void> {
    await this.store.saveWalletCall({
      transactionId,
      roundId,
      operation,
      amountCents,
      body,
      // an unanswered bet is not retried (it was rolled back), so it is closed rather than pending
      status:
        result.kind === 'ok'
          ? 'ok'
          : result.kind === 'refused' || operation === 'bet'
            ? 'refused'
            : 'pending',
      code: result.kind === 'unreachable' ? null : result.kind === 'ok' ? 'OK' : result.code,
      updatedAt: this.now(),
    });
    // a refused bet is ordinary play (insufficient balance); anything else not OK needs an operator's eye
    if (result.kind === 'unreachable' || (result.kind === 'refused' && operation !== 'bet')) {
      this.options.log?.warn(
        {
          transactionId,
          roundId,
          operation,
          outcome: result.kind === 'refused' ? result.code : result.reason,
        },
        'house vendor wallet call not settled',
      );
    }
  }

  /**
   * Finishes blackjack hands left open longer than `maxAgeMs` by standing on every remaining hand, so the
   * casino's round is closed with its win (accepted even after the launch token has expired).
   */
  async settleAbandonedRounds(maxAgeMs: number, limit = 100): Promise<number> {
    const rounds = await this.store.listOpenRoundsBefore(new Date(this.now().getTime() - maxAgeMs), limit);
    let settled = 0;
    for (const stale of rounds) {
      const session = await this.store.findSession(stale.sessionIdHash);
      if (!session) continue;
      await this.serialized(session.playerKey, async () => {
        const round = await this.store.findRound(stale.id);
        if (!round || round.status !== 'open') return;
        // A slot or roulette round is played within its request: one still open was interrupted (the
        // vendor died after the bet), so its stake is given back.
        if (!round.state) {
          await this.voidRound(session, round);
          settled += 1;
          return;
        }
        let state = round.state;
        while (state.phase === 'player') state = applyAction(state, 'stand');
        (round.input as Extract<GameInput, { game: 'blackjack' }>).actions = state.actions;
        round.state = state;
        round.outcome = summarizeBlackjack(state);
        round.payoutCents = state.payoutCents;
        await this.finishRound(session, round);
        settled += 1;
      });
    }
    return settled;
  }

  /**
   * Resends unanswered wins and rollbacks with their original transaction ids and bodies. A bet still
   * pending a minute after it was sent was interrupted (a bet's answer takes seconds at most): its round
   * was stored, so it was taken, or it is rolled back so the player is whole either way.
   */
  async retryPendingWalletCalls(limit = 100, interruptedBetMs = 60_000): Promise<number> {
    const pending = await this.store.listPendingWalletCalls(limit);
    let settled = 0;
    for (const call of pending) {
      if (call.operation === 'bet') {
        if (this.now().getTime() - call.updatedAt.getTime() < interruptedBetMs) continue;
        if (await this.store.findRound(call.roundId)) {
          await this.settledCall(call.transactionId);
        } else {
          const bet = JSON.parse(call.body) as { transactionId: string; amount: string } & Record<
            string,
            unknown
          >;
          const { transactionId: _bet, rouletteBets: _positions, ...rest } = bet;
          const rollback = {
            ...rest,
            transactionId: `${bet.transactionId}-rollback`,
            referenceTransactionId: bet.transactionId,
          };
          await this.sending(rollback.transactionId, call.roundId, 'rollback', call.amountCents, rollback);
          const undone = await this.wallet.rollback(rollback as never);
          await this.record(
            rollback.transactionId,
            call.roundId,
            'rollback',
            call.amountCents,
            JSON.stringify(rollback),
            undone,
          );
          await this.store.saveWalletCall({ ...call, status: 'refused', updatedAt: this.now() });
        }
        settled += 1;
        continue;
      }
      const result = await this.wallet.call(call.operation, JSON.parse(call.body));
      if (result.kind === 'unreachable') continue;
      await this.record(
        call.transactionId,
        call.roundId,
        call.operation,
        call.amountCents,
        call.body,
        result,
      );
      const round = await this.store.findRound(call.roundId);
      // A win stored as pending before its round was marked settling leaves the round open.
      const unsettled = round?.status === 'settling' || round?.status === 'open';
      if (round && call.operation === 'win' && result.kind === 'ok' && unsettled) {
        round.status = 'settled';
        await this.store.updateRound(round);
      }
      settled += 1;
    }
    return settled;
  }

  /**
   * Ends the seed pair (its server seed becomes public) and activates the committed next server seed with
   * the player's client seed. `nextServerSeedHash` is the commitment the player saw when choosing it: a
   * rotation from another tab meanwhile changed it, and the player must see the new one first.
   */
  async rotateSeeds(session: VendorSession, nextServerSeedHash: string, clientSeed?: string) {
    if (clientSeed !== undefined && !isValidClientSeed(clientSeed)) {
      return fail(1, 'clientSeed');
    }
    return this.serialized(session.playerKey, async () => {
      const rotated = await this.store.rotateSeedPair<Result<never>>(
        session.playerKey,
        () => createSeedPair(),
        (current, roundOpen) => {
          // the pair is the player's in every game: revealing it while any round of theirs is open (a
          // blackjack hand in another tab) would reveal the rest of that round's shoe
          if (roundOpen) return { refused: fail(2, 'roundInPlay') };
          if (current.nextServerSeedHash !== nextServerSeedHash) return { refused: fail(2, 'seedsChanged') };
          return { next: rotateSeedPair(current, clientSeed ?? current.clientSeed).next };
        },
      );
      if ('refused' in rotated) return rotated.refused;
      const { revealed, next } = rotated;
      return ok({
        revealed: {
          serverSeed: revealed.serverSeed,
          serverSeedHash: revealed.serverSeedHash,
          clientSeed: revealed.clientSeed,
          rounds: revealed.nonce,
        },
        seeds: commitmentOf(next),
      });
    });
  }

  async receipts(session: VendorSession, limit = 50): Promise<Result<ReceiptView[]>> {
    const rounds = await this.store.listRounds(session.playerKey, limit);
    const views: ReceiptView[] = [];
    for (const round of rounds) {
      const receipt: RoundReceipt = {
        ...round.input,
        roundId: round.id,
        serverSeedHash: round.serverSeedHash,
        serverSeed: await this.store.revealedSeed(round.serverSeedHash),
        clientSeed: round.clientSeed,
        nonce: round.nonce,
        outcome: round.outcome!,
      };
      views.push({
        ...receipt,
        gameCode: round.gameCode,
        bet: formatMoney(round.betCents),
        payout: formatMoney(round.payoutCents),
        // no verdict here: the player's page checks the receipt itself (fairness/verifier.ts)
        createdAt: round.createdAt.toISOString(),
      });
    }
    return ok(views);
  }

  private async balance(session: VendorSession): Promise<string | null> {
    return (await this.walletState(session)).balance;
  }

  private async walletState(
    session: VendorSession,
  ): Promise<{ balance: string | null; jackpot: string | null }> {
    if (session.mode === 'fun') {
      const current = await this.store.findSession(session.idHash);
      return { balance: formatMoney(current?.funBalanceCents ?? 0), jackpot: null };
    }
    const result = await this.wallet.balance({ sessionToken: session.launchToken, gameId: session.gameId });
    if (result.kind !== 'ok') return { balance: null, jackpot: null };
    return { balance: result.data.balance ?? null, jackpot: result.data.jackpot ?? null };
  }

  private gameOf(session: VendorSession, engine: HouseGame['engine']): HouseGame | null {
    const game = this.tableOf(session);
    return game?.engine === engine ? game : null;
  }

  /**
   * The session's house game with its limits narrowed to the catalogue tile's, which the signed launch
   * carries: a "Low Stakes" tile plays on the same house game as its "High Roller" sibling.
   */
  private tableOf(session: VendorSession): HouseGame | undefined {
    const game = findHouseGame(session.gameCode);
    if (!game) return undefined;
    const check = verifyLaunchToken(this.options.launchSecret, session.launchToken, this.now());
    const claims = check.ok ? check.claims : undefined;
    const min = claims?.minBet === undefined ? null : parseMoney(claims.minBet);
    const max = claims?.maxBet === undefined ? null : parseMoney(claims.maxBet);
    return {
      ...game,
      minBetCents: Math.max(game.minBetCents, min ?? 0),
      maxBetCents: Math.min(game.maxBetCents, max ?? game.maxBetCents),
    };
  }

  /** Runs one player's operations one after another. */
  private serialized<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.queues.get(key) ?? Promise.resolve();
    const run = previous.then(task, task);
    const settled = run.catch(() => undefined);
    this.queues.set(key, settled);
    void settled.then(() => {
      if (this.queues.get(key) === settled) this.queues.delete(key);
    });
    return run;
  }
}

function hashSessionId(sessionId: string): string {
  return createHash('sha256').update(sessionId).digest('hex');
}

function withinLimits(game: HouseGame, cents: number): boolean {
  return cents >= game.minBetCents && cents <= game.maxBetCents;
}

/**
 * A roulette round's positions for its bet call: the casino counts opposite even-money stakes as
 * hedges, which a bare amount cannot show (PROTOCOL.md §2). A called bet goes as the chips it puts on
 * the layout, the positions the protocol knows.
 */
function positionsOf(input: GameInput): RouletteBetPosition[] | undefined {
  if (input.game !== 'roulette') return undefined;
  return input.bets
    .flatMap((bet) => layoutBetsOf(bet)!)
    .map((bet) => ({
      kind: bet.kind,
      ...(bet.numbers === undefined ? {} : { numbers: bet.numbers }),
      ...(bet.index === undefined ? {} : { index: bet.index }),
      amount: formatMoney(bet.amountCents),
    }));
}
