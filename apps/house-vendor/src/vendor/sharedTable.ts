import { randomBytes, randomUUID } from 'node:crypto';
import { playRound } from '../fairness/receipt';
import { createServerSeed, FairRng, hashServerSeed } from '../fairness/rng';
import { exponentOfTable, HOUSE_GAMES, type HouseGame } from '../games/catalogue';
import type { RouletteOutcome } from '../games/roulette/engine';
import { formatMoney } from '../money';
import type { HouseStore, RoundRecord, TableRound, VendorSession } from '../storage/store';
import { type PageRouletteBet, positionsOf, rouletteBets } from './bets';
import { fail, ok, type Result } from './results';
import type { CasinoSettlement } from './settlement';

/** How long each phase of a shared table's round lasts, and how the schedule is led. */
export interface SharedTableTiming {
  /** Bets are taken this long from the round's opening; 20 s by default. */
  bettingMs?: number;
  /** "No more bets" and the wheel turning: the pocket is drawn and the seed revealed at its start. */
  spinMs?: number;
  /** The result on show (every bet settled at its start) before the next round opens. */
  resultMs?: number;
  /** A leader that stops renewing its lease for this long is replaced by the next instance that asks. */
  leaseMs?: number;
}

export interface SharedTableOptions extends SharedTableTiming {
  store: HouseStore;
  settlement: CasinoSettlement;
  now: () => Date;
  /** This instance's name in the lease (random by default). */
  holder?: string;
  log?: { warn(details: object, message: string): void };
}

/** Every player's stakes on a round, per money: `${mode}:${currency}` (fun chips never add to real ones). */
export type TableStakes = Record<string, { cents: number; players: number }>;

/** What every page at the table is sent (the stream), the seed only once bets are closed. */
export interface TableSnapshot {
  tableCode: string;
  roundId: string;
  seq: number;
  phase: TableRound['phase'];
  serverSeedHash: string;
  serverSeed: string | null;
  clientSeed: string;
  pocket: number | null;
  closesAt: string;
  spinEndsAt: string | null;
  nextAt: string | null;
  stakes: TableStakes;
}

/** A bet of the player on the table, as their page shows it. */
export interface TableBetView {
  roundId: string;
  tableRoundId: string;
  betCents: number;
  payoutCents: number;
  status: RoundRecord['status'];
  bets: { kind: string; numbers?: number[]; index?: number; amountCents: number }[];
  outcome: RouletteOutcome | null;
}

export const SHARED_TABLES: readonly HouseGame[] = HOUSE_GAMES.filter(
  (game) => game.engine === 'sharedroulette',
);

/** The one pocket of a table round: the first integer of its stream, as spinRoulette draws it. */
export const tablePocket = (round: Pick<TableRound, 'serverSeed' | 'clientSeed'>): number =>
  new FairRng(round.serverSeed, round.clientSeed, 0).int(37);

export const tableBetView = (bet: RoundRecord): TableBetView => ({
  roundId: bet.id,
  tableRoundId: bet.tableRoundId!,
  betCents: bet.betCents,
  payoutCents: bet.payoutCents,
  status: bet.status,
  bets: bet.input.game === 'roulette' ? bet.input.bets : [],
  outcome: (bet.outcome as RouletteOutcome | null) ?? null,
});

/**
 * The shared tables' schedule: one roulette wheel a table for every player at it. Every instance ticks;
 * the one holding the table's lease in the store moves the round on (open, close and draw, settle), so
 * there is one schedule whatever the number of instances, and each instance streams the state it reads
 * back to its own pages. Round state lives in the store, so a new leader continues where the old stopped.
 */
export class SharedTables {
  readonly holder: string;
  private readonly bettingMs: number;
  private readonly spinMs: number;
  private readonly resultMs: number;
  private readonly leaseMs: number;
  private readonly snapshots = new Map<string, TableSnapshot>();
  private readonly listeners = new Map<string, Set<(snapshot: TableSnapshot) => void>>();

  constructor(private readonly options: SharedTableOptions) {
    this.holder = options.holder ?? randomBytes(8).toString('hex');
    this.bettingMs = options.bettingMs ?? 20_000;
    this.spinMs = options.spinMs ?? 5_000;
    this.resultMs = options.resultMs ?? 5_000;
    this.leaseMs = options.leaseMs ?? 5_000;
  }

