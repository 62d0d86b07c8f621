import { defineConfig } from 'vitest/config';

// Unit tests are plain TypeScript rules (catalogues, guard, search params, session); no bundler plugins.
export default defineConfig({
  test: { include: ['src/**/*.test.ts'], environment: 'node' },
});
