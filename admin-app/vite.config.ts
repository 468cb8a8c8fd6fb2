import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The portal serves this build under /admin/ on the same origin as the API, so the session
// cookie and the CSRF origin check work unchanged; in development the proxy keeps that true.
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    // react-admin, MUI and React change far less often than the console, so they get a chunk of
    // their own that browsers keep across releases. About 1 MB minified is their normal size.
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: [{ name: 'vendor', test: /[\\/]node_modules[\\/]/ }] },
      },
    },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
    },
  },
});
