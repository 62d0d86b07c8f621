import { randomUUID } from 'node:crypto';
import { paymentSandbox, Sandbox } from '@casino/payment-sandbox';
import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { type Config, loadConfig } from '../config.js';
import { checkCaptcha, drawCaptcha } from '../registration/captcha.js';
import { createTestDatabase, type TestDatabase } from '../test/db.js';
import { freePort } from '../test/freePort.js';
import { call } from '../test/members.js';
import { memberWithSession } from '../test/sessionFor.js';
import { signRequest } from '../vendorWallet/signature.js';
import { createLaunch, createMember, seedGames } from '../vendorWallet/testing.js';
import { getBalances } from '../wallet/balances.js';
import { ProcessState } from './shortLived.js';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
// A prefix of this run's own, so runs in parallel (both engines, several worktrees) never share keys.
const prefix = `test:${randomUUID()}:`;
const secretKey = 'sk_test_shared';
const unused = { apiKey: 'k', webhookSecret: 's', webhookUrl: '/unused' };
const unusedProviders = {
  paypal: { clientId: 'c', clientSecret: 's', webhookId: 'w', webhookUrl: '/unused' },
  cash: unused,
  cpay: unused,
  pingpong: unused,
  pix: { clientId: 'c', clientSecret: 's', webhookSecret: 's', webhookUrl: '/unused' },
  btcpay: { storeId: 's', ...unused },
};
const sandbox = new Sandbox({ retryDelaysMs: [50], deliver: async () => 200 });

let database: TestDatabase;
let sandboxApp: FastifyInstance;
/** Two instances of the server on one database and one Redis, as behind a load balancer. */
let instances: FastifyInstance[];
let config: Config;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedGames(database.db);
  const port = await freePort();
  sandboxApp = Fastify();
  await sandboxApp.register(paymentSandbox, {
    prefix: '/sandbox',
    publicUrl: `http://127.0.0.1:${port}/sandbox`,
    stripe: { secretKey, webhookSecret: 'whsec_shared', webhookUrl: '/api/payments/webhook/stripe' },
    ...unusedProviders,
    sandbox,
  });
  await sandboxApp.listen({ host: '127.0.0.1', port });
  config = {
    ...loadConfig({ LOG_LEVEL: 'silent', PUBLIC_URL: 'http://casino.test' }),
    bonusScheduleSeconds: 0,
    redisUrl,
    redisPrefix: prefix,
    authRateLimitPerMinute: 4,
    stripeApiUrl: `http://127.0.0.1:${port}/sandbox/stripe`,
    stripeSecretKey: secretKey,
    stripeWebhookSecret: 'whsec_shared',
  };
  instances = [];
  for (let i = 0; i < 2; i++) {
    const app = await buildApp({ config, db: database.db, ownsDb: false });
    await app.ready();
    instances.push(app);
  }
  await database.db.updateTable('deposit_payment_method').set({ enabled: 1 }).execute();
});

afterAll(async () => {
  for (const app of instances ?? []) await app.close();
  await sandboxApp?.close();
  const redis = new Redis(redisUrl);
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
  await database?.destroy();
});

const [a, b] = [() => instances[0] as FastifyInstance, () => instances[1] as FastifyInstance];

describe('two instances sharing one Redis', () => {
  it('a signed wallet call replayed to the other instance is refused, and debits once', async () => {
    const member = await createMember(database.db, { cash: '10.00' });
    const sessionToken = await createLaunch(database.db, member.id, 3);
    const payload = JSON.stringify({
      sessionToken,
      gameId: 3,
      roundId: 'r1',
      transactionId: 'tx1',
      amount: '2.00',
    });
    const headers = {
      'content-type': 'application/json',
      'x-signature': signRequest(config.houseVendorSecrets.request, payload),
    };
    const send = (app: FastifyInstance) =>
      app.inject({ method: 'POST', url: '/api/vendor/wallet/bet', headers, payload });
    expect((await send(a())).json().data.code).toBe('OK');
    expect((await send(b())).json().data.code).toBe('INVALID_SIGNATURE');
    expect((await send(a())).json().data.code).toBe('INVALID_SIGNATURE');
    expect((await getBalances(database.db, member.id)).availableBalance).toBe('8.00');
  });

  it('the per-address limit counts the calls of every instance together', async () => {
    const statuses: number[] = [];
    for (const app of [a(), b(), a(), b(), a()]) {
      statuses.push(
        (await call(app, '/sys/auth/login', { username: 'nobody', password: 'x', type: 'MEMBER' })).status,
      );
    }
    expect(statuses.slice(0, 4).every((status) => status !== 429)).toBe(true);
    expect(statuses[4]).toBe(429);
  });

  it('a captcha drawn on one instance is answered once on the other, and never lands in the database', async () => {
    await drawCaptcha(a(), 'ticket-shared-1', 'K7MPQ');
    expect(await database.db.selectFrom('captcha_ticket').select('ticket_hash').execute()).toEqual([]);
    expect(await checkCaptcha(b(), 'ticket-shared-1', 'k7mpq')).toBe(true);
    expect(await checkCaptcha(a(), 'ticket-shared-1', 'K7MPQ')).toBe(false);
  });

  it('the two-step card deposit: the card is tokenized at step one, the token is paid on the other instance once', async () => {
    const m = await memberWithSession(database.db);
    const fields = {
      amount: '100',
      cardNum: '4242424242424242',
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
      cardEmail: 'ana@example.com',
      cardMobile: '+34600000000',
    };
    const created = await call(a(), '/sys/deposit/cattl/deposit', fields, { token: m.token });
    expect(created.error).toBe(0);
    // What waits between the steps is the provider's token: no card number anywhere in Redis.
    const redis = new Redis(redisUrl);
    const held = await redis.get(`${prefix}deposit:cardToken:${created.data.id}`);
    await redis.quit();
    expect(held).toMatch(/^pm_/);
    const paid = await call(b(), '/sys/cattl/pay', { depositId: created.data.id }, { token: m.token });
    expect(paid.data.status).toBe(10);
    expect(
      (await call(a(), '/sys/cattl/pay', { depositId: created.data.id }, { token: m.token })).data.status,
    ).toBe(10);
    const wallet = await database.db
      .selectFrom('wallet')
      .select('cash')
      .where('member_id', '=', m.memberId)
      .executeTakeFirstOrThrow();
    expect(wallet.cash).toBe('100.00');
  });
});

describe('one instance alone (no REDIS_URL)', () => {
  it('marks a key once inside its time, and hands a value out once', async () => {
    const state = new ProcessState();
    expect(await state.markOnce('k', 60_000)).toBe(true);
    expect(await state.markOnce('k', 60_000)).toBe(false);
    expect(await state.markOnce('short', 1)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await state.markOnce('short', 1)).toBe(true);
    await state.put('v', 'token', 60_000);
    expect(await state.take('v')).toBe('token');
    expect(await state.take('v')).toBeUndefined();
  });
});
