import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadClientApp } from './clientApp';

/** A build as Vite writes it: the page, its files and the manifest naming each module's chunk. */
function fakeBuild() {
  const dist = mkdtempSync(join(tmpdir(), 'house-client-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, '.vite'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html lang="es"><head><title></title><script type="module" src="./assets/index-1.js"></script><link rel="stylesheet" href="./assets/index-1.css"></head><body></body></html>',
  );
  const manifest = {
    'src/main.tsx': { file: 'assets/index-1.js', isEntry: true, css: ['assets/index-1.css'] },
    'src/games/roulette/index.ts': {
      file: 'assets/roulette-2.js',
      imports: ['_chips.js', 'src/main.tsx'],
      css: ['assets/roulette-2.css'],
    },
    '_chips.js': { file: 'assets/chips-3.js', css: ['assets/chips-3.css'] },
    'src/games/roulette/lang/fr.json': { file: 'assets/fr-4.js' },
    'src/games/roulette/lang/es.json': { file: 'assets/es-5.js' },
    'src/frame/lang/fr.json': { file: 'assets/fr-6.js' },
    'src/games/slot/index.ts': { file: 'assets/slot-7.js' },
    '../../node_modules/pixi.js/lib/rendering/renderers/gl/WebGLRenderer.mjs': {
      file: 'assets/WebGLRenderer-8.js',
      imports: ['_chips.js'],
    },
  };
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  for (const chunk of Object.values(manifest)) writeFileSync(join(dist, chunk.file), '');
  return loadClientApp(dist);
}

const preloaded = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="\.\/([^"]+)">/g)].map((m) => m[1]);
const styled = (html: string) =>
  [...html.matchAll(/<link rel="stylesheet" crossorigin href="\.\/([^"]+)">/g)].map((m) => m[1]);

describe('the game client page', () => {
  const client = fakeBuild();
  const meta = { lang: 'fr', title: 'Roulette', sessionId: 's', apiPath: '/vendor/house/api' };

  it("names the game's modules and its words in the page's language, to fetch beside the entry", () => {
    expect(preloaded(client.page({ ...meta, engine: 'roulette' })).sort()).toEqual([
      'assets/chips-3.js',
      'assets/fr-4.js',
      'assets/fr-6.js',
      'assets/index-1.js',
      'assets/roulette-2.js',
    ]);
    // another game's chunk is not fetched for this one, nor PixiJS before the controls are up
    expect(client.page({ ...meta, engine: 'roulette' })).not.toContain('slot-7.js');
    expect(client.page({ ...meta, engine: 'roulette' })).not.toContain('WebGLRenderer-8.js');
  });

  it("links the game's style sheets, which Vite's loader would otherwise fetch a round trip after the entry", () => {
    expect(styled(client.page({ ...meta, engine: 'roulette' })).sort()).toEqual([
      'assets/chips-3.css',
      'assets/roulette-2.css',
    ]);
    expect(styled(client.page(meta))).toEqual([]);
  });

  it('preloads nothing for a page without a game (a reload resumes through the session) or an engine the build lacks', () => {
    expect(preloaded(client.page(meta))).toEqual([]);
    expect(preloaded(client.page({ ...meta, engine: 'keno' }))).toEqual([]);
  });
});

describe("the game client's files", () => {
  it("sends the build's brotli copy as it is, compresses a file without one, and never serves a copy by its own name", async () => {
    const dist = mkdtempSync(join(tmpdir(), 'house-client-'));
    mkdirSync(join(dist, 'assets'));
    const script = 'export const reels = 5;\n'.repeat(200);
    writeFileSync(join(dist, 'assets', 'slot-1.js'), script);
    // Not real brotli: the bytes show the copy was sent untouched rather than compressed on request.
    writeFileSync(join(dist, 'assets', 'slot-1.js.br'), 'the build made this copy');
    const client = loadClientApp(dist);
    const app = Fastify();
    app.get<{ Params: { name: string } }>('/assets/:name', (request, reply) => {
      if (!client.sendAsset(request, reply, request.params.name)) reply.code(404).send();
      return reply;
    });
    const get = (name: string, encoding: string) =>
      app.inject({ url: `/assets/${name}`, headers: { 'accept-encoding': encoding } });

    const br = await get('slot-1.js', 'br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.toString()).toBe('the build made this copy');
    const gzip = await get('slot-1.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);
    expect((await get('slot-1.js.br', 'br')).statusCode).toBe(404);
    await app.close();
  });
});
