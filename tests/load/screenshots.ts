/**
 * `npx tsx tests/load/screenshots.ts`: screenshots of the dashboards (home, the chart dashboards and the pipeline)
 * from a production build (web/dist) against a throwaway PGlite stack, signed in as the demo administrator, into
 * docs/screenshots/. A tool for the issue notes and the README, not a test.
 */
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright';
import { persistedIdOf } from './first-load';
import { startBenchStack } from './stack';

const out = 'docs/screenshots';
const pages: [string, string][] = [
  ['home-dashboard', '/'],
  ['dashboard-opportunity', '/opportunity/dashboard'],
  ['opportunity-pipeline', '/opportunity/pipeline'],
  ['dashboard-lead', '/dashboard/lead'],
  ['dashboard-invoice', '/dashboard/invoice'],
  ['dashboard-project', '/dashboard/project'],
  ['dashboard-case', '/dashboard/case'],
  ['dashboard-revenue', '/dashboard/revenue'],
];

mkdirSync(out, { recursive: true });
const stack = await startBenchStack({ webDist: 'web/dist' });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const login = await context.request.post(`${stack.bffUrl}/graphql`, {
    data: {
      documentId: persistedIdOf('useLoginMutation'),
      operationName: 'useLoginMutation',
      variables: { input: { username: 'admin@acme.example', password: 'demo1234' } },
    },
  });
  if (!login.ok()) throw new Error(`sign-in failed: ${login.status()}`);
  const page = await context.newPage();
  for (const [name, path] of pages) {
    await page.goto(stack.bffUrl + path, { waitUntil: 'networkidle' });
    // Charts draw on a canvas after their data arrives: give echarts its animation time.
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `${out}/${name}.png`, fullPage: true });
    console.log(`${out}/${name}.png`);
  }
} finally {
  await browser.close();
  await stack.stop();
}
