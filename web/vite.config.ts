import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import relay from 'vite-plugin-relay';
import { precompress } from './build/precompress';
import { relaySlim } from './build/relaySlim';
import { routerProduction } from './build/routerProduction';
import { firstLoadChunkName } from './build/chunkGroups';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

// Run from the repository root: `vite build --config web/vite.config.ts` (relay.config.js is read from the cwd).
export default defineConfig({
  root: webRoot,
  // babel-plugin-relay (through vite-plugin-relay) must see the graphql tags before the react plugin.
  plugins: [relaySlim(), routerProduction(), relay, react(), precompress()],
  resolve: {
    // react-relay's main entry also carries the legacy container API (QueryRenderer, createFragmentContainer…),
    // about 8 KB gzip this app never uses; its hooks entry exports everything the app imports. Production builds go
    // further (relaySlim): both packages resolve to entries that carry only what the app uses.
    alias: [{ find: /^react-relay$/, replacement: 'react-relay/hooks' }],
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // Source maps are public once served: only when asked for (SOURCEMAP=1), e.g. for a staging build.
    sourcemap: process.env.SOURCEMAP === '1',
    // .vite/manifest.json: the chunk graph, read by the first-load benchmark (never served: a dot folder).
    manifest: true,
    chunkSizeWarningLimit: 600,
    // Every browser the build targets (baseline, widely available) supports <link rel="modulepreload">: Vite's
    // polyfill for those that do not is left out of the entry chunk.
    modulePreload: { polyfill: false },
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
            // The shell's static dependencies, then what the record list and detail pages share: one chunk each.
            { name: firstLoadChunkName(), test: /[\\/]web[\\/]src[\\/]/, priority: 10 },
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
