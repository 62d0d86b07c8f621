// Builds the casino app and a bare app of the same libraries with the same Vite, in one run, and
// prints the JavaScript (gzip) a visitor downloads before the home route shows, for both and the ratio.
import { readFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const here = dirname(fileURLToPath(import.meta.url));
const casinoDir = dirname(createRequire(import.meta.url).resolve('@casino/casino/package.json'));
const out = await mkdtemp(join(tmpdir(), 'bench-bundle-'));

/**
 * The home route's initial JS: the entry chunk with everything it imports statically, plus the lazy
 * chunks the start-up always fetches (modules whose source matches `startupChunks`), with theirs.
 */
function initialJs(outDir, startupChunks = []) {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry || startupChunks.some((pattern) => pattern.test(key))) visit(key);
  }
  const sizes = [...files]
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, gzip: gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length }));
  return { total: sizes.reduce((sum, { gzip }) => sum + gzip, 0), sizes };
}

const quiet = { logLevel: 'warn', build: { manifest: true, emptyOutDir: true } };

// The router plugin resolves its folders from the working directory, as `pnpm build` runs it.
process.chdir(casinoDir);
await build({
  ...quiet,
  root: casinoDir,
  configFile: join(casinoDir, 'vite.config.ts'),
  build: { ...quiet.build, outDir: join(out, 'casino') },
});
process.chdir(here);
await build({
  ...quiet,
  root: join(here, 'bare'),
  configFile: false,
  plugins: [react()],
  build: { ...quiet.build, outDir: join(out, 'bare') },
});

// At start the casino also fetches the home route's split component and the default (es) catalogue.
const casino = initialJs(join(out, 'casino'), [/^src\/routes\/index\.tsx/, /compiled-lang\/es\.json$/]);
const bare = initialJs(join(out, 'bare'));
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

console.log('Home route initial JavaScript (gzip)');
for (const { file, gzip } of casino.sizes) console.log(`  casino  ${kb(gzip).padStart(9)}  ${file}`);
for (const { file, gzip } of bare.sizes) console.log(`  bare    ${kb(gzip).padStart(9)}  ${file}`);
console.log(`casino: ${kb(casino.total)}`);
console.log(`bare:   ${kb(bare.total)}`);
console.log(`ratio:  ${(casino.total / bare.total).toFixed(2)} (aim: at most 1.15, issues 14 and 16)`);
