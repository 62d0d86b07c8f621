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
      message: 'El servidor está ocupado, inténtalo más tarde',
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
});

describe('the development routes', () => {
  const credit = (t: TestApp, options: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/dev/wallet/credit',
      payload: { username: 'anyone', amount: '100.00' },
      ...options,
    });

  it('are not served unless DEV_ROUTES asks for them, not even to this machine', async () => {
    const t = await createTestApp();
    try {
      expect((await t.app.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(404);
      expect((await credit(t)).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/' })).body).not.toContain('/dev/mailbox');
    } finally {
      await t.close();
    }
  });

  describe('with DEV_ROUTES=1', () => {
    let t: TestApp;
    beforeAll(async () => {
      // Behind Cloudflare the proxy headers are believed for other purposes: they must not open these.
      t = await createTestApp({ devRoutes: true, trustCloudflare: true });
    });
    afterAll(() => t.close());

    it('shows the outbox to a caller on this machine, over IPv4, IPv6 and IPv4-mapped IPv6', async () => {
      for (const remoteAddress of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
        const res = await t.app.inject({ method: 'GET', url: '/dev/mailbox', remoteAddress });
        expect(res.statusCode, remoteAddress).toBe(200);
        expect(res.body).toContain('Outbox');
      }
    });

    it('refuses a loopback connection that came through a proxy on this machine', async () => {
      for (const [name, value] of Object.entries({
        'x-forwarded-for': '203.0.113.7',
        forwarded: 'for=203.0.113.7',
        'x-real-ip': '203.0.113.7',
        'cf-connecting-ip': '127.0.0.1',
      })) {
        const res = await t.app.inject({ method: 'GET', url: '/dev/mailbox', headers: { [name]: value } });
        expect(res.statusCode, name).toBe(404);
        expect((await credit(t, { headers: { [name]: value } })).statusCode, name).toBe(404);
      }
    });

    it('answers a remote caller as if the routes did not exist, whatever its proxy headers claim', async () => {
      const spoofed = {
        'x-forwarded-for': '127.0.0.1',
        'cf-connecting-ip': '127.0.0.1',
        'x-real-ip': '127.0.0.1',
        forwarded: 'for=127.0.0.1',
      };
      for (const remoteAddress of ['203.0.113.7', '::ffff:10.0.0.1', '2001:db8::1', '128.0.0.1']) {
        const mailbox = await t.app.inject({
          method: 'GET',
          url: '/dev/mailbox',
          remoteAddress,
          headers: spoofed,
        });
        expect(mailbox.statusCode, remoteAddress).toBe(404);
        expect(mailbox.body).not.toContain('Outbox');
        const funded = await credit(t, { remoteAddress, headers: spoofed });
        expect(funded.statusCode, remoteAddress).toBe(404);
        // Other spellings of the path reach the same guarded routes or none.
        for (const url of [
          '/dev//mailbox',
          '/dev/mailbox/',
          '/DEV/mailbox',
          '/dev/%6dailbox',
          '/dev/mailbox?x=1',
        ]) {
          const res = await t.app.inject({ method: 'GET', url, remoteAddress, headers: spoofed });
          expect(res.body, url).not.toContain('Outbox');
        }
      }
    });
  });

  it('are never served in production, even when DEV_ROUTES is set', async () => {
    const t = await createTestApp({ nodeEnv: 'production', devRoutes: true });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(404);
      expect((await credit(t)).statusCode).toBe(404);
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
      expect(home.headers['cache-control']).toBe('private, no-cache');
      expect(home.headers['content-security-policy']).toContain("default-src 'self'");
    } finally {
      await t.close();
    }
  });
});
