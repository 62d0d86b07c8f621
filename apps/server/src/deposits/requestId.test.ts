import { paymentSandbox, Sandbox } from '@casino/payment-sandbox';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { freePort } from '../test/freePort.js';
import { memberWithSession } from '../test/sessionFor.js';
import { reconcile } from './reconcile.js';

const keys = {
  stripe: { secretKey: 'sk_test_casino', webhookSecret: 'whsec_test_secret' },
  cash: { apiKey: 'cash-key', webhookSecret: 'cash-secret' },
  pix: { clientId: 'casino-pix', clientSecret: 'pix-secret', webhookSecret: 'pix-webhook-secret' },
  btcpay: { storeId: 'casino-store', apiKey: 'btcpay-key', webhookSecret: 'btcpay-secret' },
  paypal: { clientId: 'casino-client', clientSecret: 'casino-secret', webhookId: 'WH-CASINO' },
};

let t: TestApp;
let sandboxApp: FastifyInstance;
/** Every call the casino made to the sandbox: its path and the x-request-id it carried. */
const seen: { url: string; requestId: string | undefined }[] = [];

beforeAll(async () => {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}/sandbox`;
  sandboxApp = Fastify();
  sandboxApp.addHook('onRequest', async (request) => {
    const id = request.headers['x-request-id'];
    seen.push({ url: request.url, requestId: typeof id === 'string' ? id : undefined });
  });
  await sandboxApp.register(paymentSandbox, {
    prefix: '/sandbox',
    publicUrl: base,
    stripe: { ...keys.stripe, webhookUrl: '/api/payments/webhook/stripe' },
    paypal: { ...keys.paypal, webhookUrl: '/api/payments/webhook/paypal' },
    cash: { ...keys.cash, webhookUrl: '/api/payments/webhook/cash' },
    cpay: { ...keys.cash, webhookUrl: '/api/payments/webhook/cpay' },
    pingpong: { ...keys.cash, webhookUrl: '/api/payments/webhook/pingpong' },
    pix: { ...keys.pix, webhookUrl: '/api/payments/webhook' },
    btcpay: { ...keys.btcpay, webhookUrl: '/api/payments/webhook/btcpay' },
    // No webhook leaves this test: only the casino's calls to the provider are looked at.
    sandbox: new Sandbox({ deliver: async () => 200 }),
  });
  await sandboxApp.listen({ host: '127.0.0.1', port });
  t = await createTestApp({
    stripeApiUrl: `${base}/stripe`,
    stripeSecretKey: keys.stripe.secretKey,
    stripeWebhookSecret: keys.stripe.webhookSecret,
    authRateLimitPerMinute: 100_000,
    paypalClientId: keys.paypal.clientId,
    paypalClientSecret: keys.paypal.clientSecret,
    paypalWebhookId: keys.paypal.webhookId,
    paypalApiUrl: `${base}/paypal`,
    paypalSiteUrl: `${base}/paypal`,
    hostedPayments: { cash: { apiUrl: `${base}/cash`, ...keys.cash }, cpay: undefined, pingpong: undefined },
    pix: { apiUrl: `${base}/pix`, ...keys.pix, pixKey: 'pix@casino.test', chargeMinutes: 60 },
    btcpay: { apiUrl: `${base}/btcpay`, ...keys.btcpay, invoiceMinutes: 15 },
  });
  await t.db.updateTable('deposit_payment_method').set({ enabled: 1 }).execute();
});
afterAll(async () => {
  await t.close();
  await sandboxApp.close();
});

async function openOrder(path: string, fields: Record<string, string | number>, requestId: string) {
  const m = await memberWithSession(t.db);
  if (path.includes('/pix/')) {
    await t.db.updateTable('member').set({ currency: 'BRL' }).where('id', '=', m.memberId).execute();
  }
  const before = seen.length;
  const response = await t.app.inject({
    method: 'POST',
    url: `/api${path}`,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-fe-lang': 'en',
      'x-request-id': requestId,
      authorization: m.token,
    },
    payload: new URLSearchParams(
      Object.entries(fields).map(([k, v]): [string, string] => [k, String(v)]),
    ).toString(),
  });
  expect(response.json().error).toBe(0);
  expect(response.headers['x-request-id']).toBe(requestId);
  return seen.slice(before);
}

describe('deposit orders carry the request id to the provider', () => {
  it.each([
    [
      'Stripe (through its SDK)',
      '/sys/deposit/stripe/depositOrder',
      { amount: 50, paymentMethod: 'STRIPE' },
      '/stripe/',
    ],
    [
      'the cash app',
      '/sys/deposit/cash/depositOrder',
      { depositAmount: 30, paymentMethod: 'CASH' },
      '/cash/',
    ],
    ['Pix', '/sys/deposit/pix/depositOrder', { amount: 50, paymentMethod: 'PIX' }, '/pix/'],
    ['BTCPay', '/sys/deposit/crypt/depositOrder', { amount: 30, depositCurrency: 'eth' }, '/btcpay/'],
    ['PayPal', '/sys/deposit/payp/depositOrder', { amount: 20, paymentMethod: 'PAYP' }, '/paypal/'],
  ])('%s: every call the order made names the order request', async (_name, path, fields, provider) => {
    const requestId = `order-${provider.replaceAll('/', '')}-1`;
    const calls = await openOrder(path, fields, requestId);
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.every((call) => call.url.includes(provider))).toBe(true);
    expect(calls.map((call) => call.requestId)).toEqual(calls.map(() => requestId));
  });

  it('a call made outside any request (the scheduled re-read) carries no id', async () => {
    const before = seen.length;
    await reconcile(t.db, t.app.deposits.providers, t.app.log, 0);
    const calls = seen.slice(before);
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.every((call) => call.requestId === undefined)).toBe(true);
  });

  it("a scheduled run names itself: every call of one run carries that run's id, the next run another", async () => {
    const run = async () => {
      const before = seen.length;
      await t.app.metrics.job('depositReconcile', () =>
        reconcile(t.db, t.app.deposits.providers, t.app.log, 0),
      );
      return seen.slice(before).map((call) => call.requestId);
    };
    const first = await run();
    const second = await run();
    expect(first.length).toBeGreaterThan(0);
    expect(first[0]).toMatch(/^job-depositReconcile-[0-9a-f-]{36}$/);
    expect(new Set(first)).toEqual(new Set([first[0]]));
    expect(second[0]).toMatch(/^job-depositReconcile-/);
    expect(second[0]).not.toBe(first[0]);
  });
});
