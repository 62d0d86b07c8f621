import { hostedSignature } from '@casino/payment-sandbox';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test/app.js';
import { memberWithSession } from '../test/sessionFor.js';
import {
  card,
  cashKeys,
  cpayKeys,
  expectNoCardDataAtRest,
  type SandboxCalls,
  sandboxSuite,
} from './sandboxSuite.js';

/* The hosted payment windows: CPAY and PingPong card windows, and the CASH app. */

const suite = sandboxSuite();
const { sandbox, logs, sent } = suite;
let t: TestApp;
let post: SandboxCalls['post'];
let press: SandboxCalls['press'];
let cash: SandboxCalls['cash'];
let ledger: SandboxCalls['ledger'];

beforeAll(() => {
  ({ t, post, press, cash, ledger } = suite.current());
});

describe('CPAY and PingPong card windows through the sandbox', () => {
  it('CPAY: the card goes with the order, Pay in the window credits once; the webhook and the poll agree', async () => {
    const m = await memberWithSession(t.db);
    const created = await post('/sys/deposit/cpay/depositOrder', m.token, {
      ...card('4242424242424242'),
      paymentMethod: 'CPAY',
    });
    expect(created.error).toBe(0);
    expect(created.data.payUrl).toMatch(/\/sandbox\/cpay\/pay\//);
    expect((await post('/sys/deposit/pollingStatus', m.token, { id: created.data.depositId })).data).toBe(0);
    await press(created.data.payUrl, 'Pay');
    expect((await post('/sys/deposit/pollingStatus', m.token, { id: created.data.depositId })).data).toBe(10);
    expect(await cash(m.memberId)).toBe('100.00');
    expect(await ledger(m.memberId)).toHaveLength(1);
  });

  it('CPAY: a declined card fails at once with the reason; Decline and Cancel in the window pay nothing', async () => {
    const m = await memberWithSession(t.db);
    const declined = await post('/sys/deposit/cpay/depositOrder', m.token, card('4000000000000002'));
    expect(declined.error).toBe(2);
    expect(declined.message).toBe('Deposit failed! The card was declined');
    const broke = await post('/sys/deposit/cpay/depositOrder', m.token, card('4000000000009995'));
    expect(broke.message).toBe('Deposit failed! The card has insufficient funds');
    const luhn = await post('/sys/deposit/cpay/depositOrder', m.token, card('4242424242424241'));
    expect(luhn.message).toBe('Please enter a valid card number');
    for (const [button, status] of [
      ['Decline', 20],
      ['Cancel', 30],
    ] as const) {
      const created = await post('/sys/deposit/cpay/depositOrder', m.token, card('4242424242424242'));
      await press(created.data.payUrl, button);
      expect((await post('/sys/deposit/pollingStatus', m.token, { id: created.data.depositId })).data).toBe(
        status,
      );
    }
    expect(await ledger(m.memberId)).toEqual([]);
  });

  it('PingPong: no card passes through the casino; Pay on its page credits once, Decline and Cancel nothing', async () => {
    const m = await memberWithSession(t.db);
    const created = await post('/sys/deposit/pingpong/depositOrder', m.token, {
      amount: 40,
      paymentMethod: 'PINGPONG',
    });
    expect(created.data.payUrl).toMatch(/\/sandbox\/pingpong\/pay\//);
    const page = await (await fetch(created.data.payUrl)).text();
    expect(page).toContain('Card: 4242 4242 4242 4242');
    await press(created.data.payUrl, 'Pay');
    expect((await post('/sys/deposit/pollingStatus', m.token, { id: created.data.depositId })).data).toBe(10);
    for (const button of ['Decline', 'Cancel']) {
      const other = await post('/sys/deposit/pingpong/depositOrder', m.token, { amount: 40 });
      await press(other.data.payUrl, button);
    }
    expect(await cash(m.memberId)).toBe('40.00');
    expect((await ledger(m.memberId)).map((row) => row.amount)).toEqual(['40.00']);
  });

  it('a repeated, forged or stale CPAY notification changes nothing; with every webhook dropped the poll settles it', async () => {
    const m = await memberWithSession(t.db);
    sandbox.faults.armWebhooks('drop', 1);
    const created = await post('/sys/deposit/cpay/depositOrder', m.token, card('4242424242424242'));
    const first = sent.length;
    await press(created.data.payUrl, 'Pay');
    expect(sent.length).toBe(first);
    expect((await post('/sys/deposit/pollingStatus', m.token, { id: created.data.depositId })).data).toBe(10);
    const other = await post('/sys/deposit/cpay/depositOrder', m.token, card('4242424242424242'));
    await press(other.data.payUrl, 'Pay');
    const body = sent.slice(first).find((w) => w.url.endsWith('/cpay'))?.body ?? '';
    const deliver = (signature: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/payments/webhook/cpay',
        headers: { 'content-type': 'application/json', 'x-cpay-signature': signature },
        payload: body,
      });
    expect((await deliver(hostedSignature('wrong', body))).statusCode).toBe(400);
    expect(
      (await deliver(hostedSignature(cpayKeys.webhookSecret, body, Math.floor(Date.now() / 1000) - 400)))
        .statusCode,
    ).toBe(400);
    // A cash app's signature is not a CPAY one.
    expect((await deliver(hostedSignature(cashKeys.webhookSecret, body))).statusCode).toBe(400);
    expect((await deliver(hostedSignature(cpayKeys.webhookSecret, body))).statusCode).toBe(200);
    expect((await ledger(m.memberId)).map((row) => row.amount)).toEqual(['100.00', '100.00']);
  });
});

describe('CASH through the sandbox cash app', () => {
  it('Pay in the app: polling answers "false" (the spec\'s success), credited once, the QR encodes the pay page', async () => {
    const m = await memberWithSession(t.db);
    const created = await post('/sys/deposit/cash/depositOrder', m.token, {
      depositAmount: 30,
      paymentMethod: 'CASH',
    });
    expect(created.data).toMatchObject({ amount: '30.00', discountAmount: '30.00', status: 'wait' });
    const qr = await post('/sys/cash/getImg', m.token, { orderId: created.data.orderId });
    expect(qr.data.imgUrl).toMatch(/^data:image\/png;base64,/);
    expect((await post('/sys/cash/findOrder', m.token, { orderId: created.data.orderId })).data.status).toBe(
      'wait',
    );
    await press(qr.data.qrAddress, 'Pay');
    expect((await post('/sys/cash/findOrder', m.token, { orderId: created.data.orderId })).data.status).toBe(
      'false',
    );
    expect(await cash(m.memberId)).toBe('30.00');
    expect(await ledger(m.memberId)).toHaveLength(1);
  });

  it('Decline and Cancel answer "true" (not found), with no money; a forged or stale notification is refused', async () => {
    const m = await memberWithSession(t.db);
    for (const button of ['Decline', 'Cancel']) {
      const created = await post('/sys/deposit/cash/depositOrder', m.token, { amount: 30 });
      const qr = await post('/sys/cash/getImg', m.token, { orderId: created.data.orderId });
      const first = sent.length;
      await press(qr.data.qrAddress, button);
      expect(
        (await post('/sys/cash/findOrder', m.token, { orderId: created.data.orderId })).data.status,
      ).toBe('true');
      const body = sent.slice(first).find((w) => w.url.endsWith('/cash'))?.body ?? '';
      const deliver = (signature: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/payments/webhook/cash',
          headers: { 'content-type': 'application/json', 'x-cash-signature': signature },
          payload: body,
        });
      expect((await deliver(hostedSignature('wrong', body))).statusCode).toBe(400);
      expect(
        (await deliver(hostedSignature(cashKeys.webhookSecret, body, Math.floor(Date.now() / 1000) - 400)))
          .statusCode,
      ).toBe(400);
      expect((await deliver(hostedSignature(cashKeys.webhookSecret, body))).statusCode).toBe(200);
    }
    expect(await ledger(m.memberId)).toEqual([]);
  });
});

describe('no card data at rest', () => {
  it('after every flow above, neither the database nor the log holds a test card number or a CVV field', async () => {
    await expectNoCardDataAtRest(t.db, logs);
  });
});
