import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Sees a JSON body's exact bytes before they are parsed, and says whether they may be. A body it
 * refuses is never parsed: the route sees an empty object, and the guard's own hook answers it (the
 * vendor wallet checks its signature this way, apps/server/src/vendorWallet/index.ts).
 */
export type RawBodyGuard = (request: FastifyRequest, body: Buffer) => boolean;

declare module 'fastify' {
  interface FastifyInstance {
    /** Run in order on every JSON body; plugins add theirs with `rawBodyGuards.push`. */
    rawBodyGuards: RawBodyGuard[];
  }
}

/**
 * JSON bodies are read once, as bytes: a guard that needs the raw bytes reads them here instead of
 * reading the request stream itself and handing Fastify a copy to read again (that re-stream was a
 * fifth of what a seamless-wallet call allocated, bench/wallet).
 */
export const jsonBody = fp(async (app: FastifyInstance) => {
  app.decorate('rawBodyGuards', [] as RawBodyGuard[]);
  const jsonParser = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const bytes = body as Buffer;
    for (const guard of app.rawBodyGuards) {
      if (!guard(request, bytes)) return done(null, {});
    }
    const text = bytes.toString();
    // An operation with no payload may still be called with a JSON content type and an empty body.
    if (text.trim() === '') return done(null, {});
    return jsonParser(request, text, done);
  });
});
