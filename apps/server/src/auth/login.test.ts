import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawCaptcha } from '../registration/captcha.js';
import { hashToken } from '../shared/tokens.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { call, registerMember } from '../test/members.js';
import { MAX_LOGIN_FAILURES_PER_HOUR } from './index.js';

describe('login', () => {
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
});
