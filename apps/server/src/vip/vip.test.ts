import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSeedJson } from '../db/seedFile.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { expectRefusesAll, invalidRequests } from '../test/invalidPayloads.js';
import { findVipPackage } from './index.js';
import { seedVip } from './repository.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function call(url: string, form: Record<string, string> = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-fe-lang': 'en' },
    payload: new URLSearchParams(form).toString(),
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('VIP levels', () => {
  it('lists the six levels by level with points and the cashback percentage', async () => {
    const answer = await call('/base/vipLevel/listAll', { level_0: 'ASC' });
    expect(answer.error).toBe(0);
    expect(answer.data.map((level: { level: number }) => level.level)).toEqual([0, 10, 20, 30, 35, 40]);
    expect(answer.data[1]).toEqual({
      level: 10,
      name: 'bronze',
      displayName: 'Bronze',
      points: 400,
      cashbackRate: '5',
      color: '#cd7f32',
      icon: '/assets/vip/bronze.svg',
    });
    expect(answer.data.map((level: { cashbackRate: string }) => level.cashbackRate)).toEqual([
      '0',
      '5',
      '8',
      '12',
      '15',
      '20',
    ]);
    const descending = await call('/base/vipLevel/listAll', { level_0: 'DESC' });
    expect(descending.data[0].name).toBe('diamond');
  });
});

describe('VIP store', () => {
  const seed = readSeedJson<{ id: number; level: number; points: number; bonus: string }[]>('vipStore.json');

  it('lists enabled packages by level then points, with bonuses as money strings', async () => {
    const answer = await call('/base/vipStore/listAll', { level_0: 'ASC', points_1: 'ASC' });
    expect(answer.data).toEqual(seed);
    await t.db.updateTable('vip_package').set({ enabled: 0 }).where('id', '=', 1).execute();
    const without = await call('/base/vipStore/listAll');
    expect(without.data.map((item: { id: number }) => item.id)).not.toContain(1);
    expect(await findVipPackage(t.db, 1)).toBeUndefined();
    await t.db.updateTable('vip_package').set({ enabled: 1 }).where('id', '=', 1).execute();
  });

  it('filters by level and by points above a figure', async () => {
    const bronze = await call('/base/vipStore/listAll', { level: '10' });
    expect(bronze.data.length).toBeGreaterThan(0);
    expect(bronze.data.every((item: { level: number }) => item.level === 10)).toBe(true);
    const rich = await call('/base/vipStore/listAll', { points_GT: '5000' });
    expect(rich.data.map((item: { id: number }) => item.id)).toEqual(
      seed.filter((p) => p.points > 5000).map((p) => p.id),
    );
  });

  it('names a malformed filter', async () => {
    expect(await call('/base/vipStore/listAll', { level: '15' })).toMatchObject({
      error: 1,
      message: 'level is invalid',
    });
    expect(await call('/base/vipStore/listAll', { points_GT: 'many' })).toMatchObject({
      error: 1,
      message: 'points_GT is invalid',
    });
  });

  it('is seeded once: an operator’s change survives the next start', async () => {
    await t.db.updateTable('vip_level').set({ points: 500 }).where('level', '=', 10).execute();
    await seedVip(t.db);
    expect((await call('/base/vipLevel/listAll')).data[1].points).toBe(500);
    await t.db.updateTable('vip_level').set({ points: 400 }).where('level', '=', 10).execute();
  });
});

describe('generated invalid payloads', () => {
  for (const operationId of ['listVipLevels', 'listVipPackages']) {
    it(`${operationId} refuses every one without writing`, async () => {
      await expectRefusesAll(t.app, t.db, invalidRequests(operationId));
    });
  }
});
