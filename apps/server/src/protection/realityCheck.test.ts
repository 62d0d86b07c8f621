import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundedPlayer } from '../admin/testing.js';
import { hashToken } from '../shared/tokens.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { call } from '../test/members.js';
import { placeBet } from '../vendorWallet/settle.js';
import { createLaunch, seedGames } from '../vendorWallet/testing.js';

let t: TestApp;
let sequence = 0;
const next = (name: string) => `${name}-rc-${++sequence}`;

beforeAll(async () => {
  t = await createTestApp({ authRateLimitPerMinute: 100_000 });
  await seedGames(t.db);
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe('reality check over the game', () => {
  it('holds every bet of the launch session until the player answers, then counts the next interval from the answer', async () => {
    const player = await fundedPlayer(t, '100.00');
    const launch = await createLaunch(t.db, player.memberId, 1);
    const bet = (amount: string) =>
      placeBet(t.db, {
        vendor: 'HOUSE',
        tokenHash: hashToken(launch),
        gameId: 1,
        currency: undefined,
        transactionId: next('bet'),
        roundId: next('round'),
        amount,
      });
    const ask = (path: string, fields: Record<string, string> = {}) =>
      call(t.app, `/sys/protection/${path}`, fields, { token: player.token });

    // No interval chosen: nothing is due and nothing can be held.
    expect((await ask('session')).data).toMatchObject({ realityCheckDueAt: null, held: false });
    expect((await ask('realityCheck/hold')).error).toBe(2);

    await ask('times/set', { realityCheckMinutes: '15', sessionMinutes: '' });
    const summary = (await ask('session')).data;
    expect(new Date(summary.realityCheckDueAt).getTime() - new Date(summary.startedAt).getTime()).toBe(
      15 * 60_000,
    );
    await bet('2.50');

    const held = await ask('realityCheck/hold');
    expect(held.data).toMatchObject({ held: true, net: '-2.50' });
    await expect(bet('1.00')).rejects.toMatchObject({ messageKey: 'protection.realityCheckHeld' });

    const before = Date.now();
    const answered = await ask('realityCheck/continue');
    expect(answered.data.held).toBe(false);
    expect(new Date(answered.data.realityCheckDueAt).getTime()).toBeGreaterThanOrEqual(
      before + 15 * 60_000 - 1000,
    );
    await bet('1.00');
  });
});
