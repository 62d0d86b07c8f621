import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSetting } from '../db/siteSettings.js';
import { reviewDocument } from '../members/index.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { dailyTotalSettings, thresholdSettings } from './approvals.js';
import { adminCall, askCashOut, fundedPlayer, operatorWithSession, type TestOperator } from './testing.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ authRateLimitPerMinute: 100_000 });
  await writeSetting(t.db, thresholdSettings.currency, 'USD');
  await writeSetting(t.db, thresholdSettings.cashOut, '1000.00');
  await writeSetting(t.db, thresholdSettings.adjustment, '100.00');
  await writeSetting(t.db, dailyTotalSettings.cashOut, '2000.00');
  await writeSetting(t.db, dailyTotalSettings.adjustment, '300.00');
}, 120_000);
afterAll(async () => {
  await t.close();
});

let requests = 0;
const adjust = (operator: TestOperator, memberId: number, amount: string) => {
  requests += 1;
  return adminCall(
    t,
    '/admin/players/adjust',
    {
      memberId,
      type: 'GIFT',
      class: 3,
      direction: 'credit',
      amount,
      reason: 'goodwill',
      requestId: `split-${process.pid}-${requests}`,
    },
    operator.token,
  );
};

describe('two-person thresholds cannot be split (issue 26 finding 3)', () => {
  it('count an operator’s adjustments to one player over the day', async () => {
    const operator = await operatorWithSession(t, 'finance');
    const player = await fundedPlayer(t);
    expect((await adjust(operator, player.memberId, '60.00')).data.booked).toBe(true);
    const second = await adjust(operator, player.memberId, '40.00');
    expect(second).toMatchObject({ error: 0, data: { booked: false } });
    expect(second.data.approvalId).toEqual(expect.any(Number));
  });

  it('twenty pieces at once book less than the threshold alone', async () => {
    const operator = await operatorWithSession(t, 'finance');
    const player = await fundedPlayer(t);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => adjust(operator, player.memberId, '9.99')),
    );
    const booked = answers.filter((answer) => answer.data?.booked === true).length;
    expect(booked).toBe(10);
    expect(answers.filter((answer) => answer.data?.booked === false)).toHaveLength(10);
  });

  it('count a daily total per operator over all players', async () => {
    const operator = await operatorWithSession(t, 'finance');
    const booked = [];
    for (let i = 0; i < 4; i++) {
      const player = await fundedPlayer(t);
      booked.push((await adjust(operator, player.memberId, '90.00')).data.booked);
    }
    expect(booked).toEqual([true, true, true, false]);
    const other = await operatorWithSession(t, 'finance');
    expect((await adjust(other, (await fundedPlayer(t)).memberId, '90.00')).data.booked).toBe(true);
  });

  it('count cash-outs passed alone by one operator over the day', async () => {
    const operator = await operatorWithSession(t, 'finance');
    const passed = [];
    for (let i = 0; i < 3; i++) {
      const player = await fundedPlayer(t);
      const id = await askCashOut(t, player, '900');
      for (const field of ['idcardProofId', 'paymentProofId'] as const) {
        await reviewDocument(t.db, player.memberId, field, 'approve', null);
      }
      const answer = await adminCall(t, '/admin/cashOuts/move', { id, action: 'pass' }, operator.token);
      passed.push(answer.data.awaitingApproval);
    }
    expect(passed).toEqual([false, false, true]);
  });
});
