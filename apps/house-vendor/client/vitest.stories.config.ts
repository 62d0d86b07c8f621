import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * The game parts' stories at 375 and 1280 px against committed baselines, as packages/ui does for its
 * components: `pnpm --filter @casino/house-vendor test:stories` (add --update to accept changes).
 */
export default defineConfig({
  root,
  plugins: [react(), vanillaExtractPlugin()],
  optimizeDeps: {
    entries: ['src/**/*.stories.tsx', 'src/storybook/*.tsx'],
    // what @casino/ui loads at run time, found up front so Vite does not reload mid-run
    include: [
      '@casino/ui > @vanilla-extract/sprinkles/createRuntimeSprinkles',
      '@casino/ui > @vanilla-extract/recipes/createRuntimeFn',
    ],
  },
  test: {
    include: ['src/storybook/stories.test.tsx'],
    fileParallelism: false,
    testTimeout: 60_000,
    browser: {
      enabled: true,
      headless: true,
      screenshotFailures: false,
      provider: playwright({
        launchOptions: {
          // Debian's Chromium: the tests never download a browser.
          executablePath: '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
          ],
        },
        contextOptions: { reducedMotion: 'reduce', viewport: { width: 1440, height: 960 } },
      }),
      instances: [{ browser: 'chromium' }],
      expect: {
        toMatchScreenshot: {
          comparatorName: 'pixelmatch',
          comparatorOptions: { threshold: 0, allowedMismatchedPixels: 40 },
          // beside the part: <folder>/__screenshots__/<Story>-<viewport>-<browser>-<platform>.png
          resolveScreenshotPath: ({ arg, ext, browserName, platform }) =>
            join(
              root,
              'src',
              dirname(arg),
              '__screenshots__',
              `${basename(arg)}-${browserName}-${platform}${ext}`,
            ),
        },
      },
    },
  },
});
