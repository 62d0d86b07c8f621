import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { expectRefusesAll, invalidRequests } from '../test/invalidPayloads.js';
import { findInviteConfig } from './index.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function call(payload: object) {
  const response = await t.app.inject({ method: 'POST', url: '/api/base/inviteConfig/listAll', payload });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('invite configs', () => {
  it('lists the reward tiers by the invited members they need', async () => {
    const answer = await call({ personCount_0: 'ASC' });
    expect(answer.error).toBe(0);
    expect(
      answer.data.map(
        (tier: { personCount: number; bonusAmount: string }) => `${tier.personCount}:${tier.bonusAmount}`,
      ),
    ).toEqual(['1:5.00', '3:20.00', '5:40.00', '10:100.00', '20:250.00', '50:800.00']);
    expect(answer.data[0]).toEqual({ id: 1, personCount: 1, bonusAmount: '5.00' });
    const descending = await call({ personCount_0: 'DESC' });
    expect(descending.data[0].personCount).toBe(50);
    expect(await findInviteConfig(t.db, 6)).toMatchObject({ person_count: 50, bonus_amount: '800.00' });
  });

  it('names a sort that is neither ASC nor DESC', async () => {
    expect(await call({ personCount_0: 'UP' })).toMatchObject({
      error: 1,
      message: expect.stringContaining('personCount_0'),
    });
  });

  it('refuses every generated invalid payload without writing', async () => {
    await expectRefusesAll(t.app, t.db, invalidRequests('listInviteConfigs'));
  });
});
