import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { homeBanners } from '../content/index.js';
import { staticSite } from '../http/staticSite.js';
import { isLang, type Lang } from '../i18n/index.js';
import { regionAnswer } from '../region/index.js';
import { facebookDialog } from '../registration/index.js';

/** Where the app finds the answers written into its page (apps/casino `features/boot.ts`). */
export const bootElementId = 'boot';

/** Where apps/casino's index.html shell keeps the banner box's content. */
const bannerSlot = '<!--boot-banner-->';

/** The phone breakpoint of packages/ui (`breakpoints.desktop`): below it home shows the mobile artwork. */
const desktopWidth = 768;

/**
 * The language the app last chose, which it mirrors from local storage into this cookie (apps/casino
 * `features/i18n/languages.ts`) because the page is written before the app runs; Spanish, the
 * default language, without it.
 */
export function pageLanguage(request: FastifyRequest): Lang {
  const cookie = request.headers.cookie ?? '';
  const value = /(?:^|;\s*)lang=([a-z]{2,3})(?:;|$)/.exec(cookie)?.[1];
  return value !== undefined && isLang(value) ? value : 'es';
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
/** JSON inside a script element: `<` escaped, so no value can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
const bootScript = (answers: unknown) =>
  `<script id="${bootElementId}" type="application/json">${scriptJson(answers)}</script>`;

/**
 * What the app would ask for before it can paint home, answered in the page itself: the region
 * check (spec 000 §4) and, for a visitor it lets in, home's banners with their words in the
 * visitor's language (`lang`, so the app knows whether they are its own), the first one's artwork
 * preloaded at high priority and painted in the shell's banner box, so home's largest image shows
 * with the HTML instead of after the script, the region call and the banner call. A restricted
 * visitor's page carries the notice's answer and nothing else, as the region check alone would.
 */
export async function bootAnswers(
  request: FastifyRequest,
): Promise<{ head: string; banner: string; body: string }> {
  const region = await regionAnswer(request);
  if (region.status === 0) return { head: '', banner: '', body: bootScript({ region }) };
  const lang = pageLanguage(request);
  const banners = await homeBanners(request.server.db, lang);
  const first = banners[0];
  // The Facebook button's app and dialog, so the join and login forms ask for nothing more.
  const facebook = facebookDialog(request.server.config);
  if (first === undefined)
    return { head: '', banner: '', body: bootScript({ region, banners, lang, facebook }) };
  const mobile = escapeAttribute(first.mobileImage ?? first.image);
  const desktop = escapeAttribute(first.image);
  return {
    head: [
      `<link rel="preload" as="image" fetchpriority="high" href="${mobile}" media="(max-width: ${desktopWidth - 0.02}px)">`,
      `<link rel="preload" as="image" fetchpriority="high" href="${desktop}" media="(min-width: ${desktopWidth}px)">`,
    ].join(''),
    // Painted by the page's shell in the banner box, before the app's script has run.
    banner: `<picture><source media="(min-width: ${desktopWidth}px)" srcset="${desktop}"><img src="${mobile}" alt="" fetchpriority="high"></picture>`,
    body: bootScript({ region, banners, lang, facebook }),
  };
}

function send(request: FastifyRequest, reply: FastifyReply, html: string) {
  const etag = `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
  // Written for this visitor (their country decides the region answer): never shared, always revalidated.
  reply
    .header('cache-control', 'private, no-cache')
    .header('vary', 'accept-encoding')
    .header('etag', etag)
    .type('text/html; charset=utf-8');
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  const accepted = String(request.headers['accept-encoding'] ?? '');
  // A page of a few kilobytes: compressed as it is sent, at a level that costs well under a millisecond.
  if (/\bbr\b/.test(accepted)) {
    return reply
      .header('content-encoding', 'br')
      .send(brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));
  }
  if (/\bgzip\b/.test(accepted))
    return reply.header('content-encoding', 'gzip').send(gzipSync(html, { level: 6 }));
  return reply.send(html);
}

/**
 * The player app as built (`apps/casino/dist`): its files as staticSite serves them, and index.html
 * with the boot answers written in for each visitor.
 */
export const playerSite: FastifyPluginAsync<{ root: string }> = async (app, { root }) => {
  const template = readFileSync(path.join(root, 'index.html'), 'utf8');
  if (!template.includes('</head>') || !template.includes('</body>')) {
    throw new Error(`${root}/index.html has no </head> or </body> to write the boot answers before`);
  }
  await app.register(staticSite, { root, skip: ['index.html'] });
  const page = async (request: FastifyRequest, reply: FastifyReply) => {
    const { head, banner, body } = await bootAnswers(request);
    return send(
      request,
      reply,
      template
        .replace('</head>', `${head}</head>`)
        .replace(bannerSlot, banner)
        .replace('</body>', `${body}</body>`),
    );
  };
  app.get('/', page);
  app.get('/index.html', page);
};
