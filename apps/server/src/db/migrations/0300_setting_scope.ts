import { type Kysely, sql } from 'kysely';

/**
 * Who may read a setting (settings.json `scope`): `contact` rows answer contactUsSetting, `acquire`
 * rows are readable by name, `server` rows never leave the server. Unknown rows stay server-only.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against the database as it was then.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table site_setting add column scope text not null default 'server'
    check (scope in ('contact', 'acquire', 'server'))`.execute(db);
}
