import { type Kysely, sql } from 'kysely';

/** Countries, their first-level subdivisions and the account currencies (filled from src/db/seeds). */
const statements = [
  sql`create table country (
    iso_code2 char(2) primary key,
    iso_code3 char(3) not null unique,
    en_name text not null,
    tel_num integer not null check (tel_num between 0 and 9999),
    status smallint not null default 1 check (status in (0, 1))
  )`,
  sql`create table state (
    code text primary key,
    country_iso_code2 char(2) not null references country (iso_code2),
    name text not null,
    status smallint not null default 1 check (status in (0, 1))
  )`,
  sql`create index state_country on state (country_iso_code2)`,
  sql`create table currency (
    code text primary key,
    symbol text not null,
    name text not null,
    enabled smallint not null default 1 check (enabled in (0, 1)),
    exchange_rate numeric(30, 10) not null check (exchange_rate > 0),
    decimals smallint not null check (decimals between 0 and 8)
  )`,
];

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the database as it was then.
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
