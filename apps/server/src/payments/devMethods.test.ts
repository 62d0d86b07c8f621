import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { memberWithSession } from '../test/sessionFor.js';

let t: TestApp;
let off: TestApp;

beforeAll(async () => {
  [t, off] = await Promise.all([createTestApp({ devRoutes: true }), createTestApp()]);
});
afterAll(async () => {
  await Promise.all([t.close(), off.close()]);
});

const toggle = (
  app: TestApp,
  payload: unknown,
  options: { remoteAddress?: string; headers?: Record<string, string> } = {},
) => app.app.inject({ method: 'POST', url: '/dev/deposit-methods', payload: payload as object, ...options });

async function listed(token: string) {
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/sys/depositPaymentMethod/listAll',
    headers: { authorization: token, 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'enabled=1&visibility_IN=0,20&sortIndex_0=ASC',
  });
  return (answer.json().data as { code: string }[]).map((method) => method.code);
}

describe('the deposit methods switch (DEV_ROUTES=1)', () => {
  it('turns a method the seed leaves off on for the chooser, and off again', async () => {
    const m = await memberWithSession(t.db);
    expect(await listed(m.token)).not.toContain('PINGPONG');
    expect((await toggle(t, { code: 'PINGPONG', enabled: 1 })).json()).toMatchObject({ error: 0 });
    expect(await listed(m.token)).toContain('PINGPONG');
    await toggle(t, { code: 'PINGPONG', enabled: 0 });
    expect(await listed(m.token)).not.toContain('PINGPONG');
  });

  it('refuses an unknown code or flag, a remote or proxied caller, and is absent without DEV_ROUTES', async () => {
    expect((await toggle(t, { code: 'NOPE', enabled: 1 })).json().error).not.toBe(0);
    expect((await toggle(t, { code: 'PIX', enabled: 2 })).json().error).not.toBe(0);
    expect((await toggle(t, { code: 'PIX', enabled: 0 }, { remoteAddress: '203.0.113.9' })).statusCode).toBe(
      404,
    );
    expect(
      (await toggle(t, { code: 'PIX', enabled: 0 }, { headers: { 'x-forwarded-for': '1.2.3.4' } }))
        .statusCode,
    ).toBe(404);
    expect((await toggle(off, { code: 'PIX', enabled: 0 })).statusCode).toBe(404);
    const pix = await t.db
      .selectFrom('deposit_payment_method')
      .select('enabled')
      .where('code', '=', 'PIX')
      .executeTakeFirstOrThrow();
    expect(pix.enabled).toBe(1);
  });
});
