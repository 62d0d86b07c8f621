import { sql } from 'kysely';
import { NewsType, notifyMember } from '../content/index.js';
import type { Db } from '../db/database.js';
import vipLevels from '../db/seeds/vipLevels.json' with { type: 'json' };
import { credit } from '../wallet/ledger.js';
import { formatCents, toCents } from '../wallet/money.js';
import { vipLevelFor } from '../wallet/vip.js';
import { grantBonus, readBonusRules } from './grants.js';
import { cashback, fridayBonus } from './rules.js';

/**
 * The promotions' schedule (spec 002 §9), all in UTC:
 * - cashback: the week Monday 00:01 to Sunday 23:59, paid from Monday 00:00 after it;
 * - friday: Sunday 00:01 to Thursday 23:59, credited from Friday 00:00;
 * - expiry: every 10 minutes, bonuses 7 days without a bet or past their deadline (90 days) end.
 * Each run takes a transaction-scoped PostgreSQL advisory lock for its job (on PGlite, one instance,
 * it is always free) and records its period in bonus_job_run in the same transaction: two instances
 * or a repeated tick run a period once. Periods missed while the server was down are run in order on
 * the next tick; members are credited once per period by their own key (the cashback's ledger
 * reference, the Friday grant's key) even if a period were run twice.
 */
export type BonusJob = 'cashback' | 'friday' | 'expiry';
export const bonusJobs: BonusJob[] = ['cashback', 'friday', 'expiry'];

export interface Period {
  key: string;
  start: Date;
  end: Date;
}

const minute = 60_000;
const day = 86_400_000;
/** A server down longer than this catches up this many periods, the latest ones. */
const maxCatchUp = 60;

function utcMidnight(at: Date): number {
  return Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
}

/** The last period of a job that is over at `now`. */
export function latestDuePeriod(job: BonusJob, now: Date): Period {
  if (job === 'expiry') {
    const end = Math.floor(now.getTime() / (10 * minute)) * 10 * minute;
    return { key: new Date(end).toISOString(), start: new Date(end - 10 * minute), end: new Date(end) };
  }
  // Monday is 1, Friday 5: the most recent such midnight at or before now ends the period.
  const dueWeekday = job === 'cashback' ? 1 : 5;
  const midnight = utcMidnight(now);
  const back = (now.getUTCDay() - dueWeekday + 7) % 7;
  const due = midnight - back * day;
  // Cashback: from Monday 00:01 a week earlier; Friday: from the Sunday 00:01 before, to Thursday's end.
  const start = due - (job === 'cashback' ? 7 : 5) * day + minute;
  return {
    key: new Date(start - minute).toISOString().slice(0, 10),
    start: new Date(start),
    end: new Date(due),
  };
}

/** The period before a weekly one: the one due a moment before this one was due. */
function previousPeriod(job: BonusJob, period: Period): Period {
  return latestDuePeriod(job, new Date(period.end.getTime() - 1));
}

/** The job's periods due at `now` and not yet run, oldest first; only the latest for expiry. */
export async function missingPeriods(db: Db, job: BonusJob, now: Date): Promise<Period[]> {
  const latest = latestDuePeriod(job, now);
  const last = await db
    .selectFrom('bonus_job_run')
    .select('period_end')
    .where('job', '=', job)
    .orderBy('period_end', 'desc')
    .executeTakeFirst();
  if (job === 'expiry' || last === undefined)
    return last?.period_end.getTime() === latest.end.getTime() ? [] : [latest];
  const periods: Period[] = [];
  for (let period = latest; period.end > last.period_end && periods.length < maxCatchUp; ) {
    periods.unshift(period);
    period = previousPeriod(job, period);
  }
  return periods;
}

/**
 * Runs one period of a job once: false when another instance holds the job or the period was run.
 */
export async function runPeriod(db: Db, job: BonusJob, period: Period, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const lock = await sql<{ locked: boolean }>`
      select pg_try_advisory_xact_lock(hashtext(${`bonus:${job}`})) as locked`.execute(trx);
    if (lock.rows[0]?.locked !== true) return false;
    const inserted = await trx
      .insertInto('bonus_job_run')
      .values({ job, period_key: period.key, period_start: period.start, period_end: period.end })
      .onConflict((conflict) => conflict.columns(['job', 'period_key']).doNothing())
      .returning('job')
      .executeTakeFirst();
    if (inserted === undefined) return false;
    const credited = await jobWork[job](trx, period, now);
    await trx
      .updateTable('bonus_job_run')
      .set({ credited })
      .where('job', '=', job)
      .where('period_key', '=', period.key)
      .execute();
    return true;
  });
}

