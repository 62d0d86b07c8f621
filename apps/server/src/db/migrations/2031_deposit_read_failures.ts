import { type Kysely, sql } from 'kysely';

/**
 * Reconciliation can no longer be starved by orders it can never read (issue 26 finding 6): each order
 * counts its failed reads, the run takes the fewest-failed first, and after a bound the order is given
 * up (gave_up_at, audited) and leaves the queue for an operator.
 */
const statements = [
  sql`alter table deposit_order add column read_failures integer not null default 0`,
  sql`alter table deposit_order add column gave_up_at timestamptz`,
];

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the database as it was then.
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
