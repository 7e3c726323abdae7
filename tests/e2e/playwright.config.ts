import { defineConfig } from '@playwright/test';
import { e2eBaseUrl, e2ePorts } from './support/ports';

// End-to-end tests drive Debian's Chromium (never a downloaded browser) through the real stack:
// the api on a throwaway PGlite database, the bff, and the production build of the web app.
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  outputDir: '../../test-results',
  use: {
    baseURL: e2eBaseUrl,
    trace: 'retain-on-failure',
    // Dates and numbers are formatted in the browser's locale; the specs read them in English.
    locale: 'en-US',
    timezoneId: 'UTC',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'npx tsx tests/e2e/support/serve.ts',
    // Run from the repository root (npm scripts start there), not from this folder.
    cwd: process.cwd(),
    url: `http://127.0.0.1:${e2ePorts.bff}/ready`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
