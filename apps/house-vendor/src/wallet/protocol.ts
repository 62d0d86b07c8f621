/**
 * The seamless-wallet API the casino serves and this vendor calls; PROTOCOL.md is the prose version.
 * Amounts are decimal strings with exactly two decimals.
 */
export const WALLET_OPERATIONS = ['balance', 'bet', 'win', 'rollback', 'jackpot'] as const;
export type WalletOperation = (typeof WALLET_OPERATIONS)[number];

export interface BalanceRequest {
  sessionToken: string;
  gameId: number;
}

/** One position of a roulette round and its stake, as the table took it (PROTOCOL.md §2, bet). */
export interface RouletteBetPosition {
  kind: string;
  /** Inside bets: the numbers covered. */
  numbers?: number[];
  /** Columns and dozens: 1, 2 or 3. */
  index?: number;
  amount: string;
}

export interface BetRequest {
  transactionId: string;
  sessionToken: string;
  gameId: number;
  roundId: string;
  amount: string;
  currency: string;
  /** Roulette only: the round's positions, adding up to `amount`. */
  rouletteBets?: RouletteBetPosition[];
}

/** amount "0.00" closes a round the player lost. */
export type WinRequest = Omit<BetRequest, 'rouletteBets'>;

export interface RollbackRequest {
  transactionId: string;
  sessionToken: string;
  gameId: number;
  roundId: string;
  /** The bet being cancelled; it may never have reached the casino. */
  referenceTransactionId: string;
  /** The amount of that bet, for the record; the casino refunds what it actually took. */
  amount: string;
  currency: string;
}

/**
 * A slot round drew the jackpot trigger: the casino decides whether the round may win it and pays the
 * pool (PROTOCOL.md §2, jackpot). transactionId is `<roundId>-jackpot`.
 */
export interface JackpotRequest {
  transactionId: string;
  sessionToken: string;
  gameId: number;
  roundId: string;
  currency: string;
}

export interface WalletRequests {
  balance: BalanceRequest;
  bet: BetRequest;
  win: WinRequest;
  rollback: RollbackRequest;
  jackpot: JackpotRequest;
}

export const WALLET_CODES = [
  'OK',
  'INVALID_SIGNATURE',
  'INVALID_REQUEST',
  'UNKNOWN_SESSION',
  'SESSION_EXPIRED',
  'PLAYER_BLOCKED',
  'CURRENCY_MISMATCH',
  'INSUFFICIENT_FUNDS',
  'STAKE_LIMIT',
  'TABLE_LIMIT',
  'DUPLICATE_MISMATCH',
  'BET_ROLLED_BACK',
  'UNKNOWN_ROUND',
  'INTERNAL_ERROR',
] as const;
export type WalletCode = (typeof WALLET_CODES)[number];

/** The envelope `error` each code travels with (the casino's API conventions: 1 input, 2 rule, 3 not found, 9 busy). */
export const WALLET_CODE_ERRORS: Readonly<Record<WalletCode, number>> = {
  OK: 0,
  INVALID_SIGNATURE: 1,
  INVALID_REQUEST: 1,
  UNKNOWN_SESSION: 3,
  SESSION_EXPIRED: 2,
  PLAYER_BLOCKED: 2,
  CURRENCY_MISMATCH: 2,
  INSUFFICIENT_FUNDS: 2,
  STAKE_LIMIT: 2,
  TABLE_LIMIT: 2,
  DUPLICATE_MISMATCH: 2,
  BET_ROLLED_BACK: 2,
  UNKNOWN_ROUND: 3,
  INTERNAL_ERROR: 9,
};

export interface WalletResponseData {
  code: WalletCode;
  /** The player's available balance after the call (also on most refusals); absent when unknown. */
  balance?: string;
  currency?: string;
  /** Echo of the request's transactionId (bet, win, rollback). */
  transactionId?: string;
  /** The casino's ledger reference for the movement; absent when nothing moved. */
  casinoTransactionId?: string;
  /** Balance answers, for a game that feeds a progressive jackpot: the pool's current value. */
  jackpot?: string;
  /** Jackpot answers: what the casino paid ("0.00" when the round could not win the pool). */
  amount?: string;
}

export interface WalletResponse {
  error: number;
  message: string;
  data: WalletResponseData;
}
