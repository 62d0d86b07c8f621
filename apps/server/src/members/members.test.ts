import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { call, registerMember } from '../test/members.js';

describe('member calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ authRateLimitPerMinute: 10_000 });
  });
  afterAll(() => t.close());

  it('answers the session member whatever id the payload names', async () => {
    const { user } = await registerMember(t.app);
    const other = await registerMember(t.app);
    const answer = await call(
      t.app,
      '/sys/member/getMember',
      { id: String(other.user.id) },
      { token: user.token },
    );
    expect(answer).toMatchObject({ error: 0, data: { id: user.id, childCount: 0, treasureIndex: 0 } });
  });

  it('answers -2 to member calls without a session', async () => {
    expect(await call(t.app, '/sys/member/getMember', {})).toMatchObject({ error: -2, data: null });
    expect(
      (
        await call(t.app, '/sys/member/password/change', {
          password: 'New-Horse-43',
          repassword: 'New-Horse-43',
        })
      ).error,
    ).toBe(-2);
    expect((await call(t.app, '/sys/member/mail/join/send', {})).error).toBe(-2);
  });

  it('checks a new password in order: required, length, common, repeat', async () => {
    const { user } = await registerMember(t.app);
    const change = (password: string, repassword: string, lang = 'en') =>
      call(t.app, '/sys/member/password/change', { password, repassword }, { token: user.token, lang });
    expect(await change('', 'x')).toMatchObject({ error: 1, message: 'Password required' });
    expect(await change('Sh0rt!', 'x')).toMatchObject({
      error: 1,
      message: 'Password must be 8 to 64 characters',
    });
    expect(await change(`${'x'.repeat(64)}é`, 'x')).toMatchObject({ error: 1 });
    expect(await change('iloveyou', 'iloveyou')).toMatchObject({
      message: 'This password is too common, please choose another',
    });
    expect(await change('New-Horse-43', 'New-Horse-44')).toMatchObject({
      message: 'password is not consistent, please check',
    });
    expect(await change('New-Horse-43', 'New-Horse-44', 'es')).toMatchObject({
      message: 'Las contraseñas no coinciden, por favor compruébelas',
    });
  });

  it('changes the password, keeps this session and ends the others', async () => {
    const { user, fields } = await registerMember(t.app);
    const otherDevice = await call(t.app, '/sys/auth/login', {
      username: fields.username!,
      password: fields.password!,
    });
    const changed = await call(
      t.app,
      '/sys/member/password/change',
      { id: '999999', password: 'New-Horse-43', repassword: 'New-Horse-43' },
      { token: user.token },
    );
    expect(changed).toMatchObject({ error: 0, data: null });
    expect((await call(t.app, '/sys/auth/token/info', {}, { token: user.token })).error).toBe(0);
    expect((await call(t.app, '/sys/auth/token/info', {}, { token: otherDevice.data.token })).error).toBe(-2);
    expect(
      (await call(t.app, '/sys/auth/login', { username: fields.username!, password: fields.password! }))
        .error,
    ).toBe(2);
    expect(
      (await call(t.app, '/sys/auth/login', { username: fields.username!, password: 'New-Horse-43' })).error,
    ).toBe(0);
  });
});
