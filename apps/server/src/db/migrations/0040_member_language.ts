import { type Kysely, sql } from 'kysely';

/**
 * The member's language (X-FE-LANG at sign-up and whenever the member's calls arrive in another one),
 * so what the server writes to a member unprompted (news, mails) reads in the language they use.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against the database as it was then.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table member add column lang text not null default 'es'`.execute(db);
}
