import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressPlugin } from '../../../scripts/precompress.mjs';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * The house vendor's game client. Relative base: the page is served at <publicPath>/play and its files
 * at <publicPath>/assets, wherever the host mounts the vendor. No inline script (the page's CSP allows
 * only 'self'), so the module-preload polyfill stays out.
 */
export default defineConfig({
  root,
  base: './',
  plugins: [react(), vanillaExtractPlugin(), precompressPlugin('house-vendor:precompress')],
  build: {
    outDir: fileURLToPath(new URL('../dist/client', import.meta.url)),
    emptyOutDir: true,
    modulePreload: { polyfill: false },
    // bench/games reads it to sum each game's JavaScript
    manifest: true,
    target: 'es2022',
    chunkSizeWarningLimit: 700,
  },
  server: { proxy: { '/vendor': 'http://localhost:8080' } },
});
