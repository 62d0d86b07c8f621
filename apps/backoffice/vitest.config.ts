import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

// Unit tests are plain TypeScript rules (CSV, money, the session store). The one money formatter lives
// in @casino/ui beside its styles, so the styles plugin is here for that import alone.
export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: { include: ['src/**/*.test.ts'], environment: 'node' },
});
