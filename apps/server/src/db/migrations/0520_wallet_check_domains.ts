import { type Kysely, sql } from 'kysely';

/**
 * The wallet's and the ledger's column rules move from table CHECK constraints to domains, with the
 * same rules: no balance, points total or ledger balance below zero, only the spec's transaction types
 * and classes. PostgreSQL re-reads a table's CHECK constraints from the catalogue text and compiles
 * them at every statement that writes the table, while a domain's rules are compiled once per
 * connection: every bet and win wrote the wallet row (eight checks) and a ledger row (five), and those
 * re-reads were a quarter of the embedded database's time per call (bench/wallet). The ledger row's
 * own sum (balance_after = balance_before + amount) spans three columns and stays a table check.
 */
const nonNegativeMoney = ['cash', 'bonus', 'gift_bonus', 'rolling_amount', 'wagered', 'wagered_cashed_out'];
const nonNegativePoints = ['vip_points', 'vip_lifetime_points'];
const ledgerTypes = [
  'GAME_BET',
  'GAME_WIN',
  'GAME_ROLLBACK',
  'WITHDRAW',
  'WITHDRAW_ROLLBACK',
  'PROMOTION',
  'DEPOSIT',
  'REDEEM',
  'INVITE_AWARD',
  'GIFT',
  'BENEFITS',
];
const quoted = (values: string[]) => values.map((value) => `'${value}'`).join(', ');

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the database as it was then.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create domain nonnegative_money as numeric(20, 2) check (value >= 0)`.execute(db);
  await sql`create domain nonnegative_points as integer check (value >= 0)`.execute(db);
  await sql`create domain ledger_type as text check (value in (${sql.raw(quoted(ledgerTypes))}))`.execute(db);
  await sql`create domain ledger_class as smallint check (value in (1, 2, 3))`.execute(db);
  const wallet = [
    ...nonNegativeMoney.map((column) => `drop constraint wallet_${column}_check`),
    ...nonNegativePoints.map((column) => `drop constraint wallet_${column}_check`),
    ...nonNegativeMoney.map((column) => `alter column ${column} type nonnegative_money`),
    ...nonNegativePoints.map((column) => `alter column ${column} type nonnegative_points`),
  ];
  await sql.raw(`alter table wallet ${wallet.join(', ')}`).execute(db);
  await sql`alter table wallet_ledger
    drop constraint wallet_ledger_balance_before_check, drop constraint wallet_ledger_balance_after_check,
    drop constraint wallet_ledger_type_check, drop constraint wallet_ledger_class_check,
    alter column balance_before type nonnegative_money, alter column balance_after type nonnegative_money,
    alter column type type ledger_type, alter column class type ledger_class`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the database as it was then.
export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table wallet_ledger
    alter column balance_before type numeric(20, 2), alter column balance_after type numeric(20, 2),
    alter column type type text, alter column class type smallint,
    add constraint wallet_ledger_balance_before_check check (balance_before >= 0),
    add constraint wallet_ledger_balance_after_check check (balance_after >= 0),
    add constraint wallet_ledger_class_check check (class in (1, 2, 3))`.execute(db);
  await sql`alter table wallet_ledger add constraint wallet_ledger_type_check
    check (type in (${sql.raw(quoted(ledgerTypes))}))`.execute(db);
  const wallet = [
    ...nonNegativeMoney.map((column) => `alter column ${column} type numeric(20, 2)`),
    ...nonNegativePoints.map((column) => `alter column ${column} type integer`),
    ...[...nonNegativeMoney, ...nonNegativePoints].map(
      (column) => `add constraint wallet_${column}_check check (${column} >= 0)`,
    ),
  ];
  await sql.raw(`alter table wallet ${wallet.join(', ')}`).execute(db);
  await sql`drop domain ledger_class`.execute(db);
  await sql`drop domain ledger_type`.execute(db);
  await sql`drop domain nonnegative_points`.execute(db);
  await sql`drop domain nonnegative_money`.execute(db);
}
