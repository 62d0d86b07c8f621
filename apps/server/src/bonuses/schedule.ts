import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { NewsType, notifyMember } from '../content/index.js';
import type { Db } from '../db/database.js';
import vipLevels from '../db/seeds/vipLevels.json' with { type: 'json' };
import { moneyParam } from '../i18n/index.js';
import { formatMinor, toMinor } from '../shared/money.js';
import { settledRoundLosses } from '../vendorWallet/index.js';
import { credit, vipLevelFor } from '../wallet/index.js';
import { hasPending } from '../withdrawals/index.js';
import { bonusRulesIn, grantBonus, memberMoney, readBonusRules } from './grants.js';
import type { BonusRules } from './rules.js';
import { cashback, fridayBonus } from './rules.js';

/**
 * The promotions' schedule (spec 002 §9), all in UTC, in periods that meet exactly:
 * - cashback: the week from Monday 00:00 to the next Monday 00:00 (the spec's "00:01 to 23:59" read as
 *   whole days, so no minute is counted nowhere), paid from that Monday;
 * - friday: Sunday 00:00 to Friday 00:00, credited from Friday 00:00;
 * - expiry: every 10 minutes, bonuses 7 days without a bet or past their deadline (90 days) end.
 * A run first records its period (`running`, under a lease its instance renews), then pays each member
 * in a short transaction of its own, so a run over 100,000 members never holds their wallets for long,
 * and finally marks the period `done`. Each member is paid once per period by their own key (the
 * cashback's ledger reference, the Friday grant's key), so a run that was killed halfway and is taken
 * over by another instance once its lease runs out pays nobody twice. Periods missed while the server
 * was down are run in order on the next tick.
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
/** How long a run's instance may go silent before another takes the run over. */
const leaseSeconds = 120;
/** The run's lease is renewed (and its count saved) every this many members. */
const renewEvery = 50;

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
  // Cashback: from the Monday a week earlier; Friday: from the Sunday before.
  const start = due - (job === 'cashback' ? 7 : 5) * day;
  return { key: new Date(start).toISOString().slice(0, 10), start: new Date(start), end: new Date(due) };
}

/** The period before a weekly one: the one due a moment before this one was due. */
function previousPeriod(job: BonusJob, period: Period): Period {
  return latestDuePeriod(job, new Date(period.end.getTime() - 1));
}

/**
 * The job's periods to run at `now`, oldest first: runs left unfinished (an instance died or is still
 * at it: claiming tells which), then the periods due and never started; only the latest for expiry.
 */
export async function missingPeriods(db: Db, job: BonusJob, now: Date): Promise<Period[]> {
  const unfinished = await db
    .selectFrom('bonus_job_run')
    .select(['period_key as key', 'period_start as start', 'period_end as end'])
    .where('job', '=', job)
    .where('status', '=', 'running')
    .orderBy('period_end')
    .execute();
  const latest = latestDuePeriod(job, now);
  const last = await db
    .selectFrom('bonus_job_run')
    .select('period_end')
    .where('job', '=', job)
    .orderBy('period_end', 'desc')
    .executeTakeFirst();
  if (job === 'expiry' || last === undefined) {
    const fresh = last?.period_end.getTime() === latest.end.getTime() ? [] : [latest];
    return [...unfinished.filter((run) => run.key !== latest.key), ...fresh];
  }
  const periods: Period[] = [];
  for (let period = latest; period.end > last.period_end && periods.length < maxCatchUp; ) {
    periods.unshift(period);
    period = previousPeriod(job, period);
  }
  return [...unfinished, ...periods];
}

/**
 * Takes a period for this instance: a new run, or a running one whose instance stopped renewing its
 * lease. Answers the claim, or undefined when the period is done or another instance holds it.
 */
async function claimPeriod(db: Db, job: BonusJob, period: Period): Promise<string | undefined> {
  const claim = randomUUID();
  const claimed = await sql<{ claim: string }>`
    insert into bonus_job_run (job, period_key, period_start, period_end, status, claim, lease_until)
    values (${job}, ${period.key}, ${period.start}, ${period.end}, 'running', ${claim},
      now() + make_interval(secs => ${leaseSeconds}))
    on conflict (job, period_key) do update set claim = excluded.claim, lease_until = excluded.lease_until
    where bonus_job_run.status = 'running' and bonus_job_run.lease_until < now()
    returning claim`.execute(db);
  return claimed.rows[0]?.claim;
}

/** One member's part of a run: true when it paid (or ended) something. */
type PayOne = (trx: Db) => Promise<boolean>;

class ClaimLost extends Error {}

/** Test hook: called before each member's transaction, to stop a run halfway as a crash would. */
export interface RunHooks {
  beforeMember?: (index: number) => void;
}

/**
 * Runs one period of a job: false when another instance holds it or it is done. Each member is paid
 * in its own transaction, which also counts the payment on the run and commits only while this
 * instance still holds the run (an instance that lost it to a takeover stops).
 */
