/** The databases a bench case runs on: each case gets one of its own, dropped afterwards. */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type Db, openPglite, openPostgres } from '@casino/server/src/db/database.js';
import { migrateToLatest } from '@casino/server/src/db/migrate.js';
import pg from 'pg';

export const adminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface Engine {
  name: string;
  db: Db;
  /** PostgreSQL only: the database's address, for server processes of its own. */
  url?: string;
  close(): Promise<void>;
}

/** PGlite in a data folder of its own, as the server keeps it (`DATA_DIR`), removed afterwards. */
export async function pgliteEngine(): Promise<Engine> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'bench-wallet-'));
  const db = openPglite(path.join(folder, 'pglite'));
  await migrateToLatest(db);
  return {
    name: 'PGlite',
    db,
    async close() {
      await db.destroy();
      await rm(folder, { recursive: true, force: true });
    },
  };
}

export async function postgresEngine(): Promise<Engine> {
  const name = `bench_wallet_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = openPostgres(url.toString());
  await migrateToLatest(db);
  return {
    name: 'PostgreSQL',
    db,
    url: url.toString(),
    async close() {
      await db.destroy();
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
