import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { adminCall, operatorWithSession } from './testing.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ authRateLimitPerMinute: 100_000 });
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe('the games screen', () => {
  it("lists every house game's return, edge and limits, a studio slot's PAR sheet and a table's bets", async () => {
    const { token } = await operatorWithSession(t, 'compliance');
    const answer = await adminCall(t, '/admin/games/maths', undefined, token);
    expect(answer.error).toBe(0);
    // biome-ignore lint/suspicious/noExplicitAny: the answer is read field by field
    const games = answer.data as any[];
    const gemMine = games.find((game) => game.code === 'house_gem_mine');
    // its exact 94.7737 % and the jackpot's 1 % of every stake
    expect(gemMine).toMatchObject({
      engine: 'studio',
      rtp: '95.7737',
      houseEdge: '4.2263',
      jackpot: '1.0000',
      volatility: 'medium',
      minBet: '0.10',
    });
    expect(gemMine.par).toMatchObject({
      reading: 'clusters',
      rows: 5,
      rtp: { base: '94.7737', total: '95.7737' },
    });
    expect(gemMine.par.reels).toHaveLength(5);
    expect(gemMine.par.pays.length).toBeGreaterThan(3);
    const dig = games.find((game) => game.code === 'house_treasure_dig');
    expect(dig.par.features.pick.prizes).toEqual([10, 20, 30, 40, 60, 200]);
    expect(dig.par.featureFrequency).toBeGreaterThan(0);
    expect(dig.par.standardDeviation).toBeGreaterThan(0);
    const baccarat = games.find((game) => game.engine === 'baccarat');
    expect(baccarat).toMatchObject({ rtp: '98.942', houseEdge: '1.058', jackpot: null, par: null });
    expect(baccarat.bets).toContainEqual({
      bet: 'tie',
      rtp: '85.640',
      houseEdge: '14.360',
      maxBet: '100.00',
    });
    const french = games.find((game) => game.code === 'house_roulette_french');
    expect(french).toMatchObject({ rules: 'french' });
    expect(french.bets).toContainEqual({ bet: 'evenMoney', rtp: '98.649', houseEdge: '1.351', maxBet: null });
  });

  it('is read by compliance, finance and content, and refused to support', async () => {
    for (const role of ['finance', 'content', 'administrator'] as const) {
      const { token } = await operatorWithSession(t, role);
      expect((await adminCall(t, '/admin/games/maths', undefined, token)).error).toBe(0);
    }
    const support = await operatorWithSession(t, 'support');
    expect((await adminCall(t, '/admin/games/maths', undefined, support.token)).error).toBe(5);
    expect((await adminCall(t, '/admin/games/maths')).error).toBe(-2);
  });
});
