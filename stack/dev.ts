/**
 * `npm run dev`: the same stack as `npm start` (api + bff, restarted by tsx watch when server code changes),
 * plus the Vite dev server with hot reload and relay-compiler re-run whenever a web source or the schema
 * changes. relay-compiler's own --watch needs watchman, which a fresh machine does not have, hence fs.watch.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { watch } from 'node:fs';
import { createServer } from 'vite';

const children: ChildProcess[] = [];

function start(cmd: string, args: string[], env: NodeJS.ProcessEnv = {}): ChildProcess {
  const child = spawn(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  children.push(child);
  return child;
}

let relayRunning = false;
let relayAgain = false;
function compileRelay(): void {
  if (relayRunning) {
    relayAgain = true;
    return;
  }
  relayRunning = true;
  const child = spawn('npx', ['relay-compiler'], { stdio: 'inherit' });
  child.on('exit', () => {
    relayRunning = false;
    if (relayAgain) {
      relayAgain = false;
      compileRelay();
    }
  });
}

let timer: NodeJS.Timeout | undefined;
function onSourceChange(_event: string, file: string | null): void {
  // Generated artifacts change because of us; reacting to them would loop.
  if (file?.includes('__generated__')) return;
  clearTimeout(timer);
  timer = setTimeout(compileRelay, 150);
}

compileRelay();
const watchers = [watch('web/src', { recursive: true }, onSourceChange), watch('schema.graphql', onSourceChange)];

const vite = await createServer({ configFile: 'web/vite.config.ts' });
await vite.listen();
const webUrl = vite.resolvedUrls?.local[0] ?? 'http://localhost:5173/';
// The launcher from source: it restarts both tiers (tsx watch) when server code or the catalogue changes.
start(
  'npx',
  [
    'tsx',
    'watch',
    '--clear-screen=false',
    '--include',
    'api/src',
    '--include',
    'bff/src',
    '--include',
    'contract',
    '--include',
    'platform',
    'stack/launch.ts',
  ],
  { DEV_WEB_URL: webUrl },
);
console.log(`Vite serves the web app at ${webUrl} and proxies /graphql (and graphql-ws) to the bff on http://localhost:4000.`);

async function stop(): Promise<void> {
  for (const w of watchers) w.close();
  for (const child of children) child.kill('SIGINT');
  await vite.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
