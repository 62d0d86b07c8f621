import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameMaths } from '../admin/gameMaths.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { houseGameCodeOf } from './houseGames.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(async () => t.close());

interface Tile {
  id: number;
  name: string;
  rtp: string | null;
  volatility: string | null;
}

async function call<T>(url: string, payload: object | null) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: { 'x-fe-lang': 'en', ...(payload ? { 'content-type': 'application/json' } : {}) },
    ...(payload ? { payload: JSON.stringify(payload) } : {}),
  });
  return (response.json() as { data: T }).data;
}

/**
 * Issue 29: each tile's RTP and volatility come from its game's definition. The lobby's figures are
 * held to the published maths the back office shows (admin/gameMaths.ts: worked out from the
 * definitions, a studio slot's by enumerating every stop), so a tile can never state another return.
 */
describe("the tiles' return and volatility", () => {
  it("states every house tile's RTP and volatility as its game's published maths does", async () => {
    const page = await call<{ content: (Tile & { gameCode?: string })[] }>('/base/game/listPage', {
      enabled: 1,
      pageSize: 300,
    });
    const codes = new Map(
      (await t.db.selectFrom('game').select(['id', 'game_code']).execute()).map((row) => [
        row.id,
        row.game_code,
      ]),
    );
    const sheets = new Map((await gameMaths()).map((sheet) => [sheet.code, sheet]));
    expect(page.content).toHaveLength(24);
    for (const tile of page.content) {
      const sheet = sheets.get(houseGameCodeOf(codes.get(tile.id)!)!)!;
      expect({ name: tile.name, rtp: tile.rtp, volatility: tile.volatility }).toEqual({
        name: tile.name,
        rtp: sheet.rtp,
        volatility: sheet.volatility,
      });
      // a studio slot's stated figure is its PAR sheet's total, the jackpot's share included
      if (sheet.par) expect(tile.rtp).toBe(sheet.par.rtp.total);
    }
    const byName = new Map(page.content.map((tile) => [tile.name, tile]));
    expect(byName.get('Gem Mine')).toMatchObject({ rtp: '95.7737', volatility: 'medium' });
    expect(byName.get('Blood Moon')?.volatility).toBe('high');
    expect(byName.get('European Roulette')).toMatchObject({ rtp: '97.297', volatility: null });
  }, 120_000);

  it('carries them in the home lists the lobby opens with', async () => {
    const lists = await call<Record<string, { data: Tile[] }>>('/sys/game/all', null);
    const candy = lists.slotsGames?.data.find((tile) => tile.name === 'Candy Cascade');
    expect(candy?.volatility).toBe('low');
    expect(candy?.rtp).toMatch(/^\d{2}\.\d{4}$/);
    expect(lists.tableGames?.data.find((tile) => tile.name === 'Baccarat')?.rtp).toBe('98.942');
  });
});
