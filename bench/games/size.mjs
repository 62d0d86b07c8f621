// JavaScript a player downloads for one game of the house vendor's client: the entry chunk and its
// static imports, plus the game's own chunk and its static imports (Vite's manifest after `pnpm build`),
// each gzipped at level 9 as the vendor serves them. Usage: node bench/games/size.mjs
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = fileURLToPath(new URL('../../apps/house-vendor/dist/client', import.meta.url));
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const next of manifest[key].imports ?? []) closure(next, seen);
  return seen;
}

const gzip = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
const AIM = 250 * 1024;
const rows = [];
for (const key of Object.keys(manifest)
  .filter((k) => /games\/[^/]+\/index\.ts$/.test(k))
  .sort()) {
  const files = new Set([...closure(entry), ...closure(key)].map((k) => manifest[k].file));
  // the renderer Pixi picks at start-up (WebGL) is fetched too
  for (const k of Object.keys(manifest))
    if (/WebGLRenderer|browserAll/.test(manifest[k].file)) files.add(manifest[k].file);
  const bytes = [...files].filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gzip(f), 0);
  rows.push({ game: key.split('/').at(-2), kB: (bytes / 1024).toFixed(1), withinAim: bytes <= AIM });
}
console.table(rows);
