import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundedPlayer } from '../admin/testing.js';
import { giveBonus } from '../bonuses/testing.js';
import { writeSetting } from '../db/siteSettings.js';
import { openOrder } from '../deposits/flows.js';
import { hashToken } from '../shared/tokens.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { call, registerMember } from '../test/members.js';
import { placeBet, settleWin } from '../vendorWallet/settle.js';
import { createLaunch, seedGames } from '../vendorWallet/testing.js';
import { takeTimeOut } from './breaks.js';
import { confirmLimit, limitViews, requestLimit } from './limits.js';
import { LocalRegister } from './register.js';

let t: TestApp;
let sequence = 0;
const next = (name: string) => `${name}-${++sequence}`;

beforeAll(async () => {
  t = await createTestApp({ authRateLimitPerMinute: 100_000 });
  await seedGames(t.db);
}, 120_000);
afterAll(async () => {
  await t.close();
});

const HOUR = 3_600_000;
const inForce = async (memberId: number, kind: string) =>
  (await limitViews(t.db, memberId)).find((limit) => limit.kind === kind);
const open = (memberId: number, amount: string) =>
  openOrder(
    { db: t.db, log: t.app.log, providers: t.app.deposits.providers, publicUrl: '' },
    memberId,
    'CASH',
    'cash',
    amount,
  );
const deposit = (token: string, amount: string) =>
  call(t.app, '/sys/deposit/cash/depositOrder', { amount }, { token });

