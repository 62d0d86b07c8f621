import type { Money } from '../shared/money.js';

/*
 * The seamless-wallet calls as the settlement code takes them, and the references their ledger rows
 * carry: below both the settlement (settle.ts, batch.ts) and the jackpots that share its rounds.
 */

/** A seamless-wallet call once its signature is checked; tokenHash is the launch token's hash. */
export interface WalletCall {
  vendor: string;
  tokenHash: string;
  gameId: number;
}

export interface MoneyCall extends WalletCall {
  transactionId: string;
  roundId: string;
  /** When sent, it must be the member's currency. */
  currency: string | undefined;
  /** Decimal string, at most 2 decimals (the contract's DecimalAmount). */
  amount: Money;
  /** A roulette bet with its positions: the stake that counts toward a bonus's wagering (hedges.ts). */
  countedAmount?: Money;
  /** Those positions, canonical; a repeat of the transaction id must carry the same. */
  detail?: string;
}

export interface RollbackCall extends WalletCall {
  transactionId: string;
  roundId: string;
  currency: string | undefined;
  referenceTransactionId: string;
  amount: Money | undefined;
}

export interface WalletAnswer {
  balance: Money;
  currency: string;
  transactionId?: string;
  /** Balance calls of a game that feeds a jackpot: the pool's value, for the game page. */
  jackpot?: Money;
}

/** The ledger reference of a vendor's transaction, and of its round. */
export const ref = (vendor: string, transactionId: string) => `vendor:${vendor}:${transactionId}`;
export const roundRef = (vendor: string, roundId: string) => `vendor:${vendor}:round:${roundId}`;
