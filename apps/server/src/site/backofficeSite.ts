import type { FastifyPluginAsync } from 'fastify';
import { staticSite } from '../http/staticSite.js';

/** Where the back office answers (apps/backoffice builds with this base). */
export const backofficePrefix = '/backoffice/';

/**
 * Stricter than the player site's: nothing from another origin at all (no game or payment frames,
 * no third-party scripts or images), never framed, no base element, forms only to itself.
 */
export const backofficeCsp = [
  "default-src 'self'",
  "script-src 'self'",
  // Radix's scroll lock writes a style element; the player site allows the same.
  "style-src 'self' 'unsafe-inline'",
  // Documents are fetched with the operator's token and shown from blob: URLs.
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
  "object-src 'none'",
  "base-uri 'none'",
].join('; ');

/**
 * The operators' app as built (`apps/backoffice/dist`) under /backoffice/, through the same
 * staticSite as the player app (precompressed copies, immutable hashed assets), with its own CSP and
 * kept out of search engines and referrers.
 */
export const backofficeSite: FastifyPluginAsync<{ root: string }> = async (app, { root }) => {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('content-security-policy', backofficeCsp);
    reply.header('x-robots-tag', 'noindex, nofollow');
    reply.header('referrer-policy', 'no-referrer');
    return payload;
  });
  await app.register(staticSite, { root });
};