describe('limits the player sets', () => {
  it('lower at once; a raise waits the cooling period and a reconfirmation, the old limit holding meanwhile', async () => {
    const player = await fundedPlayer(t);
    const set = (amount: string) =>
      call(t.app, '/sys/protection/limit/set', { kind: 'depositDay', amount }, { token: player.token });
    expect((await set('100')).data.limits[0]).toMatchObject({ amount: '100.00', pending: null });
    expect((await set('50')).data.limits[0]).toMatchObject({ amount: '50.00', pending: null });
    const raised = await set('300');
    expect(raised.data.limits[0]).toMatchObject({
      amount: '50.00',
      pending: { amount: '300.00', confirmable: false },
    });
    const asked = new Date(raised.data.limits[0].pending.effectiveAt).getTime() - 24 * HOUR;
    // Before the wait is over the confirmation is refused and 50 holds.
    await expect(
      confirmLimit(t.db, player.memberId, 'depositDay', new Date(asked + 23 * HOUR)),
    ).rejects.toMatchObject({
      messageKey: 'protection.stillCooling',
    });
    expect((await inForce(player.memberId, 'depositDay'))?.amount).toBe('50.00');
    expect((await deposit(player.token, '60')).error).toBe(2);
    // After it, the player confirms and the new limit applies.
    await confirmLimit(t.db, player.memberId, 'depositDay', new Date(asked + 24 * HOUR));
    expect(await inForce(player.memberId, 'depositDay')).toMatchObject({ amount: '300.00', pending: null });
  });

  it('drop a pending raise when the limit is lowered meanwhile, and a stale raise never applies', async () => {
    const player = await fundedPlayer(t);
    const now = new Date();
    await requestLimit(t.db, player.memberId, 'lossWeek', '100', now);
    await requestLimit(t.db, player.memberId, 'lossWeek', null, now);
    expect((await inForce(player.memberId, 'lossWeek'))?.pending).toMatchObject({ amount: null });
    await requestLimit(t.db, player.memberId, 'lossWeek', '20', now);
    await expect(
      confirmLimit(t.db, player.memberId, 'lossWeek', new Date(now.getTime() + 25 * HOUR)),
    ).rejects.toMatchObject({ messageKey: 'protection.noPendingChange' });
    expect((await inForce(player.memberId, 'lossWeek'))?.amount).toBe('20.00');
  });

  it('refuse a deposit one cent over the limit, with the amount still allowed, and take one exactly at it', async () => {
    const player = await fundedPlayer(t);
    await requestLimit(t.db, player.memberId, 'depositWeek', '100');
    const over = await deposit(player.token, '101');
    expect(over).toMatchObject({ error: 2 });
    expect(over.message).toContain('limit of $100.00');
    // The order exactly at the limit opens (the provider is the next step, not configured here).
    await expect(open(player.memberId, '100')).resolves.toMatchObject({ amount: '100.00' });
    const after = await deposit(player.token, '10');
    expect(after.error).toBe(2);
    expect(after.message).toContain('up to $0.00 now');
    const hits = await t.db
      .selectFrom('protection_event')
      .select('event')
      .where('member_id', '=', player.memberId)
      .where('event', '=', 'limitHit')
      .execute();
    expect(hits).toHaveLength(2);
  });

  it('let only one of two deposits through when together they would pass the limit', async () => {
    const player = await fundedPlayer(t);
    await requestLimit(t.db, player.memberId, 'depositDay', '150');
    const answers = await Promise.allSettled(Array.from({ length: 6 }, () => open(player.memberId, '100')));
    expect(answers.filter((answer) => answer.status === 'fulfilled')).toHaveLength(1);
    for (const answer of answers)
      if (answer.status === 'rejected')
        expect(answer.reason).toMatchObject({ messageKey: 'deposit.limitDay' });
  });

  it('refuse a bet past a stake or loss limit inside the bet statement, at the edge', async () => {
    const player = await fundedPlayer(t, '500.00');
    const token = await createLaunch(t.db, player.memberId, 1);
    const base = { vendor: 'HOUSE', tokenHash: hashToken(token), gameId: 1, currency: undefined };
    const bet = (amount: string, roundId = next('round')) =>
      placeBet(t.db, { ...base, transactionId: next('bet'), roundId, amount }).then(() => roundId);
    await requestLimit(t.db, player.memberId, 'stakeDay', '10');
    await bet('6.00');
    await expect(bet('4.01')).rejects.toMatchObject({ messageKey: 'protection.stakeLimit' });
    await bet('4.00');
    await requestLimit(t.db, player.memberId, 'stakeDay', null, new Date(Date.now() - 25 * HOUR));
    await confirmLimit(t.db, player.memberId, 'stakeDay');
    // Loss: stakes less wins over the window; a win gives room again.
    await requestLimit(t.db, player.memberId, 'lossDay', '15');
    await expect(bet('5.01')).rejects.toMatchObject({ messageKey: 'protection.lossLimit' });
    const round = await bet('5.00');
    await settleWin(t.db, { ...base, transactionId: next('win'), roundId: round, amount: '3.00' });
    await bet('3.00');
    await expect(bet('0.01')).rejects.toMatchObject({ messageKey: 'protection.lossLimit' });
  });

  it('start a new account with the jurisdiction default limits (Spain)', async () => {
    await writeSetting(t.db, 'protectionJurisdiction', 'ES');
    try {
      const { user } = await registerMember(t.app, { currency: 'EUR' });
      const limits = await limitViews(t.db, user.id);
      expect(
        limits.filter((limit) => limit.amount !== null).map((limit) => [limit.kind, limit.amount]),
      ).toEqual([
        ['depositDay', '600.00'],
        ['depositWeek', '1500.00'],
        ['depositMonth', '3000.00'],
      ]);
      const state = await call(t.app, '/sys/protection/get', {}, { token: user.token });
      expect(state.data.coolingHours).toBe(72);
    } finally {
      await writeSetting(t.db, 'protectionJurisdiction', 'UK');
    }
  });
});

