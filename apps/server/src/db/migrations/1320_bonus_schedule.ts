import { type Kysely, sql } from 'kysely';

/**
 * The bonus scheduler's record of each job's periods (src/bonuses/schedule.ts): a period is run once,
 * in the transaction that credits it, so a crash undoes both and the next tick runs it again; a period
 * missed while the server was down is found missing and run on the next start.
 */
const statements = [
  sql`create table bonus_job_run (
    job text not null check (job in ('cashback', 'friday', 'expiry')),
    period_key text not null,
    period_start timestamptz not null,
    period_end timestamptz not null,
    ran_at timestamptz not null default now(),
    credited integer not null default 0,
    primary key (job, period_key)
  )`,
  sql`create index bonus_grant_expiry on bonus_grant (last_activity_at) where status = 'ACTIVE'`,
];

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the database as it was then.
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
