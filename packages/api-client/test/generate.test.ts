// scripts/generate.mjs reads each operation's body encoding and security from the contract; this
// fixture holds one operation of each kind, independent of how the real contract grows.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '..');
let outDir: string;
let operations: Record<string, unknown>;

beforeAll(async () => {
  outDir = await mkdtemp(path.join(tmpdir(), 'api-client-operations-'));
  await run(
    process.execPath,
    ['scripts/generate.mjs', 'test/fixtures/openapi.json', path.join(outDir, 'operations.ts')],
    {
      cwd: root,
    },
  );
  ({ operations } = await import(path.join(outDir, 'operations.ts')));
});

afterAll(async () => {
  await rm(outDir, { recursive: true, force: true });
});

describe('scripts/generate.mjs', () => {
  it('reads the body encoding from the request body content type, including referenced bodies', () => {
    expect(operations).toMatchObject({
      '/sys/auth/login': { encoding: 'form' },
      '/sys/member/password/change': { encoding: 'form' },
      '/base/game/listPage': { encoding: 'json' },
      '/sys/file/upload': { encoding: 'multipart' },
      '/sys/auth/logout': { encoding: 'none' },
    });
  });

  it('marks operations with security: [] public and the rest member-only', () => {
    expect(operations).toMatchObject({
      '/sys/auth/login': { public: true },
      '/base/game/listPage': { public: true },
      '/sys/auth/token/info': { public: false },
      '/sys/withdraw/apply': { public: false },
    });
  });

  it('keeps the method of each path, GET only for the file URL', () => {
    expect(operations['/sys/file/get']).toEqual({ method: 'GET', encoding: 'none', public: true });
    expect(operations['/sys/withdraw/apply']).toEqual({ method: 'POST', encoding: 'form', public: false });
  });

  it('lists every path of the contract in a stable order', () => {
    expect(Object.keys(operations)).toEqual([
      '/base/game/listPage',
      '/sys/auth/login',
      '/sys/auth/logout',
      '/sys/auth/token/info',
      '/sys/file/get',
      '/sys/file/upload',
      '/sys/member/password/change',
      '/sys/withdraw/apply',
    ]);
  });

  it('refuses a body type the client cannot send', async () => {
    const broken = path.join(outDir, 'broken.json');
    await writeFile(
      broken,
      JSON.stringify({
        openapi: '3.1.0',
        paths: { '/x': { post: { requestBody: { content: { 'text/plain': {} } }, responses: {} } } },
      }),
    );
    await expect(
      run(process.execPath, ['scripts/generate.mjs', broken, outDir], { cwd: root }),
    ).rejects.toThrow(/\/x: expected one of/);
  });
});
