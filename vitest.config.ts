import { defineConfig } from 'vitest/config';
import relay from 'vite-plugin-relay';

// One runner, three tiers: each project keeps its own environment.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          // Files share a worker's module cache: each file still starts its own api (and bff), so no state is shared,
          // and the server modules are imported once per worker instead of once per file (a third of the tier's time).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'bff',
          include: ['tests/bff/**/*.test.ts'],
          environment: 'node',
          // Files share a worker's module cache: each file still starts its own api (and bff), so no state is shared,
          // and the server modules are imported once per worker instead of once per file (a third of the tier's time).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The launcher and the production build, run as processes (npm start's behaviour).
        test: {
          name: 'stack',
          include: ['tests/stack/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
      {
        plugins: [relay],
        test: {
          name: 'web',
          include: ['tests/web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/web/setup.ts'],
          testTimeout: 15_000,
        },
      },
    ],
  },
});
