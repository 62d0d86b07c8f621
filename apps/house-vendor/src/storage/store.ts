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
export interface HouseStore {
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
  /** The server seed behind a hash, once its pair has been rotated; null while it is secret. */
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
