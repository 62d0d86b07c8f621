// JavaScript a player downloads for one game of the house vendor's client: the entry chunk and its
// static imports, plus the game's own chunk and its static imports (Vite's manifest after `pnpm build`),
// each gzipped at level 9 as the vendor serves them. Usage: node bench/games/size.mjs
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = fileURLToPath(new URL('../../apps/house-vendor/dist/client', import.meta.url));
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

function closure(key, seen = new Set(), dynamic = false) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const next of manifest[key].imports ?? []) closure(next, seen, dynamic);
  // what the stage loads once the controls are up: PixiJS and the game's scene (not other games or words)
  // (PixiJS's own dynamic imports are renderers and environments it may not pick: the WebGL renderer
  // and the browser's environment are added below)
  if (dynamic && !manifest[key].isEntry)
    for (const next of manifest[key].dynamicImports ?? [])
      if (!next.endsWith('.json') && !next.includes('node_modules')) closure(next, seen, dynamic);
  return seen;
}

const gzip = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
const kB = (files) =>
  ([...files].filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gzip(f), 0) / 1024).toFixed(1);
const AIM = 250;
const rows = [];
for (const key of Object.keys(manifest)
  .filter((k) => /games\/[^/]+\/index\.ts$/.test(k))
  .sort()) {
  const beforeStake = new Set([...closure(entry), ...closure(key)].map((k) => manifest[k].file));
  const all = new Set([...closure(entry), ...closure(key, new Set(), true)].map((k) => manifest[k].file));
  // the renderer Pixi picks at start-up (WebGL) is fetched too
  for (const k of Object.keys(manifest))
    if (/WebGLRenderer|browserAll/.test(manifest[k].file)) all.add(manifest[k].file);
  rows.push({
    game: key.split('/').at(-2),
    'before first stake kB': kB(beforeStake),
    'with the stage kB': kB(all),
    withinAim: Number(kB(all)) <= AIM,
  });
}
console.table(rows);
