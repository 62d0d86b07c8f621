import type { FastifyInstance } from 'fastify';
import { type AppOptions, buildApp } from '../app.js';
import { type Config, loadConfig } from '../config.js';
import type { Db } from '../db/database.js';
import { createTestDatabase } from './db.js';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  /** PostgreSQL only: the database's address, for a second pool as a second instance would open. */
  url?: string;
  config: Config;
  close(): Promise<void>;
}

/** The whole app on a fresh database; logs silent unless LOG_LEVEL is set. */
export async function createTestApp(
  overrides: Partial<Config> = {},
  options: Partial<Omit<AppOptions, 'config' | 'db'>> = {},
): Promise<TestApp> {
  const { db, url, destroy } = await createTestDatabase();
  const config: Config = {
    ...loadConfig({ LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent', PUBLIC_URL: 'http://casino.test' }),
    // A tick in the middle of a test would write run records the test did not cause.
    bonusScheduleSeconds: 0,
    playCountSeconds: 0,
    // The built Storybook's hundreds of files are indexed at start; only its own test asks for them.
    storybook: false,
    ...overrides,
  };
  const app = await buildApp({ config, db, ownsDb: false, ...options });
  await app.ready();
  return {
    app,
    db,
    url,
    config,
    async close() {
      await app.close();
      await destroy();
    },
  };
}