  /** One step of every table: led here if this instance holds the lease, then streamed to its pages. */
  async tick(): Promise<void> {
    for (const table of SHARED_TABLES) {
      const now = this.options.now();
      if (await this.options.store.claimTableLease(table.code, this.holder, now, this.leaseMs)) {
        await this.advance(table.code);
      }
      await this.refresh(table.code);
    }
  }

  /** The table's state as this instance last read it (read now if never). */
  async snapshot(tableCode: string): Promise<TableSnapshot | null> {
    return this.snapshots.get(tableCode) ?? this.refresh(tableCode);
  }

  /** Calls `listener` with every new state of the table; answers the unsubscribe. */
  subscribe(tableCode: string, listener: (snapshot: TableSnapshot) => void): () => void {
    const set = this.listeners.get(tableCode) ?? new Set();
    set.add(listener);
    this.listeners.set(tableCode, set);
    return () => set.delete(listener);
  }

  private async advance(tableCode: string): Promise<void> {
    const { store } = this.options;
    const now = this.options.now();
    const round = await store.currentTableRound(tableCode);
    if (!round || (round.phase === 'result' && round.nextAt!.getTime() <= now.getTime())) {
      // a table runs whether anyone sits at it: its rounds nobody bet on go after an hour, checked
      // every hundredth round
      if (round && round.seq % 100 === 0)
        await store.pruneTableRounds(tableCode, new Date(now.getTime() - 3_600_000));
      const serverSeed = createServerSeed();
      const id = randomUUID();
      await store.insertTableRound({
        id,
        tableCode,
        seq: (round?.seq ?? 0) + 1,
        phase: 'betting',
        serverSeedHash: hashServerSeed(serverSeed),
        serverSeed,
        // published with the hash before any bet: the seed was committed before anyone staked
        clientSeed: id,
        pocket: null,
        opensAt: now,
        closesAt: new Date(now.getTime() + this.bettingMs),
        spinEndsAt: null,
        nextAt: null,
      });
      return;
    }
    if (round.phase === 'betting' && round.closesAt.getTime() <= now.getTime()) {
      const spinning: TableRound = {
        ...round,
        phase: 'spinning',
        pocket: tablePocket(round),
        spinEndsAt: new Date(now.getTime() + this.spinMs),
      };
      await store.advanceTableRound(spinning, 'betting');
      return;
    }
    if (round.phase === 'spinning' && round.spinEndsAt!.getTime() <= now.getTime()) {
      await this.settle(round);
      await store.advanceTableRound(
        { ...round, phase: 'result', nextAt: new Date(now.getTime() + this.resultMs) },
        'spinning',
      );
    }
  }

  /**
   * Pays every bet still open on the round, connected or not: one win call each (0.00 for a lost bet),
   * with the transaction id of the bet's round, so a leader that takes over mid-way pays the rest and
   * the casino answers a repeated one as the same transaction.
   */
  private async settle(round: TableRound): Promise<void> {
    const { store, settlement } = this.options;
    for (const bet of await store.listTableBets(round.id)) {
      if (bet.status !== 'open') continue;
      const session = await store.findSession(bet.sessionIdHash);
      if (!session) continue;
      try {
        const outcome = playRound(new FairRng(round.serverSeed, round.clientSeed, 0), bet.input);
        bet.outcome = outcome;
        bet.payoutCents = outcome.payoutCents;
        await settlement.finishRound(session, bet);
      } catch (error) {
        this.options.log?.warn({ roundId: bet.id, err: error }, 'shared table bet not settled');
      }
    }
  }

  private async refresh(tableCode: string): Promise<TableSnapshot | null> {
    const round = await this.options.store.currentTableRound(tableCode);
    if (!round) return null;
    const stakes: TableStakes = {};
    const players = new Map<string, Set<string>>();
    for (const bet of await this.options.store.listTableBets(round.id)) {
      if (bet.status === 'void') continue;
      const key = `${bet.mode}:${bet.currency}`;
      stakes[key] = { cents: (stakes[key]?.cents ?? 0) + bet.betCents, players: 0 };
      players.set(key, (players.get(key) ?? new Set()).add(bet.playerKey));
    }
    for (const [key, set] of players) stakes[key]!.players = set.size;
    const revealed = round.phase !== 'betting';
    const snapshot: TableSnapshot = {
      tableCode,
      roundId: round.id,
      seq: round.seq,
      phase: round.phase,
      serverSeedHash: round.serverSeedHash,
      serverSeed: revealed ? round.serverSeed : null,
      clientSeed: round.clientSeed,
      pocket: revealed ? round.pocket : null,
      closesAt: round.closesAt.toISOString(),
      spinEndsAt: round.spinEndsAt?.toISOString() ?? null,
      nextAt: round.nextAt?.toISOString() ?? null,
      stakes,
    };
    const before = this.snapshots.get(tableCode);
    this.snapshots.set(tableCode, snapshot);
    if (JSON.stringify(before) !== JSON.stringify(snapshot)) {
      for (const listener of this.listeners.get(tableCode) ?? []) listener(snapshot);
    }
    return snapshot;
  }

