import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundedPlayer } from '../admin/testing.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { onRefusedBet } from '../vendorWallet/refusals.js';
import { signRequest } from '../vendorWallet/signature.js';
import { createLaunch, openTableLimits, seedGames } from '../vendorWallet/testing.js';
import { recordBetLimitHit } from './betLimits.js';
import { requestLimit } from './limits.js';
import { protectionReport } from './report.js';

let t: TestApp;
let sequence = 0;
const next = (name: string) => `${name}-${++sequence}`;

beforeAll(async () => {
  t = await createTestApp({ authRateLimitPerMinute: 100_000 });
  await seedGames(t.db);
  await openTableLimits(t.db, 1);
}, 120_000);
afterAll(async () => {
  await t.close();
});

/** A call as the game vendor sends it: signed afresh each attempt, as a vendor's retry is. */
async function vendorCall(path: string, body: object) {
  const payload = JSON.stringify(body);
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/vendor/wallet/${path}`,
    headers: {
      'content-type': 'application/json',
      'x-signature': signRequest(t.config.houseVendorSecrets.request, payload),
      'x-fe-lang': 'en',
    },
    payload,
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { error: number; message: string; data: { code: string; balance?: string } };
}

async function playerAtTheTable(cash: string) {
  const player = await fundedPlayer(t, cash);
  const sessionToken = await createLaunch(t.db, player.memberId, 1);
  const balance = async () => (await vendorCall('balance', { sessionToken, gameId: 1 })).data.balance;
  const bet = (transactionId: string, amount: string) =>
    vendorCall('bet', { sessionToken, gameId: 1, roundId: next('round'), transactionId, amount });
  return { memberId: player.memberId, balance, bet };
}

/** The report's limit hits of one member, each as its cells by column name. */
async function limitHitsOf(memberId: number) {
  const report = await protectionReport(
    t.db,
    new Date(Date.now() - 3_600_000),
    new Date(Date.now() + 60_000),
  );
  return report.rows
    .filter((row) => row[report.columns.indexOf('memberId')] === String(memberId))
    .map((row) => Object.fromEntries(report.columns.map((column, index) => [column, row[index]])))
    .filter((row) => row.event === 'limitHit');
}

describe('a bet refused over the player’s own limit, in the report of limit hits', () => {
  it('lists the stake limit, the stake and what was left, once however often the vendor retries', async () => {
    const player = await playerAtTheTable('100.00');
    await requestLimit(t.db, player.memberId, 'stakeDay', '10');
    expect((await player.bet(next('bet'), '6.00')).data.code).toBe('OK');

    const refusedId = next('bet');
    const refusal = await player.bet(refusedId, '4.01');
    expect(refusal).toMatchObject({
      message: 'This bet would pass the stake limit you set.',
      data: { code: 'PLAYER_BLOCKED' },
    });
    expect(await player.balance()).toBe('94.00');
    expect((await player.bet(refusedId, '4.01')).data.code).toBe('PLAYER_BLOCKED');
    expect(await player.balance()).toBe('94.00');

    expect(await limitHitsOf(player.memberId)).toEqual([
      expect.objectContaining({ limitOrPeriod: 'protection.stakeLimit', amount: '4.01', left: '4.00' }),
    ]);
    const history = await t.db
      .selectFrom('protection_event')
      .select('detail')
      .where('member_id', '=', player.memberId)
      .where('event', '=', 'limitHit')
      .executeTakeFirstOrThrow();
    expect(history.detail).toMatchObject({ limitKind: 'stakeDay', limit: '10.00', currency: 'USD' });

    // Exactly at the limit the bet is taken, and no hit is recorded for it.
    expect((await player.bet(next('bet'), '4.00')).data.code).toBe('OK');
    expect(await limitHitsOf(player.memberId)).toHaveLength(1);
  });

  it('lists the loss limit with what the window had left, one row per refused bet', async () => {
    const player = await playerAtTheTable('50.00');
    await requestLimit(t.db, player.memberId, 'lossWeek', '15');
    expect((await player.bet(next('bet'), '10.00')).data.code).toBe('OK');
    const first = next('bet');
    expect((await player.bet(first, '5.01')).data.code).toBe('PLAYER_BLOCKED');
    expect((await player.bet(first, '5.01')).data.code).toBe('PLAYER_BLOCKED');
    expect((await player.bet(next('bet'), '7.50')).data.code).toBe('PLAYER_BLOCKED');
    expect(await player.balance()).toBe('40.00');

    const hits = await limitHitsOf(player.memberId);
    expect(hits.map((hit) => [hit.limitOrPeriod, hit.amount, hit.left])).toEqual([
      ['protection.lossLimit', '7.50', '5.00'],
      ['protection.lossLimit', '5.01', '5.00'],
    ]);
  });

  it('lists the session time limit once the session has run past it', async () => {
    const player = await playerAtTheTable('20.00');
    await t.db
      .insertInto('protection_preference')
      .values({ member_id: player.memberId, session_minutes: 5, reality_check_minutes: null })
      .execute();
    await t.db
      .updateTable('member_session')
      .set({ created_at: new Date(Date.now() - 6 * 60_000) })
      .where('member_id', '=', player.memberId)
      .execute();
    expect((await player.bet(next('bet'), '1.00')).data.code).toBe('PLAYER_BLOCKED');
    expect(await player.balance()).toBe('20.00');
    expect(await limitHitsOf(player.memberId)).toEqual([
      expect.objectContaining({ limitOrPeriod: 'protection.sessionLimit', amount: '1.00', left: '' }),
    ]);
  });

  it('still answers the refusal when the record cannot be written', async () => {
    const player = await playerAtTheTable('20.00');
    await requestLimit(t.db, player.memberId, 'stakeDay', '1');
    onRefusedBet(t.db, async () => {
      throw new Error('the record failed');
    });
    try {
      const refusal = await player.bet(next('bet'), '2.00');
      expect(refusal).toMatchObject({ error: expect.any(Number), data: { code: 'PLAYER_BLOCKED' } });
      expect(await player.balance()).toBe('20.00');
    } finally {
      onRefusedBet(t.db, recordBetLimitHit);
    }
    expect(await limitHitsOf(player.memberId)).toEqual([]);
  });
});
