import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

let script: Promise<string> | null = null;

/** This package's folder, found by name: the compiled server carries this code in a chunk of its own. */
const packageRoot = () =>
  path.dirname(createRequire(import.meta.url).resolve('@casino/house-vendor/package.json'));

/**
 * The player's verifier (fairness/verifier.ts with the game engines it replays) as a classic script that
 * defines `HouseVerifier`, inlined into every page, so the pages stay self-contained and the code a
 * player runs is the code the unit tests run. Run from source it is built once per process; the
 * compiled server reads the one `pnpm build` wrote (dist/verifier.js), no compiler at run time.
 */
export function verifierScript(): Promise<string> {
  script ??= (
    import.meta.url.endsWith('.ts')
      ? buildVerifier(fileURLToPath(new URL('../../fairness/verifier.ts', import.meta.url)))
      : readFile(path.join(packageRoot(), 'dist', 'verifier.js'), 'utf8')
  ).then((text) => {
    // it is inlined in a script element, which any "</script" would end early
    if (/<\/script/i.test(text)) throw new Error('the verifier bundle contains </script');
    return text;
  });
  return script;
}

/** The verifier as one classic script (scripts/build.mjs writes the same to dist/verifier.js). */
async function buildVerifier(entry: string): Promise<string> {
  const { build } = await import('esbuild');
  const { outputFiles } = await build({
    entryPoints: [entry],
    bundle: true,
    format: 'iife',
    globalName: 'HouseVerifier',
    platform: 'browser',
    target: 'es2020',
    legalComments: 'none',
    write: false,
  });
  return outputFiles[0]!.text;
}
