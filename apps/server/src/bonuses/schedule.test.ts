import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/database.js';
import { openPostgres } from '../db/database.js';
import { hashToken } from '../shared/tokens.js';
import { createTestDatabase } from '../test/db.js';
import { placeBet, settleWin } from '../vendorWallet/settle.js';
import { createLaunch, createMember, openTableLimits } from '../vendorWallet/testing.js';
import { credit } from '../wallet/ledger.js';
import { activeGrant } from './grants.js';
import { latestDuePeriod, missingPeriods, runDueJobs, runPeriod } from './schedule.js';
import { giveBonus } from './testing.js';

let db: Db;
let url: string | undefined;
let destroy: () => Promise<void>;
let sequence = 0;

beforeAll(async () => {
  ({ db, url, destroy } = await createTestDatabase());
  await openTableLimits(db, 1);
});
afterAll(async () => destroy());
// Each test is its own timeline: no period is taken as run by an earlier test.
beforeEach(async () => {
  await db.deleteFrom('bonus_job_run').execute();
});

const at = (iso: string) => new Date(iso);

/** A deposit booked at a past moment (the Friday bonus reads the period's deposits by their time). */
async function deposit(memberId: number, amount: string, when: string) {
  sequence += 1;
  const ref = `schedule:${sequence}`;
  await credit(db, { memberId, type: 'DEPOSIT', class: 1, amount, externalRef: ref });
  await sql`update wallet_ledger set created_at = ${when}::timestamptz where external_ref = ${ref}`.execute(
    db,
  );
}

/**
 * A round through the vendor wallet: a stake and its win (0.00 closes a lost round), the win booked at
 * `settledAt` (the cashback counts a round in the period its win was booked in).
 */
async function round(memberId: number, stake: string, win: string, settledAt: string) {
  sequence += 1;
  const token = await createLaunch(db, memberId, 1);
  const call = { vendor: 'HOUSE', tokenHash: hashToken(token), gameId: 1, roundId: `r-${sequence}` };
  await placeBet(db, { ...call, transactionId: `bet-${sequence}`, amount: stake, currency: undefined });
  await settleWin(db, { ...call, transactionId: `win-${sequence}`, amount: win, currency: undefined });
  await sql`update vendor_transaction set created_at = ${settledAt}::timestamptz
    where vendor = 'HOUSE' and transaction_id = ${`win-${sequence}`}`.execute(db);
}

async function level(memberId: number, lifetimePoints: number) {
  await db
    .updateTable('wallet')
    .set({ vip_lifetime_points: lifetimePoints })
    .where('member_id', '=', memberId)
    .execute();
}

async function cashbacks(memberId: number) {
  const rows = await db
    .selectFrom('wallet_ledger')
    .select(['amount', 'external_ref'])
    .where('member_id', '=', memberId)
    .where('external_ref', 'like', 'cashback:%')
    .orderBy('id')
    .execute();
  return rows.map((row) => [row.external_ref.split(':')[1], row.amount]);
}

describe('periods, in UTC', () => {
  it('cashback covers Monday 00:00 to the next Monday 00:00 and is due then; Friday covers Sunday to Thursday', () => {
    expect(latestDuePeriod('cashback', at('2026-03-25T12:00:00Z'))).toEqual({
      key: '2026-03-16',
      start: at('2026-03-16T00:00:00Z'),
      end: at('2026-03-23T00:00:00Z'),
    });
    expect(latestDuePeriod('cashback', at('2026-03-23T00:00:00Z')).key).toBe('2026-03-16');
    expect(latestDuePeriod('cashback', at('2026-03-22T23:59:59Z')).key).toBe('2026-03-09');
    expect(latestDuePeriod('friday', at('2026-03-28T09:00:00Z'))).toEqual({
      key: '2026-03-22',
      start: at('2026-03-22T00:00:00Z'),
      end: at('2026-03-27T00:00:00Z'),
    });
  });

  it('consecutive weeks meet exactly: no minute belongs to no week', () => {
    const week = latestDuePeriod('cashback', at('2026-03-25T12:00:00Z'));
    const next = latestDuePeriod('cashback', at('2026-03-31T12:00:00Z'));
    expect(next.start).toEqual(week.end);
  });

  it('a week across a daylight-saving change (29 March in Europe, 8 March in the US) is still 7 UTC days', () => {
    for (const now of ['2026-03-30T00:30:00Z', '2026-03-10T10:00:00Z', '2026-10-26T00:30:00Z']) {
      const period = latestDuePeriod('cashback', at(now));
      expect(period.end.getTime() - period.start.getTime()).toBe(7 * 86_400_000);
      expect(period.end.getUTCHours()).toBe(0);
      expect(period.end.getUTCDay()).toBe(1);
    }
  });
});

