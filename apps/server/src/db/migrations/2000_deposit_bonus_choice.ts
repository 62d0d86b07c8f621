import { type Kysely, sql } from 'kysely';

/**
 * The first-deposit bonus is the player's choice (issue 32 §2): the deposit order records whether it was
 * chosen, and only a chosen order opens the grant when it is credited. Orders from before were all
 * offered the bonus automatically, so they keep that meaning.
 */
const statements = [
  sql`alter table deposit_order add column bonus_chosen boolean not null default false`,
  sql`update deposit_order set bonus_chosen = true`,
];

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the database as it was then.
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
