import { type Kysely, sql } from 'kysely';

/**
 * A jackpot contribution is 1% of a stake's cash part, kept exactly (issue 25): 4 decimals held 1% of a
 * cent, but a BTC stake of one satoshi contributes 10^-10 BTC. The pools, their shares and each bet's
 * recorded contribution keep 10 decimals, so a bitcoin pool grows by exactly what its stakes gave and a
 * rollback takes exactly that back; a fiat figure keeps its value.
 */
const columns = [
  ['jackpot_pool', 'amount'],
  ['jackpot_pool_share', 'amount'],
  ['vendor_transaction', 'jackpot_contribution'],
] as const;

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the database as it was then.
export async function up(db: Kysely<any>): Promise<void> {
  for (const [table, column] of columns) {
    await sql.raw(`alter table ${table} alter column ${column} type numeric(30, 10)`).execute(db);
  }
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the database as it was then.
export async function down(db: Kysely<any>): Promise<void> {
  for (const [table, column] of columns) {
    await sql.raw(`alter table ${table} alter column ${column} type numeric(24, 4)`).execute(db);
  }
}
