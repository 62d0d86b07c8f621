import { type Kysely, sql } from 'kysely';

/**
 * The reality check over the game (issue 30): while one waits for the player's answer the member's bets
 * are held (protection_bet_refusal), and the next one is due an interval after the last answer.
 */
const statements = [
  sql`alter table protection_preference add column reality_check_held_at timestamptz`,
  sql`alter table protection_preference add column reality_check_answered_at timestamptz`,
];

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the database as it was then.
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
