import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test/app.js';
import { memberWithSession } from '../test/sessionFor.js';
import { StripeProvider } from './providers/stripe/stripe.js';
import { reconcile } from './reconcile.js';
import {
  card,
  expectNoCardDataAtRest,
  type SandboxCalls,
  sandboxSuite,
  secretKey,
  webhookSecret,
} from './sandboxSuite.js';

/* Stripe: the hosted checkout and the card forms through PaymentIntents, 3-D Secure included. */

const suite = sandboxSuite();
const { sandbox, logs, sent } = suite;
let t: TestApp;
let post: SandboxCalls['post'];
let press: SandboxCalls['press'];
let cash: SandboxCalls['cash'];
let ledger: SandboxCalls['ledger'];
let apiUrl: string;

beforeAll(() => {
  ({ t, post, press, cash, ledger, apiUrl } = suite.current());
});

describe('STRIPE hosted checkout through the sandbox', () => {
  it('Pay: the order is credited once, the poll reads true, the member becomes credited', async () => {
    const m = await memberWithSession(t.db);
    const created = await post('/sys/deposit/stripe/depositOrder', m.token, {
      amount: 150,
      paymentMethod: 'STRIPE',
      bonus: 1,
    });
    expect(created.error).toBe(0);
    expect(
      (await post('/sys/stripe/findOrder', m.token, { orderId: created.data.orderId })).data.status,
    ).toBe('pending');
    await press(created.data.iframe, 'Pay');
    expect(
      (await post('/sys/stripe/findOrder', m.token, { orderId: created.data.orderId })).data.status,
    ).toBe('true');
    expect((await post('/sys/deposit/pollingStatus', m.token, { id: created.data.orderId })).data).toBe(10);
    expect(await cash(m.memberId)).toBe('150.00');
    expect(await ledger(m.memberId)).toEqual([
      expect.objectContaining({
        type: 'DEPOSIT',
        amount: '150.00',
        external_ref: expect.stringMatching(/^deposit:stripe:cs_/),
      }),
    ]);
    const member = await t.db
      .selectFrom('member')
      .select('credited')
      .where('id', '=', m.memberId)
      .executeTakeFirst();
    expect(member?.credited).toBe(1);
    expect((await post('/sys/depositPaymentMethod/maxBonusInfo', m.token, {})).data.eligible).toBe(false);
    // The member hears of it as news, in the language they use (Spanish by default).
    const news = await t.db
      .selectFrom('news')
      .select(['message', 'type'])
      .where('member_id', '=', m.memberId)
      .execute();
    // A first deposit with the bonus chosen brings it: 100% up to 200, wagered 50x bonus plus deposit.
    expect(news).toEqual([
      { message: 'Tu depósito de 150,00\u00a0$ se ha acreditado en tu saldo.', type: 30 },
      {
        message:
          'Se acreditó un bono de 150,00\u00a0$. Apuesta 15.000,00\u00a0$ para convertirlo en efectivo.',
        type: 10,
      },
    ]);
  });

  it('Decline fails the order and Cancel cancels it, with no money', async () => {
    const m = await memberWithSession(t.db);
    const declined = await post('/sys/deposit/stripe/depositOrder', m.token, { amount: 50 });
    await press(declined.data.iframe, 'Decline');
    expect(
      (await post('/sys/stripe/findOrder', m.token, { orderId: declined.data.orderId })).data.status,
    ).toBe('false');
    expect((await post('/sys/deposit/pollingStatus', m.token, { id: declined.data.orderId })).data).toBe(20);
    const canceled = await post('/sys/deposit/stripe/depositOrder', m.token, { amount: 50 });
    await press(canceled.data.iframe, 'Cancel');
    expect((await post('/sys/deposit/pollingStatus', m.token, { id: canceled.data.orderId })).data).toBe(30);
    expect(await ledger(m.memberId)).toEqual([]);
  });

  it('an unpaid checkout expires', async () => {
    const providers = t.app.deposits.providers;
    const usual = providers.stripe;
    providers.stripe = new StripeProvider({ secretKey, webhookSecret, checkoutMinutes: 0, apiUrl });
    try {
      const m = await memberWithSession(t.db);
      const created = await post('/sys/deposit/stripe/depositOrder', m.token, { amount: 50 });
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect((await post('/sys/deposit/pollingStatus', m.token, { id: created.data.orderId })).data).toBe(40);
    } finally {
      providers.stripe = usual;
    }
  });

  it("another member's order answers not found", async () => {
    const owner = await memberWithSession(t.db);
    const other = await memberWithSession(t.db);
    const created = await post('/sys/deposit/stripe/depositOrder', owner.token, { amount: 50 });
    expect((await post('/sys/stripe/findOrder', other.token, { orderId: created.data.orderId })).error).toBe(
      3,
    );
    expect((await post('/sys/deposit/pollingStatus', other.token, { id: created.data.orderId })).error).toBe(
      3,
    );
  });

  it('checks the amount in the spec order before any provider call', async () => {
    const m = await memberWithSession(t.db);
    const before = sent.length;
    const answer = await post('/sys/deposit/stripe/depositOrder', m.token, { paymentMethod: 'STRIPE' });
    expect(answer).toMatchObject({ error: 1, message: 'Please enter the amount' });
    expect(sent.length).toBe(before);
  });
});

