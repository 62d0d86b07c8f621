import { type Kysely, sql } from 'kysely';

/** Uploaded images: the bytes live in the file storage (DATA_DIR/files), the record says whose they are. */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against the database as it was then.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table stored_file (
    id uuid primary key,
    owner_member_id integer references member (id),
    visibility text not null default 'owner' check (visibility in ('owner', 'public')),
    mime text not null check (mime in ('image/jpeg', 'image/png', 'image/bmp')),
    size integer not null check (size > 0),
    width integer not null,
    height integer not null,
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index stored_file_owner on stored_file (owner_member_id)`.execute(db);
}
