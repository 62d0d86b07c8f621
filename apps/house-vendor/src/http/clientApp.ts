import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, extname, join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { chooseEncoding } from './compress';

/**
 * Where `pnpm build` (vite build -c client/vite.config.ts) writes the game client: found from this
 * package's folder by name, since the compiled casino server carries this code in a chunk of its own.
 */
export const CLIENT_DIST = join(
  dirname(createRequire(import.meta.url).resolve('@casino/house-vendor/package.json')),
  'dist',
  'client',
);

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.woff2': 'font/woff2',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
};

interface Asset {
  type: string;
  raw: Buffer;
  /** The build's copy, else compressed on first request and kept. */
  gzip?: Buffer;
  br?: Buffer;
}

export interface ClientApp {
  /**
   * The page for one launch: the built index.html with the page's session and API in meta tags and,
   * when the game's engine is known, its modules preloaded and the session's state (what the page's
   * first `/session` call would answer, saving the client that round trip).
   */
  page(meta: {
    lang: string;
    title: string;
    sessionId: string;
    apiPath: string;
    engine?: string;
    state?: unknown;
  }): string;
  /** Sends a built file (hashed name, so cached for good); false when there is none by that name. */
  sendAsset(request: FastifyRequest, reply: FastifyReply, name: string): boolean;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/**
 * What the client fetches one after another before the first stake (the game's chunk after the session
 * call, its words and the frame's after that), named in the page so the browser fetches them beside the
 * entry: on a phone's 150 ms round trip each wait saved is a round trip sooner to the first stake. Read
 * from Vite's build manifest. The game's style sheets are among them: Vite's loader fetches a chunk's CSS
 * only once the chunk is asked for and holds the chunk until it has arrived (a round trip after the
 * entry's script, 170 to 330 ms of the first stake in bench/games' trace), and skips the sheets the page
 * already links. PixiJS and the game's scene are left out: the stage loads them once the controls are
 * up, and on a slow line their bytes would share the wire with those the first stake needs.
 */
function preloadsFrom(manifest: Record<string, ManifestChunk>, index: string) {
  const withImports = (key: string, chunks = new Set<ManifestChunk>()): Set<ManifestChunk> => {
    const chunk = manifest[key];
    if (!chunk || chunks.has(chunk)) return chunks;
    chunks.add(chunk);
    for (const imported of chunk.imports ?? []) withImports(imported, chunks);
    return chunks;
  };
  return (engine: string, lang: string): { modules: string[]; styles: string[] } => {
    const chunks = withImports(`src/games/${engine}/index.ts`);
    if (chunks.size === 0) return { modules: [], styles: [] };
    for (const key of [`src/games/${engine}/lang/${lang}.json`, `src/frame/lang/${lang}.json`]) {
      withImports(key, chunks);
    }
    return {
      modules: [...chunks].map((chunk) => chunk.file),
      // the entry's sheet is linked by the built page already
      styles: [...new Set([...chunks].flatMap((chunk) => chunk.css ?? []))].filter(
        (file) => !index.includes(`/${file}"`),
      ),
    };
  };
}

/**
 * The built game client, read once with the build's compressed copies; a file without them is
 * compressed once, when first asked for (a copy that would not be smaller is not written). Without a build
 * (`pnpm build` not run) the page says so rather than failing the host's start.
 */
export function loadClientApp(dist = CLIENT_DIST): ClientApp {
  const index = existsSync(join(dist, 'index.html'))
    ? readFileSync(join(dist, 'index.html'), 'utf8')
    : '<!doctype html><html><head><title></title></head><body><p>The game client is not built: run pnpm build.</p></body></html>';
  const manifestPath = join(dist, '.vite', 'manifest.json');
  const preloads = preloadsFrom(
    existsSync(manifestPath) ? JSON.parse(readFileSync(manifestPath, 'utf8')) : {},
    index,
  );
  const assets = new Map<string, Asset>();
  const assetDir = join(dist, 'assets');
  if (existsSync(assetDir)) {
    for (const name of readdirSync(assetDir)) {
      const path = join(assetDir, name);
      if (/\.(br|gz)$/.test(name) || !statSync(path).isFile()) continue;
      const raw = readFileSync(path);
      // The build's brotli and gzip copies (scripts/precompress.mjs): compressing a game's files on its
      // first request held the event loop for every player for a second or two after each deploy.
      const copy = (suffix: string) =>
        existsSync(`${path}${suffix}`) ? readFileSync(`${path}${suffix}`) : undefined;
      assets.set(name, {
        type: TYPES[extname(name)] ?? 'application/octet-stream',
        raw,
        br: copy('.br'),
        gzip: copy('.gz'),
      });
    }
  }
  return {
    page({ lang, title, sessionId, apiPath, engine, state }) {
      const meta = [
        `<meta name="house-session" content="${escapeHtml(sessionId)}">`,
        `<meta name="house-api" content="${escapeHtml(apiPath)}">`,
        `<meta name="house-lang" content="${escapeHtml(lang)}">`,
        ...(state === undefined
          ? []
          : [`<meta name="house-state" content="${escapeHtml(JSON.stringify(state))}">`]),
      ];
      if (engine) {
        const { modules, styles } = preloads(engine, lang);
        meta.push(
          ...modules.map((file) => `<link rel="modulepreload" crossorigin href="./${escapeHtml(file)}">`),
          ...styles.map((file) => `<link rel="stylesheet" crossorigin href="./${escapeHtml(file)}">`),
        );
      }
      return index
        .replace(/<html[^>]*>/, `<html lang="${escapeHtml(lang)}">`)
        .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>${meta.join('')}`);
    },
    sendAsset(request, reply, name) {
      // the map holds only the built files, so no other spelling of a path reaches the disk
      const asset = assets.get(name);
      if (!asset) return false;
      reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('vary', 'accept-encoding')
        .type(asset.type);
      const encoding = chooseEncoding(request.headers['accept-encoding']);
      if (encoding === null || asset.type.startsWith('font/')) reply.send(asset.raw);
      else if (encoding === 'br') {
        asset.br ??= brotliCompressSync(asset.raw);
        reply.header('content-encoding', 'br').send(asset.br);
      } else {
        asset.gzip ??= gzipSync(asset.raw, { level: 9 });
        reply.header('content-encoding', 'gzip').send(asset.gzip);
      }
      return true;
    },
  };
}
