import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { signRequest } from '../vendorWallet/signature.js';
import { createLaunch, createMember, seedGames } from '../vendorWallet/testing.js';
import { metricsAccess } from './index.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ metricsAllow: ['10.1.0.0/16', '192.0.2.7'] });
  await seedGames(t.db);
});
afterAll(async () => t.close());

const scrape = (remoteAddress: string) => t.app.inject({ method: 'GET', url: '/metrics', remoteAddress });

describe('/metrics (issue 31)', () => {
  it('answers Prometheus text to the operator network only', async () => {
    expect((await scrape('10.1.200.3')).statusCode).toBe(200);
    expect((await scrape('192.0.2.7')).statusCode).toBe(200);
    expect((await scrape('::ffff:10.1.0.9')).statusCode).toBe(200);
    expect((await scrape('10.2.0.1')).statusCode).toBe(404);
    expect((await scrape('203.0.113.9')).statusCode).toBe(404);
    // A forwarded address is not the caller's: only the socket's counts.
    const forwarded = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.9',
      headers: { 'x-forwarded-for': '10.1.0.1', 'cf-connecting-ip': '10.1.0.1' },
    });
    expect(forwarded.statusCode).toBe(404);
  });

  it('counts calls by route pattern and status, wallet batches, deposit orders and cash-outs by state', async () => {
    await t.app.inject({ method: 'GET', url: '/healthz' });
    const member = await createMember(t.db, { cash: '5.00' });
    const sessionToken = await createLaunch(t.db, member.id, 3);
    const payload = JSON.stringify({
      sessionToken,
      gameId: 3,
      roundId: 'm1',
      transactionId: 'm1',
      amount: '1.00',
    });
    const bet = await t.app.inject({
      method: 'POST',
      url: '/api/vendor/wallet/bet',
      headers: {
        'content-type': 'application/json',
        'x-signature': signRequest(t.config.houseVendorSecrets.request, payload),
      },
      payload,
    });
    expect(bet.json().data.code).toBe('OK');
    const text = (await scrape('10.1.0.1')).body;
    expect(text).toContain('http_requests_total{method="GET",route="/healthz",status="200"} 1');
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="\+Inf",method="POST",route="\/api\/vendor\/wallet\/bet",status="200"\} 1/,
    );
    expect(text).toMatch(/wallet_batch_size_count 1\b/);
    expect(text).toContain('# TYPE deposit_orders gauge');
    expect(text).toContain('# TYPE cash_outs gauge');
    expect(text).toContain('# TYPE scheduler_runs_total counter');
  });

  it('with no setting, loopback alone', () => {
    const allowed = metricsAccess([]);
    expect(allowed('127.0.0.1')).toBe(true);
    expect(allowed('::1')).toBe(true);
    expect(allowed('::ffff:127.0.0.1')).toBe(true);
    expect(allowed('10.0.0.1')).toBe(false);
    expect(allowed(undefined)).toBe(false);
  });
});
