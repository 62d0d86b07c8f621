import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { builtScript, builtSite } from '../test/builtSite.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ casinoDistDir: builtSite(), trustCloudflare: true });
});
afterAll(() => t.close());

const page = (country: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/', headers: { 'cf-ipcountry': country, ...headers } });

function boot(html: string) {
  const json = /<script id="boot" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
  expect(json).toBeDefined();
  return JSON.parse(json ?? '{}');
}

describe('index.html written for the visitor', () => {
  it('lets a served visitor in with home banners and the first artwork preloaded at high priority', async () => {
    const response = await page('ES');
    expect(response.statusCode).toBe(200);
    const answers = boot(response.body);
    expect(answers.region).toMatchObject({ status: 1, country: 'ES' });
    const listed = await t.app.inject({
      method: 'POST',
      url: '/api/base/banner/listAll',
      headers: { 'content-type': 'application/json', 'cf-ipcountry': 'ES' },
      payload: { enabled: 1, sortIndex_0: 'ASC' },
    });
    expect(answers.banners).toEqual(listed.json().data);
    // The Facebook button's dialog comes with the page, as faceBookDialog answers it.
    const dialog = await t.app.inject({ method: 'POST', url: '/api/sys/auth/faceBookDialog' });
    expect(answers.facebook).toEqual(dialog.json().data);
    expect(answers.facebook).toMatchObject({ appId: '1000000000000361' });
    const first = answers.banners[0];
    expect(response.body).toContain(
      `<link rel="preload" as="image" fetchpriority="high" href="${first.mobileImage ?? first.image}" media="(max-width: 767.98px)">`,
    );
    expect(response.body).toContain(`href="${first.image}" media="(min-width: 768px)">`);
    // The shell paints the artwork in its banner box before the app's script has run.
    expect(response.body).toContain(
      `<div class="boot-banner"><picture><source media="(min-width: 768px)" srcset="${first.image}"><img src="${first.mobileImage ?? first.image}" alt="" fetchpriority="high"></picture></div>`,
    );
    // The preloads sit in the head, before the app's script asks for anything.
    expect(response.body.indexOf('rel="preload"')).toBeLessThan(response.body.indexOf('</head>'));
    expect(response.body).toContain(builtScript);
  });

  it("writes the banners' words in the language the app chose, Spanish without one", async () => {
    const spanish = boot((await page('ES')).body);
    expect(spanish.lang).toBe('es');
    expect(spanish.banners[0]).toMatchObject({ title: '100% hasta 200' });
    const english = boot((await page('ES', { cookie: 'theme=dark; lang=en' })).body);
    expect(english.lang).toBe('en');
    expect(english.banners[0]).toMatchObject({ title: '100% up to 200' });
    const listed = await t.app.inject({
      method: 'POST',
      url: '/api/base/banner/listAll',
      headers: { 'content-type': 'application/json', 'cf-ipcountry': 'ES', 'x-fe-lang': 'en' },
      payload: { enabled: 1, sortIndex_0: 'ASC' },
    });
    expect(english.banners).toEqual(listed.json().data);
    // A language the app does not offer, or a cookie that only ends in lang=, is not taken.
    expect(boot((await page('ES', { cookie: 'lang=xx' })).body).lang).toBe('es');
    expect(boot((await page('ES', { cookie: 'slang=en' })).body).lang).toBe('es');
  });

  it('gives a restricted visitor the notice answer and nothing else', async () => {
    const response = await page('US');
    expect(boot(response.body)).toEqual({
      region: { status: 0, url: '/assets/restricted.html', country: 'US' },
    });
    expect(response.body).not.toContain('rel="preload"');
    expect(response.body).toContain('<div class="boot-banner"></div>');
  });

  it('is compressed, never cached by a shared cache, and revalidated', async () => {
    const response = await page('ES', { 'accept-encoding': 'gzip, br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('<script id="boot"');
    const again = await page('ES', { 'if-none-match': String(response.headers.etag) });
    expect(again.statusCode).toBe(304);
    // Another country is another page: the same tag does not hold for it.
    expect((await page('US', { 'if-none-match': String(response.headers.etag) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/index.html' })).body).toContain('<script id="boot"');
  });

  it('still serves the hashed assets compressed and immutable', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: builtScript,
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toMatch(/immutable/);
  });

  it('does not let a banner address close the script element', async () => {
    await t.db
      .updateTable('banner')
      .set({ link: '</script><script>alert(1)</script>' })
      .where('enabled', '=', 1)
      .execute();
    const response = await page('ES');
    expect(response.body).not.toContain('<script>alert(1)');
    expect(boot(response.body).banners[0].link).toBe('</script><script>alert(1)</script>');
    await t.db
      .updateTable('banner_translation')
      .set({ title: '</script><img src=x onerror=alert(1)>' })
      .where('lang', '=', 'es')
      .execute();
    const again = await page('ES');
    expect(again.body).not.toContain('<img src=x');
    expect(boot(again.body).banners[0].title).toBe('</script><img src=x onerror=alert(1)>');
  });
});
