// Regenerates src/lang/compiled-lang from the code and the translations, deterministically:
// extract every message (English defaults) from src, then compile each catalogue to ASTs so the app
// ships without the ICU parser. The check in scripts/check-generated.mjs fails on any drift.
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

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
