import { createHash, webcrypto } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import Fastify, { type FastifyInstance } from 'fastify';
import { Kysely, PGliteDialect, sql } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RoundReceipt } from '../fairness/receipt';
import { verifyReceipt } from '../fairness/verifier';
import { parseMoney } from '../money';
import { migrateHouseVendor } from '../storage/kyselySchema';
import { createKyselyStore } from '../storage/kyselyStore';
import { createMemoryStore } from '../storage/memoryStore';
import type { HouseStore } from '../storage/store';
import { type FakeCasinoWallet, startFakeCasinoWallet } from '../testing/fakeCasinoWallet';
import { testSecrets } from '../testing/secrets';
import { createLaunchToken, type LaunchTokenInput } from './launchToken';
import { houseVendorPlugin } from './plugin';

const SECRETS = testSecrets('shared-secret-for-tests');
const MEMBER = 7;
const real = (gameCode: string): LaunchTokenInput => ({
  memberId: MEMBER,
  gameId: 11,
  gameCode,
  currency: 'EUR',
  mode: 'real',
  lang: 'en',
});
const fun = (gameCode: string): LaunchTokenInput => ({
  memberId: null,
  gameId: 11,
  gameCode,
  currency: 'EUR',
  mode: 'fun',
  lang: 'en',
});

// biome-ignore lint/suspicious/noExplicitAny: the tests read the answers as the page's script does, untyped JSON
type Envelope = { error: number; message: string; data: any };

// biome-ignore lint/suspicious/noExplicitAny: test database without a schema type
let pglite: { db: Kysely<any> } | null = null;

const STORES: { name: string; make: () => Promise<HouseStore> }[] = [
  { name: 'memory store', make: async () => createMemoryStore() },
  {
    name: 'Kysely store on PGlite',
    make: async () => {
      // one database for the file (PGlite takes seconds to start), emptied for every test
      if (!pglite) {
        pglite = { db: new Kysely({ dialect: new PGliteDialect({ pglite: new PGlite() }) }) };
        await migrateHouseVendor(pglite.db);
        // the migration is run at every start of the host, so running it twice must be harmless
        await migrateHouseVendor(pglite.db);
      }
      await sql`truncate house_session, house_seed_pair, house_round, house_wallet_call`.execute(pglite.db);
      return createKyselyStore(pglite.db);
    },
  },
];

afterAll(async () => {
  await pglite?.db.destroy();
});

