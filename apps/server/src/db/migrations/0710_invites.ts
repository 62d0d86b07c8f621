import { type Kysely, sql } from 'kysely';

/** Invitation reward tiers (reference data from src/db/seeds). */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against the database as it was then.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table invite_config (
    id integer primary key,
    person_count integer not null unique check (person_count > 0),
    bonus_amount numeric(20, 2) not null check (bonus_amount > 0)
  )`.execute(db);
}
