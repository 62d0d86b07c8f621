import { type Kysely, sql } from 'kysely';

/**
 * New BTC accounts again (issue 25), undoing 0550: the ledger, the API's amounts, the vendor's stakes
 * and the app's forms now keep a bitcoin amount to the satoshi, and the cash-out and bonus figures are
 * the reference ones converted at BTC's rate, so a BTC balance is held exactly. The seed
 * (currencies.json) offers it to new installs too.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against the database as it was then.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`update currency set enabled = 1 where code = 'BTC'`.execute(db);
}
