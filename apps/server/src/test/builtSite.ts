import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

export const builtScript = '/assets/index-Ab12Cd34.js';

/** A built site as the casino's build leaves it: each text file beside its .br and .gz copies. */
export function builtSite(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'static-site-'));
  mkdirSync(path.join(root, 'assets'));
  const files = {
    'index.html':
      '<!doctype html><html><head><title>Casino</title><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body><div id="root"><div class="boot-banner"><!--boot-banner--></div></div></body></html>',
    [builtScript.slice(1)]: `console.log(${JSON.stringify('x'.repeat(2000))});`,
  };
  for (const [name, text] of Object.entries(files)) {
    writeFileSync(path.join(root, name), text);
    writeFileSync(path.join(root, `${name}.br`), brotliCompressSync(text));
    writeFileSync(path.join(root, `${name}.gz`), gzipSync(text));
  }
  return root;
}
