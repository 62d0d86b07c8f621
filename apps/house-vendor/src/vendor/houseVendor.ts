import { createHash, randomUUID } from 'node:crypto';
import { type GameInput, type GameOutcome, playRound, type StudioOutcome } from '../fairness/receipt';
import { FairRng } from '../fairness/rng';
import { commitmentOf, createSeedPair, isValidClientSeed, type SeedPair } from '../fairness/seeds';
import { blackjackView } from '../games/blackjack/engine';
import type { HouseGame } from '../games/catalogue';
import { JACKPOT_ODDS, type SlotOutcome } from '../games/slot/engine';
import { exponentOf } from '../money';
import type { HouseStore, RoundRecord, VendorSession } from '../storage/store';
import type { WalletClient } from '../wallet/client';
import { baccaratBets } from './baccaratRound';
import { type PageRouletteBet, positionsOf, rouletteBets, slotBet, studioBet } from './bets';
import { BlackjackTable } from './blackjackTable';
import { fail, ok, type Result, refusal } from './results';
import { rotatePlayerSeeds } from './seedRotation';
import { hashSessionId, openPageSession, sessionTable } from './sessions';
import { CasinoSettlement } from './settlement';
import { isVideoPokerState, VideoPokerTable, videoPokerView } from './videoPokerTable';
import { gameView, type ReceiptView, receiptView, type SessionState } from './views';

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
 * The vendor's game logic, independent of HTTP; its settlement with the casino is settlement.ts. Rounds
 * of one player run one at a time (in this process) so that nonces and balances never race.
 */
export class HouseVendor {
  private readonly store: HouseStore;
  private readonly now: () => Date;
  private readonly funBalanceCents: number;
  private readonly settlement: CasinoSettlement;
  private readonly queues = new Map<string, Promise<unknown>>();
  private readonly videoPoker: VideoPokerTable;
  private readonly blackjack: BlackjackTable;

  constructor(private readonly options: HouseVendorOptions) {
    this.store = options.store;
    this.now = options.now ?? (() => new Date());
    this.funBalanceCents = options.funBalanceCents ?? 100_000;
    this.settlement = new CasinoSettlement(this.store, options.wallet, this.now, options.log);
    const kit = {
      store: this.store,
      settlement: this.settlement,
      startRound: (session: VendorSession, input: GameInput, betCents: number) =>
        this.startRound(session, input, betCents),
      serialized: <T>(key: string, task: () => Promise<T>) => this.serialized(key, task),
    };
    this.videoPoker = new VideoPokerTable(kit);
    this.blackjack = new BlackjackTable(kit);
  }

