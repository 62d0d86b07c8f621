import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { type FilesFixture, filesFixture, solid } from './testing.js';

/* Files served to their owner only (or to all when public), resized to the served sides and cached. */

let t: TestApp;
let dataDir: string;
let owner: FilesFixture['owner'];
let stranger: FilesFixture['stranger'];
let png: Buffer;
let jpeg: Buffer;
let bmp: Buffer;
let upload: FilesFixture['upload'];
let fetchFile: FilesFixture['fetchFile'];

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'casino-files-'));
  t = await createTestApp({ dataDir });
  ({ owner, stranger, png, jpeg, bmp, upload, fetchFile } = await filesFixture(t, dataDir));
});
afterAll(async () => {
  await t.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('get', () => {
  let pngId: string;
  let jpegId: string;
  let bmpId: string;

  beforeAll(async () => {
    [pngId, jpegId, bmpId] = await Promise.all(
      [png, jpeg, bmp].map(async (bytes) => (await upload(bytes)).data.id),
    );
  });

  it('answers the stored image with its type when no size is asked, a BMP as PNG', async () => {
    const response = await fetchFile(`id=${pngId}`, owner.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({ width: 400, height: 200 });
    const fromBmp = await fetchFile(`id=${bmpId}`, owner.token);
    expect(fromBmp.headers['content-type']).toBe('image/png');
    expect(await sharp(fromBmp.rawPayload).metadata()).toMatchObject({
      width: 50,
      height: 20,
      format: 'png',
    });
  });

  it('scales to fit inside the box of the next served sides up, keeping the ratio and never enlarging', async () => {
    const wide = await fetchFile(`id=${pngId}&width=100&height=100`, owner.token);
    expect(wide.headers['content-type']).toBe('image/png');
    expect(await sharp(wide.rawPayload).metadata()).toMatchObject({ width: 128, height: 64, format: 'png' });
    const tall = await fetchFile(`id=${jpegId}&height=60`, owner.token);
    expect(tall.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(tall.rawPayload).metadata()).toMatchObject({ width: 32, height: 64, format: 'jpeg' });
    const notEnlarged = await fetchFile(`id=${jpegId}&width=4000`, owner.token);
    expect(await sharp(notEnlarged.rawPayload).metadata()).toMatchObject({ width: 300, height: 600 });
  });

  it('resizes a BMP and answers it as PNG', async () => {
    const response = await fetchFile(`id=${bmpId}&width=25`, owner.token);
    expect(response.headers['content-type']).toBe('image/png');
    const { data, info } = await sharp(response.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect(info).toMatchObject({ width: 32, height: 13 });
    expect([...data.subarray(0, 3)]).toEqual([0x80, 0x80, 0x80]);
  });

  it('caches each size on disk and serves the cached copy', async () => {
    const first = await fetchFile(`id=${pngId}&width=64`, owner.token);
    const cachePath = path.join(dataDir, 'files', 'cache', `${pngId}-64x0`);
    const cached = await fs.readFile(cachePath);
    expect(cached.equals(first.rawPayload)).toBe(true);
    // A marked cache file proves the second answer comes from the cache, not a new resize.
    const marked = await solid(7, 7).png().toBuffer();
    await fs.writeFile(cachePath, marked);
    const second = await fetchFile(`id=${pngId}&width=64`, owner.token);
    expect(second.rawPayload.equals(marked)).toBe(true);
  });

  it('keeps a bounded set of sizes: forty sizes asked write copies of the served sides only (issue 26 finding 7)', async () => {
    for (let index = 0; index < 40; index++) {
      const side = 1 + index * 101;
      const response = await fetchFile(`id=${jpegId}&width=${side}&height=${4096 - side}`, owner.token);
      expect(response.statusCode).toBe(200);
    }
    const copies = (await fs.readdir(path.join(dataDir, 'files', 'cache'))).filter((name) =>
      name.startsWith(jpegId),
    );
    expect(copies.length).toBeLessThanOrEqual(7 * 7);
    const widths = new Set(copies.map((name) => name.slice(jpegId.length + 1).split('x')[0] ?? ''));
    expect(
      [...widths].every((width) => ['0', '32', '64', '128', '256', '512', '1024', '2048'].includes(width)),
    ).toBe(true);
  });

  it('limits how often one address asks for files (issue 26 finding 7)', async () => {
    const answers = [];
    for (let index = 0; index < 310; index++) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/sys/file/get?id=00000000-0000-4000-8000-000000000001',
        remoteAddress: '203.0.113.9',
      });
      answers.push(response.statusCode);
    }
    expect(answers).toContain(429);
  });

  it('answers 3 for someone else’s file exactly as for a missing one', async () => {
    const foreign = await fetchFile(`id=${pngId}`, stranger.token);
    const missing = await fetchFile('id=00000000-0000-4000-8000-000000000000', stranger.token);
    expect(foreign.statusCode).toBe(200);
    expect(foreign.json()).toEqual(missing.json());
    expect(foreign.json()).toMatchObject({ error: 3, data: null });
  });

  it('serves a public file to any member', async () => {
    await t.db.updateTable('stored_file').set({ visibility: 'public' }).where('id', '=', jpegId).execute();
    const response = await fetchFile(`id=${jpegId}`, stranger.token);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cache-control']).toContain('public');
  });

  it('asks for a session (-2) without one', async () => {
    expect((await fetchFile(`id=${pngId}`)).json()).toMatchObject({ error: -2 });
  });

  it('names a missing or malformed id and an out-of-range size', async () => {
    expect((await fetchFile('', owner.token)).json()).toMatchObject({ error: 1, message: 'id required' });
    expect((await fetchFile('id=../../etc/passwd', owner.token)).json()).toMatchObject({
      error: 1,
      message: 'id is invalid',
    });
    expect((await fetchFile(`id=${pngId}&width=0`, owner.token)).json()).toMatchObject({
      error: 1,
      message: 'width is invalid',
    });
    expect((await fetchFile(`id=${pngId}&height=5000`, owner.token)).json()).toMatchObject({
      error: 1,
      message: 'height is invalid',
    });
  });
});