describe('card forms through PaymentIntents', () => {
  it('4242: approved at once (status 10), credited once', async () => {
    const m = await memberWithSession(t.db);
    const answer = await post('/sys/deposit/creditcard/deposit', m.token, card('4242 4242 4242 4242'));
    expect(answer).toMatchObject({ error: 0, data: { status: 10, payUrl: null } });
    await sandbox.sender.idle();
    expect(await cash(m.memberId)).toBe('100.00');
    expect(await ledger(m.memberId)).toHaveLength(1);
  });

  it('0002 declined and 9995 insufficient funds: error 2 with the reason, no money', async () => {
    const m = await memberWithSession(t.db);
    expect(await post('/sys/deposit/creditcard/deposit', m.token, card('4000000000000002'))).toMatchObject({
      error: 2,
      message: 'Deposit failed! The card was declined',
    });
    expect(await post('/sys/deposit/creditcard/deposit', m.token, card('4000000000009995'))).toMatchObject({
      error: 2,
      message: 'Deposit failed! The card has insufficient funds',
    });
    await sandbox.sender.idle();
    expect(await ledger(m.memberId)).toEqual([]);
  });

  it('3220: 3-D Secure, then Complete authentication credits it', async () => {
    const m = await memberWithSession(t.db);
    const answer = await post('/sys/deposit/creditcard/deposit', m.token, card('4000000000003220'));
    expect(answer.data.status).toBe(5);
    await press(answer.data.payUrl, 'Complete authentication');
    expect((await post('/sys/deposit/pollingStatus', m.token, { id: answer.data.depositId })).data).toBe(10);
    expect(await cash(m.memberId)).toBe('100.00');
  });

  it('3220 with Fail authentication, and 1629 declined after authentication: failed, no money', async () => {
    const m = await memberWithSession(t.db);
    const failedAuth = await post('/sys/deposit/creditcard/deposit', m.token, card('4000000000003220'));
    await press(failedAuth.data.payUrl, 'Fail authentication');
    expect((await post('/sys/deposit/pollingStatus', m.token, { id: failedAuth.data.depositId })).data).toBe(
      20,
    );
    const declined = await post('/sys/deposit/creditcard/deposit', m.token, card('4000008400001629'));
    expect(declined.data.status).toBe(5);
    await press(declined.data.payUrl, 'Complete authentication');
    expect((await post('/sys/deposit/pollingStatus', m.token, { id: declined.data.depositId })).data).toBe(
      20,
    );
    expect(await ledger(m.memberId)).toEqual([]);
  });

  it('a 3-D Secure challenge left past the payable window expires: cancelled at Stripe, no money, the challenge gone', async () => {
    const m = await memberWithSession(t.db);
    const answer = await post('/sys/deposit/creditcard/deposit', m.token, card('4000000000003220'));
    expect(answer.data.status).toBe(5);
    // Still payable within the window: the poll leaves it open.
    expect((await post('/sys/deposit/pollingStatus', m.token, { id: answer.data.depositId })).data).toBe(5);
    await t.db
      .updateTable('deposit_order')
      .set({
        created_at: sql<Date>`now() - interval '31 minutes'`,
        updated_at: sql<Date>`now() - interval '31 minutes'`,
      })
      .where('id', '=', answer.data.depositId)
      .execute();
    await reconcile(t.db, t.app.deposits.providers, t.app.log, 60);
    expect((await post('/sys/deposit/pollingStatus', m.token, { id: answer.data.depositId })).data).toBe(40);
    // The member comes back to the challenge: it is no longer there, and nothing is charged.
    expect((await fetch(answer.data.payUrl)).status).toBe(404);
    await sandbox.sender.idle();
    expect(await ledger(m.memberId)).toEqual([]);
  });

  it('a Luhn failure is refused before any provider call', async () => {
    const m = await memberWithSession(t.db);
    expect(await post('/sys/deposit/creditcard/deposit', m.token, card('4242424242424241'))).toMatchObject({
      error: 1,
    });
    const orders = await t.db
      .selectFrom('deposit_order')
      .select('id')
      .where('member_id', '=', m.memberId)
      .execute();
    expect(orders).toEqual([]);
  });

  it('cattl: create keeps the card in memory only, pay charges it once; paying again answers the result', async () => {
    const m = await memberWithSession(t.db);
    const created = await post('/sys/deposit/cattl/deposit', m.token, card('4242424242424242'));
    expect(created.error).toBe(0);
    const paid = await post('/sys/cattl/pay', m.token, { depositId: created.data.id });
    expect(paid.data.status).toBe(10);
    expect((await post('/sys/cattl/pay', m.token, { depositId: created.data.id })).data.status).toBe(10);
    expect(await cash(m.memberId)).toBe('100.00');
    const other = await memberWithSession(t.db);
    expect((await post('/sys/cattl/pay', other.token, { depositId: created.data.id })).error).toBe(3);
  });

  it('onlyPay answers a page to open; with 3-D Secure the challenge', async () => {
    const m = await memberWithSession(t.db);
    const answer = await post('/sys/deposit/onlyPay/deposit', m.token, card('4000000000003220'));
    expect(answer.data.payUrl).toMatch(/\/3ds\/pi_/);
    await press(answer.data.payUrl, 'Complete authentication');
    expect((await post('/sys/deposit/pollingStatus', m.token, { id: answer.data.depositId })).data).toBe(10);
  });
});

describe('no card data at rest', () => {
  it('after every flow above, neither the database nor the log holds a test card number or a CVV field', async () => {
    await expectNoCardDataAtRest(t.db, logs);
  });
});
