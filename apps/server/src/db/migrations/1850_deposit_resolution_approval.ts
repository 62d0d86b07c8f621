import { type Kysely, sql } from 'kysely';

/**
 * A deposit in review credited at or above the two-person threshold waits for a second operator
 * (issue 26 finding 2): an approval request of kind depositResolution.
 */
const statements = [
  sql`alter table approval_request drop constraint approval_request_kind_check`,
  sql`alter table approval_request add constraint approval_request_kind_check
    check (kind in ('cashOutPass', 'adjustment', 'limitRaise', 'depositResolution'))`,
];

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the database as it was then.
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
