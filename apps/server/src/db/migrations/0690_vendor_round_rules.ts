import { type Kysely, sql } from 'kysely';

/**
 * Round rules of the seamless wallet (issue 13 findings 6 and 20), inside the settle functions so the
 * hot path keeps one statement a call:
 * - a win is accepted only for a round with a stake that was not rolled back, and settles a round once
 *   (a win with no live bet, after its rollback, or a second win is answered UNKNOWN_ROUND);
 * - a bet is refused while an ordinary member's cash is at the "balance is full" limit, as checkBlock
 *   says (PLAYER_BLOCKED).
 *
 * The functions' bodies live in src/db/functions: vendor_bet.sql and vendor_win.sql.
 */
const statements = [
  sql`alter table game_round add column win_settled boolean not null default false`,
  // Rounds that already had their win before this rule existed are settled.
  sql`update game_round set win_settled = true where win_amount > 0`,
];

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the database as it was then.
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
