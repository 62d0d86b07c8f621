import { paymentSandbox, Sandbox } from '@casino/payment-sandbox';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminCall, operatorWithSession } from '../admin/testing.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { freePort } from '../test/freePort.js';
import { memberWithSession } from '../test/sessionFor.js';
import { runOperatorCommand } from './operator.js';

/*
 * Issue 32 §4: half a crypto payment arrived. The player's crypto screen reads what arrived, what is
 * missing and until when (/sys/deposit/crypto/status), then, past the invoice's 15 minutes, that the
 * deposit is held for an operator; the operator reads what arrived in the account's currency, counted
 * once however many coins the invoice offered.
 */
const keys = { storeId: 'casino-store', apiKey: 'btcpay-key', webhookSecret: 'btcpay-secret' };
const unused = { apiKey: 'k', webhookSecret: 's', webhookUrl: '/unused' };
let t: TestApp;
let sandboxApp: FastifyInstance;
let base: string;
const sandbox = new Sandbox({
  retryDelaysMs: [50, 100],
  deliver: async (url, headers, body) =>
    (await t.app.inject({ method: 'POST', url, headers, payload: body })).statusCode,
});

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}/sandbox`;
  sandboxApp = Fastify();
  await sandboxApp.register(paymentSandbox, {
    prefix: '/sandbox',
    publicUrl: base,
    stripe: { secretKey: 'sk', webhookSecret: 's', webhookUrl: '/unused' },
    paypal: { clientId: 'c', clientSecret: 's', webhookId: 'w', webhookUrl: '/unused' },
    cash: unused,
    cpay: unused,
    pingpong: unused,
    pix: { clientId: 'c', clientSecret: 's', webhookSecret: 's', webhookUrl: '/unused' },
    btcpay: { ...keys, webhookUrl: '/api/payments/webhook/btcpay' },
    sandbox,
  });
  await sandboxApp.listen({ host: '127.0.0.1', port });
  t = await createTestApp({ btcpay: { apiUrl: `${base}/btcpay`, ...keys, invoiceMinutes: 15 } });
  await t.db.updateTable('deposit_payment_method').set({ enabled: 1 }).execute();
});
afterAll(async () => {
  await sandbox.sender.idle();
  await t.close();
  await sandboxApp.close();
});
beforeEach(() => {
  sandbox.clockOffsetMs = 0;
});

// biome-ignore lint/suspicious/noExplicitAny: tests read the answers field by field.
async function post(path: string, token: string, fields: Record<string, string | number>): Promise<any> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api${path}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-fe-lang': 'en', authorization: token },
    payload: new URLSearchParams(
      Object.entries(fields).map(([k, v]): [string, string] => [k, String(v)]),
    ).toString(),
  });
  expect(response.statusCode).toBeLessThan(500);
  return response.json();
}

async function chain(path: 'send' | 'mine', body: unknown) {
  const response = await fetch(`${base}/crypto/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  await sandbox.sender.idle();
}

const cashRows = (memberId: number) =>
  t.db
    .selectFrom('wallet_ledger')
    .select('amount')
    .where('member_id', '=', memberId)
    .where('class', '=', 1)
    .execute();

/** A 100 USD deposit payable in four coins; half its ether price sent to its ether address. */
async function halfPaidInEther() {
  const m = await memberWithSession(t.db);
  const created = await post('/sys/deposit/crypto/deposit', m.token, { amount: 100 });
  expect(created.error).toBe(0);
  // 100 USD at the sandbox's 3250 USD an ether, to the wei, rounded up.
  expect(created.data.pricing.ethereum.amount).toBe('0.03076923076923077');
  const opened = Date.now();
  await chain('send', { address: created.data.addresses.ethereum, amount: '0.015384615384615385' });
  const status = () => post('/sys/deposit/crypto/status', m.token, { id: created.data.id });
  return { m, id: created.data.id as string, address: created.data.addresses.ethereum, opened, status };
}

