import { Writable } from 'node:stream';
import { paymentSandbox, Sandbox } from '@casino/payment-sandbox';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import type { Db } from '../db/database.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { freePort } from '../test/freePort.js';

/*
 * The deposit flows through the payment sandbox (@casino/payment-sandbox), as the provider test files
 * drive them: the sandbox on its own port delivering its webhooks to a test app configured for every
 * provider, with every method enabled, the app's log kept and every webhook the sandbox sent recorded.
 */

export const webhookSecret = 'whsec_test_secret';
export const cashKeys = { apiKey: 'cash-key', webhookSecret: 'cash-secret' };
export const cpayKeys = { apiKey: 'cpay-key', webhookSecret: 'cpay-secret' };
export const pingpongKeys = { apiKey: 'pingpong-key', webhookSecret: 'pingpong-secret' };
export const btcpayKeys = { storeId: 'casino-store', apiKey: 'btcpay-key', webhookSecret: 'btcpay-secret' };
export const pixKeys = {
  clientId: 'casino-pix',
  clientSecret: 'pix-secret',
  webhookSecret: 'pix-webhook-secret',
};
export const paypalKeys = {
  clientId: 'casino-client',
  clientSecret: 'casino-secret',
  webhookId: 'WH-CASINO',
};

export const secretKey = 'sk_test_casino';

export const card = (number: string) => ({
  amount: 100,
  bonus: 1,
  cardNum: number,
  cardCvv: '123',
  expireMonth: '12',
  expireYear: String(new Date().getUTCFullYear() + 2),
  cardFirstName: 'Ana',
  cardLastName: 'Ana',
  cardCountry: 'ES',
  cardState: 'M',
  cardCity: 'Madrid',
  cardAddress: 'Calle 1',
  cardPostalCode: '28001',
});

/**
 * Call once at a test file's top level: it starts the sandbox and the app before the file's tests and
 * closes them after. The app, its addresses and calls are current() once the file's beforeAll ran.
 */
