import { randomUUID } from 'node:crypto';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { encode as encodeBmp } from 'bmp-ts';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { expectRefusesAll, invalidRequests } from '../test/invalidPayloads.js';
import { memberWithSession } from '../test/sessionFor.js';
import { fileStorage, isOwnFile } from './index.js';
import { insertFile } from './repository.js';
import { sanitizeStoredFiles } from './sanitizeStored.js';

let t: TestApp;
let dataDir: string;
let owner: { memberId: number; token: string };
let stranger: { memberId: number; token: string };

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'casino-files-'));
  t = await createTestApp({ dataDir });
  [owner, stranger] = await Promise.all([memberWithSession(t.db), memberWithSession(t.db)]);
});
afterAll(async () => {
  await t.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

const boundary = '----casino-test-boundary';

function multipart(field: string, filename: string, contentType: string, bytes: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
}

function uploadRequest(
  bytes: Buffer,
  options: { field?: string; filename?: string; type?: string } = {},
): InjectOptions {
  return {
    method: 'POST',
    url: '/api/sys/file/upload',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-fe-lang': 'en' },
    payload: multipart(
      options.field ?? 'file',
      options.filename ?? 'scan.png',
      options.type ?? 'image/png',
      bytes,
    ),
  };
}

async function upload(
  bytes: Buffer,
  options: { field?: string; filename?: string; type?: string; token?: string } = {},
) {
  const request = uploadRequest(bytes, options);
  const response = await t.app.inject({
    ...request,
    headers: { ...request.headers, authorization: options.token ?? owner.token },
  });
  expect(response.statusCode).toBeLessThan(500);
  return response.json();
}

async function fetchFile(query: string, token?: string) {
  return t.app.inject({
    method: 'GET',
    url: `/api/sys/file/get?${query}`,
    headers: { 'x-fe-lang': 'en', ...(token ? { authorization: token } : {}) },
  });
}

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 60 } } });

let png: Buffer;
let jpeg: Buffer;
let bmp: Buffer;

beforeAll(async () => {
  png = await solid(400, 200).png().toBuffer();
  jpeg = await solid(300, 600).jpeg().toBuffer();
  const pixels = Buffer.alloc(50 * 20 * 4, 0x80);
  bmp = encodeBmp({ data: pixels, width: 50, height: 20, bitPP: 24 }).data;
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

/** PNG chunk: length, type, data, CRC-32 of type and data (node 20 has no zlib.crc32). */
function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  let crc = 0xffffffff;
  for (const byte of body) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const check = Buffer.alloc(4);
  check.writeUInt32BE((crc ^ 0xffffffff) >>> 0);
  return Buffer.concat([length, body, check]);
}

/** A valid 1-bit grayscale PNG of the given sides: a few KB that decode to width x height pixels. */
function bombPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8);
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

async function storedBytes(id: string): Promise<Buffer> {
  return fs.readFile(path.join(dataDir, 'files', 'originals', id));
}

