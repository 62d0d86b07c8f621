import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { expectRefusesAll, invalidRequests } from '../test/invalidPayloads.js';
import { memberWithSession } from '../test/sessionFor.js';
import { isOwnFile } from './index.js';
import { boundary, type FilesFixture, filesFixture, solid, uploadRequest } from './testing.js';

/* Uploads as the contract takes them, and every generated invalid upload or get refused. */

let t: TestApp;
let dataDir: string;
let owner: FilesFixture['owner'];
let stranger: FilesFixture['stranger'];
let png: Buffer;
let jpeg: Buffer;
let bmp: Buffer;
let upload: FilesFixture['upload'];

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'casino-files-'));
  t = await createTestApp({ dataDir });
  ({ owner, stranger, png, jpeg, bmp, upload } = await filesFixture(t, dataDir));
});
afterAll(async () => {
  await t.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('upload', () => {
  it('stores a PNG, a JPEG and a BMP for the member and answers their ids', async () => {
    for (const bytes of [png, jpeg, bmp]) {
      const answer = await upload(bytes);
      expect(answer.error).toBe(0);
      expect(answer.data.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(await isOwnFile(t.db, owner.memberId, answer.data.id)).toBe(true);
      expect(await isOwnFile(t.db, stranger.memberId, answer.data.id)).toBe(false);
    }
  });

  it('recognises the type from the bytes, not from the name or the declared type', async () => {
    const renamed = await upload(jpeg, { filename: 'passport.gif', type: 'application/pdf' });
    expect(renamed.error).toBe(0);
    const row = await t.db
      .selectFrom('stored_file')
      .select('mime')
      .where('id', '=', renamed.data.id)
      .executeTakeFirstOrThrow();
    expect(row.mime).toBe('image/jpeg');
  });

  it('refuses other types and images that do not decode', async () => {
    const gif = await solid(10, 10).gif().toBuffer();
    const fakePng = Buffer.concat([png.subarray(0, 16), Buffer.alloc(200, 7)]);
    for (const bytes of [gif, Buffer.from('%PDF-1.7 not an image'), fakePng]) {
      expect(await upload(bytes, { filename: 'id.png' })).toMatchObject({
        error: 1,
        message: 'Only JPEG, PNG or BMP images are accepted',
      });
    }
  });

  it('refuses a file above 5 MB and accepts one just under', async () => {
    const tooLarge = Buffer.concat([jpeg, Buffer.alloc(5 * 1024 * 1024 - jpeg.length + 1)]);
    expect(await upload(tooLarge)).toMatchObject({ error: 1, message: 'The file is larger than 5 MB' });
    const justUnder = await sharp({
      create: { width: 1200, height: 1200, channels: 3, background: { r: 1, g: 2, b: 3 } },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(justUnder.length).toBeGreaterThan(4 * 1024 * 1024);
    expect(justUnder.length).toBeLessThanOrEqual(5 * 1024 * 1024);
    expect((await upload(justUnder)).error).toBe(0);
  });

  it('asks for files when none comes, in the spec’s words', async () => {
    expect(await upload(Buffer.alloc(0))).toMatchObject({ error: 1, message: 'please upload files' });
    expect(await upload(png, { field: 'document' })).toMatchObject({
      error: 1,
      message: 'please upload files',
    });
    const plain = await t.app.inject({
      method: 'POST',
      url: '/api/sys/file/upload',
      headers: { authorization: owner.token, 'x-fe-lang': 'es' },
      payload: { file: 'x' },
    });
    expect(plain.json()).toMatchObject({ error: 1, message: 'por favor sube archivos' });
  });

  it('asks for a session (-2) without one and stores nothing', async () => {
    const before = await t.db.selectFrom('stored_file').select('id').execute();
    const response = await t.app.inject(uploadRequest(png));
    expect(response.json()).toMatchObject({ error: -2, data: null });
    expect(await t.db.selectFrom('stored_file').select('id').execute()).toHaveLength(before.length);
  });
});

describe('generated invalid payloads', () => {
  it('upload refuses every one without writing', async () => {
    const bytes = fc.uint8Array({ minLength: 0, maxLength: 2048 }).map((array) => Buffer.from(array));
    const junkUpload = fc
      .record({
        bytes,
        field: fc.constantFrom('file', 'upload', ''),
        type: fc.constantFrom('image/png', 'image/jpeg', 'text/plain'),
        magic: fc.constantFrom(Buffer.alloc(0), png.subarray(0, 8), jpeg.subarray(0, 4), Buffer.from('BM')),
      })
      .map(({ bytes: body, field, type, magic }) =>
        uploadRequest(Buffer.concat([magic, body]), { field, type, filename: 'x.png' }),
      );
    const brokenMultipart = fc.string({ maxLength: 200 }).map(
      (text): InjectOptions => ({
        method: 'POST',
        url: '/api/sys/file/upload',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: `--${boundary}\r\n${text}`,
      }),
    );
    // Several members share the runs, so the upload rate limit (30 per session) does not answer them all.
    const sessions = await Promise.all(Array.from({ length: 10 }, () => memberWithSession(t.db)));
    const requests = fc
      .tuple(
        fc.oneof(invalidRequests('uploadFile'), junkUpload, brokenMultipart),
        fc.nat(sessions.length - 1),
      )
      .map(([request, index]) => ({
        ...request,
        headers: { ...request.headers, authorization: sessions[index]!.token },
      }));
    await expectRefusesAll(t.app, t.db, requests, { runs: 200 });
  });

  it('get refuses every malformed query', async () => {
    const id = fc.oneof(
      fc.string({ maxLength: 60 }),
      fc.uuid().map((uuid) => `${uuid}x`),
      fc.constant(''),
    );
    const size = fc.oneof(
      fc.integer({ min: -10, max: 0 }),
      fc.integer({ min: 4097, max: 1e9 }),
      fc.string({ minLength: 1 }),
    );
    const queries = fc.oneof(
      id.map((value) => `id=${encodeURIComponent(value)}`),
      fc
        .tuple(fc.uuid(), size)
        .map(([uuid, value]) => `id=${uuid}&width=${encodeURIComponent(String(value))}`),
      fc
        .tuple(fc.uuid(), size)
        .map(([uuid, value]) => `id=${uuid}&height=${encodeURIComponent(String(value))}`),
      fc.uuid().map((uuid) => `id=${uuid}`),
    );
    await expectRefusesAll(
      t.app,
      t.db,
      invalidRequests('getFile', {
        extra: queries.map((query): InjectOptions => ({ method: 'GET', url: `/api/sys/file/get?${query}` })),
      }),
      { headers: { authorization: stranger.token } },
    );
  });
});
