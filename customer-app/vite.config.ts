import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompressAssets } from '../query-service/src/static/precompress-build.ts';

/** In production the portal serves dist/ at '/'; in development the API runs on port 3000. */
const api = 'http://localhost:3000';

export default defineConfig({
  base: '/',
  plugins: [react(), precompressAssets()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases.
        // MUI is not grouped: a single MUI chunk would hold every component of every screen and
        // load with the first page. Ungrouped, each component travels with the lazily loaded
        // screens that use it, and what the shell needs stays in a shared chunk.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
            },
            { name: 'data', test: /node_modules[\\/](@tanstack|zod)[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': api,
      '/healthz': api,
    },
  },
});
