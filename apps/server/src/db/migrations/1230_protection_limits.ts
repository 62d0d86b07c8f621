import { type Kysely, sql } from 'kysely';

/**
 * Player protection limits (issue 19): how much a player may deposit in a rolling day, week and
 * month. An operator may lower one alone; raising or removing one waits for a second operator
 * (an approval request of kind limitRaise).
 */
const statements = [
  sql`create table player_limit (
    member_id integer not null,
    kind text not null check (kind in ('depositDay', 'depositWeek', 'depositMonth')),
    amount numeric(20, 2) not null check (amount >= 0),
    set_by integer references operator (id),
    set_at timestamptz not null default now(),
    primary key (member_id, kind)
  )`,
  sql`alter table approval_request drop constraint approval_request_kind_check`,
  sql`alter table approval_request add constraint approval_request_kind_check
    check (kind in ('cashOutPass', 'adjustment', 'limitRaise'))`,
];

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the database as it was then.
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
