import { randomBytes } from 'node:crypto';
import { Kysely } from 'kysely';
import pg from 'pg';
import { inject } from 'vitest';
import { type Db, openPostgres } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { type PgliteClient, PgliteDialect } from '../db/pgliteDialect.js';
import { PgliteThread } from '../db/pgliteThread.js';
import type { Database } from '../db/schema.js';
import { adminUrl } from './template.js';

export type TestEngine = 'pglite' | 'postgres';

export const testEngine: TestEngine = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

export interface TestDatabase {
  db: Db;
  /** PostgreSQL only: the database's address, for a second pool as a second server instance would open. */
  url?: string;
  /** Closes the connection and, on PostgreSQL, drops the database. */
  destroy(): Promise<void>;
}

/** PGlite threads this test worker's earlier files finished with, each restarting from the template. */
const spares: Promise<PgliteThread>[] = [];

function startPglite(): Promise<PgliteThread> {
  const thread = new PgliteThread({ loadDataDirFile: inject('pgliteTemplate') });
  // The last spare still runs when the worker's files are done; it must not keep the worker alive.
  thread.unref();
  return thread.waitReady.then(() => thread);
}

/**
 * A database from the template on a thread of its own. Starting a thread and loading PGlite's modules
 * cost each file more than its database, so a closed database's thread is restarted from the template
 * at once (while the next file loads) and handed to the next file.
 */
async function leasePglite(): Promise<PgliteClient> {
  const thread = await (spares.pop() ?? startPglite());
  let closed = false;
  return {
    waitReady: Promise.resolve(),
    query(sql, params) {
      if (closed) return Promise.reject(new Error('this test database is closed'));
      return thread.query(sql, params);
    },
    async close() {
      if (closed) return;
      closed = true;
      spares.push(
        thread.restart().then(
          () => thread,
          async () => {
            await thread.close().catch(() => undefined);
            return startPglite();
          },
        ),
      );
    },
  };
}

/**
 * A fresh migrated and seeded database for one test file, on the engine TEST_DB names: a copy of the
 * template the suite's global setup made (src/test/template.ts).
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (testEngine === 'pglite') {
    const db = new Kysely<Database>({ dialect: new PgliteDialect(await leasePglite()) });
    await migrateToLatest(db);
    return { db, destroy: () => db.destroy() };
  }
  const name = `casino_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject('postgresTemplate')}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = openPostgres(url.toString());
  try {
    await migrateToLatest(db);
  } catch (error) {
    await db.destroy();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    throw error;
  }
  return {
    db,
    url: url.toString(),
    async destroy() {
      await db.destroy();
      // pool.end() resolves before its connections have closed; forcing the drop while they close
      // sends them an error nobody listens to any more, which fails the whole test run.
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