describe('Monday cashback', () => {
  it('pays the level rate on the net cash loss, once, and catches up weeks missed while down (across a DST change)', async () => {
    const member = await createMember(db, { cash: '1000.00' });
    await level(member.id, 2000); // silver: 8%
    await round(member.id, '100.00', '40.00', '2026-03-18T10:00:00Z');
    await round(member.id, '50.00', '0.00', '2026-03-24T10:00:00Z');
    // The week across the European change (29 March): its Sunday 23:30 UTC still counts.
    await round(member.id, '200.00', '0.00', '2026-03-29T23:30:00Z');
    await round(member.id, '10.00', '0.00', '2026-03-31T10:00:00Z');

    // First start on Monday 23 March: the week of the 16th is paid.
    await runDueJobs(db, at('2026-03-23T00:05:00Z'));
    expect(await cashbacks(member.id)).toEqual([['2026-03-16', '4.80']]);
    // The same tick again, and a restart the same day: nothing more.
    await runDueJobs(db, at('2026-03-23T00:06:00Z'));
    await runDueJobs(db, at('2026-03-23T09:00:00Z'));
    expect(await cashbacks(member.id)).toHaveLength(1);
    // Down until Wednesday 8 April: the weeks of the 23rd and the 30th are paid on restart, in order.
    const ran = await runDueJobs(db, at('2026-04-08T12:00:00Z'));
    expect(ran.filter((run) => run.job === 'cashback').map((run) => run.key)).toEqual([
      '2026-03-23',
      '2026-03-30',
    ]);
    expect(await cashbacks(member.id)).toEqual([
      ['2026-03-16', '4.80'],
      ['2026-03-23', '20.00'],
      // 10.00 loss: 0.80 is under the 1.00 minimum.
    ]);
    const news = await db.selectFrom('news').select('message').where('member_id', '=', member.id).execute();
    expect(news).toHaveLength(2);
  });

  it('a period run again (its record lost) still credits each member once', async () => {
    const member = await createMember(db, { cash: '500.00' });
    await level(member.id, 400); // bronze: 5%
    await round(member.id, '100.00', '0.00', '2026-05-05T10:00:00Z');
    await runDueJobs(db, at('2026-05-11T01:00:00Z'));
    await db.deleteFrom('bonus_job_run').execute();
    await runDueJobs(db, at('2026-05-11T01:00:00Z'));
    expect(await cashbacks(member.id)).toEqual([['2026-05-04', '5.00']]);
  });

  it('two instances ticking at once credit once (advisory lock and period record)', async () => {
    const member = await createMember(db, { cash: '500.00' });
    await level(member.id, 10000);
    await round(member.id, '100.00', '0.00', '2026-06-02T10:00:00Z');
    const now = at('2026-06-08T00:01:00Z');
    // On PostgreSQL the second instance has its own pool, as a second server process would; PGlite is
    // embedded, so only one process can hold its data and "instances" share its one connection.
    const other = url === undefined ? db : openPostgres(url);
    try {
      const runs = await Promise.all([
        runDueJobs(db, now),
        runDueJobs(other, now),
        runDueJobs(db, now),
        runDueJobs(other, now),
      ]);
      expect(runs.flat().filter((run) => run.job === 'cashback')).toHaveLength(1);
      expect((await cashbacks(member.id)).length).toBe(1);
    } finally {
      if (other !== db) await other.destroy();
    }
  });

  it('counts a round in the week its win was booked: a hand dealt Sunday night and won Monday earns nothing', async () => {
    const member = await createMember(db, { cash: '500.00' });
    await level(member.id, 400); // bronze: 5%
    // Staked in the week of 2 November, paid 200 back in the week of 9 November.
    await round(member.id, '100.00', '200.00', '2026-11-09T00:10:00Z');
    await sql`update wallet_ledger set created_at = '2026-11-08T23:50:00Z'
      where member_id = ${member.id} and type = 'GAME_BET'`.execute(db);
    await runDueJobs(db, at('2026-11-09T00:05:00Z'));
    await runDueJobs(db, at('2026-11-16T00:05:00Z'));
    expect(await cashbacks(member.id)).toEqual([]);
  });

  it('a round settled in the first minute of a week is counted in that week', async () => {
    const member = await createMember(db, { cash: '500.00' });
    await level(member.id, 400);
    await round(member.id, '100.00', '0.00', '2026-11-16T00:00:30Z');
    await runDueJobs(db, at('2026-11-23T00:05:00Z'));
    expect(await cashbacks(member.id)).toEqual([['2026-11-16', '5.00']]);
  });

  it('pays no cashback while a cash-out is pending (a pending withdrawal blocks promotions)', async () => {
    const member = await createMember(db, { cash: '500.00' });
    await level(member.id, 400);
    await round(member.id, '100.00', '0.00', '2026-12-01T10:00:00Z');
    await db
      .insertInto('withdrawal')
      .values({
        member_id: member.id,
        amount: '5',
        currency: 'USD',
        payment_method: 'PAYPAL',
        email: 'x@y.z',
      })
      .execute();
    await runDueJobs(db, at('2026-12-07T00:05:00Z'));
    expect(await cashbacks(member.id)).toEqual([]);
  });

  it('a run killed halfway is taken over once its lease runs out and pays nobody twice', async () => {
    const members = [];
    for (let i = 0; i < 3; i += 1) {
      const member = await createMember(db, { cash: '500.00' });
      await level(member.id, 400);
      await round(member.id, '100.00', '0.00', '2027-01-05T10:00:00Z');
      members.push(member);
    }
    const now = at('2027-01-11T00:05:00Z');
    const [period] = await missingPeriods(db, 'cashback', now);
    const crash = new Error('killed');
    // On PostgreSQL another pool sees what each member's own transaction committed before the crash.
    const other = url === undefined ? db : openPostgres(url);
    let seenByOthers: unknown[] = [];
    try {
      await expect(
        runPeriod(db, 'cashback', period!, now, {
          beforeMember: (index) => {
            if (index === 1) throw crash;
          },
        }),
      ).rejects.toBe(crash);
      seenByOthers = await other
        .selectFrom('wallet_ledger')
        .select('member_id')
        .where('external_ref', 'like', 'cashback:2027-01-04:%')
        .execute();
    } finally {
      if (other !== db) await other.destroy();
    }
    expect(seenByOthers).toHaveLength(1);
    // The dead instance's lease still holds: nobody takes the run yet.
    expect((await runDueJobs(db, now)).filter((run) => run.job === 'cashback')).toEqual([]);
    await sql`update bonus_job_run set lease_until = now() - interval '1 second' where job = 'cashback'`.execute(
      db,
    );
    expect((await runDueJobs(db, now)).filter((run) => run.job === 'cashback')).toEqual([
      { job: 'cashback', key: '2027-01-04' },
    ]);
    for (const member of members) expect(await cashbacks(member.id)).toEqual([['2027-01-04', '5.00']]);
    const run = await db
      .selectFrom('bonus_job_run')
      .select(['status', 'credited'])
      .where('job', '=', 'cashback')
      .where('period_key', '=', '2027-01-04')
      .executeTakeFirstOrThrow();
    expect(run).toEqual({ status: 'done', credited: 3 });
  });
});

