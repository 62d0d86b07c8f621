import { type Kysely, sql } from 'kysely';

/**
 * Roulette's even-money hedges count nothing toward a bonus's wagering (issue 18). The house vendor's
 * roulette bet may carry the round's positions (`rouletteBets`, apps/house-vendor/PROTOCOL.md §2); the
 * wallet derives from them the stake that counts (src/bonuses/hedges.ts), passed as `p_counted`:
 * only for a roulette game (the game code's prefix), never above the bet, then capped at the grant's
 * max_counted_bet and taken at the game type's share, as before (1310). The detail is kept on the bet's
 * idempotency record, so a repeat of the transaction id with other positions is refused. The batch
 * function passes both on. Both functions are 1500's (the jackpot) with these two additions.
 *
 * The functions' bodies live in src/db/functions: vendor_bet.sql and vendor_settle_batch.sql.
 */
const statements = [sql`alter table vendor_transaction add column detail text`];

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the database as it was then.
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
