import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { formatAtoms, type Money, toAtoms } from '../shared/money.js';
import { readWallet, type WalletState, withdrawable } from './balances.js';
import { credit, debit, ensureWallet, type LedgerResult } from './ledger.js';
import { TransactionClass } from './schema.js';
import './schema.js';

/**
 * The wallet side of a cash-out (spec 002 §4-5): the cash-outs domain validates against the state
 * read under the wallet lock, then holds the amount (a WITHDRAW row) and, when the request is
 * cancelled, rejected or fails, returns it once (a WITHDRAW_ROLLBACK row). Each call must run in the
 * caller's transaction, together with the change of the cash-out row.
 */

export interface CashOutState extends WalletState {
  withdrawable: bigint;
}

export interface CashOut {
  memberId: number;
  withdrawalId: number;
  amount: Money;
}

function requireTransaction(db: Db): void {
  if (!db.isTransaction) throw new Error('cash-out wallet changes run in the caller’s transaction');
}

const holdRef = (withdrawalId: number) => `withdraw:${withdrawalId}`;

/**
 * Locks the member's wallet row until the transaction ends and answers its balances: two cash-outs
 * of one member (or a cash-out and a bet) are then checked one after the other, never against the
 * same balance.
 */
export async function lockWalletForCashOut(db: Db, memberId: number): Promise<CashOutState> {
  requireTransaction(db);
  await ensureWallet(db, memberId);
  await db.selectFrom('wallet').select('member_id').where('member_id', '=', memberId).forUpdate().execute();
  const state = await readWallet(db, memberId);
  return { ...state, withdrawable: withdrawable(state) };
}

/** Exact in any account currency (satoshi for BTC), as the ledger reads amounts. */
function positive(amount: Money): string {
  const atoms = toAtoms(amount);
  if (atoms === undefined || atoms <= 0n) throw new RangeError(`cash-out amount must be positive: ${amount}`);
  return formatAtoms(atoms);
}

/**
 * Debits the cash balance by the cash-out (a WITHDRAW row, refused with error 2 when short: the
 * balance never goes negative) and counts it against the wagered amount.
 */
export async function holdCashOut(db: Db, cashOut: CashOut): Promise<LedgerResult> {
  requireTransaction(db);
  const amount = positive(cashOut.amount);
  const result = await debit(db, {
    memberId: cashOut.memberId,
    type: 'WITHDRAW',
    class: TransactionClass.cash,
    amount,
    externalRef: holdRef(cashOut.withdrawalId),
  });
  if (!result.duplicate) {
    await db
      .updateTable('wallet')
      .set({ wagered_cashed_out: sql`wagered_cashed_out + ${amount}::numeric` })
      .where('member_id', '=', cashOut.memberId)
      .execute();
  }
  return result;
}

/**
 * Credits the held amount back to cash (a WITHDRAW_ROLLBACK row naming the WITHDRAW row) and gives
 * back its share of the wagered amount. The reference is unique, so a repeated return changes
 * nothing and answers duplicate: true.
 */
export async function returnCashOut(db: Db, cashOut: CashOut): Promise<LedgerResult> {
  requireTransaction(db);
  const amount = positive(cashOut.amount);
  // Only money that was held comes back, and only as much as was held.
  const held = await db
    .selectFrom('wallet_ledger')
    .select('amount')
    .where('external_ref', '=', holdRef(cashOut.withdrawalId))
    .where('class', '=', TransactionClass.cash)
    .where('type', '=', 'WITHDRAW')
    .where('member_id', '=', cashOut.memberId)
    .executeTakeFirst();
  if (held === undefined || toAtoms(held.amount) !== -(toAtoms(amount) ?? 0n)) {
    throw new Error(`cash-out ${cashOut.withdrawalId} holds no ${amount} to return`);
  }
  const result = await credit(db, {
    memberId: cashOut.memberId,
    type: 'WITHDRAW_ROLLBACK',
    class: TransactionClass.cash,
    amount,
    externalRef: `${holdRef(cashOut.withdrawalId)}:rollback`,
    referenceRef: holdRef(cashOut.withdrawalId),
  });
  if (!result.duplicate) {
    await db
      .updateTable('wallet')
      .set({ wagered_cashed_out: sql`greatest(wagered_cashed_out - ${amount}::numeric, 0)` })
      .where('member_id', '=', cashOut.memberId)
      .execute();
  }
  return result;
}
