import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

/*
 * The package test script runs this suite twice: TEST_DB=pglite, then TEST_DB=postgres. A test file
 * that never opens a database (it builds no test app, test database or server-process database, runs
 * no fuzz suite or payment sandbox suite and names no engine) answers the same on both, so the
 * PostgreSQL pass leaves it out rather than run it twice.
 */
const touchesDatabase =
  /createTestApp|createTestDatabase|processDatabase|describeFuzz|sandboxSuite|TEST_DB|DATABASE_URL/;
const engineIndependent = readdirSync('src', { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => `src/${file}`)
  .filter((file) => !touchesDatabase.test(readFileSync(file, 'utf8')));

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    exclude: process.env.TEST_DB === 'postgres' ? engineIndependent : [],
    globalSetup: ['src/test/template.ts'],
    pool: 'forks',
    // Files share a worker's loaded modules instead of importing the whole app again each (a third of
    // the PGlite pass's time); every file still builds its own app on its own database.
    isolate: false,
    // The machine has 2 cores shared with other work.
    maxWorkers: 2,
    // Generous: other work shares the 2 cores and PGlite takes seconds to start under load.
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
