import { type Kysely, sql } from 'kysely';

/**
 * The operator's lobby order (issue 19): a game with a position is shown before the others, lowest
 * first; a game without one keeps the most-played order after them.
 */
const statements = [sql`alter table game add column sort_index integer check (sort_index >= 1)`];

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the database as it was then.
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
