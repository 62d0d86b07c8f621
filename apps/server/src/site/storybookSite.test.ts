import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { storybookCsp } from './storybookSite.js';

let fixture: TestApp;

beforeAll(async () => {
  const root = mkdtempSync(path.join(tmpdir(), 'storybook-static-'));
  mkdirSync(path.join(root, 'assets'));
  writeFileSync(
    path.join(root, 'index.html'),
    '<!doctype html><title>Storybook</title><div id="root"></div>',
  );
  writeFileSync(path.join(root, 'index.json'), '{"v":5,"entries":{}}');
  writeFileSync(path.join(root, 'assets', 'manager-AbC123.js'), 'console.log(1)');
  fixture = await createTestApp({ storybook: true, storybookDir: root });
});
afterAll(async () => {
  await fixture.close();
});

describe('Storybook under /storybook/', () => {
  it('serves the built Storybook with a policy that lets its inline scripts run, out of search engines', async () => {
    const page = await fixture.app.inject({ method: 'GET', url: '/storybook/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Storybook</title>');
    expect(page.headers['content-security-policy']).toBe(storybookCsp);
    expect(storybookCsp).not.toMatch(/https:|\*/);
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    const asset = await fixture.app.inject({ method: 'GET', url: '/storybook/assets/manager-AbC123.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const bare = await fixture.app.inject({ method: 'GET', url: '/storybook' });
    expect([bare.statusCode, bare.headers.location]).toEqual([302, '/storybook/']);
  });

  it('keeps the player site and the API to their own policy', async () => {
    const answer = await fixture.app.inject({ method: 'GET', url: '/healthz' });
    expect(answer.headers['content-security-policy']).not.toBe(storybookCsp);
  });

  it('is on outside production, off in production unless STORYBOOK=1, and off when asked', () => {
    expect(loadConfig({}).storybook).toBe(true);
    expect(loadConfig({ STORYBOOK: 'off' }).storybook).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).storybook).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', STORYBOOK: '1' }).storybook).toBe(true);
  });

  it('answers nothing at /storybook/ when it is switched off', async () => {
    const off = await createTestApp({ storybook: false, storybookDir: fixture.config.storybookDir });
    try {
      expect((await off.app.inject({ method: 'GET', url: '/storybook/' })).statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });

  // `pnpm build` writes storybook-static/ at the root; the server's default setting finds it there.
  const built = loadConfig({}).storybookDir;
  it.runIf(existsSync(path.join(built, 'index.html')))(
    'answers with the index of the Storybook pnpm build made',
    async () => {
      const app = await createTestApp({ storybook: true });
      try {
        const page = await app.app.inject({ method: 'GET', url: '/storybook/' });
        expect(page.statusCode).toBe(200);
        expect(page.body).toBe(readFileSync(path.join(built, 'index.html'), 'utf8'));
        const stories = await app.app.inject({ method: 'GET', url: '/storybook/index.json' });
        expect(Object.keys(stories.json().entries)).toContain('money-amount--balance');
      } finally {
        await app.close();
      }
    },
  );
});
