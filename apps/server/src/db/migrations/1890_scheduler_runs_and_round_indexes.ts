import { type Kysely, sql } from 'kysely';

/**
 * Issue 25 (findings 5 and 6):
 * - a scheduler run records its period first and then credits each member in a short transaction of
 *   its own (src/bonuses/schedule.ts), so a run is `running` until it is `done`; the instance working
 *   on it holds a lease it renews, and another instance takes over a run whose lease ran out;
 * - the round look-ups of rollbacks and jackpot claims, and the cashback's settled rounds, are served
 *   by indexes instead of sequential scans under the wallet lock; so is the Friday bonus's deposits.
 */
const statements = [
  sql`alter table bonus_job_run add column status text not null default 'done'
    check (status in ('running', 'done'))`,
  sql`alter table bonus_job_run add column claim text`,
  sql`alter table bonus_job_run add column lease_until timestamptz`,
  sql`alter table bonus_job_run add column finished_at timestamptz`,
  sql`update bonus_job_run set finished_at = ran_at`,
  sql`create index vendor_transaction_round on vendor_transaction (vendor, member_id, round_id)`,
  sql`create index vendor_transaction_settled on vendor_transaction (created_at) where kind = 'WIN'`,
  sql`create index wallet_ledger_deposit_time on wallet_ledger (created_at) where type = 'DEPOSIT' and class = 1`,
];

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the database as it was then.
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
