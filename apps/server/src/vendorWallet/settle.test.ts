import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giveBonus, setBonusMaxStake } from '../bonuses/testing.js';
import type { Db } from '../db/database.js';
import { hashToken } from '../shared/tokens.js';
import { createTestDatabase } from '../test/db.js';
import { getBalances } from '../wallet/balances.js';
import { placeBet, rollbackBet, settleWin, walletBalance } from './settle.js';
import { createLaunch, createMember, openTableLimits, seedGames } from './testing.js';

let db: Db;
let destroy: () => Promise<void>;
let sequence = 0;

beforeAll(async () => {
  ({ db, destroy } = await createTestDatabase());
  // These stakes are above the default maximum while a bonus is active (5.00): the tests are about
  // what they count, not about that limit (src/bonuses/provenance.test.ts).
  await setBonusMaxStake(db, '1000.00');
  await seedGames(db);
  await openTableLimits(db, 1);
});
afterAll(async () => destroy());

async function player(cash: string, bonus?: string) {
  const member = await createMember(db, { cash, ...(bonus ? { bonus } : {}) });
  const token = await createLaunch(db, member.id, 1);
  const call = { vendor: 'HOUSE', tokenHash: hashToken(token), gameId: 1, currency: undefined };
  return { member, token, call };
}

function id(name: string): string {
  sequence += 1;
  return `${name}-${sequence}`;
}

async function ledgerOf(memberId: number) {
  return db.selectFrom('wallet_ledger').selectAll().where('member_id', '=', memberId).orderBy('id').execute();
}

describe('bets', () => {
  it('takes cash first, then bonus, one ledger row per balance, and answers the playable balance', async () => {
    const { member, call } = await player('5.00', '10.00');
    const answer = await placeBet(db, { ...call, transactionId: id('bet'), roundId: 'r1', amount: '7.50' });
    expect(answer).toMatchObject({ balance: '7.50', currency: 'USD' });
    const rows = (await ledgerOf(member.id)).filter((row) => row.type === 'GAME_BET');
    expect(rows.map((row) => [row.class, row.amount, row.balance_before, row.balance_after])).toEqual([
      [1, '-5.00', '5.00', '0.00'],
      [2, '-2.50', '10.00', '7.50'],
    ]);
    expect(await getBalances(db, member.id)).toMatchObject({
      availableBalance: '7.50',
      bonusBalance: '7.50',
    });
  });

  it('answers a repeated bet with the original result and books nothing', async () => {
    const { member, call } = await player('20.00');
    const bet = { ...call, transactionId: id('bet'), roundId: 'r1', amount: '5.00' };
    const first = await placeBet(db, bet);
    await placeBet(db, { ...call, transactionId: id('bet'), roundId: 'r1', amount: '1.00' });
    const again = await placeBet(db, bet);
    expect(again).toEqual(first);
    expect(first.balance).toBe('15.00');
    expect((await getBalances(db, member.id)).availableBalance).toBe('14.00');
    expect(await ledgerOf(member.id)).toHaveLength(3);
  });

  it('refuses the same transaction id with another amount', async () => {
    const { member, call } = await player('20.00');
    const transactionId = id('bet');
    await placeBet(db, { ...call, transactionId, roundId: 'r1', amount: '5.00' });
    await expect(
      placeBet(db, { ...call, transactionId, roundId: 'r1', amount: '6.00' }),
    ).rejects.toMatchObject({
      code: 2,
      messageKey: 'wallet.transactionConflict',
    });
    expect((await getBalances(db, member.id)).availableBalance).toBe('15.00');
  });

  it('refuses a bet above the balance and changes nothing', async () => {
    const { member, call } = await player('3.00');
    await expect(
      placeBet(db, { ...call, transactionId: id('bet'), roundId: 'r1', amount: '3.01' }),
    ).rejects.toMatchObject({ code: 2, messageKey: 'wallet.insufficient' });
    expect((await getBalances(db, member.id)).availableBalance).toBe('3.00');
    expect(await ledgerOf(member.id)).toHaveLength(1);
    expect(
      await db.selectFrom('game_round').selectAll().where('member_id', '=', member.id).execute(),
    ).toEqual([]);
  });

  it('refuses new bets on an expired launch but still accepts its win and rollback', async () => {
    const member = await createMember(db, { cash: '10.00' });
    const live = await createLaunch(db, member.id, 1);
    const liveCall = { vendor: 'HOUSE', tokenHash: hashToken(live), gameId: 1, currency: undefined };
    const bet = { ...liveCall, transactionId: id('bet'), roundId: 'late', amount: '2.00' };
    await placeBet(db, bet);
    await db
      .updateTable('game_launch')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    await expect(placeBet(db, { ...bet, transactionId: id('bet') })).rejects.toMatchObject({ code: -2 });
    await expect(walletBalance(db, liveCall)).rejects.toMatchObject({ code: -2 });
    const win = await settleWin(db, {
      ...liveCall,
      transactionId: id('win'),
      roundId: 'late',
      amount: '4.00',
    });
    expect(win.balance).toBe('12.00');
    const other = { ...liveCall, transactionId: id('bet'), roundId: 'other', amount: '1.00' };
    const rollback = await rollbackBet(db, {
      ...liveCall,
      transactionId: id('rb'),
      roundId: 'other',
      referenceTransactionId: other.transactionId,
      amount: undefined,
    });
    expect(rollback.balance).toBe('12.00');
  });

  it('refuses a token the casino never issued, even for a win', async () => {
    const call = { vendor: 'HOUSE', tokenHash: hashToken('forged'), gameId: 1, currency: undefined };
    await expect(
      settleWin(db, { ...call, transactionId: id('win'), roundId: 'x', amount: '1.00' }),
    ).rejects.toMatchObject({ code: -2 });
  });

  it('earns 1 VIP point per 10 wagered, exactly, and lowers rollingAmount by at most 2.00 a bet', async () => {
    const { member, call } = await player('100.00');
    await giveBonus(db, member.id, '1.00', '12.00');
    await placeBet(db, { ...call, transactionId: id('bet'), roundId: 'v', amount: '9.99' });
    expect(await getBalances(db, member.id)).toMatchObject({ vipLifeTimePoints: 0, rollingAmount: '10.00' });
    await placeBet(db, { ...call, transactionId: id('bet'), roundId: 'v', amount: '0.01' });
    expect(await getBalances(db, member.id)).toMatchObject({
      vipLifeTimePoints: 1,
      vipPoints: 1,
      rollingAmount: '9.99',
    });
    await placeBet(db, { ...call, transactionId: id('bet'), roundId: 'v', amount: '50.00' });
    expect(await getBalances(db, member.id)).toMatchObject({ vipLifeTimePoints: 6, rollingAmount: '7.99' });
  });
});

