import { defineConfig } from 'vitest/config';

// The package test script runs this suite twice: TEST_DB=pglite, then TEST_DB=postgres.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/template.ts'],
    pool: 'forks',
    // The machine has 2 cores shared with other work.
    maxWorkers: 2,
    // Generous: other work shares the 2 cores and PGlite takes seconds to start under load.
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
