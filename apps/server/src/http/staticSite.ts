import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';

export interface StaticSiteOptions {
  /** A built site: its text files sit beside `.br` and `.gz` copies written at build time. */
  root: string;
  /** Folders (relative to root) whose file names carry a content hash, so a URL never changes content. */
  hashedDirs?: string[];
  /** Files (relative to root) the caller answers itself, e.g. an index.html written per request. */
  skip?: string[];
}

/** A year: the longest lifetime caches honour; a new build brings new names. */
export const immutable = 'public, max-age=31536000, immutable';
/** Kept, but asked again each time (answered 304 while the ETag holds). */
export const revalidate = 'no-cache';

/**
 * Serves a built site the way a phone should download it: each file's brotli or gzip copy when the
 * Accept-Encoding header allows it (compressed once at build time, never per request), hashed files
 * cached for a year, everything else (index.html) revalidated so a new build shows at once.
 * The payment sandbox and any other built front end register it the same way.
 */
export const staticSite: FastifyPluginAsync<StaticSiteOptions> = async (app, options) => {
  const hashed = (options.hashedDirs ?? ['assets']).map((dir) => path.join(options.root, dir) + path.sep);
  await app.register(fastifyStatic, {
    root: options.root,
    // Where the site answers is the `prefix` it is registered with (Fastify prefixes its routes).
    prefix: '/',
    wildcard: false,
    // Several sites may share an app; none needs reply.sendFile.
    decorateReply: false,
    preCompressed: true,
    // The compressed copies are found through their originals; they get no URL of their own.
    globIgnore: [
      '**/*.br',
      '**/*.gz',
      ...(options.skip ?? []).flatMap((file) => [file, `${file}.br`, `${file}.gz`]),
    ],
    ...(options.skip?.includes('index.html') ? { index: false } : {}),
    cacheControl: false,
    setHeaders: (reply, file) => {
      reply.header('cache-control', hashed.some((dir) => file.startsWith(dir)) ? immutable : revalidate);
    },
  });
};
