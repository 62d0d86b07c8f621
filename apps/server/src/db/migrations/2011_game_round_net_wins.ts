import { type Kysely, sql } from 'kysely';

/** The wins ticker reads the last day's rounds that paid back more than they staked (issue 32 §11). */
const statements = [
  sql`create index game_round_net_wins on game_round (updated_at) where win_amount > bet_amount`,
];

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the database as it was then.
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