describe('breaks', () => {
  it('a time-out refuses deposits and bets and cannot be shortened', async () => {
    const player = await fundedPlayer(t);
    const taken = await call(t.app, '/sys/protection/timeOut', { period: '7d' }, { token: player.token });
    expect(taken.data.activeBreak).toMatchObject({ kind: 'timeOut' });
    const shorter = await call(t.app, '/sys/protection/timeOut', { period: '24h' }, { token: player.token });
    expect(shorter.error).toBe(2);
    expect((await deposit(player.token, '10')).error).toBe(2);
    const token = await createLaunch(t.db, player.memberId, 1);
    await expect(
      placeBet(t.db, {
        vendor: 'HOUSE',
        tokenHash: hashToken(token),
        gameId: 1,
        currency: undefined,
        transactionId: next('bet'),
        roundId: next('r'),
        amount: '1.00',
      }),
    ).rejects.toMatchObject({ messageKey: 'protection.onBreak' });
    // A longer one may follow; the 7 days still hold either way.
    await expect(takeTimeOut(t.db, player.memberId, '30d')).resolves.toMatchObject({ kind: 'timeOut' });
  });

  it('self-exclusion ends sessions, forfeits the bonus, returns the balance and refuses a new account by e-mail and phone', async () => {
    const registered = await registerMember(t.app, { mobilePrefix: '34', mobile: '611223344' });
    const { user } = registered;
    const fields = registered.fields as Record<string, string> & {
      email: string;
      username: string;
      password: string;
    };
    await t.db.updateTable('member').set({ activated: 1 }).where('id', '=', user.id).execute();
    const { credit } = await import('../wallet/ledger.js');
    await credit(t.db, {
      memberId: user.id,
      type: 'DEPOSIT',
      class: 1,
      amount: '80.00',
      externalRef: next('dep'),
    });
    await giveBonus(t.db, user.id, '20.00', '200.00');
    const wrong = await call(
      t.app,
      '/sys/protection/selfExclude',
      { period: '6m', password: 'nope' },
      { token: user.token },
    );
    expect(wrong.error).toBe(2);
    const done = await call(
      t.app,
      '/sys/protection/selfExclude',
      { period: '6m', password: fields.password },
      { token: user.token },
    );
    expect(done.error).toBe(0);
    // The session is gone, and login says until when.
    expect((await call(t.app, '/sys/protection/get', {}, { token: user.token })).error).toBe(-2);
    const login = await call(t.app, '/sys/auth/login', {
      username: fields.username,
      password: fields.password,
    });
    expect(login.error).toBe(2);
    const { ends_at: ends } = await t.db
      .selectFrom('protection_break')
      .select('ends_at')
      .where('member_id', '=', user.id)
      .executeTakeFirstOrThrow();
    // The end written as a date the player reads, not the API's timestamp.
    const day = { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' } as const;
    expect(login.message).toContain(`until ${ends!.toLocaleDateString('en', day)} at `);
    expect(login.message).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
    const grant = await t.db
      .selectFrom('bonus_grant')
      .select('status')
      .where('member_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(grant.status).toBe('FORFEITED');
    const cashOut = await t.db
      .selectFrom('withdrawal')
      .select(['amount', 'status'])
      .where('member_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(cashOut).toMatchObject({ amount: '80.00', status: 0 });
    const wallet = await t.db
      .selectFrom('wallet')
      .select(['cash', 'bonus'])
      .where('member_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect([wallet.cash, wallet.bonus].map(Number)).toEqual([0, 0]);
    // A new account: the same e-mail written differently, or the same phone.
    const byEmail = await call(t.app, '/sys/auth/register', {
      ...fields,
      username: `x${fields.username}`.slice(0, 16),
      email: fields.email.toUpperCase(),
      mobile: '699000111',
    });
    expect(byEmail.error).toBe(2);
    const byPhone = await call(t.app, '/sys/auth/register', {
      ...fields,
      username: `y${fields.username}`.slice(0, 16),
      email: `other.${fields.email}`,
    });
    expect(byPhone.error).toBe(2);
    expect(byPhone.message).toContain('self-excluded');
  });

  it('the national register refuses sign-up and login', async () => {
    const registered = await registerMember(t.app);
    const { user } = registered;
    const fields = registered.fields as Record<string, string> & {
      email: string;
      username: string;
      password: string;
    };
    await new LocalRegister(t.db).add(
      { email: fields.email.toLowerCase(), phone: '' },
      new Date(Date.now() + 1000 * HOUR),
    );
    const login = await call(t.app, '/sys/auth/login', {
      username: fields.username,
      password: fields.password,
    });
    expect(login.error).toBe(2);
    expect(login.message).toContain('national self-exclusion register');
    const again = await call(t.app, '/sys/auth/register', {
      ...fields,
      username: `z${fields.username}`.slice(0, 16),
    });
    expect(again.error).toBe(2);
    expect(user.id).toBeGreaterThan(0);
  });
});