describe('a crypto deposit paid in part (issue 32 §4)', () => {
  it('before its expiry: what arrived, what is missing in coin and in the account currency, and the deadline', async () => {
    const { opened, status } = await halfPaidInEther();
    const answer = await status();
    expect(answer.error).toBe(0);
    expect(answer.data).toEqual({
      status: 0,
      shortfall: {
        coin: 'ETH',
        received: '0.015384615384615385',
        receivedValue: '50.00',
        missing: '0.015384615384615385',
        missingValue: '50.00',
        currency: 'USD',
        payBy: expect.any(String),
        outcome: 'sendTheRest',
      },
    });
    // The invoice's own expiry: 15 minutes after it was opened.
    const payBy = Date.parse(answer.data.shortfall.payBy);
    expect(payBy - opened).toBeGreaterThan(14 * 60_000);
    expect(payBy - opened).toBeLessThanOrEqual(15 * 60_000 + 1000);
  });

  it('past its expiry: held for an operator, who reads and may credit what arrived, counted once', async () => {
    const { m, id, status } = await halfPaidInEther();
    sandbox.clockOffsetMs = 16 * 60_000;
    const answer = await status();
    expect(answer.data.status).toBe(5);
    expect(answer.data.shortfall).toMatchObject({
      received: '0.015384615384615385',
      receivedValue: '50.00',
      missingValue: '50.00',
      outcome: 'heldForReview',
    });
    // Read again while held: the same, nothing moved.
    expect((await status()).data.shortfall.outcome).toBe('heldForReview');
    // The player's news names what arrived and what the order asked, never the order's amount alone.
    const news = await t.db
      .selectFrom('news')
      .select('message')
      .where('member_id', '=', m.memberId)
      .execute();
    expect(news.map((row) => row.message)).toEqual([
      'De tu depósito de 100,00\u00a0$ han llegado 50,00\u00a0$; lo estamos revisando y te acreditaremos lo que llegó en cuanto se confirme.',
    ]);
    const order = await t.db
      .selectFrom('deposit_order')
      .select(['status', 'review_reason'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    // The invoice offers four coins: the ether counted once, not once per coin.
    expect(order).toEqual({
      status: 'review',
      review_reason: 'paid short: 50.00 USD received of 100.00 USD',
    });
    // The back office lists the provider's reading field by field: in words, never '[object Object]'.
    const finance = await operatorWithSession(t, 'finance');
    const detail = await adminCall(t, '/admin/deposits/get', { id }, finance.token);
    expect(detail.data.provider.reading).toMatchObject({
      status: 'review',
      amount: '50.00',
      currency: 'USD',
      received: '0.015384615384615385 ETH = 50.00 USD',
      missing: '0.015384615384615385 ETH = 50.00 USD',
    });
    expect(Object.values(detail.data.provider.reading).every((value) => typeof value === 'string')).toBe(
      true,
    );
    expect(
      await runOperatorCommand(
        t.db,
        t.app.deposits.providers,
        ['resolve', id, 'succeeded', 'on chain'],
        () => {},
      ),
    ).toBe(0);
    expect((await cashRows(m.memberId)).map((row) => row.amount)).toEqual(['50.00']);
    expect((await status()).data).toEqual({ status: 10 });
  });

  it('the rest sent before the expiry completes it: credited in full, the part payment no longer shown', async () => {
    const { m, address, status } = await halfPaidInEther();
    const missing = (await status()).data.shortfall.missing;
    await chain('send', { address, amount: missing });
    expect((await status()).data).toEqual({ status: 5 });
    await chain('mine', { coin: 'eth', blocks: 3 });
    expect((await status()).data).toEqual({ status: 10 });
    expect((await cashRows(m.memberId)).map((row) => row.amount)).toEqual(['100.00']);
  });

  it("another member's deposit answers not found", async () => {
    const { id } = await halfPaidInEther();
    const other = await memberWithSession(t.db);
    expect((await post('/sys/deposit/crypto/status', other.token, { id })).error).toBe(3);
  });
});