describe('wins', () => {
  it('returns a win to the balances the round was staked from, in proportion', async () => {
    const { member, call } = await player('3.00', '9.00');
    await placeBet(db, { ...call, transactionId: id('bet'), roundId: 'mix', amount: '4.00' });
    await settleWin(db, { ...call, transactionId: id('win'), roundId: 'mix', amount: '10.00' });
    expect(await getBalances(db, member.id)).toMatchObject({
      availableBalance: '18.00',
      bonusBalance: '10.50',
    });
  });

  it('closes a lost round with a zero win that books no ledger row', async () => {
    const { member, call } = await player('3.00');
    await placeBet(db, { ...call, transactionId: id('bet'), roundId: 'lost', amount: '1.00' });
    const answer = await settleWin(db, { ...call, transactionId: id('win'), roundId: 'lost', amount: '0' });
    expect(answer.balance).toBe('2.00');
    expect((await ledgerOf(member.id)).map((row) => row.type)).toEqual(['DEPOSIT', 'GAME_BET']);
  });
});

describe('rollbacks', () => {
  it('returns the bet exactly, with the wagering and points it had counted', async () => {
    const { member, call } = await player('40.00', '5.00');
    await giveBonus(db, member.id, '1.00', '30.00');
    const bet = { ...call, transactionId: id('bet'), roundId: 'rb', amount: '42.00' };
    await placeBet(db, bet);
    expect(await getBalances(db, member.id)).toMatchObject({ vipLifeTimePoints: 4, rollingAmount: '28.00' });
    const rollback = {
      ...call,
      transactionId: id('rb'),
      roundId: 'rb',
      referenceTransactionId: bet.transactionId,
    };
    const answer = await rollbackBet(db, { ...rollback, amount: '42.00' });
    expect(answer.balance).toBe('46.00');
    expect(await getBalances(db, member.id)).toMatchObject({
      availableBalance: '46.00',
      bonusBalance: '6.00',
      rollingAmount: '30.00',
      vipLifeTimePoints: 0,
      vipPoints: 0,
    });
    expect(await rollbackBet(db, { ...rollback, amount: '42.00' })).toEqual(answer);
    expect((await ledgerOf(member.id)).filter((row) => row.type === 'GAME_ROLLBACK')).toHaveLength(2);
  });

  it('records a rollback of a bet never seen, so the late bet is refused', async () => {
    const { member, call } = await player('10.00');
    const betId = id('bet');
    const answer = await rollbackBet(db, {
      ...call,
      transactionId: id('rb'),
      roundId: 'ghost',
      referenceTransactionId: betId,
      amount: '2.00',
    });
    expect(answer.balance).toBe('10.00');
    await expect(
      placeBet(db, { ...call, transactionId: betId, roundId: 'ghost', amount: '2.00' }),
    ).rejects.toMatchObject({ code: 2, messageKey: 'wallet.betRolledBack' });
    expect((await getBalances(db, member.id)).availableBalance).toBe('10.00');
  });

  it('keeps the bets of a round that already has a win', async () => {
    const { call } = await player('10.00');
    const bet = { ...call, transactionId: id('bet'), roundId: 'won', amount: '2.00' };
    await placeBet(db, bet);
    await settleWin(db, { ...call, transactionId: id('win'), roundId: 'won', amount: '5.00' });
    await expect(
      rollbackBet(db, {
        ...call,
        transactionId: id('rb'),
        roundId: 'won',
        referenceTransactionId: bet.transactionId,
        amount: undefined,
      }),
    ).rejects.toMatchObject({ code: 2, messageKey: 'wallet.roundHasWin' });
  });

  it('refuses a rollback whose amount differs from the bet', async () => {
    const { call } = await player('10.00');
    const bet = { ...call, transactionId: id('bet'), roundId: 'amt', amount: '2.00' };
    await placeBet(db, bet);
    await expect(
      rollbackBet(db, {
        ...call,
        transactionId: id('rb'),
        roundId: 'amt',
        referenceTransactionId: bet.transactionId,
        amount: '3.00',
      }),
    ).rejects.toMatchObject({ code: 2, messageKey: 'wallet.transactionConflict' });
  });
});

