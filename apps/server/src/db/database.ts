import fs from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { numericText } from '../shared/money.js';
import { PgliteDialect } from './pgliteDialect.js';
import { PgliteThread } from './pgliteThread.js';
import type { Database } from './schema.js';

export type Db = Kysely<Database>;

const INT8 = 20;
const DATE = 1082;
const NUMERIC = 1700;

/**
 * Both engines answer the same JavaScript types: bigint columns (counts) as numbers, dates as
 * 'YYYY-MM-DD' strings (no time-zone shift), numeric (money) as exact decimal strings, a fiat amount
 * with its two decimals (shared/money.ts numericText).
 */
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8) return (value: string) => Number(value);
    if (oid === DATE) return (value: string) => value;
    if (oid === NUMERIC) return numericText;
    // biome-ignore lint/suspicious/noExplicitAny: pg's overloads do not accept a union format.
    return pg.types.getTypeParser(oid, format as any);
  },
};

const pools = new WeakMap<Db, pg.Pool>();

export function openPostgres(connectionString: string): Db {
  const pool = new pg.Pool({ connectionString, types: pgTypes, max: 10 });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  pools.set(db, pool);
  return db;
}

/** The PostgreSQL pool behind a database, for its use and waits in /metrics; none on PGlite. */
export function poolOf(db: Db): pg.Pool | undefined {
  return pools.get(db);
}

/** dataDir undefined means an in-memory database (tests). */
export function openPglite(dataDir: string | undefined): Db {
  if (dataDir !== undefined) fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  const client = new PgliteThread({ dataDir });
  return new Kysely<Database>({ dialect: new PgliteDialect(client) });
}

export function openDatabase(options: { databaseUrl: string | undefined; dataDir: string }): Db {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : openPglite(path.join(options.dataDir, 'pglite'));
}
