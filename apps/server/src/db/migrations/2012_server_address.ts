import { type Kysely, sql } from 'kysely';

/**
 * The address the running server answers at (issue 32 §12): the shell's operator commands print
 * enrolment links with it, since their own environment may lack the server's PORT or PUBLIC_URL.
 */
const statements = [
  sql`create table server_address (
    id boolean primary key default true check (id),
    public_url text not null,
    recorded_at timestamptz not null default now()
  )`,
];

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the database as it was then.
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
