import type { FastifyPluginAsync } from 'fastify';
import { staticSite } from '../http/staticSite.js';

/** Where the design system's Storybook answers (built by `pnpm build` into storybook-static/). */
export const storybookPrefix = '/storybook/';

/**
 * Storybook's built pages carry inline scripts and run each story in a frame of their own, which the
 * player site's policy forbids; this one allows them, and nothing from another origin.
 */
export const storybookCsp = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline' 'unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self'",
  "frame-ancestors 'self'",
  "object-src 'none'",
  "base-uri 'self'",
].join('; ');

/**
 * The design system's Storybook as built, for the designers among its readers: stories, docs and the
 * accessibility panel without a checkout. Mounted outside production unless STORYBOOK=off, and in
 * production only with STORYBOOK=1 (app.ts); kept out of search engines.
 */
export const storybookSite: FastifyPluginAsync<{ root: string }> = async (app, { root }) => {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('content-security-policy', storybookCsp);
    reply.header('x-robots-tag', 'noindex, nofollow');
    return payload;
  });
  // Storybook names its bundles by content hash under assets/; its other files keep their names.
  await app.register(staticSite, { root, hashedDirs: ['assets'] });
};
