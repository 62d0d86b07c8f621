import type { Db } from '../db/database.js';
import type { MessageKey } from '../i18n/index.js';
import type { Money } from '../wallet/index.js';
import type { BatchLog } from './batch.js';

/** A bet the wallet refused for the player's own protection (a break, a limit), as it tells its listener. */
export interface RefusedBet {
  memberId: number;
  /** The refusal's message key, as protection_bet_refusal named it. */
  reason: MessageKey;
  amount: Money;
  currency: string;
  /** The bet's ledger reference (vendor and transaction id): a vendor's retry carries the same. */
  transaction: string;
}

export type RefusedBetListener = (db: Db, bet: RefusedBet) => Promise<void>;

const listeners = new WeakMap<Db, RefusedBetListener>();

/**
 * Who hears of a bet refused for the player's own protection on this database: the app wires the
 * protection centre here (app.ts), which keeps its limit hits; the wallet does not import it, as the
 * protection centre sits above the bonuses and the bonuses above the wallet.
 */
export function onRefusedBet(db: Db, listener: RefusedBetListener): void {
  listeners.set(db, listener);
}

/**
 * Tells the listener before the refusal is answered. A refused bet wrote nothing, so the listener
 * writes in its own transaction; its failure is logged, never answered instead of the refusal.
 */
export async function tellRefusedBet(db: Db, bet: RefusedBet, log?: BatchLog): Promise<void> {
  const listener = listeners.get(db);
  if (listener === undefined) return;
  try {
    await listener(db, bet);
  } catch (error) {
    log?.warn({ err: error, memberId: bet.memberId, reason: bet.reason }, 'refused bet not recorded');
  }
}
