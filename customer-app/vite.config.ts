import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** In production the portal serves dist/ at '/'; in development the API runs on port 3000. */
const api = 'http://localhost:3000';

export default defineConfig({
  base: '/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
            },
            { name: 'mui', test: /node_modules[\\/](@mui|@emotion|stylis|@babel[\\/]runtime)[\\/]/ },
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
