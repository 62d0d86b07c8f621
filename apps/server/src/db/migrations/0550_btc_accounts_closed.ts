import { type Kysely, sql } from 'kysely';

/**
 * No new BTC accounts: the wallet keeps 2 decimals and every cash-out limit is one number whatever
 * the currency (a 200 BTC minimum), so a BTC balance cannot be held correctly. Sign-up refuses a
 * currency that is not enabled; the seed (currencies.json) has it disabled for new installs.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against the database as it was then.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`update currency set enabled = 0 where code = 'BTC'`.execute(db);
}
