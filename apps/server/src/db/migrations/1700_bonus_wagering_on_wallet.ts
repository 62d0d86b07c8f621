import { type Kysely, sql } from 'kysely';

/**
 * A bet no longer writes its bonus grant (issue 18's bench: on PGlite that one row update was a bonus
 * bet's whole extra cost, about 230 µs). With one active grant a member, the wallet row a bet updates
 * anyway already says everything the grant's row repeated:
 *
 * - the active grant's wagering done is its `wagering_required` less the wallet's `rolling_amount`;
 * - its last activity is the later of the grant's `last_activity_at` (when it was credited) and the
 *   wallet's new `last_bet_at`, which every bet sets.
 *
 * A grant's own `wagered` and `last_activity_at` are written once, when it closes (converted, forfeited,
 * expired or merged), so a closed grant keeps its history. `vendor_bet` is 1600's without the grant's
 * update; `bonus_convert` and `bonus_forfeit` are 1300's with that snapshot. The expiry index on the
 * grant's `last_activity_at` no longer answers the expiry job's question and goes.
 *
 * The functions' bodies live in src/db/functions: vendor_bet.sql, bonus_convert.sql and bonus_forfeit.sql.
 */
const statements = [
  sql`alter table wallet add column last_bet_at timestamptz`,
  sql`drop index bonus_grant_expiry`,
];

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the database as it was then.
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
