import { verifyLaunchToken } from '@casino/house-vendor';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { getBalances } from '../wallet/balances.js';
import { signRequest } from './signature.js';
import { createLaunch, createMember, createMemberSession, seedGames } from './testing.js';

/**
 * Issue 26, finding 10: each catalogue tile has its own stakes (European Roulette 0.10 to 500 on a house
 * game that takes 1,000, Blackjack Classic 1 to 500, the shared table 0.20 to 1,000). The launch carries
 * them to the vendor, and the wallet refuses a stake outside them whoever sends it.
 */
const blackjackClassic = 29;
const europeanRoulette = 34;
const sharedTable = 44;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedGames(t.db);
});
afterAll(async () => t.close());

async function bet(gameId: number, sessionToken: string, amount: string) {
  const payload = JSON.stringify({
    sessionToken,
    gameId,
    roundId: `round-${gameId}-${amount}`,
    transactionId: `bet-${gameId}-${amount}`,
    amount,
    currency: 'EUR',
  });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/vendor/wallet/bet',
    headers: {
      'content-type': 'application/json',
      'x-fe-lang': 'en',
      'x-signature': signRequest(t.config.houseVendorSecrets.request, payload),
    },
    payload,
  });
  return response.json() as { error: number; message: string; data: { code: string } };
}

describe('table limits in the wallet', () => {
  it.each([
    [europeanRoulette, '900.00', 'This table takes stakes from €0.10 to €500.00.'],
    [blackjackClassic, '0.50', 'This table takes stakes from €1.00 to €500.00.'],
    [sharedTable, '0.10', 'This table takes stakes from €0.20 to €1,000.00.'],
  ])(
    'refuses a stake outside game %i’s limits (%s) with TABLE_LIMIT, taking nothing',
    async (gameId, amount, message) => {
      const member = await createMember(t.db, { cash: '1000.00', currency: 'EUR' });
      const answer = await bet(gameId, await createLaunch(t.db, member.id, gameId), amount);
      expect(answer).toMatchObject({ error: 2, message, data: { code: 'TABLE_LIMIT' } });
      expect((await getBalances(t.db, member.id)).availableBalance).toBe('1000.00');
    },
  );

  it('takes stakes at both ends of the limits', async () => {
    const member = await createMember(t.db, { cash: '1000.00', currency: 'EUR' });
    const roulette = await createLaunch(t.db, member.id, europeanRoulette);
    expect((await bet(europeanRoulette, roulette, '500.00')).data.code).toBe('OK');
    const blackjack = await createLaunch(t.db, member.id, blackjackClassic);
    expect((await bet(blackjackClassic, blackjack, '1.00')).data.code).toBe('OK');
    expect((await getBalances(t.db, member.id)).availableBalance).toBe('499.00');
  });

  it("signs the tile's limits into the launch, so the vendor applies them too", async () => {
    const member = await createMember(t.db, { cash: '10.00', currency: 'EUR' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/sys/game/getLaunchUrl',
      headers: {
        authorization: await createMemberSession(t.db, member.id),
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: `id=${europeanRoulette}&channel=pc`,
    });
    const url = new URL((response.json() as { data: string }).data);
    const check = verifyLaunchToken(t.config.houseVendorSecrets.launch, url.searchParams.get('token')!);
    expect(check).toMatchObject({ ok: true, claims: { minBet: '0.10', maxBet: '500.00' } });
  });
});