  /** Opens a page session from a launch token; the returned id is the page's bearer secret. */
  openSession(token: string) {
    return openPageSession(this.store, this.options.launchSecret, this.now, this.funBalanceCents, token);
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
      const wallet = await this.settlement.walletState(session);
      return ok({
        game: gameView(game),
        mode: session.mode,
        lang: session.lang,
        startedAt: session.createdAt.toISOString(),
        playerTag: createHash('sha256').update(session.playerKey).digest('hex').slice(0, 16),
        currency: session.currency,
        balance: wallet.balance,
        jackpot: wallet.jackpot,
        seeds: commitmentOf(pair),
        blackjack:
          open?.state && !isVideoPokerState(open.state)
            ? { roundId: open.id, ...blackjackView(open.state) }
            : null,
        videoPoker: open && isVideoPokerState(open.state) ? videoPokerView(open, open.state) : null,
      });
    });
  }

  async slotSpin(session: VendorSession, bet: string) {
    const placed = slotBet(this.gameOf(session, 'slot'), bet, this.jackpotOdds(session));
    if (!placed.ok) return placed;
    return this.playSingleDraw(session, placed.data.input, placed.data.betCents);
  }

  /** A studio slot's round: `pick` is the chest the player chose for a dig this spin may open. */
  async studioSpin(session: VendorSession, bet: string, pick = 0) {
    const placed = studioBet(this.gameOf(session, 'studio'), bet, pick, this.jackpotOdds(session));
    if (!placed.ok) return placed;
    return this.playSingleDraw(session, placed.data.input, placed.data.betCents);
  }

  async rouletteSpin(session: VendorSession, bets: PageRouletteBet[]) {
    const placed = rouletteBets(this.gameOf(session, 'roulette'), bets);
    if (!placed.ok) return placed;
    return this.playSingleDraw(session, placed.data.input, placed.data.betCents);
  }

  /** Baccarat: the bets on player, banker and tie, one coup (baccaratRound.ts checks them). */
  async baccaratDeal(session: VendorSession, bets: unknown) {
    const game = this.gameOf(session, 'baccarat');
    const checked = game ? baccaratBets(game, bets) : null;
    if (!checked?.ok) return fail(1, checked?.message ?? 'baccaratBet', checked?.values);
    return this.playSingleDraw(session, checked.input, checked.betCents);
  }

  /** Jacks or Better: the deal takes the stake and leaves the hand open for the draw (videoPokerTable.ts). */
  videoPokerDeal(session: VendorSession, coins: number, coinValue: string) {
    return this.videoPoker.deal(session, this.gameOf(session, 'videopoker'), coins, coinValue);
  }

  videoPokerDraw(session: VendorSession, roundId: string, held: number[]) {
    return this.videoPoker.draw(session, roundId, held);
  }

  /** Fun play has no wallet and so no jackpot (spec: no free rounds on jackpot games). */
  private jackpotOdds(session: VendorSession): number | undefined {
    return session.mode === 'real' ? (this.options.jackpotOdds ?? JACKPOT_ODDS) : undefined;
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
        return this.settlement.voidRound(session, round);
      }
      round.outcome = outcome;
      round.payoutCents = outcome.payoutCents;
      let balance = await this.settlement.finishRound(session, round);
      let jackpot: string | null = null;
      if ((outcome as SlotOutcome | StudioOutcome).jackpot) {
        const claimed = await this.settlement.claimJackpot(session, round);
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

  blackjackDeal(session: VendorSession, bet: string) {
    return this.blackjack.deal(session, this.gameOf(session, 'blackjack'), this.tableOf(session), bet);
  }

  blackjackAction(session: VendorSession, roundId: string, action: string) {
    return this.blackjack.act(session, roundId, action);
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
    const staked = await this.settlement.stake(
      session,
      id,
      betCents,
      'bet-1',
      positionsOf(input, exponentOf(session.currency)),
    );
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
    await this.settlement.settledCall(`${id}-bet-1`);
    return ok(opened);
  }

  /**
   * Finishes blackjack hands left open longer than `maxAgeMs` by standing on every remaining hand (a
   * video poker hand keeps its five cards), so the casino's round is closed with its win (accepted even
   * after the launch token has expired).
   */
  async settleAbandonedRounds(maxAgeMs: number, limit = 100): Promise<number> {
    const rounds = await this.store.listOpenRoundsBefore(new Date(this.now().getTime() - maxAgeMs), limit);
    let settled = 0;
    for (const stale of rounds) {
      const session = await this.store.findSession(stale.sessionIdHash);
      if (!session) continue;
      await this.serialized(session.playerKey, async () => {
        const round = await this.store.findRound(stale.id);
        if (round?.status !== 'open') return;
        // A slot or roulette round is played within its request: one still open was interrupted (the
        // vendor died after the bet), so its stake is given back.
        if (!round.state) {
          await this.settlement.voidRound(session, round);
          settled += 1;
          return;
        }
        if (isVideoPokerState(round.state)) {
          await this.videoPoker.settle(session, round, round.state);
          settled += 1;
          return;
        }
        await this.blackjack.standAll(session, round, round.state);
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
  retryPendingWalletCalls(limit = 100, interruptedBetMs = 60_000): Promise<number> {
    return this.settlement.retryPendingWalletCalls(limit, interruptedBetMs);
  }

  /** Rotates the player's seeds (seedRotation.ts) once no round of theirs is open. */
  async rotateSeeds(session: VendorSession, nextServerSeedHash: string, clientSeed?: string) {
    if (clientSeed !== undefined && !isValidClientSeed(clientSeed)) {
      return fail(1, 'clientSeed');
    }
    return this.serialized(session.playerKey, () =>
      rotatePlayerSeeds(this.store, session.playerKey, nextServerSeedHash, clientSeed),
    );
  }

  async receipts(session: VendorSession, limit = 50): Promise<Result<ReceiptView[]>> {
    const rounds = await this.store.listRounds(session.playerKey, limit);
    const views: ReceiptView[] = [];
    for (const round of rounds) {
      views.push(receiptView(round, await this.store.revealedSeed(round.serverSeedHash)));
    }
    return ok(views);
  }

  private gameOf(session: VendorSession, engine: HouseGame['engine']): HouseGame | null {
    const game = this.tableOf(session);
    return game?.engine === engine ? game : null;
  }

  /** The session's house game with the tile's limits (sessions.ts). */
  private tableOf(session: VendorSession): HouseGame | undefined {
    return sessionTable(this.options.launchSecret, this.now, session);
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
