import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // generous: the machine is shared, and PGlite compiles its first queries slowly under load
    testTimeout: 90_000,
    hookTimeout: 60_000,
  },
});
