import { type Kysely, sql } from 'kysely';

/**
 * Social sign-up proves who signs up (issue 26 finding 12): a member made through Facebook keeps the
 * person's app-scoped Facebook id, one member a Facebook account; and each access token that opened
 * an account or a session is kept (hashed) until it expires, so a captured token cannot be replayed.
 */
const statements = [
  sql`alter table member add column facebook_user_id text`,
  sql`create unique index member_facebook_user on member (facebook_user_id)`,
  sql`create table social_token_use (
    token_hash text primary key,
    expires_at timestamptz not null
  )`,
  sql`create index social_token_use_expiry on social_token_use (expires_at)`,
];

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the database as it was then.
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
