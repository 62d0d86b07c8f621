import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { backofficeCsp } from './backofficeSite.js';

let t: TestApp;

beforeAll(async () => {
  const root = mkdtempSync(path.join(tmpdir(), 'backoffice-dist-'));
  mkdirSync(path.join(root, 'assets'));
  writeFileSync(
    path.join(root, 'index.html'),
    '<!doctype html><title>Back office</title><div id="root"></div>',
  );
  writeFileSync(path.join(root, 'assets', 'index-AbC123.js'), 'console.log(1)');
  t = await createTestApp({ backofficeDistDir: root });
});
afterAll(async () => {
  await t.close();
});

describe('the back office site', () => {
  it('is served under /backoffice/ with its own strict CSP, out of search engines', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/backoffice/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
    expect(page.headers['content-security-policy']).toBe(backofficeCsp);
    expect(backofficeCsp).toContain("frame-ancestors 'none'");
    expect(backofficeCsp).not.toMatch(/https:|\*/);
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(page.headers['cache-control']).toBe('no-cache');
    const asset = await t.app.inject({ method: 'GET', url: '/backoffice/assets/index-AbC123.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const bare = await t.app.inject({ method: 'GET', url: '/backoffice' });
    expect([bare.statusCode, bare.headers.location]).toEqual([302, '/backoffice/']);
  });

  it('leaves the API answers to their own headers', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(answer.headers['content-security-policy']).not.toBe(backofficeCsp);
  });
});
