import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { migrateHouseVendor } from '../storage/kyselySchema';
import { createKyselyStore } from '../storage/kyselyStore';
import { createMemoryStore } from '../storage/memoryStore';
import type { HouseStore } from '../storage/store';

export interface TestStore {
  name: string;
  /** A store over empty tables; every call of one test file shares the database, emptied each time. */
  make(): Promise<HouseStore>;
  /** The database under a Kysely store (after make); throws for the memory store. */
  database(): AnyDb;
  close(): Promise<void>;
}

// biome-ignore lint/suspicious/noExplicitAny: the vendor's tables have no host schema type
type AnyDb = Kysely<any>;

function kyselyStore(name: string, open: () => Promise<{ db: AnyDb; close(): Promise<void> }>): TestStore {
  let opened: Promise<{ db: AnyDb; close(): Promise<void> }> | null = null;
  let current: AnyDb | null = null;
  return {
    name,
    database() {
      if (!current) throw new Error(`${name}: call make() first`);
      return current;
    },
    async make() {
      opened ??= open().then(async (handle) => {
        await migrateHouseVendor(handle.db);
        return handle;
      });
      const { db } = await opened;
      current = db;
      await sql`truncate house_session, house_seed_pair, house_round, house_wallet_call, house_table_round, house_table_lease`.execute(
        db,
      );
      return createKyselyStore(db);
    },
    async close() {
      if (opened) await (await opened).close();
    },
  };
}

const ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * The stores a race-sensitive suite runs on: in memory, Kysely on PGlite, and with TEST_DB=postgres
 * Kysely on a PostgreSQL pool (several connections, so row locks are really contended).
 */
export function testStores(): TestStore[] {
  const stores: TestStore[] = [
    {
      name: 'memory store',
      make: async () => createMemoryStore(),
      database: () => {
        throw new Error('the memory store has no database');
      },
      close: async () => {},
    },
    kyselyStore('Kysely store on PGlite', async () => {
      const db: AnyDb = new Kysely({ dialect: new PGliteDialect({ pglite: new PGlite() }) });
      return { db, close: () => db.destroy() };
    }),
  ];
  if (process.env.TEST_DB === 'postgres') {
    stores.push(
      kyselyStore('Kysely store on PostgreSQL', async () => {
        const database = await postgresDatabase();
        const db: AnyDb = new Kysely({
          dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: database.url, max: 8 }) }),
        });
        return {
          db,
          async close() {
            await db.destroy();
            await database.drop();
          },
        };
      }),
    );
  }
  return stores;
}

/** An empty PostgreSQL database of a test's own (TEST_POSTGRES_URL's server), and its removal. */
export async function postgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `house_vendor_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      // pool.end() resolves before its connections have closed; a forced drop meanwhile sends them an
      // error nobody listens to any more, which fails the run (as in apps/server's test/db.ts)
      for (let attempt = 0; attempt < 50; attempt += 1) {
        const open = await admin.query('select count(*)::int as n from pg_stat_activity where datname = $1', [
          name,
        ]);
        if (open.rows[0]?.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
