import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const status = async (url: string) => {
  const response = await t.app.inject({ method: 'GET', url });
  return { code: response.statusCode, body: response.json() as { status: string } };
};

describe('liveness and readiness (issue 31)', () => {
  it('/readyz is 503 while starting and from the first moment of a shutdown; /healthz stays 200', async () => {
    expect(await status('/readyz')).toEqual({ code: 503, body: { status: 'starting' } });
    expect((await status('/healthz')).code).toBe(200);
    t.app.lifecycle.phase = 'serving';
    expect(await status('/readyz')).toEqual({ code: 200, body: { status: 'ready' } });
    t.app.lifecycle.phase = 'stopping';
    expect(await status('/readyz')).toEqual({ code: 503, body: { status: 'stopping' } });
    expect((await status('/healthz')).code).toBe(200);
  });
});
