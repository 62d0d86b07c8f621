import { PGlite } from '@electric-sql/pglite';
import Fastify, { type FastifyInstance } from 'fastify';
import { Kysely, PGliteDialect, sql } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { createLaunchToken, type LaunchTokenInput } from '../http/launchToken';
import { houseVendorPlugin } from '../http/plugin';
import { parseMoney } from '../money';
import { migrateHouseVendor } from '../storage/kyselySchema';
import { createKyselyStore } from '../storage/kyselyStore';
import { createMemoryStore } from '../storage/memoryStore';
import type { HouseStore } from '../storage/store';
import { type FakeCasinoWallet, startFakeCasinoWallet } from './fakeCasinoWallet';
import { testSecrets } from './secrets';

/*
 * The house vendor plugin mounted on Fastify against a fake casino wallet, as the plugin's test files
 * (src/http/launchPage, walletSettlement, seedsAndReceipts) drive it: through the launch page and the
 * page API, on the memory store and on the Kysely store.
 */

export const SECRETS = testSecrets('shared-secret-for-tests');
export const MEMBER = 7;
export const real = (gameCode: string): LaunchTokenInput => ({
  memberId: MEMBER,
  gameId: 11,
  gameCode,
  currency: 'EUR',
  mode: 'real',
  lang: 'en',
});
export const fun = (gameCode: string): LaunchTokenInput => ({
  memberId: null,
  gameId: 11,
  gameCode,
  currency: 'EUR',
  mode: 'fun',
  lang: 'en',
});

// biome-ignore lint/suspicious/noExplicitAny: the tests read the answers as the page's script does, untyped JSON
export type Envelope = { error: number; message: string; data: any };

/** The stores a plugin test file runs on; call it once at the file's top level (it closes its database). */
export function pluginStores(): { name: string; make: () => Promise<HouseStore> }[] {
  // biome-ignore lint/suspicious/noExplicitAny: test database without a schema type
  let pglite: { db: Kysely<any> } | null = null;
  afterAll(async () => {
    await pglite?.db.destroy();
  });
  return [
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
}

/**
 * Inside a describe: the fake casino wallet for the suite (member 7 holds 100.00 at every test's start)
 * and a fresh plugin on a fresh store for every test, at a clock `now` a test may move.
 */
export function pluginApp(make: () => Promise<HouseStore>) {
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
    // the page carries its session's state, with the balance the casino's wallet gave as it opened:
    // the calls a test counts are those its own steps make
    casino.requests.length = 0;
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

  return {
    get app() {
      return app;
    },
    get casino() {
      return casino;
    },
    get now() {
      return now;
    },
    set now(value: Date) {
      now = value;
    },
    open,
    call,
    cents: (text: string) => parseMoney(text, 2)!,
    operations: () => casino.requests.map((request) => request.operation),
  };
}
