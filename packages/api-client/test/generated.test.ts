// "Regeneration gives no diff": the committed generated files are exactly what `pnpm generate` writes
// from the contract (split into the player app's part and the back office's), so nobody edits them by
// hand and nobody forgets to regenerate.
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
  await run(process.execPath, [path.join(root, 'scripts/split.mjs'), contract, outDir], { cwd: root });
  const typescript = path.join(root, 'node_modules/.bin/openapi-typescript');
  const generate = path.join(root, 'scripts/generate.mjs');
  for (const [part, schema, operations] of [
    ['player', 'schema.ts', 'operations.ts'],
    ['admin', 'adminSchema.ts', 'adminOperations.ts'],
  ] as const) {
    const input = path.join(outDir, `${part}.json`);
    await run(typescript, [input, '-o', path.join(outDir, schema)], { cwd: root });
    await run(process.execPath, [generate, input, path.join(outDir, operations)], { cwd: root });
  }
}, 60_000);

afterAll(async () => {
  await rm(outDir, { recursive: true, force: true });
});

describe.each(['schema.ts', 'operations.ts', 'adminSchema.ts', 'adminOperations.ts'])(
  'src/generated/%s',
  (file) => {
    it('is what regenerating from the contract writes', async () => {
      const committed = await readFile(path.join(root, 'src/generated', file), 'utf8');
      const regenerated = await readFile(path.join(outDir, file), 'utf8');
      expect(regenerated).toBe(committed);
    });
  },
);

describe('the split', () => {
  it('keeps every /admin operation out of the player client and every player call out of the admin one', async () => {
    const player = await readFile(path.join(root, 'src/generated/operations.ts'), 'utf8');
    const admin = await readFile(path.join(root, 'src/generated/adminOperations.ts'), 'utf8');
    expect(player).not.toContain("'/admin/");
    expect(player).toContain("'/sys/auth/login'");
    expect(admin).toContain("'/admin/cashOuts/approve'");
    expect(admin).not.toContain("'/sys/");
  });
});
