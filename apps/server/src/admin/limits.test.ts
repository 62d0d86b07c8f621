import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depositedWithin, insertOrder } from '../deposits/repository.js';
import { depositRefusal } from '../protection/index.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { adminCall, fundedPlayer, operatorWithSession, type TestOperator } from './testing.js';

let t: TestApp;
let support: TestOperator;
let compliance: TestOperator;
let complianceB: TestOperator;

beforeAll(async () => {
  t = await createTestApp({ authRateLimitPerMinute: 100_000 });
  support = await operatorWithSession(t, 'support');
  compliance = await operatorWithSession(t, 'compliance');
  complianceB = await operatorWithSession(t, 'compliance');
}, 120_000);
afterAll(async () => {
  await t.close();
});

const limitOf = async (memberId: number) =>
  (await adminCall(t, '/admin/players/get', { memberId }, support.token)).data.limits;

describe('protection limits', () => {
  it("are set, raised and approved in a BTC account's satoshi", async () => {
    const player = await fundedPlayer(t);
    await t.db.updateTable('member').set({ currency: 'BTC' }).where('id', '=', player.memberId).execute();
    const set = (amount: string) =>
      adminCall(
        t,
        '/admin/players/limits/set',
        { memberId: player.memberId, kind: 'depositDay', amount, reason: 'asked by the player' },
        support.token,
      );
    expect((await set('0.00012345')).data.applied).toBe(true);
    expect(await limitOf(player.memberId)).toEqual([{ kind: 'depositDay', amount: '0.00012345', hours: 24 }]);
    expect((await set('0.000123451')).error).not.toBe(0);
    const raise = await set('0.00012346');
    expect(raise.data.applied).toBe(false);
    const approved = await adminCall(
      t,
      '/admin/approvals/limit/approve',
      { id: raise.data.approvalId },
      compliance.token,
    );
    expect(approved).toMatchObject({ error: 0, data: { status: 'approved' } });
    expect(await limitOf(player.memberId)).toEqual([{ kind: 'depositDay', amount: '0.00012346', hours: 24 }]);
  });

  it('are lowered by one operator and raised only with a second one', async () => {
    const player = await fundedPlayer(t);
    const set = (amount: string, token: string) =>
      adminCall(
        t,
        '/admin/players/limits/set',
        { memberId: player.memberId, kind: 'depositDay', amount, reason: 'asked by the player' },
        token,
      );
    expect((await set('500', support.token)).data).toEqual({ applied: true, approvalId: null });
    expect((await set('100.00', support.token)).data.applied).toBe(true);
    expect(await limitOf(player.memberId)).toEqual([{ kind: 'depositDay', amount: '100.00', hours: 24 }]);

    const raise = await set('1000.00', support.token);
    expect(raise.data.applied).toBe(false);
    expect(await limitOf(player.memberId)).toEqual([{ kind: 'depositDay', amount: '100.00', hours: 24 }]);
    const bySupport = await adminCall(
      t,
      '/admin/approvals/limit/approve',
      { id: raise.data.approvalId },
      support.token,
    );
    expect(bySupport.error).toBe(5);
    const approved = await adminCall(
      t,
      '/admin/approvals/limit/approve',
      { id: raise.data.approvalId },
      compliance.token,
    );
    expect(approved).toMatchObject({ error: 0, data: { status: 'approved' } });
    expect(await limitOf(player.memberId)).toEqual([{ kind: 'depositDay', amount: '1000.00', hours: 24 }]);

    // Removing a limit is a raise too, and the one who prepared it cannot approve it.
    const removal = await adminCall(
      t,
      '/admin/players/limits/set',
      { memberId: player.memberId, kind: 'depositDay', amount: '', reason: 'x' },
      compliance.token,
    );
    expect(removal.data.applied).toBe(false);
    expect(
      (
        await adminCall(
          t,
          '/admin/approvals/limit/approve',
          { id: removal.data.approvalId },
          compliance.token,
        )
      ).error,
    ).toBe(2);
    const answers = await Promise.all([
      adminCall(t, '/admin/approvals/limit/approve', { id: removal.data.approvalId }, complianceB.token),
      adminCall(
        t,
        '/admin/approvals/limit/approve',
        { id: removal.data.approvalId },
        (await operatorWithSession(t, 'administrator')).token,
      ),
    ]);
    expect(answers.map((answer) => answer.error).sort()).toEqual([0, 2]);
    expect(await limitOf(player.memberId)).toEqual([]);
  });

  it('refuse a deposit that would pass them, saying what is left, counting every order that may still pay', async () => {
    const player = await fundedPlayer(t);
    await adminCall(
      t,
      '/admin/players/limits/set',
      { memberId: player.memberId, kind: 'depositWeek', amount: '150.00', reason: 'self-limit' },
      support.token,
    );
    await insertOrder(t.db, {
      id: `dep_limit_${player.memberId}`,
      memberId: player.memberId,
      method: 'STRIPE',
      provider: 'stripe',
      amount: '100.00',
      currency: 'USD',
    });
    const refusal = (amount: string) =>
      depositRefusal(t.db, player.memberId, amount, 'USD', (hours) =>
        depositedWithin(t.db, player.memberId, hours),
      );
    await expect(refusal('50.00')).resolves.toBeUndefined();
    await expect(refusal('60.00')).resolves.toMatchObject({
      messageKey: 'deposit.limitWeek',
      params: { limit: { amount: '150.00', currency: 'USD' }, left: { amount: '50.00', currency: 'USD' } },
    });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/sys/deposit/cash/depositOrder',
      headers: {
        authorization: player.token,
        'x-fe-lang': 'en',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'amount=60',
    });
    expect(refused.json()).toMatchObject({
      error: 2,
      message:
        'This deposit would pass your 7-day deposit limit of $150.00; you can deposit up to $50.00 now.',
    });
  });

  it('apply a prepared raise only over the value it was prepared from (issue 26 finding 11)', async () => {
    const player = await fundedPlayer(t);
    const set = (amount: string) =>
      adminCall(
        t,
        '/admin/players/limits/set',
        { memberId: player.memberId, kind: 'depositMonth', amount, reason: 'asked by the player' },
        support.token,
      );
    await set('100.00');
    const raise = await set('5000.00');
    expect(raise.data.applied).toBe(false);
    await set('0.00');
    const approved = await adminCall(
      t,
      '/admin/approvals/limit/approve',
      { id: raise.data.approvalId },
      compliance.token,
    );
    expect(approved).toMatchObject({ error: 0, data: { status: 'refused' } });
    expect(await limitOf(player.memberId)).toEqual([{ kind: 'depositMonth', amount: '0.00', hours: 720 }]);
  });

  it('let an operator apply a time-out, shown with the history, and never shorten it', async () => {
    const player = await fundedPlayer(t);
    const timeOut = (period: string) =>
      adminCall(
        t,
        '/admin/players/protection/timeOut',
        { memberId: player.memberId, period, reason: 'signs of harm in chat' },
        support.token,
      );
    expect(await timeOut('7d')).toMatchObject({ error: 0, data: { kind: 'timeOut' } });
    expect((await timeOut('24h')).error).toBe(2);
    const view = await adminCall(
      t,
      '/admin/players/protection/get',
      { memberId: player.memberId },
      support.token,
    );
    expect(view.data.breaks).toHaveLength(1);
    expect(view.data.breaks[0]).toMatchObject({ kind: 'timeOut', reason: 'signs of harm in chat' });
    expect(view.data.history[0]).toMatchObject({ event: 'timeOut', operatorId: support.id });
  });
});
