import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test/app.js';
import { memberWithSession } from '../test/sessionFor.js';
import { type SandboxCalls, sandboxSuite } from './sandboxSuite.js';

/* PayPal Orders v2 through the sandbox (PAYP, PAYPAL_POLL). */

const suite = sandboxSuite();
const { sandbox, sent } = suite;
let t: TestApp;
let post: SandboxCalls['post'];
let press: SandboxCalls['press'];
let cash: SandboxCalls['cash'];
let ledger: SandboxCalls['ledger'];

beforeAll(() => {
  ({ t, post, press, cash, ledger } = suite.current());
});

describe('PayPal Orders v2 through the sandbox (PAYP, PAYPAL_POLL)', () => {
  it('PAYP: Pay on the approval page, the webhook triggers the capture, credited once', async () => {
    const m = await memberWithSession(t.db);
    const created = await post('/sys/deposit/payp/depositOrder', m.token, {
      amount: 60,
      paymentMethod: 'PAYP',
    });
    expect(created.data).toMatchObject({
      status: 'pending',
      orderurl: expect.stringContaining('/checkoutnow?token='),
    });
    expect((await post('/sys/payp/findOrder', m.token, { orderId: created.data.orderId })).data.status).toBe(
      'pending',
    );
    await press(created.data.orderurl, 'Pay');
    expect((await post('/sys/payp/findOrder', m.token, { orderId: created.data.orderId })).data.status).toBe(
      'true',
    );
    expect(await cash(m.memberId)).toBe('60.00');
    expect(await ledger(m.memberId)).toEqual([
      expect.objectContaining({ type: 'DEPOSIT', external_ref: expect.stringMatching(/^deposit:paypal:/) }),
    ]);
  });

  it('PAYPAL_POLL: Cancel on PayPal is told apart from a failure through the answered deposit id', async () => {
    const m = await memberWithSession(t.db);
    const created = await post('/sys/deposit/paypal/depositOrder', m.token, {
      amount: 40,
      paymentMethod: 'PAYPAL_POLL',
    });
    const { c_site: cSite, biz_id: bizId, depositId } = created.data;
    await press(`${cSite}/checkoutnow?token=${bizId}`, 'Cancel');
    expect((await post('/sys/paypal/findOrder', m.token, { bizId, cSite })).data.status).toBe('false');
    expect((await post('/sys/deposit/pollingStatus', m.token, { id: depositId })).data).toBe(30);
  });

  it('PAYPAL_POLL: with every webhook dropped, /sys/paypal/trigger captures it; polling agrees', async () => {
    const m = await memberWithSession(t.db);
    const created = await post('/sys/deposit/paypal/depositOrder', m.token, {
      amount: 80,
      paymentMethod: 'PAYPAL_POLL',
    });
    const { c_site: cSite, biz_id: bizId } = created.data;
    sandbox.faults.armWebhooks('drop', 10);
    await press(`${cSite}/checkoutnow?token=${bizId}`, 'Pay');
    sandbox.faults.clear();
    expect(await cash(m.memberId)).toBe('0.00');
    const other = await memberWithSession(t.db);
    expect((await post('/sys/paypal/findOrder', other.token, { bizId, cSite })).error).toBe(3);
    expect((await post('/sys/paypal/trigger', m.token, { bizId, cSite })).data.status).toBe('true');
    expect((await post('/sys/paypal/findOrder', m.token, { bizId, cSite })).data.status).toBe('true');
    expect(await cash(m.memberId)).toBe('80.00');
    expect(await ledger(m.memberId)).toHaveLength(1);
  });

  it('Decline fails (the capture is refused) and Cancel cancels, with no money', async () => {
    const m = await memberWithSession(t.db);
    const declined = await post('/sys/deposit/payp/depositOrder', m.token, { amount: 20 });
    await press(declined.data.orderurl, 'Decline');
    expect((await post('/sys/deposit/pollingStatus', m.token, { id: declined.data.orderId })).data).toBe(20);
    const canceled = await post('/sys/deposit/payp/depositOrder', m.token, { amount: 20 });
    await press(canceled.data.orderurl, 'Cancel');
    expect((await post('/sys/deposit/pollingStatus', m.token, { id: canceled.data.orderId })).data).toBe(30);
    expect(await ledger(m.memberId)).toEqual([]);
  });

  it('refuses a PayPal webhook with a bad signature, a foreign certificate or an old transmission time', async () => {
    const m = await memberWithSession(t.db);
    const created = await post('/sys/deposit/payp/depositOrder', m.token, { amount: 20 });
    const first = sent.length;
    await press(created.data.orderurl, 'Cancel');
    const genuine = sent.slice(first).find((w) => w.url.endsWith('/paypal'));
    expect(genuine).toBeDefined();
    const { headers, body } = genuine ?? { headers: {}, body: '' };
    const deliver = (h: Record<string, string>, b = body) =>
      t.app.inject({ method: 'POST', url: '/api/payments/webhook/paypal', headers: h, payload: b });
    expect((await deliver(headers)).statusCode).toBe(200);
    expect((await deliver({ ...headers, 'paypal-transmission-sig': 'AAAA' })).statusCode).toBe(400);
    expect(
      (await deliver({ ...headers, 'paypal-cert-url': 'https://attacker.example/cert.pem' })).statusCode,
    ).toBe(400);
    const old = new Date(Date.now() - 400_000).toISOString();
    expect((await deliver({ ...headers, 'paypal-transmission-time': old })).statusCode).toBe(400);
    expect((await deliver(headers, body.replace('VOIDED', 'COMPLETED'))).statusCode).toBe(400);
  });
});
