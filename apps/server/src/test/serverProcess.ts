import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Kysely } from 'kysely';
import { inject } from 'vitest';
import { serverRoot } from '../config.js';
import type { Db } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { PgliteDialect } from '../db/pgliteDialect.js';
import { PgliteThread } from '../db/pgliteThread.js';
import type { Database } from '../db/schema.js';
import { createTestDatabase, testEngine } from './db.js';
import { freePort } from './freePort.js';

/** A database for server processes: its settings, and a way to read it (on PGlite, with them stopped). */
export interface ProcessDatabase {
  env: Record<string, string>;
  /** Runs `work` on the database; on PGlite only while no server holds its folder. */
  use<T>(work: (db: Db) => Promise<T>): Promise<T>;
  destroy(): Promise<void>;
}

export async function processDatabase(): Promise<ProcessDatabase> {
  if (testEngine === 'postgres') {
    const database = await createTestDatabase();
    return {
      env: { DATABASE_URL: database.url ?? '' },
      use: (work) => work(database.db),
      destroy: () => database.destroy(),
    };
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'casino-process-'));
  let first = true;
  return {
    env: { DATA_DIR: dataDir },
    async use(work) {
      const client = new PgliteThread({
        dataDir: path.join(dataDir, 'pglite'),
        ...(first ? { loadDataDirFile: inject('pgliteTemplate') } : {}),
      });
      first = false;
      const db = new Kysely<Database>({ dialect: new PgliteDialect(client) });
      try {
        await migrateToLatest(db);
        return await work(db);
      } finally {
        await db.destroy();
      }
    },
    async destroy() {
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface ServerProcess {
  port: number;
  url: string;
  child: ChildProcess;
  /** The exit code (null after a signal) once the process has ended. */
  exited: Promise<number | null>;
  output(): string;
}

/** src/server.ts in a process of its own with these settings; resolves once /readyz answers 200. */
export async function startServer(
  env: Record<string, string>,
  readyWithinMs = 120_000,
): Promise<ServerProcess> {
  const port = await freePort();
  const child = // One process (tsx as a loader, not its wrapper), so a signal reaches the server itself.
    spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: serverRoot,
      env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', PORT: String(port), HOST: '127.0.0.1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const until = Date.now() + readyWithinMs;
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  while (Date.now() < until && !gone) {
    const status = await fetch(`${url}/readyz`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return { port, url, child, exited, output: () => output };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`server on ${port} not ready:\n${output}`);
}
