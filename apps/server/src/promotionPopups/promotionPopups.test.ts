import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { seedPopups } from './repository.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function list(lang = 'en') {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/base/promotionPopup/listAll',
    headers: { 'x-fe-lang': lang },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as {
    error: number;
    data: { id: number; title: string; action: string; audience: string; gameId: number | null }[];
  };
}

describe('promotion pop-ups', () => {
  it('answer the enabled seeded ones by sortIndex, each with its action and audience', async () => {
    const answer = await list();
    expect(answer.error).toBe(0);
    expect(answer.data.map((popup) => [popup.id, popup.action, popup.audience, popup.gameId])).toEqual([
      [1, 'REGISTER', 'guest', null],
      [2, 'DEPOSIT', 'member', null],
      [3, 'INVITE', 'member', null],
      [4, 'LAUNCH_GAME', 'member', 1],
    ]);
    expect(answer.data[0]).toMatchObject({
      title: 'Welcome bonus: 100% up to 200',
      image: '/assets/banners/welcome-bonus-mobile.svg',
      sortIndex: 10,
    });
  });

  it('speak the caller’s language, else English, else Spanish', async () => {
    expect((await list('tr')).data[0]!.title).toBe('Hoş geldin bonusu: 200’e kadar %100');
    await t.db
      .deleteFrom('promotion_popup_translation')
      .where('popup_id', '=', 1)
      .where('lang', '=', 'tr')
      .execute();
    expect((await list('tr')).data[0]!.title).toBe('Welcome bonus: 100% up to 200');
    await t.db
      .deleteFrom('promotion_popup_translation')
      .where('popup_id', '=', 1)
      .where('lang', 'in', ['en', 'es'])
      .execute();
    // No words it could show: the pop-up is left out rather than shown empty.
    expect((await list('tr')).data.map((popup) => popup.id)).not.toContain(1);
  });

  it('run only inside their running time', async () => {
    const hour = 3_600_000;
    await t.db
      .updateTable('promotion_popup')
      .set({ starts_at: new Date(Date.now() + hour) })
      .where('id', '=', 2)
      .execute();
    await t.db
      .updateTable('promotion_popup')
      .set({ ends_at: new Date(Date.now() - hour), starts_at: new Date(Date.now() - 2 * hour) })
      .where('id', '=', 3)
      .execute();
    await t.db
      .updateTable('promotion_popup')
      .set({ starts_at: new Date(Date.now() - hour), ends_at: new Date(Date.now() + hour) })
      .where('id', '=', 4)
      .execute();
    expect((await list()).data.map((popup) => popup.id)).not.toContain(2);
    expect((await list()).data.map((popup) => popup.id)).not.toContain(3);
    expect((await list()).data.map((popup) => popup.id)).toContain(4);
  });

  it('refuse, in the database, a button that cannot work', async () => {
    const insert = (values: Record<string, unknown>) =>
      t.db
        .insertInto('promotion_popup')
        .values({ action: 'CLOSE_ONLY', audience: 'all', enabled: 1, sort_index: 0, ...values })
        .execute();
    // The operator's own pop-ups are taken (after the seeded ids)...
    await insert({ action: 'LAUNCH_GAME', game_id: 3, enabled: 0 });
    await insert({ action: 'CLOSE_ONLY', enabled: 0 });
    // ...but not one whose button cannot work.
    await expect(insert({ action: 'LAUNCH_GAME', game_id: null })).rejects.toThrow();
    await expect(insert({ action: 'CLOSE_ONLY', game_id: 3 })).rejects.toThrow();
    await expect(insert({ action: 'DEPOSIT', audience: 'guest' })).rejects.toThrow();
    await expect(insert({ action: 'REGISTER', audience: 'member' })).rejects.toThrow();
    await expect(insert({ action: 'OPEN_CASHIER' })).rejects.toThrow();
    await expect(insert({ action: 'LAUNCH_GAME', game_id: 999_999 })).rejects.toThrow();
  });

  it('are seeded once: an operator’s table is left as it is', async () => {
    await t.db.updateTable('promotion_popup').set({ enabled: 0 }).execute();
    await seedPopups(t.db);
    expect((await list()).data).toEqual([]);
  });
});
