import { type Kysely, sql } from 'kysely';

/** VIP levels and the VIP store's packages (reference data from src/db/seeds). */
const statements = [
  sql`create table vip_level (
    level smallint primary key,
    code text not null unique,
    name text not null,
    points integer not null check (points >= 0),
    color text not null,
    icon text not null,
    cashback_rate numeric(5, 4) not null check (cashback_rate >= 0 and cashback_rate < 1),
    friday_min_deposit numeric(20, 2),
    friday_real_balance_under numeric(20, 2),
    friday_bonus numeric(20, 2)
  )`,
  sql`create table vip_package (
    id integer primary key,
    level smallint not null references vip_level (level),
    points integer not null check (points > 0),
    bonus numeric(20, 2) not null check (bonus > 0),
    enabled smallint not null default 1 check (enabled in (0, 1))
  )`,
];

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the database as it was then.
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
