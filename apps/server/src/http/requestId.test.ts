import { request as httpRequest } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { freePort } from '../test/freePort.js';
import { capturedLogs } from '../test/logLines.js';

describe('request ids', () => {
  let t: TestApp;
  let base: string;
  const { logStream, lines: logLines } = capturedLogs();

  beforeAll(async () => {
    t = await createTestApp(
      { logLevel: 'info' },
      {
        logStream,
        domains: [
          {
            name: 'probe',
            handlers: {
              // A rule below the handler that holds the app's logger, not the request's, after the body
              // was read and after a wait: its line still names the request.
              login: async (request) => {
                await sleep(5);
                request.server.log.info({ probe: true }, 'written below the handler');
                return null;
              },
            },
          },
        ],
      },
    );
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    await t.app.listen({ port, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  /** Over a real socket: the body arrives in chunks from the socket, outside the request's context. */
  const login = async (requestId?: string) => {
    const response = await fetch(`${base}/api/sys/auth/login`, {
      method: 'POST',
      body: 'username=ann&password=secret-pass',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-fe-lang': 'en',
        ...(requestId === undefined ? {} : { 'x-request-id': requestId }),
      },
    });
    return { headers: { 'x-request-id': response.headers.get('x-request-id') } };
  };

  /** The body sent in two parts with a pause between: its second part reaches the server on its own. */
  const slowLogin = (requestId: string) =>
    new Promise<void>((resolve, reject) => {
      const call = httpRequest(
        `${base}/api/sys/auth/login`,
        {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            'x-fe-lang': 'en',
            'x-request-id': requestId,
          },
        },
        (response) => response.resume().on('end', resolve),
      );
      call.on('error', reject);
      call.write('username=ann&');
      setTimeout(() => call.end('password=secret-pass'), 50);
    });

  /** Through inject: fetch cannot send a header value with a newline. */
  const injected = (requestId: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/sys/auth/login',
      payload: 'username=ann&password=secret-pass',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-fe-lang': 'en',
        'x-request-id': requestId,
      },
    });

  const linesOf = (reqId: unknown) => logLines.filter((line) => line.reqId === reqId);

  it('keeps a sane x-request-id: answered back, on the request lines and on lines written below the handler', async () => {
    const res = await login('lb-7f3a.9_c');
    expect(res.headers['x-request-id']).toBe('lb-7f3a.9_c');
    const lines = linesOf('lb-7f3a.9_c');
    expect(lines.map((line) => line.msg)).toEqual([
      'incoming request',
      'written below the handler',
      'request completed',
    ]);
    // Named once: the request's own logger is not given the id a second time.
    const probe = JSON.stringify(lines[1]);
    expect(probe.match(/"reqId"/g)).toHaveLength(1);
  });

  it('keeps the id on lines written after a body that arrived late', async () => {
    await slowLogin('slow-body-1');
    expect(linesOf('slow-body-1').map((line) => line.msg)).toContain('written below the handler');
  });

  it('generates an id when none is sent, and a different one for each request', async () => {
    const first = (await login()).headers['x-request-id'];
    const second = (await login()).headers['x-request-id'];
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toMatch(/^[0-9a-f-]{36}$/);
    expect(first).not.toBe(second);
    expect(linesOf(first).map((line) => line.msg)).toContain('written below the handler');
  });

  it.each([
    ['too long', 'a'.repeat(65)],
    ['with spaces', 'abc def'],
    ['with a forged log line', 'abc\n{"level":50,"msg":"forged"}'],
    ['with a colon and slash', 'http://evil'],
    ['empty', ''],
  ])('replaces an x-request-id %s with a generated one', async (_case, given) => {
    const res = given.includes('\n') ? await injected(given) : await login(given);
    const answered = res.headers['x-request-id'];
    expect(answered).toMatch(/^[0-9a-f-]{36}$/);
    expect(linesOf(answered).map((line) => line.msg)).toContain('request completed');
    expect(logLines.some((line) => line.reqId === given || line.msg === 'forged')).toBe(false);
  });

  it('keeps an id of exactly 64 characters', async () => {
    const id = 'A'.repeat(64);
    expect((await login(id)).headers['x-request-id']).toBe(id);
  });

  it('writes lines outside any request without an id', async () => {
    t.app.log.info('outside a request');
    expect(logLines.find((line) => line.msg === 'outside a request')).not.toHaveProperty('reqId');
  });
});