/** One scheduler tick: every job's missing periods, in order. Answers the periods run. */
export async function runDueJobs(db: Db, now = new Date()): Promise<{ job: BonusJob; key: string }[]> {
  const ran: { job: BonusJob; key: string }[] = [];
  for (const job of bonusJobs) {
    for (const period of await missingPeriods(db, job, now)) {
      if (await runPeriod(db, job, period, now)) ran.push({ job, key: period.key });
    }
  }
  return ran;
}

const levelCodes = new Map(vipLevels.map((level) => [level.level, level.code]));

async function levelCode(db: Db, memberId: number): Promise<string> {
  const wallet = await db
    .selectFrom('wallet')
    .select('vip_lifetime_points')
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return levelCodes.get(vipLevelFor(wallet?.vip_lifetime_points ?? 0)) ?? 'entry';
}

const jobWork: Record<BonusJob, (trx: Db, period: Period, now: Date) => Promise<number>> = {
  /** Cashback on the week's net cash loss (bets less wins and refunds of cash), as cash: no wagering. */
  async cashback(trx, period) {
    const rules = await readBonusRules(trx);
    const losers = await trx
      .selectFrom('wallet_ledger')
      .select(['member_id', (eb) => eb.fn.sum<string>('amount').as('net')])
      .where('class', '=', 1)
      .where('type', 'in', ['GAME_BET', 'GAME_WIN', 'GAME_ROLLBACK'])
      .where('created_at', '>=', period.start)
      .where('created_at', '<', period.end)
      .groupBy('member_id')
      .having((eb) => eb.fn.sum('amount'), '<', 0)
      .execute();
    let credited = 0;
    for (const row of losers) {
      const loss = -(toCents(String(row.net)) ?? 0n);
      const amount = cashback(loss, await levelCode(trx, row.member_id), rules);
      if (amount <= 0n) continue;
      const booked = await credit(trx, {
        memberId: row.member_id,
        type: 'PROMOTION',
        class: 1,
        amount: formatCents(amount),
        externalRef: `cashback:${period.key}:${row.member_id}`,
      });
      if (booked.duplicate) continue;
      const member = await trx
        .selectFrom('member')
        .select('currency')
        .where('id', '=', row.member_id)
        .executeTakeFirstOrThrow();
      await notifyMember(trx, row.member_id, NewsType.share, 'news.cashbackCredited', {
        amount: formatCents(amount),
        currency: member.currency,
      });
      credited += 1;
    }
    return credited;
  },

  /** Friday bonus: the period's deposits and the real balance now, by level; a bonus like any other. */
  async friday(trx, period) {
    const rules = await readBonusRules(trx);
    const depositors = await trx
      .selectFrom('wallet_ledger')
      .select(['member_id', (eb) => eb.fn.sum<string>('amount').as('deposited')])
      .where('class', '=', 1)
      .where('type', '=', 'DEPOSIT')
      .where('created_at', '>=', period.start)
      .where('created_at', '<', period.end)
      .groupBy('member_id')
      .execute();
    let credited = 0;
    for (const row of depositors) {
      const wallet = await trx
        .selectFrom('wallet')
        .select('cash')
        .where('member_id', '=', row.member_id)
        .executeTakeFirst();
      const amount = fridayBonus(
        await levelCode(trx, row.member_id),
        toCents(String(row.deposited)) ?? 0n,
        toCents(wallet?.cash ?? '0') ?? 0n,
        rules,
      );
      if (amount <= 0n) continue;
      // grantBonus refuses with a pending cash-out or another active bonus (spec 002 §9).
      const outcome = await grantBonus(trx, {
        memberId: row.member_id,
        kind: 'FRIDAY',
        grantKey: `FRIDAY:${period.key}:${row.member_id}`,
        amountCents: amount,
        wageringCents: amount * BigInt(rules.wageringMultiplier),
        rules,
      });
      if (outcome.granted) credited += 1;
    }
    return credited;
  },

  /** Bonuses 7 days (their own inactivity_days) without a bet, or past their deadline, end. */
  async expiry(trx, _period, now) {
    // A bet writes only the wallet row: the grant's last activity is its credit or the last bet.
    const overdue = await sql<{ id: string }>`
      select g.id from bonus_grant g join wallet w on w.member_id = g.member_id
      where g.status = 'ACTIVE'
        and (greatest(g.last_activity_at, w.last_bet_at) + make_interval(days => g.inactivity_days) <= ${now}
          or g.deadline_at <= ${now})`.execute(trx);
    for (const grant of overdue.rows) {
      await sql`select bonus_forfeit(${grant.id}::bigint, 'EXPIRED', 'inactive or past its deadline')`.execute(
        trx,
      );
    }
    return overdue.rows.length;
  },
};
