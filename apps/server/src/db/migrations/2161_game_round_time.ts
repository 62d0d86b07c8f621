import { type Kysely, sql } from 'kysely';

/**
 * The games report reads a period's rounds (gameFigures): by their start, through this index, rather
 * than every round ever played (bench/scale: 4 to 5 s a month at 24M rounds without it).
 */
const statements = [sql`create index game_round_created on game_round (created_at)`];

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the database as it was then.
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
