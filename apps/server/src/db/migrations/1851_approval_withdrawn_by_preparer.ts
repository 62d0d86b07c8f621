import { type Kysely, sql } from 'kysely';

/**
 * The preparer may withdraw their own prepared change (issue 26 finding 4): approving or refusing
 * stays with another operator; a withdrawal (by the preparer, or when the subject itself was rejected)
 * may name anyone.
 */
const statements = [
  sql`alter table approval_request drop constraint approval_request_check`,
  sql`alter table approval_request add constraint approval_request_decider_check
    check (decided_by is null or status = 'withdrawn' or decided_by <> prepared_by)`,
];

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the database as it was then.
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
