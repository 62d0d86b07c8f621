import { type Kysely, sql } from 'kysely';

/**
 * A banner's words, one row a language, drawn by the app over the artwork (which carries none), so a
 * banner reads in the player's language and stays legible on a phone.
 */
const statements = [
  sql`create table banner_translation (
    banner_id integer not null references banner (id) on delete cascade,
    lang text not null,
    title text not null,
    text text not null default '',
    primary key (banner_id, lang)
  )`,
];

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the database as it was then.
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
