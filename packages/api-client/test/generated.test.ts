// "Regeneration gives no diff": the committed generated files are exactly what `pnpm generate` writes
// from the contract, so nobody edits them by hand and nobody forgets to regenerate.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '..');
const contract = path.resolve(root, '../../openapi/dist/openapi.json');
let outDir: string;

beforeAll(async () => {
  outDir = await mkdtemp(path.join(tmpdir(), 'api-client-generated-'));
  await run(
    path.join(root, 'node_modules/.bin/openapi-typescript'),
    [contract, '-o', path.join(outDir, 'schema.ts')],
    {
      cwd: root,
    },
  );
  await run(process.execPath, [path.join(root, 'scripts/generate.mjs'), contract, outDir], { cwd: root });
}, 60_000);

afterAll(async () => {
  await rm(outDir, { recursive: true, force: true });
});

describe.each(['schema.ts', 'operations.ts'])('src/generated/%s', (file) => {
  it('is what regenerating from the contract writes', async () => {
    const committed = await readFile(path.join(root, 'src/generated', file), 'utf8');
    const regenerated = await readFile(path.join(outDir, file), 'utf8');
    expect(regenerated).toBe(committed);
  });
});
