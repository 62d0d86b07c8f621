import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressPlugin } from '../../scripts/precompress.mjs';

export default defineConfig({
  // The router plugin reads tsr.config.json, as `pnpm routes` does, so both write the same tree.
  plugins: [
    // Home is where nearly every visit starts: its component ships in the entry chunk rather than
    // being fetched only after the router has started (one round trip less before it shows).
    tanstackRouter({
      codeSplittingOptions: { splitBehavior: ({ routeId }) => (routeId === '/' ? [] : undefined) },
    }),
    react(),
    vanillaExtractPlugin(),
    precompressPlugin('casino:precompress'),
  ],
  resolve: {
    alias: [
      // Catalogues are precompiled to ASTs by `pnpm i18n`, so the ICU parser never ships.
      {
        find: /^@formatjs\/icu-messageformat-parser$/,
        replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
      },
    ],
  },
  server: { proxy: { '/api': 'http://localhost:8080', '/vendor': 'http://localhost:8080' } },
  build: { outDir: 'dist', emptyOutDir: true },
});
