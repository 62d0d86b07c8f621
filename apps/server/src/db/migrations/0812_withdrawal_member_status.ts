import { type Kysely, sql } from 'kysely';

/**
 * The status the member is shown: a request held for reconciliation (35) reads as paid (30) until it
 * is resolved, in the record and in the history's status filter alike.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against the database as it was then.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table withdrawal add column member_status smallint not null
    generated always as (case when status = 35 then 30 else status end) stored`.execute(db);
}
