import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/app.js';
import { builtScript, builtSite } from './test/builtSite.js';

describe('the app shell', () => {
  let t: TestApp;
  const logLines: string[] = [];

  beforeAll(async () => {
    const logStream = new PassThrough();
    logStream.on('data', (chunk: Buffer) => logLines.push(...chunk.toString().split('\n').filter(Boolean)));
    t = await createTestApp(
      { logLevel: 'info', bodyLimitBytes: 10_000 },
      {
        logStream,
        domains: [
          {
            name: 'probe',
            handlers: {
              login: async () => {
                throw new Error('database exploded');
              },
            },
          },
        ],
      },
    );
  });
  afterAll(() => t.close());

  const post = (url: string, payload: string, contentType: string, lang = 'en') =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { 'content-type': contentType, 'x-fe-lang': lang },
    });

  it('answers the health check while the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers an unexpected failure with error 9 in the caller language and logs it with the request id', async () => {
    const res = await post(
      '/api/sys/auth/login',
      'username=ann&password=secret-pass',
      'application/x-www-form-urlencoded',
      'es',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      error: 9,
      message: 'El servidor está ocupado, inténtelo más tarde',
      data: null,
    });
    const requestId = res.headers['x-request-id'];
    const line = logLines.find((l) => l.includes('database exploded'));
    expect(line).toBeDefined();
    expect(JSON.parse(line!).reqId).toBe(requestId);
    expect(res.body).not.toContain('exploded');
  });

  it('names the failing field when the contract schema refuses the input', async () => {
    const res = await post(
      '/api/sys/auth/login',
      `username=${'a'.repeat(300)}&password=x`,
      'application/x-www-form-urlencoded',
    );
    expect(res.json()).toEqual({ error: 1, message: 'username is too long', data: null });
  });

  it('answers malformed JSON, unknown content types and huge bodies with an error envelope, not a 5xx', async () => {
    for (const res of [
      await post('/api/sys/auth/login', '{"username": ', 'application/json'),
      await post('/api/sys/auth/login', 'hello', 'text/plain'),
      await post(
        '/api/sys/auth/login',
        `username=${'a'.repeat(20_000)}`,
        'application/x-www-form-urlencoded',
      ),
      await t.app.inject({
        method: 'POST',
        url: '/api/sys/auth/login',
        payload: Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a]),
        headers: { 'content-type': 'application/json' },
      }),
    ]) {
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json()).toMatchObject({ error: 1, data: null });
    }
  });

  it('answers an operation whose domain is not built yet with error 9 "not available yet"', async () => {
    const res = await post('/api/sys/auth/logout', '', 'application/x-www-form-urlencoded', 'fil');
    expect(res.json()).toEqual({ error: 9, message: 'Hindi pa available ang serbisyong ito', data: null });
  });

  it('answers an unknown API path with a not-found envelope', async () => {
    const res = await post('/api/nothing/here', '', 'application/json');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 3, data: null });
  });

  it('redacts passwords and tokens from logs', () => {
    t.app.log.info(
      { body: { password: 'hunter2hunter2', token: 'abc' }, password: 'p', cardCvv: '123' },
      'probe',
    );
    const line = logLines.find((l) => l.includes('"probe"'))!;
    expect(line).not.toMatch(/hunter2|abc|"123"/);
  });

  it('sends a content security policy that allows same-origin game frames', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toContain("frame-src 'self'");
  });

  it('shows the outbox at /dev/mailbox outside production', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Outbox');
  });
});

describe('in production', () => {
  it('never serves the mailbox nor the developer credit', async () => {
    const t = await createTestApp({ nodeEnv: 'production' });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
      expect(res.statusCode).toBe(404);
      const credit = await t.app.inject({
        method: 'POST',
        url: '/dev/wallet/credit',
        payload: { username: 'anyone', amount: '100.00' },
      });
      expect(credit.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});

describe('the player app', () => {
  it('is downloaded compressed, its hashed assets cached for a year and index.html revalidated', async () => {
    const t = await createTestApp({ casinoDistDir: builtSite() });
    try {
      const script = await t.app.inject({
        method: 'GET',
        url: builtScript,
        headers: { 'accept-encoding': 'br' },
      });
      expect(script.headers['content-encoding']).toBe('br');
      expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const home = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip' } });
      expect(home.headers['content-encoding']).toBe('gzip');
      expect(home.headers['cache-control']).toBe('no-cache');
      expect(home.headers['content-security-policy']).toContain("default-src 'self'");
    } finally {
      await t.close();
    }
  });
});
