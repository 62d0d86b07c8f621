import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { memberWithSession } from '../test/sessionFor.js';
import { findOrder } from './repository.js';
import { applyReading } from './settle.js';

/** Issue 32 §2: the first-deposit bonus is a choice the player makes on the deposit screen, off unless chosen. */
let t: TestApp;
beforeAll(async () => {
  // No provider configured: the order is opened, then the checkout cannot be made (the member reads
  // "try later"); what matters here is the order row and what its credit does.
  t = await createTestApp();
  await t.db.updateTable('deposit_payment_method').set({ enabled: 1 }).execute();
});
afterAll(async () => t.close());

async function orderFor(token: string, fields: Record<string, string>) {
  await t.app.inject({
    method: 'POST',
    url: '/api/sys/deposit/stripe/depositOrder',
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: token },
    payload: new URLSearchParams({ amount: '30', paymentMethod: 'STRIPE', ...fields }).toString(),
  });
}

async function latestOrder(memberId: number) {
  const row = await t.db
    .selectFrom('deposit_order')
    .select('id')
    .where('member_id', '=', memberId)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  const order = await findOrder(t.db, row.id);
  if (order === undefined) throw new Error('no order');
  return order;
}

async function credit(orderId: string) {
  await applyReading(
    t.db,
    orderId,
    { status: 'succeeded', providerPaymentId: `pay_${orderId}`, amount: '30.00', currency: 'USD' },
    // Without a provider the order is held for review; reconciliation is what may settle it then.
    'reconcile',
  );
}

async function walletOf(memberId: number) {
  return t.db
    .selectFrom('wallet')
    .select(['cash', 'bonus', 'rolling_amount'])
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
}

describe('the first-deposit bonus is the player’s choice', () => {
  it('a first deposit without the choice is cash only, withdrawable, and opens no bonus', async () => {
    const m = await memberWithSession(t.db);
    await orderFor(m.token, {});
    const order = await latestOrder(m.memberId);
    expect(order.bonus_chosen).toBe(false);
    await credit(order.id);
    expect(await walletOf(m.memberId)).toEqual({ cash: '30.00', bonus: '0.00', rolling_amount: '0.00' });
    const grants = await t.db.selectFrom('bonus_grant').select('kind').where('member_id', '=', m.memberId);
    expect(await grants.execute()).toEqual([]);
  });

  it('a first deposit with the bonus chosen records the choice and opens the grant at credit only', async () => {
    const m = await memberWithSession(t.db);
    await orderFor(m.token, { bonus: '1' });
    const order = await latestOrder(m.memberId);
    expect(order.bonus_chosen).toBe(true);
    const grants = t.db.selectFrom('bonus_grant').select('kind').where('member_id', '=', m.memberId);
    expect(await grants.execute()).toEqual([]);
    await credit(order.id);
    expect(await grants.execute()).toEqual([{ kind: 'FIRST_DEPOSIT' }]);
    // 100% of 30, wagered 50 times bonus plus deposit (spec 002 §9).
    expect(await walletOf(m.memberId)).toEqual({ cash: '30.00', bonus: '30.00', rolling_amount: '3000.00' });
  });

  it('bonus=0 is no choice', async () => {
    const m = await memberWithSession(t.db);
    await orderFor(m.token, { bonus: '0' });
    expect((await latestOrder(m.memberId)).bonus_chosen).toBe(false);
  });
});
