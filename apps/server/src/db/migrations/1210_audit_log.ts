import { type Kysely, sql } from 'kysely';

/**
 * The back office's audit (issue 19): one row for every change an operator makes and every refusal,
 * each carrying the hash of the row before it (src/audit/chain.ts). The database itself refuses to
 * change or remove a row: UPDATE and DELETE raise, and so does TRUNCATE.
 *
 * The functions' bodies live in src/db/functions: audit_log_refuse_change.sql (the function and its
 * triggers).
 */
const statements = [
  sql`create table audit_log (
    id bigint generated always as identity primary key,
    at timestamptz not null,
    operator_id integer,
    operator_name text not null,
    action text not null,
    target_type text,
    target_id text,
    before jsonb,
    after jsonb,
    reason text,
    outcome text not null check (outcome in ('done', 'refused')),
    prev_hash text not null,
    hash text not null unique
  )`,
  sql`create index audit_log_target on audit_log (target_type, target_id, id)`,
  sql`create index audit_log_operator on audit_log (operator_id, id)`,
];

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the database as it was then.
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
