import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Bundling and linting spawn the Redocly CLI, which takes a few seconds on a shared machine.
    testTimeout: 60_000,
  },
});
