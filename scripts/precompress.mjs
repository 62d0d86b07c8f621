// Writes `file.br` (brotli, best) and `file.gz` (gzip, best) beside every text file under a folder,
// once, so the server sends them as they are instead of compressing each answer (issue 14). Used by
// the Vite builds of the player app, the back office and the house vendor's game client
// (precompressPlugin) and the server's (its seed images); `node precompress.mjs <dir>`.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** What compresses: text. Raster images and fonts (woff2) are compressed already. */
const textFile = /\.(?:html|js|mjs|css|json|svg|txt|xml|webmanifest)$/;

/** A copy that would not be smaller is left out; the file is then sent as it is. */
export async function precompressDir(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  await Promise.all(
    entries
      .filter((entry) => entry.isFile() && textFile.test(entry.name))
      .map(async (entry) => {
        const file = path.join(entry.parentPath, entry.name);
        const content = await readFile(file);
        const [br, gzipped] = await Promise.all([
          brotli(content, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
          gz(content, { level: 9 }),
        ]);
        if (br.length < content.length) await writeFile(`${file}.br`, br);
        if (gzipped.length < content.length) await writeFile(`${file}.gz`, gzipped);
      }),
  );
}

/** The Vite build step: brotli and gzip copies of the output's text files, once everything is written. */
export function precompressPlugin(name) {
  let outDir = '';
  return {
    name,
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressDir(outDir);
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const dir of process.argv.slice(2)) await precompressDir(path.resolve(dir));
}
