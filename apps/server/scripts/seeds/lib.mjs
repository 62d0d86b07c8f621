// Shared helpers for the seed generators: every output is written the same way so that
// regenerating a file only shows real data changes in a diff.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
export const serverRoot = join(here, '..', '..');
export const seedsDir = join(serverRoot, 'src', 'db', 'seeds');
export const assetsDir = join(serverRoot, 'assets');

export function writeJson(name, rows) {
  writeFileSync(join(seedsDir, name), `${JSON.stringify(rows, null, 2)}\n`);
  console.log(`${name}: ${rows.length} rows`);
}

export function writeAsset(relativePath, text) {
  const file = join(assetsDir, relativePath);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text.endsWith('\n') ? text : `${text}\n`);
}

// Text placed inside SVG must not break the markup.
export function xml(text) {
  return String(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}
