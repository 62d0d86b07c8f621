import { type Kysely, sql } from 'kysely';

/** Why the operator refused a document (status 30), shown to the member beside it; null otherwise. */
const statements = [
  'idcard_proof',
  'idcard_hold_proof',
  'address_proof',
  'payment_proof',
  'source_of_wealth_proof',
].map((document) => sql`alter table member add column ${sql.raw(`${document}_reason`)} text`);

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the database as it was then.
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
