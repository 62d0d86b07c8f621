import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { getBalances } from '../wallet/balances.js';
import { signRequest } from './signature.js';
import { createLaunch, createMember, seedGames } from './testing.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedGames(t.db);
});
afterAll(async () => t.close());

async function call(operation: string, body: object) {
  const payload = JSON.stringify(body);
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/vendor/wallet/${operation}`,
    headers: {
      'content-type': 'application/json',
      'x-signature': signRequest(t.config.houseVendorSecrets.request, payload),
    },
    payload,
  });
  return response.json() as { error: number; data: { code: string; balance?: string } };
}

async function player(cash: string, memberType?: number) {
  const member = await createMember(t.db, { cash, ...(memberType === undefined ? {} : { memberType }) });
  const sessionToken = await createLaunch(t.db, member.id, 3);
  return { member, base: { sessionToken, gameId: 3 } };
}

const balance = async (memberId: number) => (await getBalances(t.db, memberId)).availableBalance;

describe('wins the casino refuses (issue 13 finding 6)', () => {
  it('a win for a round with no bet is UNKNOWN_ROUND and pays nothing', async () => {
    const { member, base } = await player('100.00');
    const win = await call('win', {
      ...base,
      roundId: 'never-bet',
      transactionId: 'w-none',
      amount: '165.00',
    });
    expect(win).toMatchObject({ error: 3, data: { code: 'UNKNOWN_ROUND' } });
    expect(await balance(member.id)).toBe('100.00');
  });

  it('a win after the round bet was rolled back is UNKNOWN_ROUND', async () => {
    const { member, base } = await player('100.00');
    const round = { ...base, roundId: 'rolled' };
    expect((await call('bet', { ...round, transactionId: 'b-1', amount: '10.00' })).data.code).toBe('OK');
    const rollback = await call('rollback', {
      ...round,
      transactionId: 'r-1',
      referenceTransactionId: 'b-1',
    });
    expect(rollback.data.code).toBe('OK');
    expect((await call('win', { ...round, transactionId: 'w-1', amount: '165.00' })).data.code).toBe(
      'UNKNOWN_ROUND',
    );
    expect(await balance(member.id)).toBe('100.00');
  });

  it("settles a round's win once: a second win with another id is UNKNOWN_ROUND, a repeat answers the first", async () => {
    const { member, base } = await player('100.00');
    const round = { ...base, roundId: 'closed' };
    await call('bet', { ...round, transactionId: 'b-2', amount: '10.00' });
    expect((await call('win', { ...round, transactionId: 'w-2', amount: '20.00' })).data).toMatchObject({
      code: 'OK',
      balance: '110.00',
    });
    const repeat = await call('win', { ...round, transactionId: 'w-2', amount: '20.00' });
    expect(repeat.data, JSON.stringify(repeat)).toMatchObject({ code: 'OK', balance: '110.00' });
    expect((await call('win', { ...round, transactionId: 'w-3', amount: '165.00' })).data.code).toBe(
      'UNKNOWN_ROUND',
    );
    expect(await balance(member.id)).toBe('110.00');
  });
});

describe('a refunded extra stake after the hand is won (issue 13 finding 7)', () => {
  it("refunds a double whose rollback arrives after the win, never the round's last live stake", async () => {
    const { member, base } = await player('100.00');
    const hand = { ...base, roundId: 'blackjack-hand' };
    await call('bet', { ...hand, transactionId: 'stake', amount: '10.00' });
    await call('bet', { ...hand, transactionId: 'double', amount: '10.00' });
    // The vendor never had the double answered: it plays the hand on the first stake and pays it.
    expect((await call('win', { ...hand, transactionId: 'hand-win', amount: '20.00' })).data.balance).toBe(
      '100.00',
    );
    const refund = await call('rollback', {
      ...hand,
      transactionId: 'rb-double',
      referenceTransactionId: 'double',
    });
    expect(refund.data).toMatchObject({ code: 'OK', balance: '110.00' });
    const again = await call('rollback', {
      ...hand,
      transactionId: 'rb-double',
      referenceTransactionId: 'double',
    });
    expect(again.data).toMatchObject({ code: 'OK', balance: '110.00' });
    const last = await call('rollback', {
      ...hand,
      transactionId: 'rb-stake',
      referenceTransactionId: 'stake',
    });
    expect(last.data.code).not.toBe('OK');
    expect(await balance(member.id)).toBe('110.00');
  });
});

describe('a bet at the "balance is full" limit (issue 13 finding 20)', () => {
  it('is refused PLAYER_BLOCKED for an ordinary member, as checkBlock says, and taken from an agent', async () => {
    const full = await player('50000.00');
    const refused = await call('bet', {
      ...full.base,
      roundId: 'full',
      transactionId: 'full-1',
      amount: '1.00',
    });
    expect(refused).toMatchObject({ error: 2, data: { code: 'PLAYER_BLOCKED' } });
    expect(await balance(full.member.id)).toBe('50000.00');

    const agent = await player('50000.00', 10);
    const taken = await call('bet', {
      ...agent.base,
      roundId: 'agent',
      transactionId: 'agent-1',
      amount: '1.00',
    });
    expect(taken.data).toMatchObject({ code: 'OK', balance: '49999.00' });

    const below = await player('49999.99');
    expect(
      (await call('bet', { ...below.base, roundId: 'below', transactionId: 'below-1', amount: '1.00' })).data
        .code,
    ).toBe('OK');
  });
});