export async function runPeriod(
  db: Db,
  job: BonusJob,
  period: Period,
  now: Date,
  hooks: RunHooks = {},
): Promise<boolean> {
  const claim = await claimPeriod(db, job, period);
  if (claim === undefined) return false;
  const ours = sql`job = ${job} and period_key = ${period.key} and claim = ${claim} and status = 'running'`;
  const members = await jobWork[job](db, period, now);
  try {
    for (const [index, payOne] of members.entries()) {
      hooks.beforeMember?.(index);
      await db.transaction().execute(async (trx) => {
        if (!(await payOne(trx))) return;
        const counted = await sql`update bonus_job_run set credited = credited + 1 where ${ours}`.execute(
          trx,
        );
        if (Number(counted.numAffectedRows ?? 0) !== 1) throw new ClaimLost();
      });
      if ((index + 1) % renewEvery === 0) {
        const renewed = await sql`update bonus_job_run
          set lease_until = now() + make_interval(secs => ${leaseSeconds}) where ${ours}`.execute(db);
        if (Number(renewed.numAffectedRows ?? 0) !== 1) return false;
      }
    }
  } catch (error) {
    if (error instanceof ClaimLost) return false;
    throw error;
  }
  const finished = await sql`update bonus_job_run
    set status = 'done', finished_at = now(), lease_until = null where ${ours}`.execute(db);
  return Number(finished.numAffectedRows ?? 0) === 1;
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

/**
 * The terms of one run in each member's currency (bonusRulesIn), converted once per currency: a
 * BTC member's cashback minimum and Friday thresholds are satoshi, not that many bitcoins.
 */
function termsPerCurrency(db: Db, rules: BonusRules) {
  const converted = new Map<string, Promise<BonusRules>>();
  return async (trx: Db, memberId: number) => {
    const money = await memberMoney(trx, memberId);
    let terms = converted.get(money.currency);
    if (terms === undefined) {
      terms = bonusRulesIn(db, money.currency, rules);
      converted.set(money.currency, terms);
    }
    return { ...money, rules: await terms };
  };
}

/** Each job's members for a period, as the work of paying each one (in its own transaction). */
const jobWork: Record<BonusJob, (db: Db, period: Period, now: Date) => Promise<PayOne[]>> = {
  /**
   * Cashback on the cash lost in the rounds that settled in the week (stakes less wins and refunds of
   * cash), as cash: no wagering. A pending cash-out blocks it as it blocks every promotion (spec 002 §4).
   */
  async cashback(db, period) {
    const termsOf = termsPerCurrency(db, await readBonusRules(db));
    const losers = await settledRoundLosses(db, period.start, period.end);
    return losers.map(({ memberId, net }) => async (trx) => {
      const { rules, currency, exponent } = await termsOf(trx, memberId);
      const loss = -(toMinor(net, exponent) ?? 0n);
      const amount = cashback(loss, await levelCode(trx, memberId), rules);
      if (amount <= 0n || (await hasPending(trx, memberId))) return false;
      const booked = await credit(trx, {
        memberId,
        type: 'PROMOTION',
        class: 1,
        amount: formatMinor(amount, exponent),
        externalRef: `cashback:${period.key}:${memberId}`,
      });
      if (booked.duplicate) return false;
      await notifyMember(trx, memberId, NewsType.share, 'news.cashbackCredited', {
        amount: moneyParam(formatMinor(amount, exponent), currency),
      });
      return true;
    });
  },

  /** Friday bonus: the period's deposits and the real balance now, by level; a bonus like any other. */
  async friday(db, period) {
    const termsOf = termsPerCurrency(db, await readBonusRules(db));
    const depositors = await db
      .selectFrom('wallet_ledger')
      .select(['member_id', (eb) => eb.fn.sum<string>('amount').as('deposited')])
      .where('class', '=', 1)
      .where('type', '=', 'DEPOSIT')
      .where('created_at', '>=', period.start)
      .where('created_at', '<', period.end)
      .groupBy('member_id')
      .orderBy('member_id')
      .execute();
    return depositors.map((row) => async (trx) => {
      const { rules, exponent } = await termsOf(trx, row.member_id);
      const wallet = await trx
        .selectFrom('wallet')
        .select('cash')
        .where('member_id', '=', row.member_id)
        .executeTakeFirst();
      const amount = fridayBonus(
        await levelCode(trx, row.member_id),
        toMinor(String(row.deposited), exponent) ?? 0n,
        toMinor(wallet?.cash ?? '0', exponent) ?? 0n,
        rules,
      );
      if (amount <= 0n) return false;
      // grantBonus refuses with a pending cash-out or another active bonus (spec 002 §9).
      const outcome = await grantBonus(trx, {
        memberId: row.member_id,
        kind: 'FRIDAY',
        grantKey: `FRIDAY:${period.key}:${row.member_id}`,
        amountCents: amount,
        wageringCents: amount * BigInt(rules.wageringMultiplier),
        rules,
      });
      return outcome.granted;
    });
  },

  /** Bonuses 7 days (their own inactivity_days) without a bet, or past their deadline, end. */
  async expiry(db, _period, now) {
    const overdue = await overdueGrants(db, now);
    return overdue.map((grantId) => async (trx) => {
      // Checked again under the wallet's lock: a bet since the list was read keeps the bonus alive.
      const still = await overdueGrants(trx, now, grantId);
      if (still.length === 0) return false;
      await sql`select bonus_forfeit(${grantId}::bigint, 'EXPIRED', 'inactive or past its deadline')`.execute(
        trx,
      );
      return true;
    });
  },
};

/**
 * Active grants without a bet for their inactivity days, or past their deadline. A bet writes only the
 * wallet row: the grant's last activity is its credit or the wallet's last bet. Given one grant, its
 * wallet row is locked first, as a bet locks it.
 */
async function overdueGrants(db: Db, now: Date, grantId?: string): Promise<string[]> {
  const rows = await sql<{ id: string }>`
    select g.id from bonus_grant g join wallet w on w.member_id = g.member_id
    where g.status = 'ACTIVE'
      and (greatest(g.last_activity_at, w.last_bet_at) + make_interval(days => g.inactivity_days) <= ${now}
        or g.deadline_at <= ${now})
      ${grantId === undefined ? sql`` : sql`and g.id = ${grantId}::bigint`}
    order by g.id
    ${grantId === undefined ? sql`` : sql`for update of w`}`.execute(db);
  return rows.rows.map((row) => String(row.id));
}
