import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtScript, builtSite } from '../test/builtSite.js';
import { immutable, staticSite } from './staticSite.js';

describe('a built site', () => {
  let app: FastifyInstance;
  const script = builtScript;
  const get = (url: string, acceptEncoding?: string) =>
    app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  beforeAll(async () => {
    app = Fastify();
    await app.register(staticSite, { root: builtSite() });
  });
  afterAll(() => app.close());

  it('answers a hashed asset in brotli when the phone accepts it, cached for a year', async () => {
    const res = await get(script, 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe(immutable);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('console.log');
    expect(res.rawPayload.length).toBeLessThan(200);
  });

  it('falls back to gzip for a browser without brotli', async () => {
    const res = await get(script, 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe(immutable);
    expect(gunzipSync(res.rawPayload).toString()).toContain('console.log');
  });

  it('sends the file as it is to a client that accepts no compression', async () => {
    const res = await get(script);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toContain('console.log');
  });

  it('has index.html revalidated, at / and by name, so a new build shows at once', async () => {
    for (const url of ['/', '/index.html']) {
      const res = await get(url, 'br');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<title>Casino</title>');
    }
  });

  it('answers a repeat visit with 304 while index.html is unchanged', async () => {
    const first = await get('/', 'br');
    const again = await app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('gives the compressed copies no URL of their own', async () => {
    expect((await get(`${script}.br`)).statusCode).toBe(404);
    expect((await get('/index.html.gz')).statusCode).toBe(404);
  });
});

describe('a site without hashed names', () => {
  it('has every file revalidated', async () => {
    const app = Fastify();
    await app.register(staticSite, { root: builtSite(), hashedDirs: [] });
    const res = await app.inject({ method: 'GET', url: builtScript, headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    await app.close();
  });
});