  /**
   * The player's bets on the last table round of theirs that was settled, so a page that missed the
   * result (a lost connection, a reload, a slow phone) still shows its settlement.
   */
  async lastSettled(session: VendorSession): Promise<TableBetView[]> {
    const rounds = await this.options.store.listRounds(session.playerKey, 20);
    const bets = rounds.filter((round) => round.gameCode === session.gameCode && round.tableRoundId);
    const latest = bets[0]?.tableRoundId;
    return bets.filter((bet) => bet.tableRoundId === latest).map(tableBetView);
  }

  /** The casino's balance of the player (the demo balance in fun mode). */
  balance(session: VendorSession): Promise<string | null> {
    return this.options.settlement.balance(session);
  }

  /** The player's bets on the table's current round (settled ones carry their outcome). */
  async playerBets(session: VendorSession): Promise<TableBetView[]> {
    const round = await this.options.store.currentTableRound(session.gameCode);
    if (!round) return [];
    const bets = await this.options.store.listTableBets(round.id);
    return bets
      .filter((bet) => bet.playerKey === session.playerKey && bet.status !== 'void')
      .map(tableBetView);
  }

  /**
   * A bet on the round taking bets: checked against the tile's limits (the player's stakes on the round
   * together), staked with the casino's bet call, then stored under the table round's lock; a round that
   * closed meanwhile gives the stake back (rollback) and refuses.
   */
  async placeBet(
    session: VendorSession,
    game: HouseGame | undefined,
    pageBets: PageRouletteBet[],
    /** The round the page showed open: a bet for a round that has closed never moves to the next one. */
    seenRoundId?: string,
  ): Promise<Result<{ roundId: string; balance: string | null; mine: TableBetView[] }>> {
    const { store, settlement } = this.options;
    if (game?.engine !== 'sharedroulette') return fail(3, 'gameUnavailable');
    if (session.expiresAt.getTime() <= this.options.now().getTime()) return fail(-2, 'sessionExpired');
    const placed = rouletteBets(game, pageBets);
    if (!placed.ok) return placed;
    const { input, betCents } = placed.data;
    const exponent = exponentOfTable(game);
    const round = await store.currentTableRound(session.gameCode);
    if (
      round?.phase !== 'betting' ||
      round.closesAt.getTime() <= this.options.now().getTime() ||
      (seenRoundId !== undefined && seenRoundId !== round.id)
    ) {
      return fail(2, 'tableClosed');
    }
    const mine = (await store.listTableBets(round.id)).filter(
      (bet) => bet.playerKey === session.playerKey && bet.status !== 'void',
    );
    const staked = mine.reduce((sum, bet) => sum + bet.betCents, 0);
    if (staked + betCents > game.maxBetCents) {
      return fail(1, 'rouletteMax', { max: formatMoney(game.maxBetCents, exponent) });
    }
    const id = randomUUID();
    const taken = await settlement.stake(session, id, betCents, 'bet-1', positionsOf(input, exponent));
    if (!taken.ok) return taken;
    const bet: RoundRecord = {
      id,
      sessionIdHash: session.idHash,
      playerKey: session.playerKey,
      gameCode: session.gameCode,
      mode: session.mode,
      currency: session.currency,
      serverSeedHash: round.serverSeedHash,
      clientSeed: round.clientSeed,
      nonce: 0,
      input,
      outcome: null,
      state: null,
      status: 'open',
      betCents,
      payoutCents: 0,
      createdAt: this.options.now(),
      tableRoundId: round.id,
    };
    const refused = await store.openTableBet(bet, this.options.now(), game.maxBetCents);
    if (refused) {
      await settlement.voidRound(session, bet);
      return refused === 'closed'
        ? fail(2, 'tableClosed')
        : fail(1, 'rouletteMax', { max: formatMoney(game.maxBetCents, exponent) });
    }
    await settlement.settledCall(`${id}-bet-1`);
    await this.refresh(session.gameCode);
    return ok({
      roundId: id,
      balance: await settlement.balance(session),
      mine: [...mine, bet].map(tableBetView),
    });
  }
}