describe('Friday bonus', () => {
  it('credits the level figure to a depositor with a low real balance, once, and not with a pending cash-out', async () => {
    const member = await createMember(db, { cash: '0.00' });
    await level(member.id, 400); // bronze: deposit 100, balance under 10, bonus 10
    await deposit(member.id, '100.00', '2026-07-06T10:00:00Z');
    await round(member.id, '95.00', '0.00', '2026-07-07T10:00:00Z');
    const blocked = await createMember(db, { cash: '0.00' });
    await level(blocked.id, 400);
    await deposit(blocked.id, '100.00', '2026-07-06T10:00:00Z');
    await round(blocked.id, '95.00', '0.00', '2026-07-07T10:00:00Z');
    await db
      .insertInto('withdrawal')
      .values({
        member_id: blocked.id,
        amount: '5',
        currency: 'USD',
        payment_method: 'PAYPAL',
        email: 'x@y.z',
      })
      .execute();

    await runDueJobs(db, at('2026-07-10T00:02:00Z'));
    await runDueJobs(db, at('2026-07-10T00:03:00Z'));
    expect(await activeGrant(db, member.id)).toMatchObject({
      kind: 'FRIDAY',
      amount: '10.00',
      wagering_required: '500.00',
    });
    const grants = await db
      .selectFrom('bonus_grant')
      .select('id')
      .where('member_id', '=', member.id)
      .execute();
    expect(grants).toHaveLength(1);
    expect(await activeGrant(db, blocked.id)).toBeUndefined();
  });
});

