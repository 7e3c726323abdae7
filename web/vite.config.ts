import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import relay from 'vite-plugin-relay';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

// Run from the repository root: `vite build --config web/vite.config.ts` (relay.config.js is read from the cwd).
export default defineConfig({
  root: webRoot,
  // babel-plugin-relay (through vite-plugin-relay) must see the graphql tags before the react plugin.
  plugins: [relay, react()],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 600,
  },
  server: {
    port: 5173,
    proxy: {
      '/graphql': { target: 'http://localhost:4000', ws: true, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/graphql': { target: 'http://localhost:4000', ws: true, changeOrigin: true },
    },
  },
});
