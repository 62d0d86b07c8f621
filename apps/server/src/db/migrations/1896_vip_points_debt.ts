import { type Kysely, sql } from 'kysely';

/**
 * A rolled-back bet takes back the VIP points it earned even when they were spent meanwhile: the
 * points balance may go below zero, a debt the next play repays (issue 25 finding 7: flooring it at 0
 * let spent points survive a rollback). The API shows a debt as 0 points; the store refuses it.
 */
const statements = [sql`alter table wallet alter column vip_points type integer`];

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the database as it was then.
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
