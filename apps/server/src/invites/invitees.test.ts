import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordSignal } from '../bonuses/signals.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { activatedInvitee, depositAndPlay, realInvitee } from '../test/invitees.js';
import { call, registerMember } from '../test/members.js';

/**
 * Issue 26 finding 1: an invitee counts once they are a real player (a credited deposit of at least the
 * minimum, as much staked in settled rounds) and only once per person, so throw-away sign-ups pay nothing.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ authRateLimitPerMinute: 1000 });
});
afterAll(async () => {
  await t.close();
});

const counters = async (token: string) =>
  (await call(t.app, '/sys/member/getMember', {}, { token })).data as {
    childCount: number;
    inviteCount: number;
    awardBalance: string;
  };

const claim = (token: string, inviteConfigId: number) =>
  call(t.app, '/sys/member/receiveInviteBonus', { inviteConfigId: String(inviteConfigId) }, { token });

async function ledgerOf(memberId: number) {
  return t.db
    .selectFrom('wallet_ledger')
    .select(['type', 'class', 'amount'])
    .where('member_id', '=', memberId)
    .execute();
}

describe('who counts as an invitee', () => {
  it('pays nothing for ten activated throw-away sign-ups', async () => {
    const inviter = await registerMember(t.app, { email: `sink${process.pid}@catchall.example` });
    for (let n = 0; n < 10; n += 1)
      await activatedInvitee(t.app, t.db, inviter.user.invitationCode, {
        email: `sink${process.pid}x${n}@catchall.example`,
      });
    expect(await counters(inviter.user.token)).toMatchObject({
      childCount: 0,
      inviteCount: 10,
      awardBalance: '0.00',
    });
    for (const cell of [1, 2, 3, 4]) expect((await claim(inviter.user.token, cell)).error).toBe(2);
    expect(await ledgerOf(inviter.user.id)).toEqual([]);
  });

  it('needs a deposit of at least the minimum and as much staked in settled rounds', async () => {
    const inviter = await registerMember(t.app);
    const code = inviter.user.invitationCode;
    // Two deposits of 9.99: neither is the minimum.
    const smallDeposits = (await activatedInvitee(t.app, t.db, code)).id;
    await depositAndPlay(t.db, smallDeposits, '9.99', '0.00');
    await depositAndPlay(t.db, smallDeposits, '9.99', '10.00');
    const noPlay = await activatedInvitee(t.app, t.db, code);
    await depositAndPlay(t.db, noPlay.id, '50.00', '0.00');
    const littlePlay = await activatedInvitee(t.app, t.db, code);
    await depositAndPlay(t.db, littlePlay.id, '10.00', '9.99');
    expect((await counters(inviter.user.token)).childCount).toBe(0);

    await depositAndPlay(t.db, noPlay.id, '0.01', '10.00');
    expect((await counters(inviter.user.token)).childCount).toBe(1);
  });

  it('counts one invitee per person: a shared e-mail box, phone, device or payment account does not count', async () => {
    const inviter = await registerMember(t.app, {
      email: `host${process.pid}@example.com`,
      mobile: '622000111',
    });
    const code = inviter.user.invitationCode;
    const first = await realInvitee(t.app, t.db, code);
    await recordSignal(t.db, first.id, 'DEVICE', 'dddddddd-0000-4000-8000-000000000001');
    await recordSignal(t.db, first.id, 'PAYMENT_ACCOUNT', 'card:fingerprint-first');

    const selfMailbox = await activatedInvitee(t.app, t.db, code, {
      email: `Host${process.pid}+2@example.com`,
    });
    const inviterPhone = await activatedInvitee(t.app, t.db, code, { mobile: '622000111' });
    const sameDevice = await activatedInvitee(t.app, t.db, code);
    await recordSignal(t.db, sameDevice.id, 'DEVICE', 'dddddddd-0000-4000-8000-000000000001');
    const sameCard = await activatedInvitee(t.app, t.db, code);
    await recordSignal(t.db, sameCard.id, 'PAYMENT_ACCOUNT', 'card:fingerprint-first');
    const disabled = await activatedInvitee(t.app, t.db, code);
    for (const again of [selfMailbox, inviterPhone, sameDevice, sameCard, disabled])
      await depositAndPlay(t.db, again.id);
    await t.db.updateTable('member').set({ enabled: 0 }).where('id', '=', disabled.id).execute();

    expect((await counters(inviter.user.token)).childCount).toBe(1);
    // A second real person counts.
    await realInvitee(t.app, t.db, code);
    expect((await counters(inviter.user.token)).childCount).toBe(2);
  });
});
