import { promises as fs } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/**
 * The one writer, and the test showing the table refuses everyone else; besides them, the scale bench's
 * loader, which writes years of history set-based into a bench database of its own (through ledger_post
 * it would take hours; bench/scale/README.md).
 */
const allowed = new Set([
  'apps/server/src/db/functions/ledger_post.sql',
  'apps/server/src/wallet/wallet.test.ts',
  'bench/scale/src/bench.ts',
]);

/** Migrations written before the one posting path existed (the table's trigger refuses any later one). */
const firstGuardedMigration = 1895;

async function* sources(dir: string): AsyncGenerator<string> {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(full);
    else if (/\.(ts|tsx|js|mjs|sql)$/.test(entry.name)) yield full;
  }
}

describe('one posting path', () => {
  it('no code but ledger_post inserts ledger rows (SQL or the query builder)', async () => {
    const writer = /insert\s+into\s+wallet_ledger\b|insertInto\(\s*['"`]wallet_ledger/i;
    const offenders: string[] = [];
    for (const top of ['apps', 'packages', 'bench', 'scripts']) {
      const dir = path.join(root, top);
      if (!(await fs.stat(dir).catch(() => undefined))) continue;
      for await (const file of sources(dir)) {
        const relative = path.relative(root, file);
        if (allowed.has(relative)) continue;
        const migration = /\/db\/migrations\/(\d{4})_/.exec(relative);
        if (migration && Number(migration[1]) < firstGuardedMigration) continue;
        if (writer.test(await fs.readFile(file, 'utf8'))) offenders.push(relative);
      }
    }
    expect(offenders).toEqual([]);
  });
});
