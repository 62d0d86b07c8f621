import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { MEMBER, pluginApp, pluginStores, real, SECRETS } from '../testing/pluginSuite';
import { createLaunchToken, type LaunchTokenInput } from './launchToken';

/** The page a launch URL opens: its client, headers, language and session, and what it refuses. */
describe.each(pluginStores())('house vendor plugin: the launch page ($name)', ({ make }) => {
  const t = pluginApp(make);
  const { call } = t;

  it('serves the game client for each game with its session, and a CSP without inline script', async () => {
    for (const code of ['house_fruit_fortune', 'house_blackjack', 'house_roulette']) {
      const token = createLaunchToken(SECRETS.launch, real(code), { now: t.now });
      const page = await t.app.inject({
        method: 'GET',
        url: `/vendor/house/play?token=${encodeURIComponent(token)}`,
      });
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.headers['content-security-policy']).toContain("default-src 'none'");
      expect(page.headers['content-security-policy']).toContain("script-src 'self';");
      expect(page.body).toMatch(/<meta name="house-session" content="[\w-]{43}">/);
      expect(page.body).toContain('<meta name="house-api" content="/vendor/house/api">');
      // the session's state rides in the page, so the client stakes without a first /session round trip
      const state = page.body.match(/<meta name="house-state" content="([^"]+)">/)?.[1] ?? '';
      const parsed = JSON.parse(
        state
          .replace(/&quot;/g, '"')
          .replace(/&amp;/g, '&')
          .replace(/&lt;/g, '<')
          .replace(/&gt;/g, '>')
          .replace(/&#39;/g, "'"),
      );
      expect(parsed).toMatchObject({ game: { code }, mode: 'real' });
      // every script is a file of the build, never inline (the CSP would refuse it)
      expect(page.body).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
    }
  });

  it('sends the page compressed to a phone that accepts it, never cached (it holds the session)', async () => {
    const page = (acceptEncoding?: string) =>
      t.app.inject({
        method: 'GET',
        url: `/vendor/house/play?token=${encodeURIComponent(createLaunchToken(SECRETS.launch, real('house_roulette'), { now: t.now }))}`,
        headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
      });
    const br = await page('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('no-store');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('name="house-session"');
    const gzip = await page('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('name="house-session"');
    const plain = await page();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('name="house-session"');
  });

  it('serves only the built files under assets, whatever the spelling of the path', async () => {
    for (const url of [
      '/vendor/house/assets/..%2f..%2fpackage.json',
      '/vendor/house/assets/%2e%2e/index.html',
      '/vendor/house/assets/no-such-file.js',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('@casino/house-vendor');
    }
  });

  it('refuses a forged, expired or unknown-game launch token', async () => {
    const forged = createLaunchToken('another-secret', real('house_roulette'), { now: t.now });
    const expired = createLaunchToken(SECRETS.launch, real('house_roulette'), { ttlSeconds: -1, now: t.now });
    const unknown = createLaunchToken(SECRETS.launch, real('no_such_game'), { now: t.now });
    for (const [token, status] of [
      [forged, 401],
      [expired, 401],
      [unknown, 404],
    ] as const) {
      const page = await t.app.inject({
        method: 'GET',
        url: `/vendor/house/play?token=${encodeURIComponent(token)}`,
      });
      expect(page.statusCode).toBe(status);
      expect(page.body).not.toContain('house-session');
    }
    expect(t.casino.requests).toHaveLength(0);
  });

  it("titles the page with the casino catalogue's name for the game, escaped, else its own", async () => {
    const page = async (input: LaunchTokenInput) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/vendor/house/play?token=${encodeURIComponent(createLaunchToken(SECRETS.launch, input, { now: t.now }))}`,
        })
      ).body;
    const aztec = await page({ ...real('house_fruit_fortune'), title: 'Aztec Gold' });
    expect(aztec).toContain('<title>Aztec Gold</title>');
    expect(aztec).not.toContain('<title>Fruit Fortune</title>');
    const hostile = await page({ ...real('house_fruit_fortune'), title: '<img src=x onerror=alert(1)>' });
    expect(hostile).not.toContain('<img src=x');
    expect(hostile).toContain('<title>&lt;img src=x onerror=alert(1)&gt;</title>');
    expect(await page(real('house_fruit_fortune'))).toContain('<title>Fruit Fortune</title>');
  });

  it('opens one session per launch URL: a second use gets the client without a session', async () => {
    const token = createLaunchToken(SECRETS.launch, real('house_roulette'), { now: t.now });
    const url = `/vendor/house/play?token=${encodeURIComponent(token)}`;
    const first = await t.app.inject({ method: 'GET', url });
    expect(first.body).toMatch(/<meta name="house-session" content="[\w-]{43}">/);
    // a reload: the page resumes with the session its tab kept; nobody else gets a session from the URL
    const again = await t.app.inject({ method: 'GET', url });
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('<meta name="house-session" content="">');
  });

  it("follows the launch language among the casino's ten: Spanish by default, English for others", async () => {
    const { lang: _en, ...noLang } = real('house_fruit_fortune');
    const pageOf = async (input: LaunchTokenInput) =>
      t.app.inject({
        method: 'GET',
        url: `/vendor/house/play?token=${encodeURIComponent(createLaunchToken(SECRETS.launch, input, { now: t.now }))}`,
      });
    const page = await pageOf(noLang);
    expect(page.body).toContain('<html lang="es">');
    expect(page.body).toContain('<meta name="house-lang" content="es">');
    t.casino.balances.set(MEMBER, 10);
    const session = /<meta name="house-session" content="([^"]+)">/.exec(page.body)![1]!;
    expect((await call(session, '/session')).data).toMatchObject({ lang: 'es' });
    const refused = await call(session, '/slot/spin', { bet: '1.00' });
    expect(refused).toMatchObject({
      message: 'Saldo insuficiente para esta apuesta.',
      reason: 'insufficientFunds',
    });
    expect((await call(session, '/slot/spin', {})).message).toMatch(/^Dato no válido: .*bet/);

    expect((await pageOf({ ...noLang, lang: 'ja' })).body).toContain('<html lang="ja">');
    expect((await pageOf({ ...noLang, lang: 'de-DE' })).body).toContain('<html lang="de">');
    expect((await pageOf({ ...noLang, lang: 'ko' })).body).toContain('<html lang="en">');
    const expired = createLaunchToken(
      SECRETS.launch,
      { ...noLang, lang: 'es' },
      { now: t.now, ttlSeconds: -5 },
    );
    const gone = await t.app.inject({
      method: 'GET',
      url: `/vendor/house/play?token=${encodeURIComponent(expired)}`,
    });
    expect(gone.body).toContain('Este enlace de juego ha caducado');
  });

  it('answers -2 to page calls without a valid session', async () => {
    const response = await call('not-a-session', '/session');
    expect(response).toMatchObject({ error: -2, data: null });
  });
});
