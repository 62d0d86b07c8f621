import { type Kysely, sql } from 'kysely';

/**
 * Refresh rotation (issue 13 finding 17): the sessions one login grew by refreshes share a family, so a
 * logout ends them all; a rotated session holds the salt its one successor's token is derived from
 * (HMAC keyed by the old token), so parallel refreshes of one token all answer that same successor.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against the database as it was then.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table member_session
    add column family uuid not null default gen_random_uuid(),
    add column successor_salt text`.execute(db);
  await sql`create index member_session_family on member_session (family)`.execute(db);
}
