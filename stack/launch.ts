// `npm start` (built: node stack/dist/launch.js) and `npm run dev` (source, through tsx): the whole product on
// one port. The launcher sits outside both tiers and runs each as its own supervised process, so a crashed api
// never takes the bff down with it: the bff keeps answering (GraphQL errors with codes, /ready 503) while the
// launcher restarts the api with back-off, and open subscriptions resume once the bff's hub stream reconnects.
// Unless API_URL is set it starts the api (API_PORT, default 4001, inheriting DATABASE_URL/REDIS_URL), waits
// for its /ready, starts the bff (PORT, default 4000), waits for the bff's /ready and prints where to go.
// Ctrl-C (SIGINT) or SIGTERM stops the bff, then the api, each draining gracefully, and exits 0.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pino from 'pino';
import { demoLogins } from '../api/src/seed/demo-logins';
import { tierNodeFlags } from './node-flags';
import { Supervisor } from './supervisor';

const fromSource = import.meta.url.endsWith('.ts');
const root = fileURLToPath(new URL(fromSource ? '..' : '../..', import.meta.url));
const log = pino({ base: { service: 'stack' }, level: process.env.LOG_LEVEL ?? 'info' });

/** How to run a tier: its built bundle with source maps, or its TypeScript through tsx's loader. */
function tierArgs(tier: 'api' | 'bff'): string[] {
  if (!fromSource) return [...tierNodeFlags(tier), '--enable-source-maps', join(root, tier, 'dist', 'main.js')];
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  return [...tierNodeFlags(tier), '--import', tsx, join(root, tier, 'src', 'main.ts')];
}

const env: NodeJS.ProcessEnv = { ...process.env };
// The built output is what production runs; `npm run dev` (source) keeps development defaults.
if (!fromSource) env.NODE_ENV ||= 'production';

async function waitReady(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${url}/ready`, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url}/ready did not answer 200 within ${timeoutMs / 1000} s`);
}

const supervised: Supervisor[] = [];
function supervise(name: 'api' | 'bff', extraEnv: NodeJS.ProcessEnv): Supervisor {
  const s = new Supervisor({
    name,
    command: process.execPath,
    args: tierArgs(name),
    env: { ...env, ...extraEnv },
    log: (line) => log.warn(line),
  });
  supervised.push(s);
  s.start();
  return s;
}

let stopping = false;
async function stop(code: number): Promise<never> {
  stopping = true;
  log.info('stopping: bff first (it drains its clients), then the api');
  for (const s of [...supervised].reverse()) await s.stop();
  log.info('stopped');
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (!stopping) void stop(0);
  });
}

let apiUrl = process.env.API_URL;
if (!apiUrl) {
  const apiPort = process.env.API_PORT ?? '4001';
  apiUrl = `http://127.0.0.1:${apiPort}`;
  supervise('api', { API_PORT: apiPort });
}
const port = process.env.PORT ?? '4000';
const bffUrl = `http://127.0.0.1:${port}`;
try {
  // First start migrates and seeds the embedded database: allow it time.
  await waitReady(apiUrl, 120_000);
  supervise('bff', { API_URL: apiUrl, PORT: port });
  await waitReady(bffUrl, 60_000);
} catch (err) {
  log.error(String(err));
  await stop(1);
}

const publicUrl = `http://localhost:${port}`;
// `npm run dev` serves the web app from Vite (hot reload) and says so here.
const webUrl = process.env.DEV_WEB_URL ?? publicUrl;
console.log(`
  Business suite is running: ${webUrl}${process.env.DEV_WEB_URL ? ' (Vite dev server, hot reload)' : ''}
  GraphQL / GraphiQL:        ${publicUrl}/graphql
  REST api (upstream):       ${apiUrl}
  Running:                   ${fromSource ? 'TypeScript sources (tsx)' : `the built output (NODE_ENV=${env.NODE_ENV})`}

  Demo logins (password ${demoLogins[0]?.password ?? 'demo1234'}):
${demoLogins.map((l) => `    ${l.username.padEnd(24)} ${l.role.padEnd(8)} ${l.description}`).join('\n')}

  Ctrl-C to stop.
`);
