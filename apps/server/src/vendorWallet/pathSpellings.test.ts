import { isValidAnswer } from '@casino/house-vendor';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { getBalances } from '../wallet/balances.js';
import { parseSignature, signRequest } from './signature.js';
import { createLaunch, createMember, seedGames } from './testing.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedGames(t.db);
});
afterAll(async () => t.close());

/**
 * Spellings of the wallet's win path. The review credited 99,999.00 through `walle%74` with a
 * player's own launch token and no signature, because the check looked at a prefix of the raw URL
 * while the router matched the decoded path.
 */
const spellings = [
  '/api/vendor/wallet/win',
  '/api/vendor/walle%74/win',
  '/api/vendor/wallet/wi%6E',
  '/api/vendor/%77allet/win',
  '/api/%76endor/wallet/win',
  '/%61pi/vendor/wallet/win',
  '/api/vendor/wallet/win?x=1',
  '/api/vendor/wallet/win/',
  '/api//vendor/wallet/win',
  '/api/vendor//wallet/win',
  '/api/vendor/wallet/win;x',
  '/api/vendor/wallet%2Fwin',
  '/api/vendor/WALLET/win',
  '/api/vendor/Wallet/Win',
  '/api/vendor/wallet/./win',
  '/api/vendor/x/../wallet/win',
  '/api/vendor/wallet/win%20',
  '/api/vendor/wallet/win%00',
  '/api/vendor/wallet/win#frag',
  '/api/vendor/wallet/%57in',
];

describe('the wallet signature is decided by the matched route, whatever the spelling of the path', () => {
  it('refuses every unsigned or forged win and moves no money, on every spelling the router accepts', async () => {
    const member = await createMember(t.db, { cash: '10.00' });
    const sessionToken = await createLaunch(t.db, member.id, 3);
    const answered: string[] = [];
    for (const [index, url] of spellings.entries()) {
      const payload = JSON.stringify({
        sessionToken,
        gameId: 3,
        roundId: `spelling-${index}`,
        transactionId: `spelling-win-${index}`,
        amount: '99999.00',
        currency: 'USD',
      });
      for (const signature of [undefined, 'forged', signRequest('another-secret', payload)]) {
        const response = await t.app.inject({
          method: 'POST',
          url,
          headers: {
            'content-type': 'application/json',
            'x-fe-lang': 'en',
            ...(signature === undefined ? {} : { 'x-signature': signature }),
          },
          payload,
        });
        expect(response.statusCode, url).toBeLessThan(500);
        const answer = response.json();
        expect(answer.error, `${url} answered ${response.body}`).not.toBe(0);
        if (response.statusCode === 200) {
          answered.push(url);
          expect(answer.data?.code, url).toBe('INVALID_SIGNATURE');
        }
      }
    }
    // The check is meaningful only if encoded spellings really reach the route.
    expect(answered).toContain('/api/vendor/walle%74/win');
    expect(answered).toContain('/api/vendor/wallet/win');
    expect((await getBalances(t.db, member.id)).availableBalance).toBe('10.00');
    const rows = await t.db
      .selectFrom('wallet_ledger')
      .select('type')
      .where('member_id', '=', member.id)
      .execute();
    expect(rows.map((row) => row.type)).toEqual(['DEPOSIT']);
  });

  it('still books a correctly signed call reached through an encoded spelling, and signs the answer', async () => {
    const member = await createMember(t.db, { cash: '10.00' });
    const sessionToken = await createLaunch(t.db, member.id, 3);
    const payload = JSON.stringify({
      sessionToken,
      gameId: 3,
      roundId: 'encoded-ok',
      transactionId: 'encoded-bet',
      amount: '1.00',
      currency: 'USD',
    });
    const header = signRequest(t.config.houseVendorSecrets.request, payload);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/vendor/walle%74/bet',
      headers: { 'content-type': 'application/json', 'x-signature': header },
      payload,
    });
    expect(response.json()).toMatchObject({ error: 0, data: { code: 'OK', balance: '9.00' } });
    const v1 = parseSignature(header)?.v1 ?? '';
    const answer = response.headers['x-signature'] as string;
    expect(isValidAnswer(t.config.houseVendorSecrets.answer, v1, response.body, answer)).toBe(true);
    // Server-to-server answers carry no browser security headers, and player calls still do.
    expect(response.headers['content-security-policy']).toBeUndefined();
    const player = await t.app.inject({ method: 'POST', url: '/api/base/vipLevel/listAll', payload: {} });
    expect(player.headers['content-security-policy']).toBeDefined();
  });
});
