import { type Kysely, sql } from 'kysely';

/**
 * What an operator moved alone, below the two-person threshold (issue 26 finding 3): a cash-out
 * passed or an adjustment booked, in the threshold's currency. Thresholds count these per operator
 * per player per day and per operator per day, so splitting a sum into pieces does not avoid them.
 * ref names the move (adjustment:<request id>, withdrawal:<id>): a repeated click counts once.
 */
const statements = [
  sql`create table operator_solo_action (
    id bigint generated always as identity primary key,
    operator_id integer not null references operator (id),
    member_id integer not null,
    kind text not null check (kind in ('cashOut', 'adjustment')),
    ref text not null unique,
    amount numeric(20, 2) not null check (amount >= 0),
    at timestamptz not null default now()
  )`,
  sql`create index operator_solo_action_day on operator_solo_action (operator_id, kind, at)`,
];

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the database as it was then.
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
