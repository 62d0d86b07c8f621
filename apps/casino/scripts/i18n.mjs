// Regenerates src/lang/compiled-lang from the code and the translations, deterministically:
// extract every message (English defaults) from src, then compile each catalogue to ASTs so the app
// ships without the ICU parser. The check in scripts/check-generated.mjs fails on any drift.
//
// Messages of screens that load on demand are split into parts (src/lang/parts.json: part name to id
// prefixes), compiled-lang/<part>/<lang>.json, fetched with those screens rather than at start-up.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

const out = 'src/lang/compiled-lang';
const formatjs = (...args) => execFileSync('formatjs', args, { stdio: 'inherit' });

formatjs(
  'extract',
  'src/**/*.{ts,tsx}',
  '--ignore',
  'src/**/*.gen.ts',
  '--ignore',
  'src/**/*.test.ts',
  '--out-file',
  `${out}/extracted.json`,
  '--throws',
);
formatjs('compile', `${out}/extracted.json`, '--ast', '--out-file', `${out}/en.json`);
for (const file of readdirSync('src/lang/messages').sort()) {
  if (!file.endsWith('.json')) continue;
  formatjs(
    'compile',
    `src/lang/messages/${file}`,
    '--format',
    'simple',
    '--ast',
    '--out-file',
    `${out}/${file}`,
  );
}

const parts = JSON.parse(readFileSync('src/lang/parts.json', 'utf8'));
const partOf = (id) => Object.keys(parts).find((part) => parts[part].some((prefix) => id.startsWith(prefix)));
for (const part of Object.keys(parts)) {
  rmSync(`${out}/${part}`, { recursive: true, force: true });
  mkdirSync(`${out}/${part}`);
}
for (const file of readdirSync(out).sort()) {
  if (!file.endsWith('.json') || file === 'extracted.json') continue;
  const compiled = JSON.parse(readFileSync(`${out}/${file}`, 'utf8'));
  const split = { '': {} };
  for (const [id, message] of Object.entries(compiled)) {
    const part = partOf(id) ?? '';
    split[part] ??= {};
    split[part][id] = message;
  }
  for (const [part, messages] of Object.entries(split)) {
    writeFileSync(`${out}/${part ? `${part}/` : ''}${file}`, `${JSON.stringify(messages, null, 2)}\n`);
  }
}
