import { type Generated, type Selectable, sql } from 'kysely';
import type { Db } from '../db/database.js';
import { fetchPage, type ListQuery, type Page } from '../http/listQuery.js';

export interface AuditLogTable {
  id: Generated<string>;
  at: Date;
  operator_id: number | null;
  operator_name: string;
  action: string;
  target_type: string | null;
  target_id: string | null;
  before: unknown;
  after: unknown;
  reason: string | null;
  outcome: 'done' | 'refused';
  prev_hash: string;
  hash: string;
}

declare module '../db/schema.js' {
  interface Database {
    audit_log: AuditLogTable;
  }
}

export type AuditRow = Selectable<AuditLogTable>;

/**
 * One key for the whole log: a writer holds it from reading the last hash until its transaction ends,
 * so rows are chained in the order they commit. Taken last in a change's transaction, after every
 * other lock, so it is held briefly and never waits behind a lock another writer holds.
 */
const AUDIT_LOCK = 19_0000_0019;

export async function lockChain(db: Db): Promise<void> {
  await sql`select pg_advisory_xact_lock(${AUDIT_LOCK}::bigint)`.execute(db);
}

export async function lastHash(db: Db): Promise<string | undefined> {
  const row = await db
    .selectFrom('audit_log')
    .select('hash')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.hash;
}

export async function insertRow(db: Db, row: Omit<AuditRow, 'id'>): Promise<string> {
  const inserted = await db
    .insertInto('audit_log')
    .values({ ...row, before: jsonb(row.before), after: jsonb(row.after) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return String(inserted.id);
}

const jsonb = (value: unknown) =>
  value === null || value === undefined ? null : sql`${JSON.stringify(value)}::jsonb`;

/** The last row, its hash and how many rows there are: what an anchor signs. */
export async function chainHead(db: Db): Promise<{ id: string; hash: string; rows: number } | undefined> {
  const row = await sql<{ id: string; hash: string; rows: string }>`
    select id::text, hash, (select count(*) from audit_log)::text as rows
    from audit_log order by id desc limit 1`.execute(db);
  const head = row.rows[0];
  return head === undefined ? undefined : { id: head.id, hash: head.hash, rows: Number(head.rows) };
}

export async function hashOfRow(db: Db, id: string): Promise<string | undefined> {
  const row = await db.selectFrom('audit_log').select('hash').where('id', '=', id).executeTakeFirst();
  return row?.hash;
}

/** Rows after `afterId`, oldest first, for the chain check. */
export async function rowsAfter(db: Db, afterId: string, limit: number): Promise<AuditRow[]> {
  return db
    .selectFrom('audit_log')
    .selectAll()
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** The changes made to one target, oldest first (refusals left out): who moved it, from what to what. */
export async function doneOn(db: Db, targetType: string, targetId: string): Promise<AuditRow[]> {
  return db
    .selectFrom('audit_log')
    .selectAll()
    .where('target_type', '=', targetType)
    .where('target_id', '=', targetId)
    .where('outcome', '=', 'done')
    .orderBy('id')
    .execute();
}

export async function pageOfRows(db: Db, list: ListQuery): Promise<Page<AuditRow>> {
  return fetchPage(db.selectFrom('audit_log').selectAll(), list, (row) => row);
}
