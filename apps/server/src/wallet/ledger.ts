import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { refused } from '../http/envelope.js';
import { formatAtoms, formatCents, type Money, toAtoms } from '../shared/money.js';
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
  /** The grant that owns this bonus or gift money (class 2 or 3). */
  grantId?: number | bigint | string | null;
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

/**
 * An amount in 10^-8 units: the ledger adds and compares amounts of any account currency exactly
 * without knowing it (2 decimals for fiat, 8 for BTC; the amount parser bounds each currency's
 * decimals before an amount gets here), and writes them back as the database reads them.
 */
function positiveAtoms(amount: Money): bigint {
  const atoms = toAtoms(amount);
  if (atoms === undefined || atoms <= 0n) throw new RangeError(`ledger amount must be positive: ${amount}`);
  return atoms;
}

/**
 * One balance change and its ledger row in one transaction. The wallet row is locked first, so the
 * duplicate check and the balance read see every earlier change of this member.
 */
async function book(db: Db, entry: LedgerEntry, sign: 1n | -1n): Promise<LedgerResult> {
  const atoms = positiveAtoms(entry.amount) * sign;
  const rolling = entry.addRolling === undefined ? 0n : (toAtoms(entry.addRolling) ?? 0n);
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
        toAtoms(existing.amount) === atoms;
      if (!same) throw refused('wallet.transactionConflict');
      return { duplicate: true, ledgerId: Number(existing.id), balanceAfter: existing.balance_after };
    }
    const before = toAtoms(locked.balance) ?? 0n;
    const after = before + atoms;
    if (after < 0n) throw refused('wallet.insufficient');
    await trx
      .updateTable('wallet')
      .set({
        [column]: formatAtoms(after),
        rolling_amount: sql`rolling_amount + ${formatAtoms(rolling)}::numeric`,
        updated_at: sql`now()`,
      })
      .where('member_id', '=', entry.memberId)
      .execute();
    const ledgerId = await postLedger(trx, {
      memberId: entry.memberId,
      type: entry.type,
      externalRef: entry.externalRef,
      referenceRef: entry.referenceRef,
      entries: [{ class: entry.class, amount: formatAtoms(atoms), grantId: entry.grantId }],
    });
    return { duplicate: false, ledgerId: ledgerId ?? 0, balanceAfter: formatAtoms(after) };
  });
}

/** One ledger row, of the entries of one business event, as `postLedger` takes them. */
export interface PostingEntry {
  class: TransactionClass;
  /**
   * Signed: what the event changed this balance by (the wallet row already carries it), in cents (a
   * fiat-only caller: games, jackpots and first-deposit grants take no BTC account) or as exact text.
   */
  amount: bigint | Money;
  /** The grant that owns this class-2 or class-3 money (none for cash). */
  grantId?: number | bigint | string | null;
}

export interface Posting {
  memberId: number;
  type: TransactionType;
  externalRef: string;
  referenceRef?: string | null;
  gameId?: number | null;
  roundRef?: string | null;
  entries: PostingEntry[];
}

/**
 * The ledger rows of one event, through the one posting path (`ledger_post`, src/db/functions): the
 * caller has changed the wallet row in this transaction; the function checks the entries against it
 * and writes them. A unique-reference conflict (the same reference booked at once for another member)
 * is the caller's conflict, not a server failure. Answers the first row's id.
 */
export async function postLedger(trx: Db, posting: Posting): Promise<number | null> {
  const entries = posting.entries
    .map((entry) => ({
      ...entry,
      amount: typeof entry.amount === 'bigint' ? formatCents(entry.amount) : entry.amount,
    }))
    .filter((entry) => toAtoms(entry.amount) !== 0n);
  try {
    const { rows } = await sql<{ id: string | null }>`
      select ledger_post(${posting.memberId}, ${posting.type}, ${posting.externalRef},
        ${posting.referenceRef ?? null}, ${posting.gameId ?? null}, ${posting.roundRef ?? null},
        ${`{${entries.map((entry) => entry.class).join(',')}}`}::smallint[],
        ${`{${entries.map((entry) => entry.amount).join(',')}}`}::numeric[],
        ${`{${entries.map((entry) => (entry.grantId == null ? 'NULL' : String(entry.grantId))).join(',')}}`}::bigint[]
      ) as id`.execute(trx);
    const id = rows[0]?.id;
    return id === null || id === undefined ? null : Number(id);
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

export interface Move {
  memberId: number;
  type: TransactionType;
  from: TransactionClass;
  to: TransactionClass;
  amount: Money;
  externalRef: string;
  /** The grant that owns the money where it arrives (class 2 or 3). */
  grantId: number | bigint | string | null;
  addRolling?: Money;
}

/**
 * Money from one balance to another of the same member as one event (a gift bonus becoming a grant's
 * bonus): both rows through the one posting path under one reference. The wallet row is locked first;
 * the whole balance must be there (refused with error 2 when short).
 */
export async function moveBalance(db: Db, move: Move): Promise<void> {
  const atoms = positiveAtoms(move.amount);
  const amount = formatAtoms(atoms);
  const rolling = move.addRolling === undefined ? 0n : (toAtoms(move.addRolling) ?? 0n);
  if (move.from === move.to || rolling < 0n) throw new RangeError('a move is between two balances');
  const from = classColumn[move.from];
  const to = classColumn[move.to];
  await inTransaction(db, async (trx) => {
    await ensureWallet(trx, move.memberId);
    const moved = await trx
      .updateTable('wallet')
      .set({
        [from]: sql`${sql.ref(from)} - ${amount}::numeric`,
        [to]: sql`${sql.ref(to)} + ${amount}::numeric`,
        rolling_amount: sql`rolling_amount + ${formatAtoms(rolling)}::numeric`,
        updated_at: sql`now()`,
      })
      .where('member_id', '=', move.memberId)
      .where(sql.ref(from), '>=', sql<string>`${amount}::numeric`)
      .executeTakeFirst();
    if (moved.numUpdatedRows === 0n) throw refused('wallet.insufficient');
    await postLedger(trx, {
      memberId: move.memberId,
      type: move.type,
      externalRef: move.externalRef,
      entries: [
        { class: move.from, amount: formatAtoms(-atoms), grantId: null },
        { class: move.to, amount, grantId: move.grantId },
      ],
    });
  });
}