describe('hostile uploads', () => {
  it('keeps no EXIF (GPS, camera, author) and serves none back, the orientation applied', async () => {
    const photo = await solid(300, 200)
      .jpeg()
      .withExif({
        IFD0: { Make: 'SpyCam', Model: 'X-1000', Artist: 'Jane Member' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '60/1 10/1 0/1', GPSLongitudeRef: 'E' },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect(await sharp(photo).metadata()).toMatchObject({ orientation: 6, exif: expect.any(Buffer) });
    expect(photo.includes(Buffer.from('SpyCam'))).toBe(true);
    const answer = await upload(photo, { filename: 'me.jpg', type: 'image/jpeg' });
    expect(answer.error).toBe(0);
    const served = (await fetchFile(`id=${answer.data.id}`, owner.token)).rawPayload;
    for (const bytes of [await storedBytes(answer.data.id), served]) {
      const metadata = await sharp(bytes).metadata();
      expect(metadata).toMatchObject({ format: 'jpeg', width: 200, height: 300 });
      expect(metadata.exif).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
      for (const secret of ['SpyCam', 'X-1000', 'Jane Member', 'Exif']) {
        expect(bytes.includes(Buffer.from(secret))).toBe(false);
      }
    }
    const row = await t.db
      .selectFrom('stored_file')
      .selectAll()
      .where('id', '=', answer.data.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ mime: 'image/jpeg', width: 200, height: 300 });
  });

  it('stores no trailing ZIP or HTML of a polyglot, nor comments and text chunks', async () => {
    const zip = Buffer.concat([
      Buffer.from('PK\x03\x04'),
      Buffer.from('payload.html<script>alert(1)</script>'),
    ]);
    const html = Buffer.from('<html><script>alert(document.cookie)</script></html>');
    const textChunk = pngChunk('tEXt', Buffer.from('Comment\0<script>alert(2)</script>', 'latin1'));
    const pngWithText = Buffer.concat([png.subarray(0, 33), textChunk, png.subarray(33)]);
    const jpegWithComment = Buffer.concat([
      jpeg.subarray(0, 2),
      Buffer.from([0xff, 0xfe, 0x00, html.length + 2]),
      html,
      jpeg.subarray(2),
    ]);
    const hostile = [
      Buffer.concat([png, zip]),
      Buffer.concat([png, html]),
      Buffer.concat([jpeg, zip]),
      Buffer.concat([jpeg, html]),
      pngWithText,
      jpegWithComment,
    ];
    for (const bytes of hostile) {
      const answer = await upload(bytes);
      expect(answer.error).toBe(0);
      const stored = await storedBytes(answer.data.id);
      for (const marker of ['<script', 'PK', '<html', 'Comment']) {
        expect(stored.includes(Buffer.from(marker))).toBe(false);
      }
      const metadata = await sharp(stored).metadata();
      expect(metadata.comments).toBeUndefined();
      // Nothing after the image's own end: IEND's CRC for a PNG, the EOI marker for a JPEG.
      const end =
        metadata.format === 'png'
          ? stored.lastIndexOf('IEND') + 8
          : stored.lastIndexOf(Buffer.from([0xff, 0xd9])) + 2;
      expect(end).toBe(stored.length);
    }
  });

  it('refuses a PNG whose header declares 16000x16000 with error 1 before decoding it', async () => {
    const bomb = bombPng(16000, 16000);
    expect(bomb.length).toBeLessThan(100_000);
    const before = await t.db.selectFrom('stored_file').select('id').execute();
    expect(await upload(bomb)).toMatchObject({ error: 1, message: 'The image is larger than 40 megapixels' });
    expect(await t.db.selectFrom('stored_file').select('id').execute()).toHaveLength(before.length);
  });

  it('refuses a BMP that declares too many pixels from its header', async () => {
    const header = Buffer.from(bmp);
    header.writeInt32LE(20000, 18);
    header.writeInt32LE(-20000, 22);
    expect(await upload(header, { filename: 'scan.bmp' })).toMatchObject({
      error: 1,
      message: 'The image is larger than 40 megapixels',
    });
  });

  it('accepts an image just at the pixel cap and one above it is refused', async () => {
    expect((await upload(bombPng(8000, 5000))).error).toBe(0);
    expect((await upload(bombPng(8000, 5001))).error).toBe(1);
  });
});

describe('re-encoding what was stored before', () => {
  it('rewrites an old upload without its EXIF or trailer and names what it cannot decode', async () => {
    const photo = await solid(30, 20)
      .jpeg()
      .withExif({ IFD0: { Artist: 'Jane Member' }, IFD3: { GPSLatitudeRef: 'N' } })
      .toBuffer();
    const legacy = Buffer.concat([photo, Buffer.from('PK\x03\x04<script>')]);
    const broken = Buffer.concat([png.subarray(0, 16), Buffer.alloc(50, 1)]);
    const storage = fileStorage({ dataDir });
    const ids = [randomUUID(), randomUUID()];
    for (const [index, bytes] of [legacy, broken].entries()) {
      await storage.write(`originals/${ids[index]}`, bytes);
      await insertFile(t.db, {
        id: ids[index]!,
        owner_member_id: owner.memberId,
        mime: index === 0 ? 'image/jpeg' : 'image/png',
        size: bytes.length,
        width: 30,
        height: 20,
      });
    }
    const lines: string[] = [];
    const result = await sanitizeStoredFiles(t.db, storage, (line) => lines.push(line));
    expect(result.refused).toBe(1);
    expect(lines).toContain(`${ids[1]}: unsupported, left as it is`);
    const stored = await storedBytes(ids[0]!);
    expect(stored.includes(Buffer.from('Jane Member'))).toBe(false);
    expect(stored.includes(Buffer.from('<script>'))).toBe(false);
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
    const row = await t.db
      .selectFrom('stored_file')
      .selectAll()
      .where('id', '=', ids[0]!)
      .executeTakeFirstOrThrow();
    expect(row.size).toBe(stored.length);
    expect((await storedBytes(ids[1]!)).equals(broken)).toBe(true);
  });
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
