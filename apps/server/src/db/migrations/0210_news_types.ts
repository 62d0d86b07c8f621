import { type Kysely, sql } from 'kysely';

/** News the server writes about documents (20) and deposits (30), beside cash-outs (0) and shares (10). */
const statements = [
  sql`alter table news drop constraint news_type_check`,
  sql`alter table news add constraint news_type_check check (type in (0, 10, 20, 30))`,
];

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the database as it was then.
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
