import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giveBonus } from '../bonuses/testing.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { realInvitee } from '../test/invitees.js';
import { call, registerMember } from '../test/members.js';

let t: TestApp;
beforeAll(async () => {
  // Each scenario registers its own inviter and invitees through the API.
  t = await createTestApp({ authRateLimitPerMinute: 1000 });
});
afterAll(async () => {
  await t.close();
});

/** An inviter and `count` invitees who count: activated, deposited the minimum and played it. */
async function inviterWith(count: number) {
  const inviter = await registerMember(t.app);
  for (let i = 0; i < count; i += 1) await realInvitee(t.app, t.db, inviter.user.invitationCode);
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

async function wallet(memberId: number) {
  const row = await t.db
    .selectFrom('wallet')
    .select(['cash', 'bonus', 'rolling_amount'])
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return row ?? { cash: '0.00', bonus: '0.00', rolling_amount: '0.00' };
}

async function grants(memberId: number) {
  return t.db
    .selectFrom('bonus_grant')
    .select(['kind', 'amount', 'wagering_required', 'status'])
    .where('member_id', '=', memberId)
    .execute();
}

const claim = (token: string, inviteConfigId: number) =>
  call(t.app, '/sys/member/receiveInviteBonus', { inviteConfigId: String(inviteConfigId) }, { token });

describe('claiming an invitation reward', () => {
  it('pays the 1-friend cell once as INVITE_AWARD bonus money with wagering, not cash', async () => {
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
        inviteeRule: { minimumDeposit: '10.00', minimumPlay: '10.00' },
      },
    });
    expect(await ledger(user.id)).toEqual([
      { type: 'INVITE_AWARD', class: 2, amount: '5.00', external_ref: expect.stringMatching(/^bonus:\d+$/) },
    ]);
    // Bonus money under the bonus terms: 50 times the reward to wager before any of it can be withdrawn.
    expect(await wallet(user.id)).toEqual({ cash: '0.00', bonus: '5.00', rolling_amount: '250.00' });
    expect(await grants(user.id)).toEqual([
      { kind: 'INVITE', amount: '5.00', wagering_required: '250.00', status: 'ACTIVE' },
    ]);
    const again = await claim(user.token, 1);
    expect(again.error).toBe(2);
    expect(await ledger(user.id)).toHaveLength(1);
  });

  it('waits while another bonus is active, leaving the reward claimable', async () => {
    const user = await inviterWith(1);
    await giveBonus(t.db, user.id, '1.00', '10.00');
    const refused = await claim(user.token, 1);
    expect(refused.error).toBe(2);
    expect(refused.message).toMatch(/bonus/i);
    expect(await ledger(user.id)).toHaveLength(1);
    const counters = await call(t.app, '/sys/member/getMember', {}, { token: user.token });
    expect(counters.data).toMatchObject({ treasureIndex: 0, awardBalance: '5.00', totalAwarded: '0.00' });
  });

  it('answers the link, the award balance, the pending award and the total for the pop-up', async () => {
    const user = await inviterWith(3);
    // Two more signed up with the code, neither deposited nor played: the 5-friend tier waits on them.
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
      inviteeRule: { minimumDeposit: '10.00', minimumPlay: '10.00' },
    });
  });

  it('pays the lower cells not claimed yet when a higher one is claimed first', async () => {
    const user = await inviterWith(3);
    const answer = await claim(user.token, 2);
    expect(answer.data).toMatchObject({ treasureIndex: 3, totalAwarded: '25.00', awardBalance: '0.00' });
    expect(await ledger(user.id)).toMatchObject([{ type: 'INVITE_AWARD', class: 2, amount: '25.00' }]);
    expect(await grants(user.id)).toEqual([
      { kind: 'INVITE', amount: '25.00', wagering_required: '1250.00', status: 'ACTIVE' },
    ]);
    expect((await claim(user.token, 1)).error).toBe(2);
  });

  it('books one award when 20 claims of the same cell arrive together', async () => {
    const user = await inviterWith(1);
    const answers = await Promise.all(Array.from({ length: 20 }, () => claim(user.token, 1)));
    expect(answers.filter((answer) => answer.error === 0)).toHaveLength(1);
    expect(answers.every((answer) => answer.error === 0 || answer.error === 2)).toBe(true);
    expect(await ledger(user.id)).toHaveLength(1);
    expect(await wallet(user.id)).toMatchObject({ cash: '0.00', bonus: '5.00' });
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
