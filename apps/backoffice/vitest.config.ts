import { defineConfig } from 'vitest/config';

// Unit tests are plain TypeScript rules (CSV, money, the session store); no bundler plugins.
export default defineConfig({
  test: { include: ['src/**/*.test.ts'], environment: 'node' },
});
