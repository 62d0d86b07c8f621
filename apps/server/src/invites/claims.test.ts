import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markActivated } from '../members/repository.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { call, registerMember } from '../test/members.js';

let t: TestApp;
beforeAll(async () => {
  // Each scenario registers its own inviter and invitees through the API.
  t = await createTestApp({ authRateLimitPerMinute: 1000 });
});
afterAll(async () => {
  await t.close();
});

/** An inviter and `count` invitees who registered with its code and activated their accounts. */
async function inviterWith(count: number) {
  const inviter = await registerMember(t.app);
  for (let i = 0; i < count; i += 1) {
    const invitee = await registerMember(t.app, { invitorCode: inviter.user.invitationCode });
    await markActivated(t.db, invitee.user.id);
  }
  return inviter.user;
}

async function ledger(memberId: number) {
  return t.db
    .selectFrom('wallet_ledger')
    .select(['type', 'class', 'amount', 'external_ref'])
    .where('member_id', '=', memberId)
    .orderBy('id')
    .execute();
}

async function cash(memberId: number) {
  const row = await t.db
    .selectFrom('wallet')
    .select('cash')
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return row?.cash ?? '0.00';
}

const claim = (token: string, inviteConfigId: number) =>
  call(t.app, '/sys/member/receiveInviteBonus', { inviteConfigId: String(inviteConfigId) }, { token });

describe('claiming an invitation reward', () => {
  it('pays the 1-friend cell once as INVITE_AWARD cash and moves treasureIndex', async () => {
    const user = await inviterWith(1);
    const answer = await claim(user.token, 1);
    expect(answer).toMatchObject({
      error: 0,
      data: {
        id: user.id,
        childCount: 1,
        inviteCount: 1,
        treasureIndex: 1,
        totalAwarded: '5.00',
        awardBalance: '0.00',
        pendingAward: '0.00',
      },
    });
    expect(await ledger(user.id)).toEqual([
      { type: 'INVITE_AWARD', class: 1, amount: '5.00', external_ref: `invite:${user.id}:1` },
    ]);
    expect(await cash(user.id)).toBe('5.00');
    const again = await claim(user.token, 1);
    expect(again.error).toBe(2);
    expect(await ledger(user.id)).toHaveLength(1);
  });

  it('counts only invitees who activated, are enabled and are not the inviter on a second mailbox', async () => {
    const inviter = await registerMember(t.app, { email: `host${process.pid}@example.com` });
    const code = inviter.user.invitationCode;
    await registerMember(t.app, { invitorCode: code });
    const self = await registerMember(t.app, {
      invitorCode: code,
      email: `Host${process.pid}+2@example.com`,
    });
    await markActivated(t.db, self.user.id);
    const disabled = await registerMember(t.app, { invitorCode: code });
    await markActivated(t.db, disabled.user.id);
    await t.db.updateTable('member').set({ enabled: 0 }).where('id', '=', disabled.user.id).execute();

    const counters = await call(t.app, '/sys/member/getMember', {}, { token: inviter.user.token });
    // The invitee who never activated is counted as signed up, and its tier's reward waits on it.
    expect(counters.data).toMatchObject({
      childCount: 0,
      inviteCount: 1,
      awardBalance: '0.00',
      pendingAward: '5.00',
    });
    const refused = await claim(inviter.user.token, 1);
    expect(refused.error).toBe(2);
    expect(refused.message).toContain('1');
    expect(await ledger(inviter.user.id)).toEqual([]);
  });

  it('answers the link, the award balance, the pending award and the total for the pop-up', async () => {
    const user = await inviterWith(3);
    // Two more signed up with the code without activating: the 5-friend tier waits on them.
    for (let i = 0; i < 2; i += 1) await registerMember(t.app, { invitorCode: user.invitationCode });
    const counters = await call(t.app, '/sys/member/getMember', {}, { token: user.token });
    expect(counters.data).toEqual({
      id: user.id,
      childCount: 3,
      inviteCount: 5,
      treasureIndex: 0,
      invitationCode: user.invitationCode,
      invitationUrl: `http://casino.test/#/?code=${user.invitationCode}`,
      totalAwarded: '0.00',
      awardBalance: '25.00',
      pendingAward: '40.00',
    });
  });

  it('pays the lower cells not claimed yet when a higher one is claimed first', async () => {
    const user = await inviterWith(3);
    const answer = await claim(user.token, 2);
    expect(answer.data).toMatchObject({ treasureIndex: 3, totalAwarded: '25.00', awardBalance: '0.00' });
    expect((await ledger(user.id)).map((row) => row.external_ref)).toEqual([
      `invite:${user.id}:1`,
      `invite:${user.id}:2`,
    ]);
    expect(await cash(user.id)).toBe('25.00');
    expect((await claim(user.token, 1)).error).toBe(2);
  });

  it('books one award when 20 claims of the same cell arrive together', async () => {
    const user = await inviterWith(1);
    const answers = await Promise.all(Array.from({ length: 20 }, () => claim(user.token, 1)));
    expect(answers.filter((answer) => answer.error === 0)).toHaveLength(1);
    expect(answers.every((answer) => answer.error === 0 || answer.error === 2)).toBe(true);
    expect(await ledger(user.id)).toHaveLength(1);
    expect(await cash(user.id)).toBe('5.00');
  });

  it('answers not found for an unknown cell and error 1 for a bad id, changing nothing', async () => {
    const user = await inviterWith(1);
    expect((await claim(user.token, 999)).error).toBe(3);
    expect(
      (await call(t.app, '/sys/member/receiveInviteBonus', { inviteConfigId: 'x' }, { token: user.token }))
        .error,
    ).toBe(1);
    expect(await ledger(user.id)).toEqual([]);
  });

  it('takes the member from the session, never from the id in the payload', async () => {
    const victim = await inviterWith(1);
    const attacker = await inviterWith(0);
    const answer = await call(
      t.app,
      '/sys/member/receiveInviteBonus',
      { id: String(victim.id), inviteConfigId: '1' },
      { token: attacker.token },
    );
    expect(answer.error).toBe(2);
    expect(await ledger(victim.id)).toEqual([]);
    expect(await ledger(attacker.id)).toEqual([]);
  });
});
