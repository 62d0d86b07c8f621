import { type Kysely, sql } from 'kysely';

/**
 * The currencies a deposit method takes (issue 32 §6): null takes every account currency. Pix moves
 * reais only, so it is listed to accounts in BRL alone instead of opening a payment it must refuse.
 */
const statements = [
  sql`alter table deposit_payment_method add column currencies text[]`,
  sql`update deposit_payment_method set currencies = '{BRL}' where provider = 'pix'`,
];

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the database as it was then.
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
