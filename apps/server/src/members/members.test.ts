import { randomUUID } from 'node:crypto';
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

  it('checks a change in order: current required, new required, length, common, weak, repeat, current right', async () => {
    const { user, fields } = await registerMember(t.app);
    const change = (oldPassword: string, password: string, repassword: string, lang = 'en') =>
      call(
        t.app,
        '/sys/member/password/change',
        { oldPassword, password, repassword },
        { token: user.token, lang },
      );
    const current = fields.password!;
    expect(await change('', 'New-Horse-43', 'New-Horse-43')).toMatchObject({
      error: 1,
      message: 'Current password required',
    });
    expect(await change('', 'x', 'x', 'es')).toMatchObject({ message: 'Contraseña actual obligatoria' });
    expect(await change(current, '', 'x')).toMatchObject({ error: 1, message: 'Password required' });
    expect(await change(current, 'Sh0rt!', 'x')).toMatchObject({
      error: 1,
      message: 'Password must be 8 to 64 characters',
    });
    expect(await change(current, `${'x'.repeat(64)}é`, 'x')).toMatchObject({ error: 1 });
    expect(await change(current, 'iloveyou', 'iloveyou')).toMatchObject({
      message: 'This password is too common, please choose another',
    });
    expect(await change(current, 'New-Horse-43', 'New-Horse-44')).toMatchObject({
      message: 'password is not consistent, please check',
    });
    expect(await change(current, 'New-Horse-43', 'New-Horse-44', 'es')).toMatchObject({
      message: 'Las contraseñas no coinciden, compruébalas',
    });
    // Issue 13 finding 13: a session token alone does not change the password.
    expect(await change('Not-The-Password-1', 'New-Horse-43', 'New-Horse-43')).toMatchObject({
      error: 2,
      message: 'The current password is not correct',
    });
    expect(
      (await call(t.app, '/sys/auth/login', { username: fields.username!, password: current })).error,
    ).toBe(0);
  });

  it('counts wrong current passwords as failed logins and stops the change at the account limit', async () => {
    const { user, fields } = await registerMember(t.app);
    const change = (oldPassword: string) =>
      call(
        t.app,
        '/sys/member/password/change',
        { oldPassword, password: 'New-Horse-43', repassword: 'New-Horse-43' },
        { token: user.token },
      );
    expect((await change('Not-The-Password-1')).error).toBe(2);
    const booked = () =>
      t.db.selectFrom('login_failure').select('id').where('member_id', '=', user.id).execute();
    expect(await booked()).toHaveLength(1);
    await t.db
      .insertInto('login_failure')
      .values(Array.from({ length: 99 }, () => ({ member_id: user.id, ip: '10.9.9.9' })))
      .execute();
    expect(await change(fields.password!)).toMatchObject({ status: 429, error: 4 });
  });

  it('refuses weak new passwords, including ones built from the username or e-mail (finding 18)', async () => {
    const { user, fields } = await registerMember(t.app, {
      username: 'marisol_vega',
      email: 'mvega@example.com',
    });
    const change = (password: string) =>
      call(
        t.app,
        '/sys/member/password/change',
        { oldPassword: fields.password!, password, repassword: password },
        { token: user.token },
      );
    for (const weak of ['aaaaaaaa', '        ', 'casino123', 'marisol_vega1', 'mvega2024!']) {
      expect(await change(weak), weak).toMatchObject({
        error: 1,
        message: expect.stringMatching(/^This password is too (easy to guess|common)/),
      });
    }
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
      { id: '999999', oldPassword: fields.password!, password: 'New-Horse-43', repassword: 'New-Horse-43' },
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

  /** A file as /sys/file/upload would have stored it for the member. */
  async function uploaded(memberId: number): Promise<string> {
    const id = randomUUID();
    await t.db
      .insertInto('stored_file')
      .values({ id, owner_member_id: memberId, mime: 'image/png', size: 1000, width: 10, height: 10 })
      .execute();
    return id;
  }

  it('attaches the four required documents in order, the fifth optional, each then under review', async () => {
    const { user } = await registerMember(t.app);
    const [idcard, hold, address, payment, wealth] = await Promise.all(
      Array.from({ length: 5 }, () => uploaded(user.id)),
    );
    const update = (fields: Record<string, string>) =>
      call(t.app, '/sys/member/documents/update', fields, { token: user.token });
    expect(await update({})).toMatchObject({ error: 1, message: 'Please upload your ID proof' });
    expect((await update({ idcardProofId: idcard! })).message).toBe(
      'Please upload a photo of you holding your ID',
    );
    expect((await update({ idcardProofId: idcard!, idcardHoldProofId: hold! })).message).toBe(
      'Please upload your proof of address',
    );
    const three = { idcardProofId: idcard!, idcardHoldProofId: hold!, addressProofId: address! };
    expect((await update(three)).message).toBe('Please upload your payment method proof');
    const done = await update({ ...three, paymentProofId: payment!, sourceOfWealthProofId: wealth! });
    expect(done.error).toBe(0);
    expect(done.data).toMatchObject({
      token: user.token,
      idcardProofId: idcard,
      paymentProofId: payment,
      sourceOfWealthProofId: wealth,
      idcardProofStatus: 10,
      idcardHoldProofStatus: 10,
      addressProofStatus: 10,
      paymentProofStatus: 10,
      sourceOfWealthProofStatus: 10,
    });
  });

  it('accepts only files the member uploaded, and never replaces an approved document', async () => {
    const { user } = await registerMember(t.app);
    const stranger = await registerMember(t.app);
    const mine = await Promise.all(Array.from({ length: 4 }, () => uploaded(user.id)));
    const theirs = await uploaded(stranger.user.id);
    const fields = {
      idcardProofId: mine[0]!,
      idcardHoldProofId: mine[1]!,
      addressProofId: mine[2]!,
      paymentProofId: mine[3]!,
    };
    const update = (extra: Record<string, string>) =>
      call(t.app, '/sys/member/documents/update', { ...fields, ...extra }, { token: user.token });
    expect(await update({ addressProofId: theirs })).toMatchObject({
      error: 1,
      message: 'addressProofId is invalid',
    });
    expect((await update({})).error).toBe(0);
    await t.db.updateTable('member').set({ idcard_proof_status: 20 }).where('id', '=', user.id).execute();
    expect(await update({ idcardProofId: await uploaded(user.id) })).toMatchObject({
      error: 2,
      message: 'This document is already approved and cannot be replaced',
    });
    const same = await update({ paymentProofId: await uploaded(user.id) });
    expect(same.data).toMatchObject({ idcardProofStatus: 20, paymentProofStatus: 10 });
    expect((await call(t.app, '/sys/member/documents/update', fields)).error).toBe(-2);
  });
});
