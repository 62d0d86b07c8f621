import { type Kysely, sql } from 'kysely';

/**
 * Status 35: a cash-out the operator failed after its payment was reported successful. Whether the
 * payout left is unknown, so the amount stays held until reconciliation completes or refunds it.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against the database as it was then.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table withdrawal drop constraint withdrawal_status_check`.execute(db);
  await sql`alter table withdrawal add constraint withdrawal_status_check
    check (status in (0, 1, 10, 20, 29, 30, 35, 40, 50))`.execute(db);
}
