import { type Kysely, sql } from 'kysely';

/**
 * The scheduled reconciliation reads the ledger since its last run instead of all of it (issue 31):
 * each member's ledger sums up to a mark, and the mark. The grant check reads a grant's rows by index.
 */
const statements = [
  sql`create table reconciliation_mark (
    id integer primary key default 1 check (id = 1),
    ledger_id bigint not null,
    marked_at timestamptz not null
  )`,
  sql`create table reconciled_sum (
    member_id bigint primary key,
    cash numeric not null,
    bonus numeric not null,
    gift_bonus numeric not null
  )`,
  sql`create index wallet_ledger_grant on wallet_ledger (grant_id) where grant_id is not null`,
];

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the database as it was then.
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
