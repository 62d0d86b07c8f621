import { randomUUID } from 'node:crypto';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { fileStorage } from './index.js';
import { insertFile } from './repository.js';
import { sanitizeStoredFiles } from './sanitizeStored.js';
import { bombPng, type FilesFixture, filesFixture, pngChunk, solid } from './testing.js';

/* Hostile uploads are re-encoded or refused, and so is what was stored before (issue 26). */

let t: TestApp;
let dataDir: string;
let owner: FilesFixture['owner'];
let png: Buffer;
let jpeg: Buffer;
let bmp: Buffer;
let upload: FilesFixture['upload'];
let fetchFile: FilesFixture['fetchFile'];
let storedBytes: FilesFixture['storedBytes'];

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'casino-files-'));
  t = await createTestApp({ dataDir });
  ({ owner, png, jpeg, bmp, upload, fetchFile, storedBytes } = await filesFixture(t, dataDir));
});
afterAll(async () => {
  await t.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

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
