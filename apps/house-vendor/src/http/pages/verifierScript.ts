import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

let script: Promise<string> | null = null;

/**
 * The player's verifier (fairness/verifier.ts with the game engines it replays) as a classic script that
 * defines `HouseVerifier`, built once per process and inlined into every page, so the pages stay
 * self-contained and the code a player runs is the code the unit tests run.
 */
export function verifierScript(): Promise<string> {
  script ??= build({
    entryPoints: [fileURLToPath(new URL('../../fairness/verifier.ts', import.meta.url))],
    bundle: true,
    format: 'iife',
    globalName: 'HouseVerifier',
    platform: 'browser',
    target: 'es2020',
    legalComments: 'none',
    write: false,
  }).then(({ outputFiles }) => {
    const text = outputFiles[0]!.text;
    // it is inlined in a script element, which any "</script" would end early
    if (/<\/script/i.test(text)) throw new Error('the verifier bundle contains </script');
    return text;
  });
  return script;
}
