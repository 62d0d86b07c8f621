import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSetting } from '../db/siteSettings.js';
import { insertOrder, updateOrder } from '../deposits/repository.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { thresholdSettings } from './approvals.js';
import { adminCall, fundedPlayer, operatorWithSession, type TestOperator } from './testing.js';

let t: TestApp;
let financeA: TestOperator;
let financeB: TestOperator;
/** What the stand-in provider says was paid, per order id. */
const paid = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp({ authRateLimitPerMinute: 100_000 });
  financeA = await operatorWithSession(t, 'finance');
  financeB = await operatorWithSession(t, 'finance');
  await writeSetting(t.db, thresholdSettings.currency, 'USD');
  await writeSetting(t.db, thresholdSettings.adjustment, '100.00');
  const providers = t.app.deposits.providers as unknown as Record<string, unknown>;
  providers.cash = {
    name: 'cash',
    read: async (order: { id: string }) => ({
      status: 'succeeded',
      amount: paid.get(order.id),
      currency: 'USD',
    }),
  };
}, 120_000);
afterAll(async () => {
  await t.close();
});

let orders = 0;
async function orderInReview(amount: string, paidAmount: string | undefined, provider = 'cash') {
  const player = await fundedPlayer(t, '1.00');
  orders += 1;
  const order = await insertOrder(t.db, {
    id: `dep_res_${player.memberId}_${orders}`,
    memberId: player.memberId,
    method: 'CRYPT',
    provider,
    amount,
    currency: 'USD',
  });
  if (paidAmount !== undefined) paid.set(order.id, paidAmount);
  await updateOrder(t.db, order.id, { status: 'review', review_reason: `paid ${paidAmount} for ${amount}` });
  return { player, order };
}

const deposits = (memberId: number) =>
  t.db
    .selectFrom('wallet_ledger')
    .select('amount')
    .where('member_id', '=', memberId)
    .where('type', '=', 'DEPOSIT')
    .where('external_ref', 'not like', 'test:%')
    .execute();

const resolve = (body: Record<string, unknown>, operator: TestOperator) =>
  adminCall(
    t,
    '/admin/deposits/resolve',
    { status: 'succeeded', reason: 'checked', ...body },
    operator.token,
  );

describe('a deposit in review resolved as succeeded (issue 26 finding 2)', () => {
  it('credits what the provider says was paid, never the order amount of a short payment', async () => {
    const { player, order } = await orderInReview('5000.00', '0.01');
    const higher = await resolve({ id: order.id, amount: '5000.00' }, financeA);
    expect(higher.error).toBe(2);
    expect(await deposits(player.memberId)).toEqual([]);
    const done = await resolve({ id: order.id }, financeA);
    expect(done).toMatchObject({ error: 0, data: { status: 'succeeded', amount: '0.01', approvalId: null } });
    expect(await deposits(player.memberId)).toEqual([{ amount: '0.01' }]);
  });

  it('lets an operator credit less than was paid', async () => {
    const { player, order } = await orderInReview('80.00', '80.00');
    expect((await resolve({ id: order.id, amount: '60.00' }, financeA)).error).toBe(0);
    expect(await deposits(player.memberId)).toEqual([{ amount: '60.00' }]);
  });

  it('refuses to credit an order whose provider cannot say what was paid', async () => {
    const { player, order } = await orderInReview('50.00', undefined, 'manual');
    expect((await resolve({ id: order.id }, financeA)).error).toBe(2);
    expect(await deposits(player.memberId)).toEqual([]);
    expect((await resolve({ id: order.id, status: 'failed' }, financeA)).error).toBe(0);
  });

  it('at or above the two-person threshold waits for a second operator', async () => {
    const { player, order } = await orderInReview('500.00', '500.00');
    const prepared = await resolve({ id: order.id }, financeA);
    expect(prepared).toMatchObject({ error: 0, data: { status: 'review', awaitingApproval: true } });
    expect(prepared.data.approvalId).toEqual(expect.any(Number));
    expect(await deposits(player.memberId)).toEqual([]);
    const detail = await adminCall(t, '/admin/deposits/get', { id: order.id }, financeB.token);
    expect(detail.data).toMatchObject({ awaitingApproval: true, approvalId: prepared.data.approvalId });
    expect((await resolve({ id: order.id }, financeA)).error).toBe(2);
    expect(await deposits(player.memberId)).toEqual([]);
    const approved = await resolve({ id: order.id }, financeB);
    expect(approved).toMatchObject({ error: 0, data: { status: 'succeeded', awaitingApproval: false } });
    expect(await deposits(player.memberId)).toEqual([{ amount: '500.00' }]);
    const approval = await t.db
      .selectFrom('approval_request')
      .select(['status', 'prepared_by', 'decided_by'])
      .where('id', '=', prepared.data.approvalId)
      .executeTakeFirstOrThrow();
    expect(approval).toEqual({ status: 'approved', prepared_by: financeA.id, decided_by: financeB.id });
  });

  it('cannot be settled another way while its credit waits for a second operator', async () => {
    const { player, order } = await orderInReview('500.00', '500.00');
    const prepared = await resolve({ id: order.id }, financeA);
    expect(prepared.data.awaitingApproval).toBe(true);
    for (const status of ['failed', 'canceled']) {
      const other = await resolve({ id: order.id, status }, financeA);
      expect(other).toMatchObject({ error: 2 });
      expect(other.message).toContain('500.00 is waiting for approval');
    }
    const detail = await adminCall(t, '/admin/deposits/get', { id: order.id }, financeB.token);
    expect(detail.data).toMatchObject({ status: 'review', awaitingApproval: true });
    expect((await resolve({ id: order.id }, financeB)).error).toBe(0);
    expect(await deposits(player.memberId)).toEqual([{ amount: '500.00' }]);
  });
});
