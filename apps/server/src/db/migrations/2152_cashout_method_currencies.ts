import { type Kysely, sql } from 'kysely';

/**
 * The account currencies each cash-out method pays out in, as deposit methods have (null: every one).
 * A bank transfer, PayPal, Mercado Pago, CPAY and PayID pay fiat; the BTC method pays bitcoin to a
 * wallet address, so it is the one rail of a BTC account (issue 25), and stays open to fiat accounts,
 * whose amount it pays at the day's rate as before.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against the database as it was then.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table cashout_payment_method add column currencies text[]`.execute(db);
  await sql`update cashout_payment_method
    set currencies = (select coalesce(array_agg(code order by code), '{}') from currency where decimals = 2)
    where code <> 'BTC'`.execute(db);
}
