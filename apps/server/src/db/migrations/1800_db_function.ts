import { type Kysely, sql } from 'kysely';

/**
 * SQL functions live one a file in src/db/functions and are applied after the migrations whenever their
 * text changed (src/db/functions.ts): this table remembers the hash of each file as it was applied.
 */
const statements = [
  sql`create table db_function (
    name text primary key,
    hash text not null,
    applied_at timestamptz not null default now()
  )`,
];

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the database as it was then.
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
