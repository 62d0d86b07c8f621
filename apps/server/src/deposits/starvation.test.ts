import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { memberWithSession } from '../test/sessionFor.js';
import { type FlowContext, MAX_ORDERS_PER_10_MINUTES, openOrder, type Providers } from './flows.js';
import type { StripeProvider } from './providers/stripe/stripe.js';
import { MAX_READ_FAILURES, reconcile } from './reconcile.js';
import { insertOrder } from './repository.js';

/** Issue 26 finding 6: orders nobody can read never starve reconciliation, nor pile up. */
let t: TestApp;
beforeAll(async () => {
  // Stripe has no keys here, while its method is enabled.
  t = await createTestApp({ authRateLimitPerMinute: 100_000, stripeSecretKey: '' });
});
afterAll(async () => {
  await t.close();
});

const quiet = { warn: () => {} };

async function cash(memberId: number) {
  const row = await t.db
    .selectFrom('wallet')
    .select('cash')
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return row?.cash ?? '0.00';
}

const orderCount = async (memberId: number) =>
  Number(
    (
      await t.db
        .selectFrom('deposit_order')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('member_id', '=', memberId)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('deposit orders reconciliation can always read', () => {
  it('refuses an order for an enabled method whose provider has no keys, before creating it', async () => {
    const m = await memberWithSession(t.db);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/sys/deposit/stripe/depositOrder',
      headers: {
        authorization: m.token,
        'content-type': 'application/x-www-form-urlencoded',
        'x-fe-lang': 'en',
      },
      payload: 'amount=20',
    });
    expect(response.json()).toMatchObject({
      error: 2,
      message: 'This payment method is not available right now, please try later',
    });
    expect(await orderCount(m.memberId)).toBe(0);
  });

  it('limits how many orders a member opens in 10 minutes', async () => {
    const m = await memberWithSession(t.db);
    const ctx = {
      db: t.db,
      log: t.app.log,
      providers: { stripe: {} as StripeProvider } as Providers,
      publicUrl: 'http://casino.test',
    } satisfies FlowContext;
    for (let i = 0; i < MAX_ORDERS_PER_10_MINUTES; i += 1)
      await openOrder(ctx, m.memberId, 'STRIPE', 'stripe', '20');
    await expect(openOrder(ctx, m.memberId, 'STRIPE', 'stripe', '20')).rejects.toMatchObject({
      messageKey: 'common.tooManyAttempts',
    });
    expect(await orderCount(m.memberId)).toBe(MAX_ORDERS_PER_10_MINUTES);
    // Closed, so the reconciliation below reads only its own orders.
    await t.db
      .updateTable('deposit_order')
      .set({ status: 'canceled' })
      .where('member_id', '=', m.memberId)
      .execute();
  });

  it('finds and credits a paid order behind 500 unreadable ones, and gives the unreadable ones up', async () => {
    const stuck = await memberWithSession(t.db);
    await sql`insert into deposit_order (id, member_id, method, provider, amount, currency, updated_at, created_at)
      select 'stuck-' || n, ${stuck.memberId}, 'STRIPE', 'stripe', 20, 'EUR', now() - interval '2 days', now() - interval '2 days'
      from generate_series(1, 500) n`.execute(t.db);
    const payer = await memberWithSession(t.db);
    const paid = await insertOrder(t.db, {
      id: `paid-${payer.memberId}`,
      memberId: payer.memberId,
      method: 'STRIPE',
      provider: 'stripe',
      amount: '40.00',
      currency: 'EUR',
    });
    await sql`update deposit_order set updated_at = now() - interval '1 hour' where id = ${paid.id}`.execute(
      t.db,
    );
    // Stripe took the payment; its webhook was dropped. The stuck orders cannot be read at all.
    const stripe = {
      read: async (order: { id: string }) => {
        if (order.id !== paid.id) throw new Error('no such payment');
        return {
          status: 'succeeded' as const,
          amount: '40.00',
          currency: 'EUR',
          providerPaymentId: 'pi_paid',
        };
      },
    };
    const providers = { stripe: stripe as unknown as StripeProvider } as Providers;

    const first = await reconcile(t.db, providers, quiet, 0);
    expect(first).toMatchObject({ unreadable: 500 });
    await reconcile(t.db, providers, quiet, 0);
    expect(await cash(payer.memberId)).toBe('40.00');

    // The paid order took one place in the second run: one more run brings every stuck order to the bound.
    for (let run = 2; run <= MAX_READ_FAILURES; run += 1) await reconcile(t.db, providers, quiet, 0);
    const after = await reconcile(t.db, providers, quiet, 0);
    expect(after).toMatchObject({ read: 0, unreadable: 0 });
    const audited = await t.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('action', '=', 'depositReadGivenUp')
      .where('target_id', 'like', 'stuck-%')
      .executeTakeFirstOrThrow();
    expect(Number(audited.n)).toBe(500);
  });
});
