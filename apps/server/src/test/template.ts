import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Kysely } from 'kysely';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { type Db, openPostgres } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { createPglite, PgliteDialect } from '../db/pgliteDialect.js';
import type { Database } from '../db/schema.js';

/**
 * Migrating and seeding a database takes seconds on PostgreSQL and tens of seconds on PGlite under
 * load, so the suite does it once: every test file starts from a copy of this template (a data-dir
 * dump on PGlite, CREATE DATABASE ... TEMPLATE on PostgreSQL) instead of from an empty database.
 */
declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}

export const adminUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function migrateAndSeed(db: Db): Promise<void> {
  await migrateToLatest(db);
  const config = loadConfig({ LOG_LEVEL: 'silent', PUBLIC_URL: 'http://casino.test' });
  const app = await buildApp({ config, db, ownsDb: false });
  await app.ready();
  await app.close();
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.TEST_DB === 'postgres') {
    const name = `casino_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const db = openPostgres(url.toString());
    await migrateAndSeed(db);
    await db.destroy();
    project.provide('postgresTemplate', name);
    project.provide('pgliteTemplate', '');
    return async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  }
  const client = createPglite({});
  const db = new Kysely<Database>({ dialect: new PgliteDialect(client) });
  await migrateAndSeed(db);
  const dump = await client.dumpDataDir('none');
  await db.destroy();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'casino-template-')), 'pglite.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  project.provide('postgresTemplate', '');
  return async () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
