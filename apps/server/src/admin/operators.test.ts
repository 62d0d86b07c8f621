import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawCaptcha } from '../registration/captcha.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { OPERATOR_ACCOUNT_FAILURES } from './operators.js';
import { adminCall, operatorWithSession, type TestOperator } from './testing.js';
import { totpCode } from './totp.js';

let t: TestApp;
let administrator: TestOperator;

beforeAll(async () => {
  t = await createTestApp({ authRateLimitPerMinute: 100_000 });
  administrator = await operatorWithSession(t, 'administrator');
}, 120_000);
afterAll(async () => {
  await t.close();
});

const password = 'Operator-Desk-Lamp-42';
const nextStep = (secret: string) => totpCode(secret, Date.now() + 30_000);

describe('an administrator creates an operator who enrols', () => {
  it('hands out a one-time link; the operator chooses a password and proves the authenticator', async () => {
    const created = await adminCall(
      t,
      '/admin/operators/create',
      { username: 'maria.compliance', email: 'maria@casino.test', displayName: 'María', role: 'compliance' },
      administrator.token,
    );
    expect(created).toMatchObject({ error: 0, data: { operator: { role: 'compliance', enrolled: false } } });
    const token = new URL(created.data.enrolmentUrl.replace('/#/', '/')).searchParams.get('token');
    const info = await adminCall(t, '/admin/auth/enrolment', { token });
    expect(info.data).toMatchObject({
      username: 'maria.compliance',
      otpauthUri: expect.stringContaining('otpauth://totp/'),
    });
    expect(info.data.qrCode).toMatch(/^data:image\/png;base64,/);

    const weak = await adminCall(t, '/admin/auth/enrolment/complete', {
      token,
      password: 'password1',
      code: totpCode(info.data.secret),
    });
    expect(weak.error).toBe(1);
    const wrongCode = await adminCall(t, '/admin/auth/enrolment/complete', {
      token,
      password,
      code: '000000',
    });
    expect(wrongCode.error).toBe(1);
    const done = await adminCall(t, '/admin/auth/enrolment/complete', {
      token,
      password,
      code: totpCode(info.data.secret),
    });
    expect(done).toMatchObject({
      error: 0,
      data: { operator: { username: 'maria.compliance', enrolled: true } },
    });
    expect(done.data.operator.permissions).toContain('documents.review');
    expect(done.data.token).toMatch(/^op_/);

    const reused = await adminCall(t, '/admin/auth/enrolment', { token });
    expect(reused).toMatchObject({ error: 2 });
    const taken = await adminCall(
      t,
      '/admin/operators/create',
      { username: 'Maria.Compliance', email: 'x@casino.test', displayName: 'X', role: 'support' },
      administrator.token,
    );
    expect(taken).toMatchObject({ error: 2, message: 'That username is taken.' });
  });

  it('stores the authenticator secret encrypted, never as text', async () => {
    const operator = await operatorWithSession(t, 'support');
    const row = await t.db
      .selectFrom('operator')
      .select('totp_secret')
      .where('id', '=', operator.id)
      .executeTakeFirstOrThrow();
    expect(row.totp_secret).not.toContain(operator.secret);
    expect(row.totp_secret).toMatch(/^v1\./);
  });
});

describe('operator login', () => {
  it('needs the password and a fresh code, and takes each code once', async () => {
    const operator = await operatorWithSession(t, 'finance');
    const code = nextStep(operator.secret);
    const noCode = await adminCall(t, '/admin/auth/login', {
      username: operator.username,
      password,
      code: '123456',
    });
    expect(noCode).toMatchObject({ error: 2, message: 'Wrong username, password or code.' });
    const wrongPassword = await adminCall(t, '/admin/auth/login', {
      username: operator.username,
      password: 'nope-nope',
      code,
    });
    expect(wrongPassword).toMatchObject({ error: 2, message: 'Wrong username, password or code.' });
    const ok = await adminCall(t, '/admin/auth/login', { username: operator.username, password, code });
    expect(ok.error).toBe(0);
    const replay = await adminCall(t, '/admin/auth/login', { username: operator.username, password, code });
    expect(replay).toMatchObject({ error: 2 });
  });

  it('throttles the source of wrong logins, never the operator logging in from elsewhere', async () => {
    const operator = await operatorWithSession(t, 'content');
    const from = (remoteAddress: string, body: Record<string, string>) =>
      t.app
        .inject({
          method: 'POST',
          url: '/api/admin/auth/login',
          remoteAddress,
          headers: { 'x-fe-lang': 'en', 'content-type': 'application/json' },
          payload: JSON.stringify(body),
        })
        .then((response) => ({ status: response.statusCode, ...response.json() }));
    const guess = (i: number) => ({ username: operator.username, password: `wrong-${i}`, code: '000000' });
    for (let i = 0; i < OPERATOR_ACCOUNT_FAILURES; i += 1)
      expect((await from('203.0.113.7', guess(i))).error).toBe(2);
    // The attacker's address is throttled, even with the right password.
    const attacker = await from('203.0.113.7', {
      username: operator.username,
      password,
      code: nextStep(operator.secret),
    });
    expect(attacker).toMatchObject({ status: 429, error: 4 });

    // The operator, from their own address, is asked for more proof and gets in with it.
    const asked = await from('198.51.100.20', {
      username: operator.username,
      password,
      code: nextStep(operator.secret),
    });
    expect(asked).toMatchObject({ error: 1, message: expect.stringContaining('characters in the picture') });
    const ticket = `op-ticket-${operator.id}`;
    await drawCaptcha(t.app, ticket, 'K7M3P');
    const inside = await from('198.51.100.20', {
      username: operator.username,
      password,
      code: nextStep(operator.secret),
      ticket,
      verifyCode: 'k7m3p',
    });
    expect(inside).toMatchObject({ error: 0, data: { operator: { username: operator.username } } });
  });

  it('ends a session idle for longer than the idle limit, and a disabled operator at once', async () => {
    const idle = await operatorWithSession(t, 'support');
    expect((await adminCall(t, '/admin/auth/me', undefined, idle.token)).error).toBe(0);
    await sql`update operator_session set last_seen_at = now() - make_interval(mins => ${t.config.operatorIdleMinutes + 1}) where operator_id = ${idle.id}`.execute(
      t.db,
    );
    expect((await adminCall(t, '/admin/auth/me', undefined, idle.token)).error).toBe(-2);

    const disabled = await operatorWithSession(t, 'support');
    const answer = await adminCall(
      t,
      '/admin/operators/update',
      { id: disabled.id, enabled: 0 },
      administrator.token,
    );
    expect(answer).toMatchObject({ error: 0, data: { enabled: 0 } });
    expect((await adminCall(t, '/admin/auth/me', undefined, disabled.token)).error).toBe(-2);
    const self = await adminCall(
      t,
      '/admin/operators/update',
      { id: administrator.id, enabled: 0 },
      administrator.token,
    );
    expect(self).toMatchObject({ error: 2 });
  });
});
