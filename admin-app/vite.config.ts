import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompressAssets } from '../query-service/src/static/precompress-build.ts';

// The portal serves this build under /admin/ on the same origin as the API, so the session
// cookie and the CSRF origin check work unchanged; in development the proxy keeps that true.
export default defineConfig({
  base: '/admin/',
  plugins: [react(), precompressAssets()],
  build: {
    outDir: 'dist',
    // react-admin, MUI and React change far less often than the console, so they get a chunk of
    // their own that browsers keep across releases. Their normal size is about 1.2 MB minified
    // (1,237,748 bytes in November 2026, 382 kB gzipped); the warning is for growth beyond that.
    chunkSizeWarningLimit: 1300,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The rich-text editor loads on first use; first in the list, so its packages stay out
            // of the vendor chunk every page loads, and without the React it shares with the rest.
            {
              name: 'rich-text-editor',
              test: /[\\/]node_modules[\\/](@tiptap|prosemirror-[a-z-]+|orderedmap|rope-sequence|w3c-keyname|linkifyjs|@floating-ui|fast-equals|use-sync-external-store)[\\/]/,
              includeDependenciesRecursively: false,
            },
            { name: 'vendor', test: /[\\/]node_modules[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
    },
  },
});
