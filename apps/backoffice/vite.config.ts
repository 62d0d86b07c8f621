import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressPlugin } from '../../scripts/precompress.mjs';

// Served by the casino server under /backoffice/ (apps/server src/site/backofficeSite.ts).
export default defineConfig({
  base: '/backoffice/',
  plugins: [tanstackRouter(), react(), vanillaExtractPlugin(), precompressPlugin('backoffice:precompress')],
  server: { proxy: { '/api': 'http://localhost:8080' } },
  build: { outDir: 'dist', emptyOutDir: true },
});
