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
    rolldownOptions: {
      output: {
        // Keep the design system's dependencies (react-aria) in their own lazily loaded chunk, so the initial
        // bundle is React + Relay + the router only and the login page does not wait for the menus and dialogs.
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            {
              name: 'react',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|use-sync-external-store)[\\/]/,
              priority: 20,
            },
            {
              name: 'aria',
              priority: 10,
              test: /[\\/]node_modules[\\/](react-aria|react-aria-components|react-stately|@react-aria|@react-stately|@react-types|@internationalized|clsx)[\\/]/,
            },
            { name: 'ui', test: /[\\/]web[\\/]src[\\/]ui[\\/].*\.tsx?$/, priority: 5 },
          ],
        },
      },
    },
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
