import { promises as fs } from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { encode as encodeBmp } from 'bmp-ts';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { TestApp } from '../test/app.js';
import { memberWithSession } from '../test/sessionFor.js';

/*
 * What the files tests share (upload, hostileUploads, serving): two members, three small images, the
 * upload and get calls on the file's test app, and hostile PNGs.
 */

export const boundary = '----casino-test-boundary';

export function multipart(field: string, filename: string, contentType: string, bytes: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
}

export function uploadRequest(
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

export const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 60 } } });

/** PNG chunk: length, type, data, CRC-32 of type and data (node 20 has no zlib.crc32). */
export function pngChunk(type: string, data: Buffer): Buffer {
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
export function bombPng(width: number, height: number): Buffer {
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

type Member = { memberId: number; token: string };
type UploadOptions = { field?: string; filename?: string; type?: string; token?: string };

export interface FilesFixture {
  owner: Member;
  stranger: Member;
  png: Buffer;
  jpeg: Buffer;
  bmp: Buffer;
  /** Uploads as the owner unless a token is given; answers the envelope. */
  // biome-ignore lint/suspicious/noExplicitAny: the tests read the answer as untyped JSON
  upload(bytes: Buffer, options?: UploadOptions): Promise<any>;
  fetchFile(query: string, token?: string): Promise<LightMyRequestResponse>;
  /** An upload's stored bytes, as on disk. */
  storedBytes(id: string): Promise<Buffer>;
}

/** Two members, three small images and the calls, on a test app storing under `dataDir`. */
export async function filesFixture(t: TestApp, dataDir: string): Promise<FilesFixture> {
  const [owner, stranger] = await Promise.all([memberWithSession(t.db), memberWithSession(t.db)]);

  async function upload(bytes: Buffer, options: UploadOptions = {}) {
    const request = uploadRequest(bytes, options);
    const response = await t.app.inject({
      ...request,
      headers: { ...request.headers, authorization: options.token ?? owner!.token },
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

  async function storedBytes(id: string): Promise<Buffer> {
    return fs.readFile(path.join(dataDir, 'files', 'originals', id));
  }

  const png = await solid(400, 200).png().toBuffer();
  const jpeg = await solid(300, 600).jpeg().toBuffer();
  const pixels = Buffer.alloc(50 * 20 * 4, 0x80);
  const bmp = encodeBmp({ data: pixels, width: 50, height: 20, bitPP: 24 }).data;

  return { owner: owner!, stranger: stranger!, png, jpeg, bmp, upload, fetchFile, storedBytes };
}
