import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSetting } from '../db/siteSettings.js';
import { drawCaptcha } from '../registration/captcha.js';
import { hashToken } from '../shared/tokens.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { call, registerMember } from '../test/members.js';
import { MAX_LOGIN_FAILURES_PER_HOUR } from './index.js';

describe('login, token info, refresh and logout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ authRateLimitPerMinute: 1000 });
  });
  afterAll(() => t.close());

  const login = (username: string, password: string, lang = 'en') =>
    call(t.app, '/sys/auth/login', { username, password, type: 'MEMBER' }, { lang });

  /** A login with a captcha drawn for a fresh ticket, answered right unless `answer` is given. */
  async function loginWithCaptcha(username: string, password: string, answer?: string) {
    const ticket = randomUUID();
    await drawCaptcha(t.app, ticket, 'ABCDE');
    return call(t.app, '/sys/auth/login', { username, password, ticket, verifyCode: answer ?? 'abcde' });
  }

  it('logs in by username or by e-mail in any case and answers the user info with a fresh token', async () => {
    const { user, fields } = await registerMember(t.app);
    const byName = await login(fields.username!.toUpperCase(), fields.password!);
    expect(byName.error).toBe(0);
    expect(byName.data).toMatchObject({
      id: user.id,
      username: fields.username,
      enabled: 1,
      currency: 'EUR',
      currencySymbol: '€',
      availableBalance: '0.00',
      country: 'Spain',
    });
    expect(byName.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const byEmail = await login(fields.email!.toUpperCase(), fields.password!);
    expect(byEmail.data.id).toBe(user.id);
    expect(byEmail.data.token).not.toBe(byName.data.token);
  });

  it('stores only a hash of the token', async () => {
    const { user } = await registerMember(t.app);
    const rows = await t.db
      .selectFrom('member_session')
      .select('token_hash')
      .where('member_id', '=', user.id)
      .execute();
    expect(rows.map((r) => r.token_hash)).toEqual([hashToken(user.token)]);
    expect(rows[0]!.token_hash).not.toContain(user.token);
  });

  it('checks the username, then the password, in the caller language', async () => {
    expect(await login('', 'x')).toMatchObject({ error: 1, message: 'Username / Email required' });
    expect(await login('someone', '')).toMatchObject({ error: 1, message: 'Password required' });
    expect(await login('', '', 'es')).toMatchObject({ message: 'Usuario / correo electrónico obligatorio' });
    expect(await login('someone', '', 'fil')).toMatchObject({ message: 'Kailangan ang password' });
    expect(await login('', '', 'de')).toMatchObject({ message: 'Benutzername / E-Mail erforderlich' });
    expect(await login('', '', 'ko')).toMatchObject({ message: 'Username / Email required' });
  });

  it('answers one generic "Login failed" for a wrong password, an unknown account and a disabled one', async () => {
    const { user, fields } = await registerMember(t.app);
    const wrong = await login(fields.username!, 'Not-The-Password-1');
    const unknown = await login('nobody_here', 'Not-The-Password-1');
    await t.db.updateTable('member').set({ enabled: 0 }).where('id', '=', user.id).execute();
    const disabled = await login(fields.username!, fields.password!);
    for (const answer of [wrong, unknown, disabled]) {
      expect(answer).toMatchObject({ error: 2, message: 'Login failed', data: null });
    }
  });

  it('refuses a wrong password in the language the player app sends', async () => {
    const { fields } = await registerMember(t.app);
    const refusals = {
      de: 'Anmeldung fehlgeschlagen',
      'pt-BR': 'Falha ao entrar',
      fr: 'Échec de la connexion',
      ja: 'ログインに失敗しました',
    };
    for (const [lang, message] of Object.entries(refusals)) {
      expect(await login(fields.username!, 'Not-The-Password-1', lang)).toEqual({
        status: 200,
        error: 2,
        message,
        data: null,
      });
    }
  });

  it('asks for the captcha past 100 failures in an hour instead of locking the owner out', async () => {
    const { user, fields } = await registerMember(t.app);
    await t.db
      .insertInto('login_failure')
      .values(
        Array.from({ length: MAX_LOGIN_FAILURES_PER_HOUR - 1 }, (_, i) => ({
          member_id: user.id,
          ip: `10.1.${Math.floor(i / 200)}.${i % 200}`,
        })),
      )
      .execute();
    expect((await login(fields.username!, 'Wrong-password-9')).error).toBe(2);
    expect(await login(fields.username!, fields.password!)).toMatchObject({
      status: 200,
      error: 1,
      message: 'Too many failed logins for this account: enter the characters in the picture',
    });
    expect((await loginWithCaptcha(fields.username!, fields.password!, 'WRONG')).error).toBe(1);
    expect((await loginWithCaptcha(fields.username!, fields.password!)).error).toBe(0);
    // Failures older than an hour no longer count.
    await t.db
      .updateTable('login_failure')
      .set({ created_at: sql`now() - interval '61 minutes'` })
      .where('member_id', '=', user.id)
      .execute();
    expect((await login(fields.username!, fields.password!)).error).toBe(0);
  });

  it('answers token info with the same token, and -2 without a live session', async () => {
    const { user } = await registerMember(t.app);
    const info = await call(t.app, '/sys/auth/token/info', {}, { token: user.token });
    expect(info).toMatchObject({ error: 0, data: { id: user.id, token: user.token, enabled: 1 } });
    const bearer = await call(t.app, '/sys/auth/token/info', {}, { token: `Bearer ${user.token}` });
    expect(bearer.data.id).toBe(user.id);
    expect(await call(t.app, '/sys/auth/token/info')).toMatchObject({ error: -2, data: null });
    expect((await call(t.app, '/sys/auth/token/info', {}, { token: 'forged-token-value' })).error).toBe(-2);
  });

  it('tells a disabled member enabled 0 on token info and ends the session', async () => {
    const { user } = await registerMember(t.app);
    await t.db.updateTable('member').set({ enabled: 0 }).where('id', '=', user.id).execute();
    const info = await call(t.app, '/sys/auth/token/info', {}, { token: user.token });
    expect(info).toMatchObject({ error: 0, data: { enabled: 0 } });
    expect((await call(t.app, '/sys/auth/token/info', {}, { token: user.token })).error).toBe(-2);
  });

  it('refuses member calls from a disabled member with -2', async () => {
    const { user } = await registerMember(t.app);
    await t.db.updateTable('member').set({ enabled: 0 }).where('id', '=', user.id).execute();
    expect((await call(t.app, '/sys/member/getMember', {}, { token: user.token })).error).toBe(-2);
  });

  it('rotates the token on refresh; the old one keeps working only for a short grace', async () => {
    const { user } = await registerMember(t.app);
    const refreshed = await call(t.app, '/sys/auth/token/refresh', {}, { token: user.token });
    expect(refreshed).toMatchObject({ error: 0, data: { id: user.id, enabled: 1 } });
    const fresh = refreshed.data.token as string;
    expect(fresh).not.toBe(user.token);
    expect((await call(t.app, '/sys/auth/token/info', {}, { token: fresh })).data.token).toBe(fresh);
    expect((await call(t.app, '/sys/auth/token/info', {}, { token: user.token })).error).toBe(0);
    const old = await t.db
      .selectFrom('member_session')
      .select('expires_at')
      .where('token_hash', '=', hashToken(user.token))
      .executeTakeFirstOrThrow();
    expect(old.expires_at.getTime()).toBeLessThanOrEqual(Date.now() + 61_000);
    await t.db
      .updateTable('member_session')
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where('token_hash', '=', hashToken(user.token))
      .execute();
    expect((await call(t.app, '/sys/auth/token/info', {}, { token: user.token })).error).toBe(-2);
    expect((await call(t.app, '/sys/auth/token/refresh', {}, { token: user.token })).error).toBe(-2);
    expect((await call(t.app, '/sys/auth/token/refresh')).error).toBe(-2);
  });

  it('answers 20 parallel refreshes of one token with one and the same successor (finding 17)', async () => {
    const { user } = await registerMember(t.app);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call(t.app, '/sys/auth/token/refresh', {}, { token: user.token })),
    );
    const tokens = new Set(answers.map((answer) => answer.data?.token));
    expect(answers.map((answer) => answer.error)).toEqual(Array(20).fill(0));
    expect(tokens.size).toBe(1);
    const [successor] = [...tokens] as string[];
    expect(successor).not.toBe(user.token);
    const sessions = await t.db
      .selectFrom('member_session')
      .select(['token_hash', 'family'])
      .where('member_id', '=', user.id)
      .execute();
    expect(sessions.map((row) => row.token_hash).sort()).toEqual(
      [hashToken(user.token), hashToken(successor!)].sort(),
    );
    expect(new Set(sessions.map((row) => row.family)).size).toBe(1);
    // Refreshing the successor moves the family on by one more, again once.
    const next = await call(t.app, '/sys/auth/token/refresh', {}, { token: successor });
    expect(next.data.token).not.toBe(successor);
  });

  it('ends the whole family on logout: the new token, the replaced one and its refresh (finding 17)', async () => {
    const { user } = await registerMember(t.app);
    const fresh = (await call(t.app, '/sys/auth/token/refresh', {}, { token: user.token })).data
      .token as string;
    const other = await registerMember(t.app);
    expect((await call(t.app, '/sys/auth/logout', {}, { token: fresh })).error).toBe(0);
    for (const token of [fresh, user.token]) {
      expect((await call(t.app, '/sys/auth/token/info', {}, { token })).error).toBe(-2);
      expect((await call(t.app, '/sys/auth/token/refresh', {}, { token })).error).toBe(-2);
    }
    // Someone else's session is not in the family.
    expect((await call(t.app, '/sys/auth/token/info', {}, { token: other.user.token })).error).toBe(0);

    const second = await registerMember(t.app);
    const successor = (await call(t.app, '/sys/auth/token/refresh', {}, { token: second.user.token })).data
      .token as string;
    expect((await call(t.app, '/sys/auth/logout', {}, { token: second.user.token })).error).toBe(0);
    expect((await call(t.app, '/sys/auth/token/info', {}, { token: successor })).error).toBe(-2);
  });

  it('never extends a session past 12 hours from its login, however often it is refreshed', async () => {
    const { user } = await registerMember(t.app);
    // The login was 11 hours 59 minutes ago; the member has refreshed all along.
    await t.db
      .updateTable('member_session')
      .set({
        created_at: sql`now() - interval '11 hours 59 minutes'`,
        expires_at: sql`now() + interval '1 minute'`,
      })
      .where('token_hash', '=', hashToken(user.token))
      .execute();
    const successor = (await call(t.app, '/sys/auth/token/refresh', {}, { token: user.token })).data
      .token as string;
    const row = await t.db
      .selectFrom('member_session')
      .select('expires_at')
      .where('token_hash', '=', hashToken(successor))
      .executeTakeFirstOrThrow();
    expect(row.expires_at.getTime() - Date.now()).toBeLessThan(2 * 60_000);
    expect(row.expires_at.getTime() - Date.now()).toBeGreaterThan(0);
  });

  it('keeps no usable successor at rest: the stored salt without the old token gives nothing', async () => {
    const { user } = await registerMember(t.app);
    const successor = (await call(t.app, '/sys/auth/token/refresh', {}, { token: user.token })).data
      .token as string;
    const rows = await t.db
      .selectFrom('member_session')
      .selectAll()
      .where('member_id', '=', user.id)
      .execute();
    expect(JSON.stringify(rows)).not.toContain(successor);
    expect(JSON.stringify(rows)).not.toContain(user.token);
  });

  it('ends a session idle for 30 minutes and one older than 12 hours', async () => {
    const { user } = await registerMember(t.app);
    const row = await t.db
      .selectFrom('member_session')
      .select(['created_at', 'expires_at'])
      .where('token_hash', '=', hashToken(user.token))
      .executeTakeFirstOrThrow();
    expect(row.expires_at.getTime() - row.created_at.getTime()).toBeGreaterThan(12 * 3_600_000 - 5_000);
    expect(row.expires_at.getTime() - row.created_at.getTime()).toBeLessThan(12 * 3_600_000 + 5_000);
    await t.db
      .updateTable('member_session')
      .set({ last_seen_at: sql`now() - interval '29 minutes'` })
      .where('token_hash', '=', hashToken(user.token))
      .execute();
    expect((await call(t.app, '/sys/auth/token/info', {}, { token: user.token })).error).toBe(0);
    await t.db
      .updateTable('member_session')
      .set({ last_seen_at: sql`now() - interval '31 minutes'` })
      .where('token_hash', '=', hashToken(user.token))
      .execute();
    expect((await call(t.app, '/sys/auth/token/info', {}, { token: user.token })).error).toBe(-2);
  });

  it('takes the idle time from the settings when the operator sets it', async () => {
    const { user } = await registerMember(t.app);
    await writeSetting(t.db, 'sessionIdleMinutes', '5');
    try {
      await t.db
        .updateTable('member_session')
        .set({ last_seen_at: sql`now() - interval '6 minutes'` })
        .where('token_hash', '=', hashToken(user.token))
        .execute();
      expect((await call(t.app, '/sys/auth/token/info', {}, { token: user.token })).error).toBe(-2);
    } finally {
      await t.db.deleteFrom('site_setting').where('name', '=', 'sessionIdleMinutes').execute();
    }
  });

  it('kills the token on logout, and answers 0 for a logout without a session', async () => {
    const { user } = await registerMember(t.app);
    expect(await call(t.app, '/sys/auth/logout', {}, { token: user.token })).toMatchObject({
      error: 0,
      data: null,
    });
    expect((await call(t.app, '/sys/auth/token/info', {}, { token: user.token })).error).toBe(-2);
    expect((await call(t.app, '/sys/auth/logout', {}, { token: user.token })).error).toBe(0);
    expect((await call(t.app, '/sys/auth/logout')).error).toBe(0);
  });
});

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
