import { type Kysely, sql } from 'kysely';

/** Deposit and cash-out methods and the two amount configurations (reference data from src/db/seeds). */
const statements = [
  sql`create table deposit_payment_method (
    code text primary key,
    name text not null,
    icon text not null,
    enabled smallint not null default 1 check (enabled in (0, 1)),
    visibility smallint not null default 0 check (visibility in (0, 10, 20)),
    sort_index integer not null default 0,
    provider text not null
  )`,
  sql`create table cashout_payment_method (
    code text primary key,
    name text not null,
    icon text not null,
    enabled smallint not null default 1 check (enabled in (0, 1)),
    sort_index integer not null default 0,
    required_fields text[] not null default '{}'
  )`,
  sql`create table payment_config (
    kind text primary key check (kind in ('deposit', 'withdraw')),
    config jsonb not null
  )`,
];

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the database as it was then.
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
