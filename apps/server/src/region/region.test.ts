import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSetting } from '../db/siteSettings.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { expectRefusesAll, invalidRequests } from '../test/invalidPayloads.js';

let direct: TestApp;
let behindCloudflare: TestApp;

beforeAll(async () => {
  [direct, behindCloudflare] = await Promise.all([createTestApp(), createTestApp({ trustCloudflare: true })]);
});
afterAll(async () => {
  await Promise.all([direct.close(), behindCloudflare.close()]);
});

async function check(t: TestApp, remoteAddress: string, headers: Record<string, string> = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/sys/ipinfoCloudFlare',
    remoteAddress,
    headers,
  });
  expect(response.statusCode).toBe(200);
  const answer = response.json();
  expect(answer.error).toBe(0);
  return answer.data;
}

const notice = { status: 0, url: '/assets/restricted.html' };

describe('region check from the address (offline GeoIP)', () => {
  it('refuses a restricted country with the notice url', async () => {
    expect(await check(direct, '8.8.8.8')).toEqual({ ...notice, country: 'US' });
    expect(await check(direct, '81.2.69.142')).toEqual({ ...notice, country: 'GB' });
  });

  it('allows a served country', async () => {
    expect(await check(direct, '200.160.2.3')).toEqual({ status: 1, url: null, country: 'BR' });
    expect(await check(direct, '190.2.2.2')).toEqual({ status: 1, url: null, country: 'AR' });
  });

  it('allows loopback and private addresses as unknown', async () => {
    expect(await check(direct, '127.0.0.1')).toEqual({ status: 1, url: null, country: null });
    expect(await check(direct, '10.1.2.3')).toEqual({ status: 1, url: null, country: null });
    expect(await check(direct, '::1')).toEqual({ status: 1, url: null, country: null });
  });

  it('ignores Cloudflare headers when the operator does not sit behind Cloudflare', async () => {
    expect(
      await check(direct, '200.160.2.3', { 'cf-ipcountry': 'US', 'cf-connecting-ip': '8.8.8.8' }),
    ).toEqual({
      status: 1,
      url: null,
      country: 'BR',
    });
  });

  it('follows the operator’s list of restricted countries', async () => {
    await writeSetting(direct.db, 'restrictedCountries', 'BR');
    expect(await check(direct, '200.160.2.3')).toEqual({ ...notice, country: 'BR' });
    expect((await check(direct, '8.8.8.8')).status).toBe(1);
    await writeSetting(direct.db, 'restrictedCountries', 'US,GB,FR,NL,AU,CW,IR,KP');
  });
});

describe('region check behind Cloudflare', () => {
  it('believes CF-IPCountry over the address', async () => {
    expect(await check(behindCloudflare, '200.160.2.3', { 'cf-ipcountry': 'us' })).toEqual({
      ...notice,
      country: 'US',
    });
    expect(await check(behindCloudflare, '8.8.8.8', { 'cf-ipcountry': 'PE' })).toEqual({
      status: 1,
      url: null,
      country: 'PE',
    });
  });

  it('falls back to the connecting address when the country is unknown to Cloudflare', async () => {
    expect(
      await check(behindCloudflare, '10.0.0.7', { 'cf-ipcountry': 'XX', 'cf-connecting-ip': '8.8.8.8' }),
    ).toEqual({
      ...notice,
      country: 'US',
    });
    expect(await check(behindCloudflare, '10.0.0.7', { 'cf-ipcountry': 'T1' })).toEqual({
      status: 1,
      url: null,
      country: null,
    });
  });
});

describe('generated invalid payloads', () => {
  it('checkRegion refuses every unreadable body without writing', async () => {
    await expectRefusesAll(direct.app, direct.db, invalidRequests('checkRegion'));
  });
});
