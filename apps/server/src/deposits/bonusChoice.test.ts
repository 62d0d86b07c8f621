import { randomUUID } from 'node:crypto';
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

async function orderFor(token: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  await t.app.inject({
    method: 'POST',
    url: '/api/sys/deposit/stripe/depositOrder',
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: token, ...headers },
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

describe('a refused first-deposit bonus says why (issue 32 §3)', () => {
  async function offerFor(token: string) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/sys/depositPaymentMethod/maxBonusInfo',
      headers: { authorization: token, 'x-fe-lang': 'es' },
    });
    return response.json().data;
  }

  it('the offer names the reason instead of vanishing, and the player who chose it hears why it did not come', async () => {
    const device = { 'x-device-id': randomUUID() };
    const first = await memberWithSession(t.db);
    expect(await offerFor(first.token)).toMatchObject({ eligible: true, refusal: null });
    await orderFor(first.token, { bonus: '1' }, device);
    await credit((await latestOrder(first.memberId)).id);

    // The same phone, another account: the offer is still shown, with the reason it is refused.
    const second = await memberWithSession(t.db);
    await orderFor(second.token, { bonus: '1' }, device);
    expect(await offerFor(second.token)).toMatchObject({
      eligible: false,
      refusal: {
        reason: 'ONE_PER_PERSON',
        message: 'Esta oferta está limitada a una por persona, hogar, dispositivo y cuenta de pago.',
      },
    });
    await credit((await latestOrder(second.memberId)).id);
    expect(await walletOf(second.memberId)).toEqual({ cash: '30.00', bonus: '0.00', rolling_amount: '0.00' });
    const news = await t.db
      .selectFrom('news')
      .select('message')
      .where('member_id', '=', second.memberId)
      .execute();
    expect(news.map((row) => row.message)).toContainEqual(
      expect.stringContaining('sin el bono de primer depósito: esta oferta es una por persona'),
    );
    // The back office's row of it (the player page's refusals).
    const refusals = await t.db
      .selectFrom('bonus_refusal')
      .select(['grant_kind', 'signal_kind', 'other_member_id'])
      .where('member_id', '=', second.memberId)
      .execute();
    expect(refusals).toEqual([
      { grant_kind: 'FIRST_DEPOSIT', signal_kind: 'DEVICE', other_member_id: first.memberId },
    ]);

    // After the first deposit the offer is over, and says so.
    expect((await offerFor(first.token)).refusal).toMatchObject({ reason: 'DEPOSITED' });
  });
});
