import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSetting } from '../db/siteSettings.js';
import { drawCaptcha } from '../registration/captcha.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { call, registerMember } from '../test/members.js';
import { MAX_LOGIN_FAILURES_PER_HOUR } from './index.js';

describe('login rate limit per address', () => {
  it('answers error 4 with HTTP 429 past the limit', async () => {
    const t = await createTestApp({ authRateLimitPerMinute: 3 });
    try {
      const statuses = [];
      for (let i = 0; i < 4; i++) {
        const answer = await call(t.app, '/sys/auth/login', { username: 'someone', password: 'whatever-1' });
        statuses.push([answer.status, answer.error]);
      }
      expect(statuses).toEqual([
        [200, 2],
        [200, 2],
        [200, 2],
        [429, 4],
      ]);
    } finally {
      await t.close();
    }
  });
});

describe('login failure limits under a parallel attack (finding 5)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ authRateLimitPerMinute: 1_000_000 });
  });
  afterAll(() => t.close());

  const loginFrom = async (remoteAddress: string, fields: Record<string, string>) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/sys/auth/login',
      remoteAddress,
      payload: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-fe-lang': 'en' },
    });
    expect(response.statusCode).toBeLessThan(500);
    return { status: response.statusCode, ...(response.json() as { error: number; data: unknown }) };
  };
  const failures = async (column: 'member_id' | 'ip' | 'login_name', value: number | string) =>
    Number(
      (
        await t.db
          .selectFrom('login_failure')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where(column, '=', value)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('240 parallel wrong passwords from 12 addresses book exactly 100; the owner still logs in with the captcha', async () => {
    const { user, fields } = await registerMember(t.app);
    const answers = await Promise.all(
      Array.from({ length: 240 }, (_, i) =>
        loginFrom(`198.51.100.${i % 12}`, { username: fields.username!, password: `Wrong-guess-${i}` }),
      ),
    );
    const byError = answers.reduce<Record<number, number>>((counts, answer) => {
      counts[answer.error] = (counts[answer.error] ?? 0) + 1;
      return counts;
    }, {});
    expect(byError).toEqual({ 2: MAX_LOGIN_FAILURES_PER_HOUR, 1: 240 - MAX_LOGIN_FAILURES_PER_HOUR });
    expect(await failures('member_id', user.id)).toBe(MAX_LOGIN_FAILURES_PER_HOUR);
    // The owner, from their own address: asked for the captcha, not refused; solving it lets them in.
    expect(
      (await loginFrom('203.0.113.7', { username: fields.username!, password: fields.password! })).error,
    ).toBe(1);
    const ticket = randomUUID();
    await drawCaptcha(t.app, ticket, 'K7M3P');
    const owner = await loginFrom('203.0.113.7', {
      username: fields.username!,
      password: fields.password!,
      ticket,
      verifyCode: 'k7m3p',
    });
    expect(owner).toMatchObject({ error: 0, data: { id: user.id } });
    // The right password is no failure.
    expect(await failures('member_id', user.id)).toBe(MAX_LOGIN_FAILURES_PER_HOUR);
  });

  it('applies loginFailuresPerAddressPerHour exactly, across accounts and unknown names', async () => {
    await writeSetting(t.db, 'loginFailuresPerAddressPerHour', '10');
    try {
      const { fields } = await registerMember(t.app);
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          loginFrom('192.0.2.99', {
            username: i % 2 ? fields.username! : `nobody_${i}`,
            password: `Wrong-guess-${i}`,
          }),
        ),
      );
      expect(answers.filter((a) => a.status === 429 && a.error === 4)).toHaveLength(20);
      expect(answers.filter((a) => a.error === 2)).toHaveLength(10);
      expect(await failures('ip', '192.0.2.99')).toBe(10);
      // Another address is not held back by this one.
      expect(
        (await loginFrom('192.0.2.100', { username: fields.username!, password: fields.password! })).error,
      ).toBe(0);
    } finally {
      await t.db.deleteFrom('site_setting').where('name', '=', 'loginFailuresPerAddressPerHour').execute();
    }
  });

  it('counts a player behind Cloudflare by CF-Connecting-IP, and ignores the header unless Cloudflare is trusted', async () => {
    const behind = await createTestApp({ authRateLimitPerMinute: 1_000_000, trustCloudflare: true });
    try {
      for (const app of [behind, t]) await writeSetting(app.db, 'loginFailuresPerAddressPerHour', '3');
      // Every request arrives from the same Cloudflare edge address.
      const viaEdge = (app: TestApp, player: string, fields: Record<string, string>) =>
        app.app
          .inject({
            method: 'POST',
            url: '/api/sys/auth/login',
            remoteAddress: '172.64.0.1',
            payload: new URLSearchParams(fields).toString(),
            headers: {
              'content-type': 'application/x-www-form-urlencoded',
              'x-fe-lang': 'en',
              'cf-connecting-ip': player,
            },
          })
          .then((response) => response.json() as { error: number });
      const owner = await registerMember(behind.app);
      for (let i = 0; i < 4; i++) {
        await viaEdge(behind, '203.0.113.50', { username: `nobody_${i}`, password: 'Wrong-guess-1' });
      }
      expect(
        (await viaEdge(behind, '203.0.113.50', { username: 'x', password: 'Wrong-guess-1' })).error,
      ).toBe(4);
      // Another player behind the same edge is not held back by the first one's failures.
      const fields = { username: owner.fields.username!, password: owner.fields.password! };
      expect((await viaEdge(behind, '198.51.100.77', fields)).error).toBe(0);

      // Not behind Cloudflare: a forged header does not buy a fresh count.
      for (let i = 0; i < 3; i++) {
        await viaEdge(t, `203.0.113.${i}`, { username: `nobody_${i}`, password: 'Wrong-guess-1' });
      }
      expect((await viaEdge(t, '203.0.113.99', { username: 'x', password: 'Wrong-guess-1' })).error).toBe(4);
    } finally {
      await t.db.deleteFrom('site_setting').where('name', '=', 'loginFailuresPerAddressPerHour').execute();
      await behind.close();
    }
  });

  it('asks an unknown name for the captcha exactly as an account, so the limit does not reveal who exists', async () => {
    await Promise.all(
      Array.from({ length: MAX_LOGIN_FAILURES_PER_HOUR }, (_, i) =>
        loginFrom(`198.18.${Math.floor(i / 50)}.${i % 50}`, {
          username: 'Ghost_Player',
          password: 'Wrong-guess-1',
        }),
      ),
    );
    expect(await failures('login_name', 'ghost_player')).toBe(MAX_LOGIN_FAILURES_PER_HOUR);
    expect(
      (await loginFrom('198.18.9.9', { username: 'ghost_player', password: 'Wrong-guess-1' })).error,
    ).toBe(1);
  });
});
