import { isValidAnswer } from '@casino/house-vendor';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giveBonus, setBonusMaxStake } from '../bonuses/testing.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { getBalances } from '../wallet/balances.js';
import { parseSignature, signRequest } from './signature.js';
import { createLaunch, createMember, createMemberSession, seedGames } from './testing.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  // These stakes are above the default maximum while a bonus is active (5.00): the tests are about
  // what they count, not about that limit (src/bonuses/provenance.test.ts).
  await setBonusMaxStake(t.db, '1000.00');
  await seedGames(t.db);
});
afterAll(async () => t.close());

async function vendorCall(path: string, body: object, signature?: string) {
  const payload = JSON.stringify(body);
  const header = signature ?? signRequest(t.config.houseVendorSecrets.request, payload);
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/vendor/wallet/${path}`,
    headers: {
      'content-type': 'application/json',
      'x-signature': header,
      'x-fe-lang': 'en',
    },
    payload,
  });
  expect(response.statusCode).toBe(200);
  // Answers are signed too, bound to the call they answer, so the vendor can trust them (PROTOCOL.md §2).
  const answerHeader = response.headers['x-signature'] as string;
  const callV1 = parseSignature(header)?.v1 ?? '';
  expect(isValidAnswer(t.config.houseVendorSecrets.answer, callV1, response.body, answerHeader)).toBe(true);
  return response.json() as { error: number; message: string; data: { code: string; balance?: string } };
}

describe('seamless wallet over HTTP', () => {
  it('books a signed bet and win, and answers the balance and the member transactions', async () => {
    const member = await createMember(t.db, { cash: '50.00' });
    const sessionToken = await createLaunch(t.db, member.id, 3);
    const call = { sessionToken, gameId: 3, roundId: 'http-1', currency: 'USD' };
    expect(await vendorCall('balance', { sessionToken, gameId: 3 })).toEqual({
      error: 0,
      message: '',
      // game 3 is a house slot: its balance answer carries the jackpot's pool (the seed before any bet)
      data: { code: 'OK', balance: '50.00', currency: 'USD', jackpot: '1000.00' },
    });
    const bet = await vendorCall('bet', { ...call, transactionId: 'http-bet-1', amount: '10.00' });
    expect(bet).toMatchObject({ error: 0, data: { balance: '40.00', transactionId: 'http-bet-1' } });
    const win = await vendorCall('win', { ...call, transactionId: 'http-win-1', amount: '25.50' });
    expect(win).toMatchObject({ error: 0, data: { balance: '65.50' } });

    const session = await createMemberSession(t.db, member.id);
    const page = await t.app.inject({
      method: 'POST',
      url: '/api/sys/member/transaction/page',
      headers: { authorization: session, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'amount_GT=0&createTime_0=DESC&pageNum=1&pageSize=20',
    });
    const { data } = page.json();
    expect(data).toMatchObject({ number: 0, size: 20, totalElements: 3, last: true });
    expect(
      data.content.map((row: { type: string; amount: string; balanceAfter: string }) => [
        row.type,
        row.amount,
        row.balanceAfter,
      ]),
    ).toEqual([
      ['GAME_WIN', '25.50', '65.50'],
      ['GAME_BET', '-10.00', '40.00'],
      ['DEPOSIT', '50.00', '50.00'],
    ]);
  });

  it('refuses a bad or missing signature with error 1 and changes nothing', async () => {
    const member = await createMember(t.db, { cash: '20.00' });
    const sessionToken = await createLaunch(t.db, member.id, 3);
    const body = { sessionToken, gameId: 3, roundId: 'forged', transactionId: 'forged-1', amount: '5.00' };
    const forged = await vendorCall('bet', body, signRequest('not-the-secret', JSON.stringify(body)));
    expect(forged).toEqual({ error: 1, data: { code: 'INVALID_SIGNATURE' }, message: 'Invalid signature' });
    const altered = await vendorCall(
      'win',
      { ...body, amount: '500.00' },
      signRequest(t.config.houseVendorSecrets.request, JSON.stringify(body)),
    );
    expect(altered.error).toBe(1);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/vendor/wallet/win',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    expect(unsigned.json()).toMatchObject({ error: 1, data: { code: 'INVALID_SIGNATURE' } });
    expect((await getBalances(t.db, member.id)).availableBalance).toBe('20.00');
    const booked = await t.db
      .selectFrom('vendor_transaction')
      .selectAll()
      .where('member_id', '=', member.id)
      .execute();
    expect(booked).toEqual([]);
  });

  it('checks the signature before reading the body, and refuses a call whose bytes it could not check', async () => {
    const member = await createMember(t.db, { cash: '20.00' });
    const sessionToken = await createLaunch(t.db, member.id, 3);
    const send = (payload: string, contentType: string, signature: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/vendor/wallet/bet',
        headers: { 'content-type': contentType, 'x-signature': signature, 'x-fe-lang': 'en' },
        payload,
      });
    // Forged bytes that are not even JSON are a bad signature, not a malformed request.
    const garbage = await send('{"sessionToken":', 'application/json', signRequest('not-the-secret', 'x'));
    expect(garbage.json()).toEqual({
      error: 1,
      data: { code: 'INVALID_SIGNATURE' },
      message: 'Invalid signature',
    });
    // A form body signed with the right secret still never reaches the wallet: only JSON bytes are checked.
    const form = `sessionToken=${sessionToken}&gameId=3&roundId=f&transactionId=form-1&amount=5.00`;
    const formCall = await send(
      form,
      'application/x-www-form-urlencoded',
      signRequest(t.config.houseVendorSecrets.request, form),
    );
    expect(formCall.json()).toMatchObject({ error: 1, data: { code: 'INVALID_SIGNATURE' } });
    expect((await getBalances(t.db, member.id)).availableBalance).toBe('20.00');
  });

  it('names a vendor code in refusals made before the wallet runs, such as a missing field', async () => {
    const member = await createMember(t.db, { cash: '5.00' });
    const sessionToken = await createLaunch(t.db, member.id, 3);
    const missing = await vendorCall('bet', { sessionToken, gameId: 3, roundId: 'm', amount: '1.00' });
    expect(missing).toMatchObject({ error: 1, data: { code: 'INVALID_REQUEST' } });
    expect(missing.message).toContain('transactionId');
    expect((await getBalances(t.db, member.id)).availableBalance).toBe('5.00');
  });

  it('leaves the browser security headers off the answers only vendor servers read', async () => {
    const member = await createMember(t.db, { cash: '1.00' });
    const sessionToken = await createLaunch(t.db, member.id, 3);
    const payload = JSON.stringify({ sessionToken, gameId: 3 });
    const vendorAnswer = await t.app.inject({
      method: 'POST',
      url: '/api/vendor/wallet/balance',
      headers: {
        'content-type': 'application/json',
        'x-signature': signRequest(t.config.houseVendorSecrets.request, payload),
      },
      payload,
    });
    expect(vendorAnswer.json()).toMatchObject({ error: 0, data: { code: 'OK', balance: '1.00' } });
    expect(vendorAnswer.headers['content-security-policy']).toBeUndefined();
    const playerAnswer = await t.app.inject({ method: 'POST', url: '/api/sys/sysSetting/checkBlock' });
    expect(playerAnswer.headers['content-security-policy']).toContain("frame-ancestors 'self'");
  });

  it('answers error 2 for a bet above the balance and -2 for an unknown launch', async () => {
    const member = await createMember(t.db, { cash: '1.00' });
    const sessionToken = await createLaunch(t.db, member.id, 3);
    const refused = await vendorCall('bet', {
      sessionToken,
      gameId: 3,
      roundId: 'r',
      transactionId: 'big-1',
      amount: '1.01',
    });
    expect(refused).toEqual({
      error: 2,
      data: { code: 'INSUFFICIENT_FUNDS' },
      message: 'Insufficient balance',
    });
    const unknown = await vendorCall('balance', { sessionToken: 'not-a-launch', gameId: 3 });
    expect(unknown).toMatchObject({ error: -2, data: { code: 'UNKNOWN_SESSION' } });
  });

  it('tells the app whether play may go on (checkBlock)', async () => {
    const member = await createMember(t.db, { cash: '60000.00' });
    const agent = await createMember(t.db, { cash: '60000.00', memberType: 10 });
    const check = async (memberId: number) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/sys/sysSetting/checkBlock',
        headers: {
          authorization: await createMemberSession(t.db, memberId),
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: `id=${memberId}`,
      });
      return response.json().data;
    };
    expect(await check(member.id)).toBe(0);
    expect(await check(agent.id)).toBe(1);
  });

  it('pays the jackpot through a signed call under its own id, and refuses it unsigned', async () => {
    const member = await createMember(t.db, { cash: '20.00' });
    const sessionToken = await createLaunch(t.db, member.id, 3);
    const call = { sessionToken, gameId: 3, roundId: 'http-jackpot', currency: 'USD' };
    await vendorCall('bet', { ...call, transactionId: 'http-jackpot-bet', amount: '10.00' });
    await vendorCall('win', { ...call, transactionId: 'http-jackpot-win', amount: '0.00' });
    const claim = { ...call, transactionId: 'http-jackpot-claim' };
    expect(await vendorCall('jackpot', claim, 't=1,n=00,v1=00')).toMatchObject({
      error: 1,
      data: { code: 'INVALID_SIGNATURE' },
    });
    const paid = await vendorCall('jackpot', claim);
    expect(paid).toMatchObject({ error: 0, data: { code: 'OK', transactionId: 'http-jackpot-claim' } });
    const amount = (paid as unknown as { data: { amount: string } }).data.amount;
    expect(Number(amount)).toBeGreaterThanOrEqual(1000);
    expect(await vendorCall('jackpot', claim)).toEqual(paid);
    expect(await vendorCall('jackpot', { ...claim, roundId: 'http-other-round' })).toMatchObject({
      error: 2,
      data: { code: 'DUPLICATE_MISMATCH' },
    });
    expect((await getBalances(t.db, member.id)).availableBalance).toBe(formatSum('10.00', amount));
  });
});

/** Sum of two 2-decimal amounts, in cents. */
function formatSum(a: string, b: string): string {
  const cents = Math.round(Number(a) * 100) + Math.round(Number(b) * 100);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

describe('roulette hedges and bonus wagering (issue 18)', () => {
  /** Game 34 is the house roulette, 1 a slot (src/db/seeds/games.json). */
  async function bonusPlayer(gameId: number) {
    const member = await createMember(t.db, { cash: '0.00' });
    // The share 50% and no cap make the counted stake readable: 6.00 counts 3.00.
    await giveBonus(t.db, member.id, '100.00', '1000.00', {
      rules: { maxCountedBetCents: 100_000n, contributions: { slot: 100, roulette: 50 } },
    });
    const sessionToken = await createLaunch(t.db, member.id, gameId);
    return { member, call: { sessionToken, gameId, currency: 'USD' } };
  }
  async function rolling(memberId: number) {
    const row = await t.db
      .selectFrom('wallet')
      .select('rolling_amount')
      .where('member_id', '=', memberId)
      .executeTakeFirstOrThrow();
    return row.rolling_amount;
  }
  const red = (amount: string) => ({ kind: 'red', amount });
  const black = (amount: string) => ({ kind: 'black', amount });

  it('red 10 + black 10 counts nothing; red 10 + black 4 counts the share of 6', async () => {
    const { member, call } = await bonusPlayer(34);
    const tag = Date.now().toString(36);
    const hedged = await vendorCall('bet', {
      ...call,
      roundId: `${tag}-1`,
      transactionId: `${tag}-1-bet-1`,
      amount: '20.00',
      rouletteBets: [red('10.00'), black('10.00')],
    });
    expect(hedged).toMatchObject({ error: 0, data: { code: 'OK', balance: '80.00' } });
    expect(await rolling(member.id)).toBe('1000.00');
    await vendorCall('bet', {
      ...call,
      roundId: `${tag}-2`,
      transactionId: `${tag}-2-bet-1`,
      amount: '14.00',
      rouletteBets: [red('10.00'), black('4.00')],
    });
    expect(await rolling(member.id)).toBe('997.00');
    // Odd/even and low/high are hedges too; a straight-up number beside them counts in full.
    await vendorCall('bet', {
      ...call,
      roundId: `${tag}-3`,
      transactionId: `${tag}-3-bet-1`,
      amount: '12.00',
      rouletteBets: [
        { kind: 'odd', amount: '3.00' },
        { kind: 'even', amount: '3.00' },
        { kind: 'low', amount: '2.00' },
        { kind: 'high', amount: '2.00' },
        { kind: 'straight', numbers: [17], amount: '2.00' },
      ],
    });
    expect(await rolling(member.id)).toBe('996.00');
    // Without positions the whole stake counts, at the share.
    await vendorCall('bet', {
      ...call,
      roundId: `${tag}-4`,
      transactionId: `${tag}-4-bet-1`,
      amount: '4.00',
    });
    expect(await rolling(member.id)).toBe('994.00');
  });

  it('a slot bet counts as before, whatever positions it claims', async () => {
    const { member, call } = await bonusPlayer(1);
    const tag = Date.now().toString(36);
    await vendorCall('bet', {
      ...call,
      roundId: `${tag}-s`,
      transactionId: `${tag}-s-bet-1`,
      amount: '20.00',
      rouletteBets: [red('10.00'), black('10.00')],
    });
    expect(await rolling(member.id)).toBe('980.00');
  });

  it('refuses positions that do not add up to the amount, and a repeat with other positions', async () => {
    const { member, call } = await bonusPlayer(34);
    const tag = Date.now().toString(36);
    const body = { ...call, roundId: `${tag}-r`, transactionId: `${tag}-r-bet-1`, amount: '14.00' };
    expect(await vendorCall('bet', { ...body, rouletteBets: [red('10.00'), black('5.00')] })).toMatchObject({
      error: 1,
      data: { code: 'INVALID_REQUEST' },
    });
    expect(
      await vendorCall('bet', { ...body, rouletteBets: [red('10.00'), { kind: 'zero', amount: '4.00' }] }),
    ).toMatchObject({ error: 1, data: { code: 'INVALID_REQUEST' } });
    const first = await vendorCall('bet', { ...body, rouletteBets: [red('10.00'), black('4.00')] });
    expect(first).toMatchObject({ error: 0, data: { balance: '86.00' } });
    // The same call again (signed anew, as the vendor's retry would be) answers as the first time.
    expect(await vendorCall('bet', { ...body, rouletteBets: [red('10.00'), black('4.00')] })).toEqual(first);
    expect(await vendorCall('bet', { ...body, rouletteBets: [red('7.00'), black('7.00')] })).toMatchObject({
      error: 2,
      data: { code: 'DUPLICATE_MISMATCH' },
    });
    expect(await vendorCall('bet', body)).toMatchObject({ error: 2, data: { code: 'DUPLICATE_MISMATCH' } });
    expect(await rolling(member.id)).toBe('997.00');
  });
});