export function sandboxSuite() {
  let t: TestApp;
  let sandboxApp: FastifyInstance;
  let apiUrl: string;
  let sandboxBase: string;
  /** Every webhook the sandbox sent, as sent, for replays. */
  const logs: string[] = [];
  const sent: { url: string; headers: Record<string, string>; body: string }[] = [];

  const sandbox = new Sandbox({
    retryDelaysMs: [50, 100, 200],
    deliver: async (url, headers, body) => {
      sent.push({ url, headers, body });
      const response = await t.app.inject({ method: 'POST', url, headers, payload: body });
      return response.statusCode;
    },
  });

  beforeAll(async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}/sandbox`;
    sandboxApp = Fastify();
    await sandboxApp.register(paymentSandbox, {
      prefix: '/sandbox',
      publicUrl: base,
      stripe: { secretKey, webhookSecret, webhookUrl: '/api/payments/webhook/stripe' },
      paypal: { ...paypalKeys, webhookUrl: '/api/payments/webhook/paypal' },
      cash: { ...cashKeys, webhookUrl: '/api/payments/webhook/cash' },
      cpay: { ...cpayKeys, webhookUrl: '/api/payments/webhook/cpay' },
      pingpong: { ...pingpongKeys, webhookUrl: '/api/payments/webhook/pingpong' },
      pix: { ...pixKeys, webhookUrl: '/api/payments/webhook' },
      btcpay: { ...btcpayKeys, webhookUrl: '/api/payments/webhook/btcpay' },
      sandbox,
    });
    await sandboxApp.listen({ host: '127.0.0.1', port });
    apiUrl = `${base}/stripe`;
    sandboxBase = base;
    t = await createTestApp(
      {
        stripeApiUrl: apiUrl,
        stripeSecretKey: secretKey,
        stripeWebhookSecret: webhookSecret,
        authRateLimitPerMinute: 100_000,
        paypalClientId: paypalKeys.clientId,
        paypalClientSecret: paypalKeys.clientSecret,
        paypalWebhookId: paypalKeys.webhookId,
        paypalApiUrl: `${base}/paypal`,
        paypalSiteUrl: `${base}/paypal`,
        hostedPayments: {
          cash: { apiUrl: `${base}/cash`, ...cashKeys },
          cpay: { apiUrl: `${base}/cpay`, ...cpayKeys },
          pingpong: { apiUrl: `${base}/pingpong`, ...pingpongKeys },
        },
        pix: { apiUrl: `${base}/pix`, ...pixKeys, pixKey: 'pix@casino.test', chargeMinutes: 60 },
        btcpay: { apiUrl: `${base}/btcpay`, ...btcpayKeys, invoiceMinutes: 15 },
        logLevel: 'debug',
      },
      { logStream: new Writable({ write: (chunk, _encoding, done) => done(void logs.push(String(chunk))) }) },
    );
    await t.db.updateTable('deposit_payment_method').set({ enabled: 1 }).execute();
  });
  afterAll(async () => {
    await sandbox.sender.idle();
    await t.close();
    await sandboxApp.close();
  });
  beforeEach(() => {
    sandbox.faults.clear();
    sandbox.clockOffsetMs = 0;
  });

  async function post(
    path: string,
    token: string,
    fields: Record<string, unknown>,
    headers: Record<string, string> = {},
    // biome-ignore lint/suspicious/noExplicitAny: tests read the answers field by field.
  ): Promise<any> {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api${path}`,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-fe-lang': 'en',
        authorization: token,
        ...headers,
      },
      payload: new URLSearchParams(
        Object.entries(fields).map(([k, v]): [string, string] => [k, String(v)]),
      ).toString(),
    });
    expect(response.statusCode).toBeLessThan(500);
    return response.json();
  }

  /**
   * Opens a hosted page and presses the button with that name, as a person would; `query` is added to
   * the form's address (the sandbox's way to name the payer).
   */
  async function press(pageUrl: string, button: string, query = ''): Promise<void> {
    const page = await (await fetch(pageUrl)).text();
    const match = new RegExp(
      `<form method="post" action="([^"]+)"><button type="submit">${button}</button>`,
    ).exec(page);
    expect(match, `button ${button} on ${pageUrl}`).not.toBeNull();
    const response = await fetch(`${match?.[1] ?? ''}${query}`, { method: 'POST', redirect: 'manual' });
    expect(response.status).toBeLessThan(400);
    await sandbox.sender.idle();
  }

  async function cash(memberId: number): Promise<string> {
    const row = await t.db
      .selectFrom('wallet')
      .select('cash')
      .where('member_id', '=', memberId)
      .executeTakeFirst();
    return row?.cash ?? '0.00';
  }

  /** The member's cash rows: a first deposit with the bonus chosen also brings it (class 2), which src/bonuses tests. */
  async function ledger(memberId: number) {
    return t.db
      .selectFrom('wallet_ledger')
      .select(['amount', 'type', 'external_ref'])
      .where('member_id', '=', memberId)
      .where('class', '=', 1)
      .execute();
  }

  return {
    sandbox,
    logs,
    sent,
    current: () => ({ t, sandboxApp, apiUrl, sandboxBase, post, press, cash, ledger }),
  };
}

export type SandboxCalls = ReturnType<ReturnType<typeof sandboxSuite>['current']>;

/** Neither the database nor the log holds a test card number or a CVV field. */
export async function expectNoCardDataAtRest(db: Db, logs: string[]): Promise<void> {
  const numbers = [
    '4242424242424242',
    '4000000000000002',
    '4000000000009995',
    '4000000000003220',
    '4000008400001629',
  ];
  const tables = await db
    .selectFrom('information_schema.tables' as never)
    .select('table_name' as never)
    .where('table_schema' as never, '=', 'public' as never)
    .execute();
  let dump = '';
  for (const { table_name: name } of tables as { table_name: string }[]) {
    const rows = await sql<{
      row: unknown;
    }>`select row_to_json(x)::text as row from ${sql.table(name)} x`.execute(db);
    dump += rows.rows.map((r) => String(r.row)).join('\n');
  }
  const log = logs.join('');
  expect(log.length).toBeGreaterThan(0);
  for (const text of [dump, log]) {
    for (const number of numbers) expect(text).not.toContain(number);
    expect(text).not.toMatch(/"(cardCvv|cvc|cardNum)":"[0-9]/);
  }
}
