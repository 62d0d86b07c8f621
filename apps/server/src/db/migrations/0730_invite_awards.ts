import { type Kysely, sql } from 'kysely';

/**
 * Invitation rewards a member has claimed, one row a reward cell: the primary key is what makes a
 * cell pay once, however many claims arrive together.
 */
const statements = [
  sql`create table invite_award (
    member_id integer not null references member (id),
    invite_config_id integer not null references invite_config (id),
    person_count integer not null check (person_count > 0),
    amount numeric(20, 2) not null check (amount > 0),
    created_at timestamptz not null default now(),
    primary key (member_id, invite_config_id)
  )`,
];

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the database as it was then.
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
