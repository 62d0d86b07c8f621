import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { call, registerMember } from '../test/members.js';
import { linkIn, startSmtpServer } from '../test/smtp.js';

describe('account mails through a real SMTP server', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ smtpUrl: smtp.url, authRateLimitPerMinute: 10_000 });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const tokenOf = (link: string) => new URL(link.replace('/#/', '/')).searchParams.get('token') ?? '';

  it('registers, activates by the mailed link, logs in, refreshes and logs out', async () => {
    const seen = smtp.mails.length;
    const { user, fields } = await registerMember(t.app);
    const mail = await smtp.mailTo(fields.email!, seen);
    const link = linkIn(mail, 'http://casino.test/#/activation?token=');
    expect((await call(t.app, '/sys/auth/token/info', {}, { token: user.token })).data.activated).toBe(0);

    expect(await call(t.app, '/sys/member/mail/activate', { token: tokenOf(link) })).toMatchObject({
      error: 0,
    });
    const login = await call(t.app, '/sys/auth/login', {
      username: fields.email!,
      password: fields.password!,
      type: 'MEMBER',
    });
    expect(login).toMatchObject({ error: 0, data: { id: user.id, activated: 1 } });

    const refreshed = await call(t.app, '/sys/auth/token/refresh', {}, { token: login.data.token });
    expect(refreshed.error).toBe(0);
    expect(refreshed.data.token).not.toBe(login.data.token);

    expect((await call(t.app, '/sys/auth/logout', {}, { token: refreshed.data.token })).error).toBe(0);
    expect((await call(t.app, '/sys/auth/token/info', {}, { token: refreshed.data.token })).error).toBe(-2);
  });

  it('uses an activation link once, and never after it expired', async () => {
    const seen = smtp.mails.length;
    const { fields } = await registerMember(t.app);
    const token = tokenOf(
      linkIn(await smtp.mailTo(fields.email!, seen), 'http://casino.test/#/activation?token='),
    );
    expect((await call(t.app, '/sys/member/mail/activate', { token })).error).toBe(0);
    expect(await call(t.app, '/sys/member/mail/activate', { token })).toMatchObject({
      error: 2,
      message: 'Fail to activate account',
    });

    const other = await registerMember(t.app);
    const otherToken = tokenOf(
      linkIn(await smtp.mailTo(other.fields.email!, seen), 'http://casino.test/#/activation?token='),
    );
    await t.db
      .updateTable('mail_token')
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where('member_id', '=', other.user.id)
      .execute();
    expect((await call(t.app, '/sys/member/mail/activate', { token: otherToken })).error).toBe(2);
    expect((await call(t.app, '/sys/member/mail/activate', { token: 'x'.repeat(43) })).error).toBe(2);
  });

  it('resends the activation mail at most once a minute; the new link replaces the old one', async () => {
    const seen = smtp.mails.length;
    const { user, fields } = await registerMember(t.app);
    const first = tokenOf(
      linkIn(await smtp.mailTo(fields.email!, seen), 'http://casino.test/#/activation?token='),
    );
    const tooSoon = await call(
      t.app,
      '/sys/member/mail/join/send',
      { id: String(user.id) },
      { token: user.token },
    );
    expect(tooSoon).toMatchObject({ status: 429, error: 4 });

    await t.db
      .updateTable('mail_token')
      .set({ created_at: sql`now() - interval '2 minutes'` })
      .where('member_id', '=', user.id)
      .execute();
    const before = smtp.mails.length;
    expect((await call(t.app, '/sys/member/mail/join/send', {}, { token: user.token })).error).toBe(0);
    const second = tokenOf(
      linkIn(await smtp.mailTo(fields.email!, before), 'http://casino.test/#/activation?token='),
    );
    expect(second).not.toBe(first);
    expect((await call(t.app, '/sys/member/mail/activate', { token: first })).error).toBe(2);
    expect((await call(t.app, '/sys/member/mail/activate', { token: second })).error).toBe(0);

    await t.db
      .updateTable('mail_token')
      .set({ created_at: sql`now() - interval '2 minutes'` })
      .where('member_id', '=', user.id)
      .execute();
    expect(await call(t.app, '/sys/member/mail/join/send', {}, { token: user.token })).toMatchObject({
      error: 2,
      message: 'Your account is already activated',
    });
  });

  it('mails a reset link only to a known member, and answers the same either way', async () => {
    expect(await call(t.app, '/sys/member/mail/forgot/send', { usernameOrEmail: '' })).toMatchObject({
      error: 1,
      message: 'Username / Email required',
    });
    const before = smtp.mails.length;
    expect(
      await call(t.app, '/sys/member/mail/forgot/send', { usernameOrEmail: 'nobody@example.com' }),
    ).toMatchObject({ error: 0, data: null });
    const { fields } = await registerMember(t.app);
    await smtp.mailTo(fields.email!, before);
    const afterSignUp = smtp.mails.length;
    expect(
      (await call(t.app, '/sys/member/mail/forgot/send', { usernameOrEmail: fields.username! })).error,
    ).toBe(0);
    const mail = await smtp.mailTo(fields.email!, afterSignUp);
    expect(smtp.mails.filter((m) => m.to.includes('nobody@example.com'))).toEqual([]);
    expect(linkIn(mail, 'http://casino.test/#/password/reset?token=')).toMatch(/token=[A-Za-z0-9_-]{43}$/);
  });

  it('resets the password by the mailed link, checking it in order, once, and ends every session', async () => {
    const seen = smtp.mails.length;
    const { user, fields } = await registerMember(t.app);
    await smtp.mailTo(fields.email!, seen);
    const before = smtp.mails.length;
    await call(t.app, '/sys/member/mail/forgot/send', { usernameOrEmail: fields.email! });
    const token = tokenOf(
      linkIn(await smtp.mailTo(fields.email!, before), 'http://casino.test/#/password/reset?token='),
    );
    const reset = (password: string, repassword: string) =>
      call(t.app, '/sys/member/password/reset', { token, password, repassword });
    expect((await reset('', '')).message).toBe('Password required');
    expect((await reset('Sh0rt!', 'Sh0rt!')).message).toBe('Password must be 8 to 64 characters');
    expect((await reset('qwertyuiop', 'qwertyuiop')).message).toBe(
      'This password is too common, please choose another',
    );
    for (const weak of ['aaaaaaaa', '        ', 'casino123', `${fields.username}1`]) {
      expect((await reset(weak, weak)).message, weak).toMatch(/^This password is too easy to guess/);
    }
    expect((await reset('Fresh-Horse-77', 'Fresh-Horse-78')).message).toBe(
      'password is not consistent, please check',
    );
    expect(await reset('Fresh-Horse-77', 'Fresh-Horse-77')).toMatchObject({ error: 0 });
    expect(await reset('Other-Horse-88', 'Other-Horse-88')).toMatchObject({
      error: 2,
      message: 'The reset link is invalid or has expired',
    });
    expect((await call(t.app, '/sys/auth/token/info', {}, { token: user.token })).error).toBe(-2);
    expect(
      (await call(t.app, '/sys/auth/login', { username: fields.username!, password: fields.password! }))
        .error,
    ).toBe(2);
    expect(
      (await call(t.app, '/sys/auth/login', { username: fields.username!, password: 'Fresh-Horse-77' }))
        .error,
    ).toBe(0);
  });
});
