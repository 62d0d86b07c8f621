import { type Generated, type Insertable, type Selectable, sql } from 'kysely';
import type { Db } from '../db/database.js';
import { fetchPage, type ListQuery, type Page } from '../http/listQuery.js';
import { money } from '../shared/money.js';
import type { CashoutMethodCode, WithdrawStatus } from './rules.js';

export interface WithdrawalTable {
  id: Generated<number>;
  member_id: number;
  type: Generated<number>;
  amount: string;
  currency: string;
  status: Generated<WithdrawStatus>;
  /** What the member is shown (migration 0812): 35 reads as 30 until it is resolved. */
  member_status: Generated<WithdrawStatus>;
  payment_method: CashoutMethodCode;
  account_name: string | null;
  dni: string | null;
  account_number: string | null;
  interbank_account_number: string | null;
  email: string | null;
  routing_number: string | null;
  cpf: string | null;
  payout_account_name: string | null;
  payout_to_account: string | null;
  account_hint: string | null;
  /** sha256 of the lookup code shown and mailed at apply; null for requests made before codes. */
  lookup_code_hash: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface WithdrawalLookupFailureTable {
  id: Generated<number>;
  /** The login name as tried, trimmed and lower-cased. */
  login: string;
  created_at: Generated<Date>;
}

export interface WithdrawalStatusChangeTable {
  id: Generated<number>;
  withdrawal_id: number;
  from_status: number | null;
  to_status: number;
  actor: 'member' | 'operator';
  note: string | null;
  created_at: Generated<Date>;
}

export interface WithdrawalLookupTable {
  /** sha256 of the lookup token: the token itself is never stored. */
  token_hash: string;
  withdrawal_id: number;
  expires_at: Date;
  created_at: Generated<Date>;
}

declare module '../db/schema.js' {
  interface Database {
    withdrawal: WithdrawalTable;
    withdrawal_status_change: WithdrawalStatusChangeTable;
    withdrawal_lookup: WithdrawalLookupTable;
    withdrawal_lookup_failure: WithdrawalLookupFailureTable;
  }
}

export type WithdrawalRow = Selectable<WithdrawalTable>;

/** The contract's WithdrawRecord. */
export interface WithdrawRecord {
  id: number;
  createTime: string;
  updateTime: string;
  currency: string;
  amount: string;
  status: WithdrawStatus;
  paymentMethod: CashoutMethodCode;
  accountHint: string | null;
}

export function toRecord(row: WithdrawalRow): WithdrawRecord {
  return {
    id: row.id,
    createTime: row.created_at.toISOString(),
    updateTime: row.updated_at.toISOString(),
    currency: row.currency,
    amount: money(row.amount),
    status: row.member_status,
    paymentMethod: row.payment_method,
    accountHint: row.account_hint,
  };
}

export async function insertWithdrawal(
  db: Db,
  row: Insertable<WithdrawalTable>,
  actor: 'member' | 'operator',
): Promise<WithdrawalRow> {
  const inserted = await db.insertInto('withdrawal').values(row).returningAll().executeTakeFirstOrThrow();
  await db
    .insertInto('withdrawal_status_change')
    .values({ withdrawal_id: inserted.id, from_status: null, to_status: inserted.status, actor, note: null })
    .execute();
  return inserted;
}

/** The newest submission of the member, for the 2 s guard. */
export async function lastSubmittedAt(db: Db, memberId: number): Promise<Date | undefined> {
  const row = await db
    .selectFrom('withdrawal')
    .select('created_at')
    .where('member_id', '=', memberId)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.created_at;
}

export async function hasPending(db: Db, memberId: number): Promise<boolean> {
  const row = await db
    .selectFrom('withdrawal')
    .select('id')
    .where('member_id', '=', memberId)
    .where('status', '=', 0)
    .executeTakeFirst();
  return row !== undefined;
}

/** A request locked until the transaction ends; with memberId, only when it is that member's own. */
export async function lockWithdrawal(
  db: Db,
  id: number,
  memberId?: number,
): Promise<WithdrawalRow | undefined> {
  let query = db.selectFrom('withdrawal').selectAll().where('id', '=', id);
  if (memberId !== undefined) query = query.where('member_id', '=', memberId);
  return query.forUpdate().executeTakeFirst();
}

export async function findWithdrawal(db: Db, id: number): Promise<WithdrawalRow | undefined> {
  return db.selectFrom('withdrawal').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Moves a request to a new status and records who did it, in the caller's transaction. */
export async function changeStatus(
  db: Db,
  row: WithdrawalRow,
  to: WithdrawStatus,
  actor: 'member' | 'operator',
  note: string | null = null,
): Promise<WithdrawalRow> {
  const updated = await db
    .updateTable('withdrawal')
    .set({ status: to, updated_at: sql`now()` })
    .where('id', '=', row.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await db
    .insertInto('withdrawal_status_change')
    .values({ withdrawal_id: row.id, from_status: row.status, to_status: to, actor, note })
    .execute();
  return updated;
}

export async function pageOfMember(db: Db, memberId: number, list: ListQuery): Promise<Page<WithdrawRecord>> {
  return fetchPage(db.selectFrom('withdrawal').selectAll().where('member_id', '=', memberId), list, toRecord);
}

/** One page of requests in the given statuses (all when none), oldest first: the back office's queue. */
export async function pageByStatus(
  db: Db,
  statuses: readonly WithdrawStatus[],
  pageNum: number,
  pageSize: number,
): Promise<{ rows: WithdrawalRow[]; total: number }> {
  let query = db.selectFrom('withdrawal');
  if (statuses.length > 0) query = query.where('status', 'in', statuses);
  const [rows, count] = await Promise.all([
    query
      .selectAll()
      .orderBy('created_at')
      .orderBy('id')
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** Every move of one request, oldest first. */
export async function statusChanges(db: Db, withdrawalId: number) {
  return db
    .selectFrom('withdrawal_status_change')
    .selectAll()
    .where('withdrawal_id', '=', withdrawalId)
    .orderBy('id')
    .execute();
}

/** A member's requests, newest first (the back office's player view). */
export async function latestOfMember(db: Db, memberId: number, limit: number): Promise<WithdrawalRow[]> {
  return db
    .selectFrom('withdrawal')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** How many requests wait in each status (the dashboard's queues). */
export async function countByStatus(db: Db): Promise<Record<number, number>> {
  const rows = await db
    .selectFrom('withdrawal')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('status', 'in', [0, 20, 29, 30, 35])
    .groupBy('status')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.n)]));
}

/** Requests in the given statuses, oldest first: the operator's review queue. */
export async function listByStatus(db: Db, statuses: readonly WithdrawStatus[]): Promise<WithdrawalRow[]> {
  return db
    .selectFrom('withdrawal')
    .selectAll()
    .where('status', 'in', statuses)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function insertLookup(db: Db, tokenHash: string, withdrawalId: number, expiresAt: Date) {
  // Expired lookups are of no use to anyone; they go whenever a new one is issued.
  await db.deleteFrom('withdrawal_lookup').where('expires_at', '<=', sql<Date>`now()`).execute();
  await db
    .insertInto('withdrawal_lookup')
    .values({ token_hash: tokenHash, withdrawal_id: withdrawalId, expires_at: expiresAt })
    .execute();
}

/** The request a live lookup token was issued for. */
export async function findByLookup(db: Db, tokenHash: string): Promise<WithdrawalRow | undefined> {
  return db
    .selectFrom('withdrawal_lookup')
    .innerJoin('withdrawal', 'withdrawal.id', 'withdrawal_lookup.withdrawal_id')
    .selectAll('withdrawal')
    .where('withdrawal_lookup.token_hash', '=', tokenHash)
    .where('withdrawal_lookup.expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
}

/** The member's own request by id (the lookup matches a username and an id). */
export async function findOwnWithdrawal(db: Db, id: number, memberId: number) {
  return db
    .selectFrom('withdrawal')
    .selectAll()
    .where('id', '=', id)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
}

/**
 * What the member's cash-outs of this calendar month (UTC) add up to, in minor units of `exponent`
 * decimals (cents, satoshi), leaving out those whose money came back (cancelled, rejected, failed);
 * one held for reconciliation counts.
 */
export async function monthTotalCents(db: Db, memberId: number, exponent = 2): Promise<bigint> {
  const row = await db
    .selectFrom('withdrawal')
    .select(
      sql<string>`((coalesce(sum(amount), 0) * ${String(10n ** BigInt(exponent))}::numeric)::bigint)::text`.as(
        'cents',
      ),
    )
    .where('member_id', '=', memberId)
    .where('status', 'not in', [1, 10, 50])
    .where('created_at', '>=', sql<Date>`date_trunc('month', now() at time zone 'utc') at time zone 'utc'`)
    .executeTakeFirstOrThrow();
  return BigInt(row.cents);
}

/** Serialises lookups of one login name until the transaction ends. */
export async function lockLookupsOf(db: Db, login: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`withdrawal_lookup:${login}`}))`.execute(db);
}

/** Failed lookups for a login name within the last hour; older ones are deleted as new ones come. */
export async function recentLookupFailures(db: Db, login: string): Promise<number> {
  const row = await db
    .selectFrom('withdrawal_lookup_failure')
    .select((eb) => eb.fn.countAll<string>().as('failures'))
    .where('login', '=', login)
    .where('created_at', '>', sql<Date>`now() - interval '1 hour'`)
    .executeTakeFirstOrThrow();
  return Number(row.failures);
}

export async function recordLookupFailure(db: Db, login: string): Promise<void> {
  await db
    .deleteFrom('withdrawal_lookup_failure')
    .where('created_at', '<=', sql<Date>`now() - interval '1 hour'`)
    .execute();
  await db.insertInto('withdrawal_lookup_failure').values({ login }).execute();
}

/**
 * The member's cash-outs added up: paid (30, 40, and 35 while reconciled, which the member sees as
 * paid) and waiting to be paid (0, 20, 29). Cancelled, rejected and failed ones came back.
 */
export async function cashOutTotals(db: Db, memberId: number): Promise<{ paid: string; pending: string }> {
  const row = await db
    .selectFrom('withdrawal')
    .select([
      sql<string>`coalesce(sum(amount) filter (where status in (30, 35, 40)), 0)::text`.as('paid'),
      sql<string>`coalesce(sum(amount) filter (where status in (0, 20, 29)), 0)::text`.as('pending'),
    ])
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  return { paid: money(row.paid), pending: money(row.pending) };
}

/** How many cash-outs are in each state (/metrics). */
export async function countCashOutsByStatus(db: Db) {
  return db
    .selectFrom('withdrawal')
    .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy('status')
    .execute();
}
