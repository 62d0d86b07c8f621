import { type Kysely, sql } from 'kysely';

/**
 * The contact form's messages become the contact domain's, with what support needs to answer them:
 * the language the player wrote in (the answer goes out in it) and where the message stands.
 */
const statements = [
  sql`alter table contact_message add column lang text not null default 'es'`,
  sql`alter table contact_message add column status text not null default 'new'
    check (status in ('new', 'answered', 'closed'))`,
  sql`alter table contact_message add column status_changed_at timestamptz`,
  sql`create index contact_message_status_time on contact_message (status, created_at desc)`,
];

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the database as it was then.
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
