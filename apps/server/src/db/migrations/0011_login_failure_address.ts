import { type Kysely, sql } from 'kysely';

/**
 * Login limits (issue 13 finding 5): failures are counted per address too, and for a login name that
 * matches no account (member_id null, login_name set), so a refusal does not tell which accounts exist.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against the database as it was then.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table login_failure
    alter column member_id drop not null,
    add column login_name text`.execute(db);
  await sql`create index login_failure_ip_time on login_failure (ip, created_at)`.execute(db);
  await sql`create index login_failure_name_time on login_failure (login_name, created_at)`.execute(db);
}
