/**
 * `npm test`: every check CI runs, in order, with one closing tally.
 * Static checks count as one test each; vitest and Playwright report their own counts.
 * All steps run even after a failure (one run shows everything that is wrong); e2e needs a web build.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';

interface Tally { passed: number; failed: number; skipped: number }
const total: Tally = { passed: 0, failed: 0, skipped: 0 };
const lines: string[] = [];
// Absolute: Playwright resolves relative report paths against its config folder.
const reportDir = join(process.cwd(), '.data', 'test-reports');
mkdirSync(reportDir, { recursive: true });

function run(cmd: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(1));
  });
}

function record(name: string, t: Tally, seconds: number) {
  total.passed += t.passed;
  total.failed += t.failed;
  total.skipped += t.skipped;
  const status = t.failed > 0 ? 'FAIL' : 'ok  ';
  lines.push(`${status} ${name.padEnd(28)} ${t.passed} passed, ${t.failed} failed${t.skipped ? `, ${t.skipped} skipped` : ''} (${seconds.toFixed(1)} s)`);
}

async function check(name: string, cmd: string, args: string[]): Promise<boolean> {
  console.log(`\n▶ ${name}: ${cmd} ${args.join(' ')}`);
  const started = performance.now();
  const code = await run(cmd, args);
  record(name, code === 0 ? { passed: 1, failed: 0, skipped: 0 } : { passed: 0, failed: 1, skipped: 0 }, (performance.now() - started) / 1000);
  return code === 0;
}

async function vitest(): Promise<void> {
  const out = join(reportDir, 'vitest.json');
  rmSync(out, { force: true });
  console.log('\n▶ vitest (api, bff, web)');
  const started = performance.now();
  const code = await run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`]);
  const t: Tally = { passed: 0, failed: 0, skipped: 0 };
  if (existsSync(out)) {
    const r = JSON.parse(readFileSync(out, 'utf8')) as { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number };
    t.passed = r.numPassedTests;
    t.failed = r.numFailedTests;
    t.skipped = r.numPendingTests + r.numTodoTests;
  }
  // A crash or a failing suite (e.g. an import error) with no failed test still fails the run.
  if (code !== 0 && t.failed === 0) t.failed = 1;
  record('vitest', t, (performance.now() - started) / 1000);
}

async function playwright(): Promise<void> {
  const out = join(reportDir, 'playwright.json');
  rmSync(out, { force: true });
  console.log('\n▶ playwright (e2e, real Chromium)');
  const started = performance.now();
  const code = await run('npx', ['playwright', 'test', '-c', 'tests/e2e/playwright.config.ts', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: out });
  const t: Tally = { passed: 0, failed: 0, skipped: 0 };
  if (existsSync(out)) {
    const r = JSON.parse(readFileSync(out, 'utf8')) as { stats: { expected: number; unexpected: number; flaky: number; skipped: number } };
    t.passed = r.stats.expected + r.stats.flaky;
    t.failed = r.stats.unexpected;
    t.skipped = r.stats.skipped;
  }
  if (code !== 0 && t.failed === 0) t.failed = 1;
  record('playwright e2e', t, (performance.now() - started) / 1000);
}

const started = performance.now();
await check('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json']);
await check('lint', 'npx', ['eslint', '.', '--max-warnings', '0']);
await check('schema drift', 'npx', ['tsx', 'bff/src/schema/print.ts', '--check']);
await check('schema breaking changes', 'npx', ['tsx', 'bff/src/schema/breaking-check.ts']);
await check('relay-compiler --validate', 'npx', ['relay-compiler', '--validate']);
await vitest();
if (await check('web build', 'npx', ['vite', 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'])) {
  await playwright();
} else {
  record('playwright e2e (not run)', { passed: 0, failed: 1, skipped: 0 }, 0);
}

console.log('\n── summary ──────────────────────────────────────────────');
for (const line of lines) console.log(line);
console.log(`total time ${((performance.now() - started) / 1000).toFixed(0)} s`);
console.log(`${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`);
process.exit(total.failed > 0 ? 1 : 0);
