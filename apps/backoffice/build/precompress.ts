import path from 'node:path';
import type { Plugin } from 'vite';
import { precompressDir } from '../../../scripts/precompress.mjs';

/** The Vite build step: brotli and gzip copies of the output's text files, once everything is written. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'backoffice:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressDir(outDir);
    },
  };
}
