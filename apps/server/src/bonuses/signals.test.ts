import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { call, validRegistration } from '../test/members.js';
import { memberWithSession } from '../test/sessionFor.js';
import { credit } from '../wallet/ledger.js';
import { bonusHistoryForOperator } from './bonusViews.js';
import { onDepositCredited } from './firstDepositGrant.js';
import { maxBonusInfo } from './firstDepositOffer.js';
import { activeGrant } from './grants.js';
import { normalizeEmail } from './signals.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let sequence = 0;

async function member(email: string, mobile = '') {
  const m = await memberWithSession(t.db);
  await t.db
    .updateTable('member')
    .set({ email, mobile_prefix: '+34', mobile })
    .where('id', '=', m.memberId)
    .execute();
  return m;
}

async function refusals(memberId: number) {
  return t.db
    .selectFrom('bonus_refusal')
    .select(['grant_kind', 'signal_kind', 'other_member_id'])
    .where('member_id', '=', memberId)
    .execute();
}

describe('one offer per person', () => {
  it('reads e-mails as the mailbox does: case, +tags and Gmail dots', () => {
    expect(normalizeEmail(' Ana.Lopez+bonus@GMail.com ')).toBe('analopez@gmail.com');
    expect(normalizeEmail('ana.lopez+x@example.com')).toBe('ana.lopez@example.com');
  });

  it('refuses the sign-up bonus to a second account with the same mailbox, and records why', async () => {
    const tag = Date.now().toString(36);
    const first = await member(`maria.${tag}@gmail.com`);
    expect((await call(t.app, '/sys/bonus/signUp/receive', undefined, { token: first.token })).error).toBe(0);
    const second = await member(`Maria${tag}+again@gmail.com`);
    const summary = await call(t.app, '/sys/bonus/current', undefined, { token: second.token });
    expect(summary.data.signUpOffer.eligible).toBe(false);
    expect(await call(t.app, '/sys/bonus/signUp/receive', undefined, { token: second.token })).toMatchObject({
      error: 2,
      message: 'This offer is limited to one per person, household, device and payment account.',
    });
    expect(await refusals(second.memberId)).toEqual([
      { grant_kind: 'SIGN_UP', signal_kind: 'EMAIL', other_member_id: first.memberId },
    ]);
    // The back office's player page shows why.
    expect((await bonusHistoryForOperator(t.db, second.memberId)).bonusRefusals).toEqual([
      { grantKind: 'SIGN_UP', signal: 'EMAIL', otherMemberId: first.memberId, createdAt: expect.any(String) },
    ]);
    expect((await bonusHistoryForOperator(t.db, first.memberId)).bonusGrants).toMatchObject([
      {
        kind: 'SIGN_UP',
        status: 'ACTIVE',
        amount: '5.00',
        wageringRequired: '250.00',
        wagered: '0.00',
        closedAt: null,
      },
    ]);
    const third = await member(`someone.else.${tag}@example.com`);
    expect((await call(t.app, '/sys/bonus/signUp/receive', undefined, { token: third.token })).error).toBe(0);
  });

  it('gives the first-deposit bonus once to accounts sharing a phone', async () => {
    const phone = `6${String(Date.now()).slice(-8)}`;
    const deposit = async (memberId: number) => {
      sequence += 1;
      await credit(t.db, {
        memberId,
        type: 'DEPOSIT',
        class: 1,
        amount: '50.00',
        externalRef: `signals:${sequence}`,
      });
      return onDepositCredited(t.db, memberId, 5000n);
    };
    const first = await member(`phone.a.${phone}@example.com`, phone);
    expect(await deposit(first.memberId)).toMatchObject({ granted: true });
    const second = await member(`phone.b.${phone}@example.com`, `${phone.slice(0, 3)} ${phone.slice(3)}`);
    expect((await maxBonusInfo(t.db, second.memberId, 'en')).eligible).toBe(false);
    expect(await deposit(second.memberId)).toEqual({ granted: false, reason: 'one offer per person' });
    expect(await activeGrant(t.db, second.memberId)).toBeUndefined();
    expect(await refusals(second.memberId)).toEqual([
      { grant_kind: 'FIRST_DEPOSIT', signal_kind: 'PHONE', other_member_id: first.memberId },
    ]);
  });

  /** Signs up through the API as the app does, with its own e-mail and phone, from a device. */
  async function signUpFrom(deviceHeader: string | undefined) {
    sequence += 1;
    const tag = `${Date.now().toString(36)}${sequence}`;
    const answer = await call(
      t.app,
      '/sys/auth/register',
      validRegistration({
        mobile: `7${String(Date.now() + sequence).slice(-8)}`,
        email: `device.${tag}@example.com`,
      }),
      deviceHeader === undefined ? {} : { headers: { 'x-device-id': deviceHeader } },
    );
    expect(answer.error).toBe(0);
    return { memberId: answer.data.id as number, token: answer.data.token as string };
  }

  it('refuses the sign-up bonus to a second account registered from the same device', async () => {
    const device = randomUUID();
    const first = await signUpFrom(device);
    expect((await call(t.app, '/sys/bonus/signUp/receive', undefined, { token: first.token })).error).toBe(0);
    // The app sends the id as it stored it; case does not make another device.
    const second = await signUpFrom(device.toUpperCase());
    expect(await call(t.app, '/sys/bonus/signUp/receive', undefined, { token: second.token })).toMatchObject({
      error: 2,
      message: 'This offer is limited to one per person, household, device and payment account.',
    });
    expect(await refusals(second.memberId)).toEqual([
      { grant_kind: 'SIGN_UP', signal_kind: 'DEVICE', other_member_id: first.memberId },
    ]);
    expect(
      (
        await call(t.app, '/sys/bonus/signUp/receive', undefined, {
          token: (await signUpFrom(randomUUID())).token,
        })
      ).error,
    ).toBe(0);
  });

  it('ignores a malformed device header: the sign-up goes through and no device is recorded', async () => {
    for (const malformed of [
      '',
      'not-a-device',
      `${randomUUID()}'; drop table member; --`,
      'x'.repeat(4000),
    ]) {
      const { memberId, token } = await signUpFrom(malformed);
      const kinds = await t.db
        .selectFrom('bonus_signal')
        .select('kind')
        .where('member_id', '=', memberId)
        .execute();
      expect(kinds.map((row) => row.kind).sort()).toEqual(['EMAIL', 'PHONE']);
      expect((await call(t.app, '/sys/bonus/signUp/receive', undefined, { token })).error).toBe(0);
    }
  });
});