describe('database checks', () => {
  it('refuses a vendor call or a round with a negative amount, and an unknown kind of call', async () => {
    const { member } = await player('10.00');
    const call = (kind: string, amount: string) => sql`insert into vendor_transaction
      (vendor, transaction_id, kind, member_id, game_id, round_id, amount, balance)
      values ('HOUSE', ${id('check')}, ${kind}, ${member.id}, 1, 'db-check', ${amount}, 9)`;
    const round = (bet: string, win: string) => sql`insert into game_round
      (vendor, round_id, member_id, game_id, bet_amount, win_amount)
      values ('HOUSE', ${id('check')}, ${member.id}, 1, ${bet}, ${win})`;
    for (const write of [
      call('BET', '-1.00'),
      call('FREESPIN', '1.00'),
      round('-1.00', '0'),
      round('0', '-1.00'),
    ]) {
      await expect(write.execute(db)).rejects.toMatchObject({ code: '23514' });
    }
    await call('BET', '1.00').execute(db);
    await round('1.00', '0').execute(db);
  });
});

describe('VIP points on a rollback', () => {
  it('takes back the points a rolled-back bet earned even when they were spent, as a debt (issue 25 finding 7)', async () => {
    const { member, call } = await player('200.00');
    const bet = { ...call, transactionId: id('bet'), roundId: id('vip'), amount: '100.00' };
    await placeBet(db, bet);
    // The 10 points the bet earned are spent (a VIP store package) before the vendor rolls it back.
    await sql`update wallet set vip_points = 0 where member_id = ${member.id}`.execute(db);
    await rollbackBet(db, {
      ...call,
      transactionId: id('rb'),
      roundId: bet.roundId,
      referenceTransactionId: bet.transactionId,
      amount: '100.00',
    });
    expect((await getBalances(db, member.id)).vipPoints).toBe(0);
    // The next 100.00 of play repays the 10 points; only then do new points count.
    await placeBet(db, { ...call, transactionId: id('bet'), roundId: id('vip'), amount: '100.00' });
    expect((await getBalances(db, member.id)).vipPoints).toBe(0);
    await placeBet(db, { ...call, transactionId: id('bet'), roundId: id('vip'), amount: '50.00' });
    expect((await getBalances(db, member.id)).vipPoints).toBe(5);
  });
});
