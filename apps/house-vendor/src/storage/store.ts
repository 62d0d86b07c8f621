import type { GameInput, GameOutcome } from '../fairness/receipt';
import type { SeedPair } from '../fairness/seeds';
import type { BlackjackState } from '../games/blackjack/engine';
import type { VideoPokerState } from '../games/videopoker/engine';
import type { WalletOperation } from '../wallet/protocol';

/** One opening of a game page; the id itself is never stored, only its SHA-256. */
export interface VendorSession {
  idHash: string;
  /** The launch token as received: the sessionToken of this session's wallet calls. */
  launchToken: string;
  /** The token's jti: a launch URL opens one page session only. */
  launchJti: string;
  /** Language of the pages and messages (es, en, fil), from the launch token. */
  lang: string;
  memberId: number | null;
  gameId: number;
  gameCode: string;
  currency: string;
  mode: 'real' | 'fun';
  /** Seeds and receipts belong to the player: `m:<memberId>` in real mode, `f:<idHash>` for a fun session. */
  playerKey: string;
  /** Demo balance of a fun session, cents; null in real mode. */
  funBalanceCents: number | null;
  expiresAt: Date;
  createdAt: Date;
}

export type RoundStatus = 'open' | 'settling' | 'settled' | 'void';

export interface RoundRecord {
  id: string;
  sessionIdHash: string;
  playerKey: string;
  gameCode: string;
  mode: 'real' | 'fun';
  currency: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  input: GameInput;
  /** Final outcome once the round is over; null while a blackjack or video poker hand is being played. */
  outcome: GameOutcome | null;
  /** Live blackjack or video poker state (it holds the shoe or the deck, so it never leaves the vendor). */
  state: BlackjackState | VideoPokerState | null;
  status: RoundStatus;
  betCents: number;
  payoutCents: number;
  createdAt: Date;
  /** A bet at a shared table: the table round whose wheel settles it (its seed, not the player's pair). */
  tableRoundId?: string | null;
}

/** Phases of a shared table's round: bets taken, then "no more bets" and the spin, then the result. */
export type TablePhase = 'betting' | 'spinning' | 'result';

/**
 * One round of a shared table's schedule: one wheel for every player at the table. The server seed is
 * drawn (and its hash published) when betting opens and revealed with the pocket when bets close.
 */
export interface TableRound {
  id: string;
  tableCode: string;
  seq: number;
  phase: TablePhase;
  serverSeedHash: string;
  /** Secret while bets are taken; sent to the page only from the spin on. */
  serverSeed: string;
  clientSeed: string;
  pocket: number | null;
  opensAt: Date;
  closesAt: Date;
  spinEndsAt: Date | null;
  nextAt: Date | null;
}

/** Why a shared table refused to store a bet: its round no longer takes bets, or the table maximum. */
export type TableBetRefusal = 'closed' | 'tableMax';

/** The shared tables' part of the vendor's storage (sharedTable.ts runs the schedule on it). */
export interface TableStore {
  /**
   * Takes or renews the table's lease for `holder` until now + ttlMs; true when the holder leads the
   * schedule. A lease that expired passes to whoever asks next (another instance continues the round).
   */
  claimTableLease(tableCode: string, holder: string, now: Date, ttlMs: number): Promise<boolean>;
  /** The table's latest round, null before its first. */
  currentTableRound(tableCode: string): Promise<TableRound | null>;
  /** Stores the next round; false when that seq was already taken (another leader opened it). */
  insertTableRound(round: TableRound): Promise<boolean>;
  /** Writes the round's new phase and fields only if it is still in `from`; false otherwise. */
  advanceTableRound(round: TableRound, from: TablePhase): Promise<boolean>;
  /**
   * Holding the table round (a row lock), stores the player's bet open if the round still takes bets at
   * `now` and the player's stakes on it stay within `maxCents`; else says why not and stores nothing.
   */
  openTableBet(round: RoundRecord, now: Date, maxCents: number): Promise<TableBetRefusal | null>;
  /**
   * Deletes the table's rounds that ended before `before` with no bet on them (nothing refers to their
   * seed), always keeping the latest, from which the next round's seq follows; answers how many went.
   */
  pruneTableRounds(tableCode: string, before: Date): Promise<number>;
  /** Every bet on a table round (any status, any player), oldest first. */
  listTableBets(tableRoundId: string): Promise<RoundRecord[]>;
}

/** A round before it is stored: its pair and nonce are claimed by HouseStore.openRound. */
export type NewRound = Omit<RoundRecord, 'serverSeedHash' | 'clientSeed' | 'nonce'>;

export type WalletCallStatus = 'ok' | 'refused' | 'pending';

/** Every wallet call the vendor made, with the exact body so a retry resends the same transaction. */
export interface WalletCallRecord {
  transactionId: string;
  roundId: string;
  operation: Exclude<WalletOperation, 'balance'>;
  amountCents: number;
  body: string;
  status: WalletCallStatus;
  /** The casino's code for the last answer (OK, INSUFFICIENT_FUNDS, ...), or null while unanswered. */
  code: string | null;
  updatedAt: Date;
}

/**
 * The vendor's own storage. createMemoryStore keeps it in the process (tests, a demo); createKyselyStore
 * keeps it in `house_` tables of a database the host hands over (migrateHouseVendor creates them).
 */
export interface HouseStore extends TableStore {
  /** False, and nothing stored, when a session was already opened with the same launch token. */
  insertSession(session: VendorSession): Promise<boolean>;
  findSession(idHash: string): Promise<VendorSession | null>;
  setFunBalance(idHash: string, cents: number): Promise<void>;

  /** The player's active pair, created on first use. */
  activeSeedPair(playerKey: string, create: () => SeedPair): Promise<SeedPair>;
  /**
   * Holding the player's active pair (a row lock), claims its next nonce for `round` and stores the round
   * open, so that no rotation can reveal the seed between the claim and the round being visible as open.
   */
  openRound(round: NewRound, create: () => SeedPair): Promise<{ round: RoundRecord; pair: SeedPair }>;
  /**
   * Holding the player's active pair, asks `plan` for the next one, told whether any round of the player
   * is open in any game; unless `plan` refuses, the current pair is revealed and the next one activated.
   */
  rotateSeedPair<R>(
    playerKey: string,
    create: () => SeedPair,
    plan: (current: SeedPair, roundOpen: boolean) => { next: SeedPair } | { refused: R },
  ): Promise<{ revealed: SeedPair; next: SeedPair } | { refused: R }>;
  /** The server seed behind a hash, once its pair has been rotated (or its table round spun); null while it is secret. */
  revealedSeed(serverSeedHash: string): Promise<string | null>;

  updateRound(round: RoundRecord): Promise<void>;
  findRound(id: string): Promise<RoundRecord | null>;
  /** The player's open round of a game (a blackjack hand left unfinished), if any. */
  findOpenRound(playerKey: string, gameCode: string): Promise<RoundRecord | null>;
  /** Open rounds started before `before`, oldest first: hands a player walked away from. */
  listOpenRoundsBefore(before: Date, limit: number): Promise<RoundRecord[]>;
  /** The player's finished rounds, newest first. */
  listRounds(playerKey: string, limit: number): Promise<RoundRecord[]>;

  saveWalletCall(call: WalletCallRecord): Promise<void>;
  listPendingWalletCalls(limit: number): Promise<WalletCallRecord[]>;
  findWalletCall(transactionId: string): Promise<WalletCallRecord | null>;
}
