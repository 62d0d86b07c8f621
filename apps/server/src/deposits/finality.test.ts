import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test/app.js';
import { memberWithSession } from '../test/sessionFor.js';
import { BtcpayProvider } from './providers/btcpay/btcpay.js';
import { reconcile } from './reconcile.js';
import { btcpayKeys, type SandboxCalls, sandboxSuite } from './sandboxSuite.js';
import { applyReading } from './settle.js';

/* Deposit finality: an unclear reading never ends a deposit (issue 25 finding 4). */

const suite = sandboxSuite();
const { sandbox } = suite;
let t: TestApp;
let post: SandboxCalls['post'];
let press: SandboxCalls['press'];
let ledger: SandboxCalls['ledger'];
let sandboxBase: string;

beforeAll(() => {
  ({ t, post, press, ledger, sandboxBase } = suite.current());
});

describe('deposit finality: an unclear reading never ends a deposit (issue 25 finding 4)', () => {
  const chain = async (path: string, body: unknown) => {
    const response = await fetch(`${sandboxBase}/crypto/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.status, await response.clone().text()).toBe(200);
    await sandbox.sender.idle();
  };
  const statusOf = async (id: string) =>
    await t.db.selectFrom('deposit_order').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('Stripe search finds nothing after a lost answer: the order stays processing, then goes to review, never failed', async () => {
    const m = await memberWithSession(t.db);
    // Orders from before intent ids were stored first: the charge's answer was lost, no id known.
    const insert = async (status: 'processing' | 'review', minutesAgo: number) => {
      const id = `dep_${randomUUID().replaceAll('-', '').slice(0, 24)}`;
      await t.db
        .insertInto('deposit_order')
        .values({
          id,
          member_id: m.memberId,
          method: 'VISA_MASTERCARD',
          provider: 'stripe',
          amount: '30.00',
          currency: 'EUR',
          status,
          provider_payment_id: null,
          pay_url: null,
          review_reason: null,
          settled_at: null,
          created_at: new Date(Date.now() - minutesAgo * 60_000),
        })
        .execute();
      return id;
    };
    const fresh = await insert('processing', 1);
    const old = await insert('processing', 120);
    const held = await insert('review', 1);
    await reconcile(t.db, t.app.deposits.providers, t.app.log, 0);
    expect((await statusOf(fresh)).status).toBe('processing');
    expect(await statusOf(old)).toMatchObject({
      status: 'review',
      review_reason: 'no payment found at Stripe for this order',
    });
    expect((await statusOf(held)).status).toBe('review');
    expect(await ledger(m.memberId)).toEqual([]);
  });

  it('a PayPal capture PENDING keeps the order processing, not failed', async () => {
    const m = await memberWithSession(t.db);
    sandbox.faults.pendingCaptures = 1;
    const created = await post('/sys/deposit/payp/depositOrder', m.token, { amount: 25 });
    await press(created.data.orderurl, 'Pay');
    expect((await post('/sys/deposit/pollingStatus', m.token, { id: created.data.orderId })).data).toBe(5);
    await reconcile(t.db, t.app.deposits.providers, t.app.log, 0);
    expect(await statusOf(created.data.orderId)).toMatchObject({ status: 'processing' });
    expect(await ledger(m.memberId)).toEqual([]);
  });

  it('a BTCPay invoice Expired inside its late window stays open; past the window it expires; a late payment then moves it to review', async () => {
    const m = await memberWithSession(t.db);
    const created = await post('/sys/deposit/crypt/depositOrder', m.token, {
      amount: 50,
      depositCurrency: 'doge',
    });
    const unpaid = await post('/sys/deposit/crypt/depositOrder', m.token, {
      amount: 50,
      depositCurrency: 'btc',
    });
    sandbox.clockOffsetMs += 16 * 60_000;
    expect((await post('/sys/deposit/pollingStatus', m.token, { id: created.data.id })).data).toBe(5);
    await reconcile(t.db, t.app.deposits.providers, t.app.log, 0);
    expect((await statusOf(unpaid.data.id)).status).toBe('processing');

    // The casino's clock past the window BTCPay watches (the sandbox's: 60 minutes after expiry).
    const providers = t.app.deposits.providers;
    const usual = providers.btcpay;
    providers.btcpay = new BtcpayProvider({
      apiUrl: `${sandboxBase}/btcpay`,
      ...btcpayKeys,
      invoiceMinutes: 15,
      now: () => Date.now() + 2 * 3_600_000,
    });
    try {
      await reconcile(t.db, providers, t.app.log, 0);
      expect((await statusOf(unpaid.data.id)).status).toBe('expired');
      expect((await statusOf(created.data.id)).status).toBe('expired');
      // BTCPay still saw a late payment of the expired order: the one move back, to review.
      await chain('send', { address: created.data.address, amount: created.data.coinNum });
      await chain('mine', { coin: 'doge', blocks: 2 });
      expect(await statusOf(created.data.id)).toMatchObject({ status: 'review', settled_at: null });
      const moves = await t.db
        .selectFrom('deposit_status_change')
        .select(['from_status', 'to_status', 'source', 'note'])
        .where('order_id', '=', created.data.id)
        .where('from_status', '=', 'expired')
        .execute();
      expect(moves).toEqual([
        {
          from_status: 'expired',
          to_status: 'review',
          source: 'webhook',
          note: 'reported paid after expiry after the order was expired',
        },
      ]);
    } finally {
      providers.btcpay = usual;
    }
    expect(await ledger(m.memberId)).toEqual([]);
  });

  it('a failed or expired order its provider later reports paid goes to review, logged, never credited by itself', async () => {
    const m = await memberWithSession(t.db);
    const order = async (status: 'failed' | 'expired' | 'canceled') => {
      const id = `dep_${randomUUID().replaceAll('-', '').slice(0, 24)}`;
      await t.db
        .insertInto('deposit_order')
        .values({
          id,
          member_id: m.memberId,
          method: 'VISA_MASTERCARD',
          provider: 'stripe',
          amount: '100.00',
          currency: 'EUR',
          status,
          provider_payment_id: `pi_${id}`,
          pay_url: null,
          review_reason: null,
          settled_at: new Date(),
        })
        .execute();
      return id;
    };
    const paid = (id: string) =>
      ({ status: 'succeeded', providerPaymentId: `pi_${id}`, amount: '100.00', currency: 'EUR' }) as const;
    for (const status of ['failed', 'expired'] as const) {
      const id = await order(status);
      const applied = await applyReading(t.db, id, paid(id), 'webhook');
      expect(applied).toMatchObject({
        changed: true,
        order: {
          status: 'review',
          settled_at: null,
          review_reason: `reported paid after the order was ${status}`,
        },
      });
      const moves = await t.db
        .selectFrom('deposit_status_change')
        .select(['from_status', 'to_status', 'source'])
        .where('order_id', '=', id)
        .execute();
      expect(moves).toEqual([{ from_status: status, to_status: 'review', source: 'webhook' }]);
      // A repeat changes nothing; a failed reading does not move it back either.
      expect((await applyReading(t.db, id, paid(id), 'poll'))?.changed).toBe(false);
    }
    const refusedAgain = await order('failed');
    expect((await applyReading(t.db, refusedAgain, { status: 'failed' }, 'webhook'))?.changed).toBe(false);
    const canceled = await order('canceled');
    expect((await applyReading(t.db, canceled, paid(canceled), 'webhook'))?.changed).toBe(false);
    expect(await ledger(m.memberId)).toEqual([]);
  });
});
