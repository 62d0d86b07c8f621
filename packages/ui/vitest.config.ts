import { basename, dirname, join } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { emulateReducedMotion, movePointerAway } from './src/storybook/commands';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  // Stories load lazily, so Vite would discover their dependencies mid-run and reload, which can
  // leave two copies of React in the page: scan every story and test up front instead.
  optimizeDeps: {
    entries: ['src/**/*.stories.tsx', 'src/**/*.test.tsx', 'src/storybook/*.ts', 'src/storybook/*.tsx'],
  },

  test: {
    include: ['src/**/*.test.tsx'],
    setupFiles: ['./src/storybook/setup.ts'],
    // Two shared cores: one browser, one page, files one after another.
    fileParallelism: false,
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
        // Screenshots are taken with motion reduced so every animation has settled.
        contextOptions: { reducedMotion: 'reduce', viewport: { width: 1440, height: 960 } },
      }),
      instances: [{ browser: 'chromium' }],
      commands: { emulateReducedMotion, movePointerAway },
      expect: {
        toMatchScreenshot: {
          comparatorName: 'pixelmatch',
          // Tolerates anti-aliasing noise only: one changed colour token moves far more pixels than this.
          comparatorOptions: { threshold: 0, allowedMismatchedPixels: 40 },
          // Story baselines sit beside their component: components/<Name>/__screenshots__/<Story>-<viewport>.png
          resolveScreenshotPath: ({
            arg,
            ext,
            root,
            browserName,
            platform,
            testFileDirectory,
            testFileName,
          }) =>
            arg.startsWith('components/')
              ? join(
                  root,
                  'src',
                  dirname(arg),
                  '__screenshots__',
                  `${basename(arg)}-${browserName}-${platform}${ext}`,
                )
              : join(
                  root,
                  testFileDirectory,
                  '__screenshots__',
                  testFileName,
                  `${arg}-${browserName}-${platform}${ext}`,
                ),
        },
      },
    },
  },
});
