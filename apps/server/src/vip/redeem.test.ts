import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { call } from '../test/members.js';
import { memberWithSession } from '../test/sessionFor.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A member holding `points` to spend, with the lifetime points that set its level. */
async function memberWithPoints(points: number, lifetimePoints: number) {
  const member = await memberWithSession(t.db);
  await t.db
    .insertInto('wallet')
    .values({ member_id: member.memberId, vip_points: points, vip_lifetime_points: lifetimePoints })
    .execute();
  return member;
}

async function wallet(memberId: number) {
  return t.db
    .selectFrom('wallet')
    .select(['cash', 'bonus', 'rolling_amount', 'vip_points', 'vip_lifetime_points'])
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
}

async function ledger(memberId: number) {
  return t.db
    .selectFrom('wallet_ledger')
    .select(['type', 'class', 'amount', 'reference_ref'])
    .where('member_id', '=', memberId)
    .execute();
}

const redeem = (token: string, id: number, extra: Record<string, string> = {}) =>
  call(t.app, '/sys/vipStore/redeem', { id: String(id), ...extra }, { token });

describe('redeeming a VIP store package', () => {
  it('takes the points and books the bonus as a REDEEM bonus row with its wagering, answering the user info', async () => {
    const { memberId, token } = await memberWithPoints(150, 150);
    const answer = await redeem(token, 1);
    expect(answer).toMatchObject({
      error: 0,
      data: { id: memberId, token, vipPoints: 50, bonusBalance: '1.00' },
    });
    expect(await wallet(memberId)).toEqual({
      cash: '0.00',
      bonus: '1.00',
      rolling_amount: '50.00',
      vip_points: 50,
      vip_lifetime_points: 150,
    });
    expect(await ledger(memberId)).toEqual([
      { type: 'REDEEM', class: 2, amount: '1.00', reference_ref: 'vipPackage:1' },
    ]);
  });

  it('refuses a package above the member level, changing nothing', async () => {
    const { memberId, token } = await memberWithPoints(1000, 399);
    const answer = await redeem(token, 3);
    expect(answer.error).toBe(2);
    expect(answer.message).toBe('This package is above your VIP level.');
    expect(await wallet(memberId)).toMatchObject({ vip_points: 1000, bonus: '0.00' });
    expect(await ledger(memberId)).toEqual([]);
  });

  it('refuses a package that costs more points than the member holds', async () => {
    const { memberId, token } = await memberWithPoints(99, 5000);
    const answer = await redeem(token, 1);
    expect(answer.error).toBe(2);
    expect(answer.message).toBe('You do not have enough VIP points for this package.');
    expect(await ledger(memberId)).toEqual([]);
  });

  it('spends the same points once when 20 redeems arrive together', async () => {
    const { memberId, token } = await memberWithPoints(100, 100);
    const answers = await Promise.all(Array.from({ length: 20 }, () => redeem(token, 1)));
    expect(answers.filter((answer) => answer.error === 0)).toHaveLength(1);
    expect(answers.filter((answer) => answer.error === 2)).toHaveLength(19);
    expect(await wallet(memberId)).toMatchObject({ vip_points: 0, bonus: '1.00' });
    expect(await ledger(memberId)).toHaveLength(1);
  });

  it('answers not found for an unknown or disabled package', async () => {
    const { token } = await memberWithPoints(1000, 1000);
    expect((await redeem(token, 9999)).error).toBe(3);
    await t.db.updateTable('vip_package').set({ enabled: 0 }).where('id', '=', 2).execute();
    try {
      expect((await redeem(token, 2)).error).toBe(3);
    } finally {
      await t.db.updateTable('vip_package').set({ enabled: 1 }).where('id', '=', 2).execute();
    }
  });

  it('needs a session', async () => {
    expect((await call(t.app, '/sys/vipStore/redeem', { id: '1' })).error).toBe(-2);
  });
});