describe('expiry', () => {
  it('ends a bonus after 7 days without a bet and a first-deposit bonus past its 90 days', async () => {
    const idle = await createMember(db, { cash: '10.00' });
    await giveBonus(db, idle.id, '5.00', '100.00');
    const late = await createMember(db, { cash: '10.00' });
    await giveBonus(db, late.id, '5.00', '100.00', { validDays: 90 });
    const now = Date.now();
    await sql`update bonus_grant set last_activity_at = ${new Date(now - 6 * 86_400_000)} where member_id = ${idle.id}`.execute(
      db,
    );
    await runDueJobs(db, new Date(now));
    expect(await activeGrant(db, idle.id)).toBeDefined();

    await runDueJobs(db, new Date(now + 86_400_000 + 600_000));
    expect(await activeGrant(db, idle.id)).toBeUndefined();
    expect(await activeGrant(db, late.id)).toBeDefined();
    await sql`update bonus_grant set last_activity_at = ${new Date(now + 89 * 86_400_000)} where member_id = ${late.id}`.execute(
      db,
    );
    await runDueJobs(db, new Date(now + 90 * 86_400_000 + 600_000));
    expect(await activeGrant(db, late.id)).toBeUndefined();
    const wallets = await db
      .selectFrom('wallet')
      .select(['cash', 'bonus', 'rolling_amount'])
      .where('member_id', 'in', [idle.id, late.id])
      .execute();
    expect(wallets).toEqual([
      { cash: '10.00', bonus: '0.00', rolling_amount: '0.00' },
      { cash: '10.00', bonus: '0.00', rolling_amount: '0.00' },
    ]);
  });

  it('counts 7 days from the last bet, which writes only the wallet, and keeps it on the ended grant', async () => {
    const member = await createMember(db, { cash: '10.00' });
    const grantId = await giveBonus(db, member.id, '5.00', '100.00');
    const now = Date.now();
    const dayMs = 86_400_000;
    await sql`update bonus_grant set last_activity_at = ${new Date(now - 8 * dayMs)} where id = ${grantId}`.execute(
      db,
    );
    const token = await createLaunch(db, member.id, 1);
    await placeBet(db, {
      vendor: 'HOUSE',
      tokenHash: hashToken(token),
      gameId: 1,
      transactionId: `expiry-bet-${member.id}`,
      roundId: `expiry-round-${member.id}`,
      amount: '1.00',
      currency: undefined,
    });
    const betAt = Date.now();

    await runDueJobs(db, new Date(now + dayMs + 600_000));
    expect(await activeGrant(db, member.id)).toBeDefined();
    await runDueJobs(db, new Date(betAt + 7 * dayMs + 600_000));
    expect(await activeGrant(db, member.id)).toBeUndefined();
    const ended = await db
      .selectFrom('bonus_grant')
      .select(['status', 'wagered', 'last_activity_at'])
      .where('id', '=', String(grantId))
      .executeTakeFirstOrThrow();
    expect(ended).toMatchObject({ status: 'EXPIRED', wagered: '1.00' });
    expect(Math.abs(ended.last_activity_at.getTime() - betAt)).toBeLessThan(60_000);
  });
});
