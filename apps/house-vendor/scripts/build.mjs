// `pnpm build`: the player's verifier as the one script the vendor's pages inline (dist/verifier.js),
// so the compiled server (apps/server/scripts/build.mjs compiles the vendor's code into it) needs no
// compiler at run time. The same options as src/http/pages/verifierScript.ts uses from source.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { outputFiles } = await build({
  entryPoints: [path.join(root, 'src', 'fairness', 'verifier.ts')],
  bundle: true,
  format: 'iife',
  globalName: 'HouseVerifier',
  platform: 'browser',
  target: 'es2020',
  legalComments: 'none',
  write: false,
});
mkdirSync(path.join(root, 'dist'), { recursive: true });
writeFileSync(path.join(root, 'dist', 'verifier.js'), outputFiles[0].text);
