import { type Kysely, sql } from 'kysely';

/**
 * Amounts in each currency's own precision (issue 25): money columns keep 8 decimals, the largest
 * exponent of an account currency (BTC; EUR, USD and BRL keep 2), so a BTC balance is held exactly.
 * Every numeric(20, 2) column and the nonnegative_money domain become scale 8 with the same 20 integer
 * digits; a fiat amount still carries two decimals (the amount parser refuses a third, and every
 * rounding goes to the currency's exponent), and the API answers it with two (src/shared/money.ts).
 * A domain cannot change its base type, so a new one takes the columns and the old name.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against the database as it was then.
export async function up(db: Kysely<any>): Promise<void> {
  await widen(db, 'numeric(28, 8)');
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the database as it was then.
export async function down(db: Kysely<any>): Promise<void> {
  await widen(db, 'numeric(20, 2)');
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the database as it was then.
async function widen(db: Kysely<any>, type: string): Promise<void> {
  const [from, to] =
    type === 'numeric(28, 8)'
      ? [
          [20, 2],
          [28, 8],
        ]
      : [
          [28, 8],
          [20, 2],
        ];
  const plain = await sql<{ table_name: string; column_name: string }>`
    select table_name, column_name from information_schema.columns
    where table_schema = current_schema() and domain_name is null and data_type = 'numeric'
      and numeric_precision = ${from![0]} and numeric_scale = ${from![1]}
    order by table_name, column_name`.execute(db);
  const domained = await sql<{ table_name: string; column_name: string }>`
    select table_name, column_name from information_schema.columns
    where table_schema = current_schema() and domain_name = 'nonnegative_money'
    order by table_name, column_name`.execute(db);
  await sql
    .raw(`create domain nonnegative_money_next as numeric(${to![0]}, ${to![1]}) check (value >= 0)`)
    .execute(db);
  const byTable = new Map<string, string[]>();
  for (const { table_name: table, column_name: column } of plain.rows) {
    byTable.set(table, [...(byTable.get(table) ?? []), `alter column ${column} type ${type}`]);
  }
  for (const { table_name: table, column_name: column } of domained.rows) {
    byTable.set(table, [...(byTable.get(table) ?? []), `alter column ${column} type nonnegative_money_next`]);
  }
  for (const [table, changes] of byTable) {
    await sql.raw(`alter table ${table} ${changes.join(', ')}`).execute(db);
  }
  await sql`drop domain nonnegative_money`.execute(db);
  await sql`alter domain nonnegative_money_next rename to nonnegative_money`.execute(db);
}
