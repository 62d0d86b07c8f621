import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { call } from '../test/members.js';
import { memberWithSession } from '../test/sessionFor.js';
import { credit } from '../wallet/ledger.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const summary = (token: string) => call(t.app, '/sys/bonus/current', undefined, { token });
const takeSignUp = (token: string) => call(t.app, '/sys/bonus/signUp/receive', undefined, { token });
const leave = (token: string) => call(t.app, '/sys/bonus/forfeit', undefined, { token });

async function wallet(memberId: number) {
  return t.db
    .selectFrom('wallet')
    .select(['cash', 'bonus', 'rolling_amount'])
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
}

async function ledger(memberId: number) {
  return t.db
    .selectFrom('wallet_ledger')
    .select(['type', 'class', 'amount'])
    .where('member_id', '=', memberId)
    .orderBy('id')
    .execute();
}

describe('the sign-up bonus and leaving a bonus through the contract', () => {
  it('offers a new member the free 5.00 bonus and credits it with 50x wagering and a 200.00 win cap', async () => {
    const { memberId, token } = await memberWithSession(t.db);
    expect(await summary(token)).toMatchObject({
      error: 0,
      data: {
        current: null,
        signUpOffer: { eligible: true, amount: '5.00', winCap: '200.00', wageringMultiplier: 50 },
      },
    });
    const taken = await takeSignUp(token);
    expect(taken).toMatchObject({
      error: 0,
      data: {
        current: {
          kind: 'SIGN_UP',
          amount: '5.00',
          bonusBalance: '5.00',
          wageringRequired: '250.00',
          wagered: '0.00',
          rollingAmount: '250.00',
          winCap: '200.00',
          maxCountedBet: '2.00',
          deadlineAt: null,
          otherGamesPercent: 0,
        },
        signUpOffer: { eligible: false },
      },
    });
    expect(taken.data.current.contributions).toEqual([
      { gameType: 'slot', percent: 100 },
      { gameType: 'blackjack', percent: 10 },
      { gameType: 'roulette', percent: 10 },
    ]);
    expect(await wallet(memberId)).toEqual({ cash: '0.00', bonus: '5.00', rolling_amount: '250.00' });
    expect(await ledger(memberId)).toEqual([{ type: 'PROMOTION', class: 2, amount: '5.00' }]);
    const news = await t.db.selectFrom('news').select('message').where('member_id', '=', memberId).execute();
    expect(news.map((row) => row.message)).toEqual([expect.stringContaining('5,00')]);
  });

  it('refuses a second sign-up bonus, and one after a deposit', async () => {
    const first = await memberWithSession(t.db);
    expect((await takeSignUp(first.token)).error).toBe(0);
    await leave(first.token);
    expect(await takeSignUp(first.token)).toMatchObject({ error: 2, data: null });

    const depositor = await memberWithSession(t.db);
    await credit(t.db, {
      memberId: depositor.memberId,
      type: 'DEPOSIT',
      class: 1,
      amount: '20.00',
      externalRef: `test:deposit:${depositor.memberId}`,
    });
    expect(await takeSignUp(depositor.token)).toMatchObject({
      error: 2,
      message: 'This bonus is for new members only.',
    });
  });

  it('lets the player leave: the bonus and its winnings go, cash stays and rollingAmount is 0', async () => {
    const { memberId, token } = await memberWithSession(t.db);
    await takeSignUp(token);
    await credit(t.db, {
      memberId,
      type: 'DEPOSIT',
      class: 1,
      amount: '30.00',
      externalRef: `test:deposit:${memberId}`,
    });
    const left = await leave(token);
    expect(left).toMatchObject({ error: 0, data: { current: null } });
    expect(await wallet(memberId)).toEqual({ cash: '30.00', bonus: '0.00', rolling_amount: '0.00' });
    expect((await ledger(memberId)).at(-1)).toEqual({ type: 'PROMOTION', class: 2, amount: '-5.00' });
    expect(await leave(token)).toMatchObject({ error: 2, message: 'You have no active bonus.' });
  });

  it('asks for a session', async () => {
    expect((await summary('nope')).error).toBe(-2);
  });
});