describe.each(STORES)('house vendor plugin ($name)', ({ make }) => {
  let casino: FakeCasinoWallet;
  let app: FastifyInstance;
  let now = new Date();

  beforeAll(async () => {
    casino = await startFakeCasinoWallet(SECRETS, { [MEMBER]: '100.00' });
  });
  afterAll(async () => {
    await casino.close();
  });

  beforeEach(async () => {
    casino.balances.set(MEMBER, 10_000);
    casino.requests.length = 0;
    casino.forgeWith(null);
    now = new Date();
    app = Fastify();
    await app.register(houseVendorPlugin, {
      walletUrl: casino.url,
      secrets: SECRETS,
      publicPath: '/vendor/house',
      storage: await make(),
      wallet: { attempts: 3, retryDelayMs: 10, timeoutMs: 2000 },
      retryIntervalMs: 0,
      now: () => now,
    });
  });
  afterEach(async () => {
    await app.close();
  });

  /** Opens the page the launch URL points at and returns the page's session id. */
  async function open(input: LaunchTokenInput, ttlSeconds = 600): Promise<string> {
    const token = createLaunchToken(SECRETS.launch, input, { ttlSeconds, now });
    const page = await app.inject({
      method: 'GET',
      url: `/vendor/house/play?token=${encodeURIComponent(token)}`,
    });
    expect(page.statusCode).toBe(200);
    return /<meta name="house-session" content="([^"]+)">/.exec(page.body)![1]!;
  }

  async function call(session: string, path: string, body: object = {}): Promise<Envelope> {
    const response = await app.inject({
      method: 'POST',
      url: `/vendor/house/api${path}`,
      headers: { 'x-house-session': session },
      payload: body,
    });
    return response.json() as Envelope;
  }

  const cents = (text: string) => parseMoney(text)!;
  const operations = () => casino.requests.map((request) => request.operation);

  it('serves the game client for each game with its session, and a CSP without inline script', async () => {
    for (const code of ['house_fruit_fortune', 'house_blackjack', 'house_roulette']) {
      const token = createLaunchToken(SECRETS.launch, real(code), { now });
      const page = await app.inject({
        method: 'GET',
        url: `/vendor/house/play?token=${encodeURIComponent(token)}`,
      });
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.headers['content-security-policy']).toContain("default-src 'none'");
      expect(page.headers['content-security-policy']).toContain("script-src 'self';");
      expect(page.body).toMatch(/<meta name="house-session" content="[\w-]{43}">/);
      expect(page.body).toContain('<meta name="house-api" content="/vendor/house/api">');
      // every script is a file of the build, never inline (the CSP would refuse it)
      expect(page.body).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
    }
  });

  it('sends the page compressed to a phone that accepts it, never cached (it holds the session)', async () => {
    const page = (acceptEncoding?: string) =>
      app.inject({
        method: 'GET',
        url: `/vendor/house/play?token=${encodeURIComponent(createLaunchToken(SECRETS.launch, real('house_roulette'), { now }))}`,
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
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('@casino/house-vendor');
    }
  });

  it('refuses a forged, expired or unknown-game launch token', async () => {
    const forged = createLaunchToken('another-secret', real('house_roulette'), { now });
    const expired = createLaunchToken(SECRETS.launch, real('house_roulette'), { ttlSeconds: -1, now });
    const unknown = createLaunchToken(SECRETS.launch, real('no_such_game'), { now });
    for (const [token, status] of [
      [forged, 401],
      [expired, 401],
      [unknown, 404],
    ] as const) {
      const page = await app.inject({
        method: 'GET',
        url: `/vendor/house/play?token=${encodeURIComponent(token)}`,
      });
      expect(page.statusCode).toBe(status);
      expect(page.body).not.toContain('house-session');
    }
    expect(casino.requests).toHaveLength(0);
  });

  it("titles the page with the casino catalogue's name for the game, escaped, else its own", async () => {
    const page = async (input: LaunchTokenInput) =>
      (
        await app.inject({
          method: 'GET',
          url: `/vendor/house/play?token=${encodeURIComponent(createLaunchToken(SECRETS.launch, input, { now }))}`,
        })
      ).body;
    const aztec = await page({ ...real('house_fruit_fortune'), title: 'Aztec Gold' });
    expect(aztec).toContain('<title>Aztec Gold</title>');
    expect(aztec).not.toContain('Fruit Fortune');
    const hostile = await page({ ...real('house_fruit_fortune'), title: '<img src=x onerror=alert(1)>' });
    expect(hostile).not.toContain('<img src=x');
    expect(hostile).toContain('<title>&lt;img src=x onerror=alert(1)&gt;</title>');
    expect(await page(real('house_fruit_fortune'))).toContain('<title>Fruit Fortune</title>');
  });

  it('opens one session per launch URL: a second use gets the client without a session', async () => {
    const token = createLaunchToken(SECRETS.launch, real('house_roulette'), { now });
    const url = `/vendor/house/play?token=${encodeURIComponent(token)}`;
    const first = await app.inject({ method: 'GET', url });
    expect(first.body).toMatch(/<meta name="house-session" content="[\w-]{43}">/);
    // a reload: the page resumes with the session its tab kept; nobody else gets a session from the URL
    const again = await app.inject({ method: 'GET', url });
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('<meta name="house-session" content="">');
  });

  it("follows the launch language among the casino's ten: Spanish by default, English for others", async () => {
    const { lang: _en, ...noLang } = real('house_fruit_fortune');
    const pageOf = async (input: LaunchTokenInput) =>
      app.inject({
        method: 'GET',
        url: `/vendor/house/play?token=${encodeURIComponent(createLaunchToken(SECRETS.launch, input, { now }))}`,
      });
    const page = await pageOf(noLang);
    expect(page.body).toContain('<html lang="es">');
    expect(page.body).toContain('<meta name="house-lang" content="es">');
    casino.balances.set(MEMBER, 10);
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
    const expired = createLaunchToken(SECRETS.launch, { ...noLang, lang: 'es' }, { now, ttlSeconds: -5 });
    const gone = await app.inject({
      method: 'GET',
      url: `/vendor/house/play?token=${encodeURIComponent(expired)}`,
    });
    expect(gone.body).toContain('Este enlace de juego ha caducado');
  });

  it('answers -2 to page calls without a valid session', async () => {
    const response = await call('not-a-session', '/session');
    expect(response).toMatchObject({ error: -2, data: null });
  });

  it('settles a real slot round at the casino: the bet, then the win (0.00 on a loss)', async () => {
    const session = await open(real('house_fruit_fortune'));
    const state = await call(session, '/session');
    expect(state.data).toMatchObject({ mode: 'real', currency: 'EUR', balance: '100.00' });
    const spin = await call(session, '/slot/spin', { bet: '2.00' });
    expect(spin.error).toBe(0);
    const { outcome, roundId, balance } = spin.data;
    const [, bet, win] = casino.requests;
    expect(operations()).toEqual(['balance', 'bet', 'win']);
    expect(bet!.body).toMatchObject({
      roundId,
      amount: '2.00',
      gameId: 11,
      currency: 'EUR',
      transactionId: `${roundId}-bet-1`,
    });
    expect(win!.body).toMatchObject({ roundId, transactionId: `${roundId}-win` });
    expect(cents(String(win!.body.amount))).toBe(outcome.payoutCents);
    expect(casino.balances.get(MEMBER)).toBe(10_000 - 200 + outcome.payoutCents);
    expect(cents(balance)).toBe(casino.balances.get(MEMBER));
  });

  it('plays roulette and blackjack through the signed wallet, balance moving by the rule tables', async () => {
    const roulette = await open(real('house_roulette'));
    const spin = await call(roulette, '/roulette/spin', {
      bets: [
        { kind: 'red', amount: '1.00' },
        { kind: 'straight', numbers: [17], amount: '0.50' },
      ],
    });
    expect(spin.error).toBe(0);
    const { number } = spin.data.outcome;
    const red = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36].includes(number);
    const expected = (red ? 200 : 0) + (number === 17 ? 1800 : 0);
    expect(spin.data.outcome.payoutCents).toBe(expected);
    expect(casino.balances.get(MEMBER)).toBe(10_000 - 150 + expected);

    const table = await open(real('house_blackjack'));
    const before = casino.balances.get(MEMBER)!;
    let hand = (await call(table, '/blackjack/deal', { bet: '10.00' })).data.blackjack;
    while (hand.phase === 'player') {
      hand = (
        await call(table, '/blackjack/action', {
          roundId: hand.roundId,
          action: hand.legalActions.includes('double') ? 'double' : 'stand',
        })
      ).data.blackjack;
    }
    const staked = hand.hands.reduce((sum: number, each: { betCents: number }) => sum + each.betCents, 0);
    expect(casino.balances.get(MEMBER)).toBe(before - staked + hand.payoutCents);
    expect(operations().filter((operation) => operation === 'win')).toHaveLength(2);
  });

  it('refuses a bet above the balance and changes nothing', async () => {
    casino.balances.set(MEMBER, 150);
    const session = await open(real('house_fruit_fortune'));
    const spin = await call(session, '/slot/spin', { bet: '2.00' });
    expect(spin).toMatchObject({ error: 2, data: null });
    expect(spin.message).toMatch(/insufficient/i);
    expect(casino.balances.get(MEMBER)).toBe(150);
    expect(operations()).toEqual(['bet']);
    expect((await call(session, '/receipts')).data).toEqual([]);
  });

  it('detects a forged wallet answer: nothing is played and the bet is rolled back', async () => {
    const session = await open(real('house_fruit_fortune'));
    casino.forgeWith('not-the-shared-secret');
    const spin = await call(session, '/slot/spin', { bet: '1.00' });
    expect(spin).toMatchObject({ error: 9, data: null });
    // the bet reached the casino, the vendor could not trust the answer, so it cancelled the bet (3 tries)
    expect(operations()).toEqual(['bet', 'rollback', 'rollback', 'rollback']);
    expect(casino.requests[1]!.body).toMatchObject({
      referenceTransactionId: casino.requests[0]!.body.transactionId,
    });
    expect(casino.balances.get(MEMBER)).toBe(10_000);
    casino.forgeWith(null);
    expect((await call(session, '/receipts')).data).toEqual([]);
  });

  it('retries a win lost on the network with the same transaction id, credited once', async () => {
    const session = await open(real('house_roulette'));
    casino.dropAnswers('win', 1);
    const spin = await call(session, '/roulette/spin', { bets: [{ kind: 'even', amount: '5.00' }] });
    expect(spin.error).toBe(0);
    const wins = casino.requests.filter((request) => request.operation === 'win');
    expect(wins).toHaveLength(2);
    expect(wins[1]!.body).toEqual(wins[0]!.body);
    expect(casino.balances.get(MEMBER)).toBe(10_000 - 500 + spin.data.outcome.payoutCents);
    expect(cents(spin.data.balance)).toBe(casino.balances.get(MEMBER));
  });

  it('rolls back a bet whose answer was lost, so the player is whole', async () => {
    const session = await open(real('house_fruit_fortune'));
    casino.dropAnswers('bet', 1);
    const spin = await call(session, '/slot/spin', { bet: '4.00' });
    expect(spin.error).toBe(9);
    expect(operations()).toEqual(['bet', 'rollback']);
    expect(casino.balances.get(MEMBER)).toBe(10_000);
  });

  it('play for fun uses a 1000.00 demo balance and never calls the wallet', async () => {
    const session = await open(fun('house_fruit_fortune'));
    expect((await call(session, '/session')).data).toMatchObject({ mode: 'fun', balance: '1000.00' });
    let balance = 100_000;
    for (let spin = 0; spin < 5; spin += 1) {
      const result = await call(session, '/slot/spin', { bet: '10.00' });
      balance += result.data.outcome.payoutCents - 1000;
      expect(cents(result.data.balance)).toBe(balance);
    }
    const table = await open(fun('house_blackjack'));
    const hand = await call(table, '/blackjack/deal', { bet: '10.00' });
    expect(hand.error).toBe(0);
    expect(casino.requests).toHaveLength(0);
  });

  it('stops new rounds when the launch token expires but still settles the hand in play', async () => {
    const session = await open(real('house_blackjack'), 60);
    let hand = (await call(session, '/blackjack/deal', { bet: '10.00' })).data.blackjack;
    while (hand.phase === 'settled')
      hand = (await call(session, '/blackjack/deal', { bet: '10.00' })).data.blackjack;
    now = new Date(now.getTime() + 120_000);
    const betsBefore = operations().filter((operation) => operation === 'bet').length;
    const deal = await call(session, '/blackjack/deal', { bet: '10.00' });
    expect(deal).toMatchObject({ error: 2, data: null });
    expect(deal.message).toMatch(/finish the hand/i);
    const stood = await call(session, '/blackjack/action', { roundId: hand.roundId, action: 'stand' });
    expect(stood.data.blackjack.phase).toBe('settled');
    expect(casino.requests.at(-1)).toMatchObject({ operation: 'win', body: { roundId: hand.roundId } });
    const after = await call(session, '/blackjack/deal', { bet: '10.00' });
    expect(after).toMatchObject({ error: -2, data: null });
    expect(operations().filter((operation) => operation === 'bet')).toHaveLength(betsBefore);
  });

  it('keeps receipts secret until rotation and shows no verdict of its own', async () => {
    const session = await open(real('house_roulette'));
    const first = (await call(session, '/session')).data.seeds;
    for (let i = 0; i < 3; i += 1)
      await call(session, '/roulette/spin', { bets: [{ kind: 'dozen', index: 2, amount: '1.00' }] });
    const hidden = (await call(session, '/receipts')).data;
    expect(hidden.map((r: { nonce: number }) => r.nonce)).toEqual([
      first.nonce + 2,
      first.nonce + 1,
      first.nonce,
    ]);
    expect(hidden.every((r: { serverSeed: string | null }) => r.serverSeed === null)).toBe(true);

    const rotated = await call(session, '/seeds/rotate', {
      clientSeed: 'my-lucky-seed',
      nextServerSeedHash: first.nextServerSeedHash,
    });
    expect(rotated.data.revealed.serverSeedHash).toBe(first.serverSeedHash);
    const shown = (await call(session, '/receipts')).data;
    expect(
      shown.every((r: { serverSeed: string }) => r.serverSeed === rotated.data.revealed.serverSeed),
    ).toBe(true);
    // the check is the player's (fairness/verifier.ts in the page), not a flag the vendor could set
    expect(shown.some((r: object) => 'verified' in r)).toBe(false);

    const next = rotated.data.seeds.nextServerSeedHash;
    expect(
      (await call(session, '/seeds/rotate', { clientSeed: 'bad:seed', nextServerSeedHash: next })).error,
    ).toBe(1);
  });

  it('commits the next server seed before the client seed is chosen, and rotates only to that one', async () => {
    const session = await open(real('house_fruit_fortune'));
    const before = (await call(session, '/session')).data.seeds;
    expect(before.nextServerSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(before.nextServerSeedHash).not.toBe(before.serverSeedHash);
    // the commitment does not move while the player plays
    await call(session, '/slot/spin', { bet: '1.00' });
    expect((await call(session, '/session')).data.seeds.nextServerSeedHash).toBe(before.nextServerSeedHash);

    // a rotation must name the commitment the player saw: none, or a stale one, changes nothing
    expect((await call(session, '/seeds/rotate', { clientSeed: 'mine' })).error).toBe(1);
    const stale = await call(session, '/seeds/rotate', {
      clientSeed: 'mine',
      nextServerSeedHash: 'a'.repeat(64),
    });
    expect(stale).toMatchObject({ error: 2, data: null });
    expect(stale.message).toMatch(/rotated meanwhile/);
    expect((await call(session, '/session')).data.seeds).toEqual({ ...before, nonce: before.nonce + 1 });

    const rotated = await call(session, '/seeds/rotate', {
      clientSeed: 'chosen-after-the-hash',
      nextServerSeedHash: before.nextServerSeedHash,
    });
    expect(rotated.data.seeds).toMatchObject({
      serverSeedHash: before.nextServerSeedHash,
      clientSeed: 'chosen-after-the-hash',
      nonce: 0,
    });
    await call(session, '/slot/spin', { bet: '1.00' });
    const again = await call(session, '/seeds/rotate', {
      nextServerSeedHash: rotated.data.seeds.nextServerSeedHash,
    });
    // the seed the chosen client seed was paired with is the one committed before it was chosen
    const revealed = again.data.revealed.serverSeed;
    expect(createHash('sha256').update(Buffer.from(revealed, 'hex')).digest('hex')).toBe(
      before.nextServerSeedHash,
    );
  });

  it("the player's verifier reproduces real rounds of every game and refuses tampered receipts", async () => {
    const slot = await open(real('house_fruit_fortune'));
    const roulette = await open(real('house_roulette'));
    const table = await open(real('house_blackjack'));
    for (let i = 0; i < 2; i += 1) {
      expect((await call(slot, '/slot/spin', { bet: '2.00' })).error).toBe(0);
      const bets = [
        { kind: 'red', amount: '1.00' },
        { kind: 'corner', numbers: [1, 2, 4, 5], amount: '0.50' },
      ];
      expect((await call(roulette, '/roulette/spin', { bets })).error).toBe(0);
    }
    for (let hand = 0; hand < 3; hand += 1) {
      let state = (await call(table, '/blackjack/deal', { bet: '10.00' })).data.blackjack;
      while (state.phase === 'player') {
        const [action] = ['split', 'double', 'hit'].filter((a) => state.legalActions.includes(a));
        const move = action === 'hit' && state.hands.length > 1 ? 'stand' : (action ?? 'stand');
        state = (await call(table, '/blackjack/action', { roundId: state.roundId, action: move })).data
          .blackjack;
      }
    }
    const { nextServerSeedHash } = (await call(slot, '/session')).data.seeds;
    expect((await call(slot, '/seeds/rotate', { nextServerSeedHash })).error).toBe(0);
    const receipts: (RoundReceipt & { gameCode: string; payout: string })[] = (await call(slot, '/receipts'))
      .data;
    expect(new Set(receipts.map((receipt) => receipt.game))).toEqual(
      new Set(['slot', 'roulette', 'blackjack']),
    );
    expect(receipts).toHaveLength(7);
    for (const receipt of receipts) {
      const checked = await verifyReceipt(receipt, webcrypto.subtle as typeof globalThis.crypto.subtle);
      expect(checked).toEqual({ ok: true, payoutCents: cents(receipt.payout) });
    }

    const [first] = receipts;
    const otherSeed = createHash('sha256').update('another seed').digest('hex');
    expect(await verifyReceipt({ ...first!, serverSeed: otherSeed })).toEqual({
      ok: false,
      reason: 'hash-mismatch',
    });
    // a seed that does hash to the commitment cannot come with another client seed, nonce or outcome
    expect((await verifyReceipt({ ...first!, clientSeed: `${first!.clientSeed}x` })).ok).toBe(false);
    expect((await verifyReceipt({ ...first!, nonce: first!.nonce + 1 })).ok).toBe(false);
    const outcome = { ...first!.outcome, payoutCents: first!.outcome.payoutCents + 1 };
    expect(await verifyReceipt({ ...first!, outcome })).toEqual({ ok: false, reason: 'outcome-mismatch' });
  });
});
