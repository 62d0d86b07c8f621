import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { registerMember } from '../test/members.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ devRoutes: true });
});
afterAll(async () => {
  await t.close();
});

const preset = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/dev/house/seeds', payload }).then((answer) => answer.json());
const SEED = '0e20000000000000000000000000000000000000000000000000000000000001';

describe('the house seed preset (DEV_ROUTES=1)', () => {
  it("sets a member's first seed pair once, and refuses what is not a seed", async () => {
    const { user } = await registerMember(t.app);
    expect(await preset({ username: user.username, serverSeed: 'abc', clientSeed: 'x' })).toMatchObject({
      error: 1,
    });
    expect(await preset({ username: user.username, serverSeed: SEED, clientSeed: 'split-945' })).toEqual({
      error: 0,
      message: '',
      data: { username: user.username },
    });
    // the member has a pair now, and keeps it
    expect(await preset({ username: user.username, serverSeed: SEED, clientSeed: 'other' })).toMatchObject({
      error: 2,
    });
    expect(await preset({ username: 'nobody-here', serverSeed: SEED, clientSeed: 'x' })).toMatchObject({
      error: 3,
    });
  });
});
