import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { refused } from '../http/envelope.js';
import { formatCents, type Money, money, toCents } from './money.js';
import { classColumn, type TransactionClass, type TransactionType } from './schema.js';
import './schema.js';

export interface LedgerEntry {
  memberId: number;
  type: TransactionType;
  class: TransactionClass;
  /** Greater than zero; the direction comes from credit or debit. */
  amount: Money;
  /**
   * The caller's own id of this change ('payment:ord-1', 'promotion:42:7'); a repeat changes nothing,
   * a repeat with another member, amount or type is refused (wallet.transactionConflict).
   */
  externalRef: string;
  referenceRef?: string;
  /** Wagering this credit requires before cash-out (a bonus: 50 times it, spec 002 §9). */
  addRolling?: Money;
}

export interface LedgerResult {
  /** True when externalRef was already booked: nothing changed this time. */
  duplicate: boolean;
  ledgerId: number;
  balanceAfter: Money;
}

/** Runs work in the caller's transaction when given one, else in a new one. */
export async function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db);
  return db.transaction().execute(work);
}

/** The member's wallet row exists before anything locks it (members start without one). */
export async function ensureWallet(db: Db, memberId: number): Promise<void> {
  await db
    .insertInto('wallet')
    .values({ member_id: memberId })
    .onConflict((conflict) => conflict.column('member_id').doNothing())
    .execute();
}

function positiveCents(amount: Money): bigint {
  const cents = toCents(amount);
  if (cents === undefined || cents <= 0n) throw new RangeError(`ledger amount must be positive: ${amount}`);
  return cents;
}

/**
 * One balance change and its ledger row in one transaction. The wallet row is locked first, so the
 * duplicate check and the balance read see every earlier change of this member.
 */
async function book(db: Db, entry: LedgerEntry, sign: 1n | -1n): Promise<LedgerResult> {
  const cents = positiveCents(entry.amount) * sign;
  const rolling = entry.addRolling === undefined ? 0n : (toCents(entry.addRolling) ?? 0n);
  if (rolling < 0n) throw new RangeError('addRolling must not be negative');
  const column = classColumn[entry.class];
  return inTransaction(db, async (trx) => {
    await ensureWallet(trx, entry.memberId);
    const locked = await trx
      .selectFrom('wallet')
      .select(sql<string>`${sql.ref(column)}`.as('balance'))
      .where('member_id', '=', entry.memberId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const existing = await trx
      .selectFrom('wallet_ledger')
      .select(['id', 'member_id', 'type', 'amount', 'balance_after'])
      .where('external_ref', '=', entry.externalRef)
      .where('class', '=', entry.class)
      .executeTakeFirst();
    if (existing) {
      // Only the very same change is a repeat; the same reference for another member, amount or kind
      // is a caller's bug or a forged id, and answering it "done" would hide that nothing was booked.
      const same =
        existing.member_id === entry.memberId &&
        existing.type === entry.type &&
        toCents(existing.amount) === cents;
      if (!same) throw refused('wallet.transactionConflict');
      return { duplicate: true, ledgerId: Number(existing.id), balanceAfter: money(existing.balance_after) };
    }
    const before = toCents(locked.balance) ?? 0n;
    const after = before + cents;
    if (after < 0n) throw refused('wallet.insufficient');
    await trx
      .updateTable('wallet')
      .set({
        [column]: formatCents(after),
        rolling_amount: sql`rolling_amount + ${formatCents(rolling)}::numeric`,
        updated_at: sql`now()`,
      })
      .where('member_id', '=', entry.memberId)
      .execute();
    const row = await insertLedgerRow(trx, entry, cents, before, after);
    return { duplicate: false, ledgerId: Number(row.id), balanceAfter: formatCents(after) };
  });
}

/**
 * The row itself. The duplicate check above runs under this member's wallet lock; the same reference
 * booked at once for another member passes it too, and the unique index or the reference trigger
 * (migration 0540) refuses one of them here: that is the same conflict, not a server failure.
 */
async function insertLedgerRow(trx: Db, entry: LedgerEntry, cents: bigint, before: bigint, after: bigint) {
  try {
    return await trx
      .insertInto('wallet_ledger')
      .values({
        member_id: entry.memberId,
        type: entry.type,
        class: entry.class,
        amount: formatCents(cents),
        balance_before: formatCents(before),
        balance_after: formatCents(after),
        external_ref: entry.externalRef,
        reference_ref: entry.referenceRef ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  } catch (error) {
    if ((error as { code?: unknown }).code === '23505') throw refused('wallet.transactionConflict');
    throw error;
  }
}

/** Adds money to one balance (deposit, promotion, invite award, gift, benefits, cash-out returned). */
export function credit(db: Db, entry: LedgerEntry): Promise<LedgerResult> {
  return book(db, entry, 1n);
}

/** Takes money from one balance (cash-out request, VIP store); refused with error 2 when short. */
export function debit(db: Db, entry: Omit<LedgerEntry, 'addRolling'>): Promise<LedgerResult> {
  return book(db, entry, -1n);
}
