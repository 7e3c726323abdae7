// `npm start`: the whole product on one port. Unless API_URL is set, it spawns the embedded api
// (`tsx api/src/main.ts` on API_PORT, default 4001, inheriting DATABASE_URL/REDIS_URL), waits for
// GET /api/health, then starts the bff in-process (PORT, default 4000) and prints where to go.
// Ctrl-C closes the bff, stops the api and exits 0.
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { demoLogins } from '../../api/src/seed/demo-logins';
import { bffOptionsFromEnv, serviceTokenFromEnv } from './main';
import { startBff } from './server';

async function waitForHealth(apiUrl: string, child: ChildProcess | null, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  child?.once('exit', () => {
    exited = true;
  });
  while (Date.now() < deadline) {
    if (exited) throw new Error('the api process exited during start-up');
    try {
      const res = await fetch(new URL('/api/health', apiUrl), { signal: AbortSignal.timeout(2_000) });
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the api did not answer ${apiUrl}/api/health within ${timeoutMs / 1000} s`);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 8_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

let child: ChildProcess | null = null;
let apiUrl = process.env.API_URL;
if (!apiUrl) {
  const apiPort = process.env.API_PORT ?? '4001';
  apiUrl = `http://127.0.0.1:${apiPort}`;
  const tsxCli = createRequire(import.meta.url).resolve('tsx/cli');
  child = spawn(process.execPath, [tsxCli, 'api/src/main.ts'], {
    env: { ...process.env, API_PORT: apiPort },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  child.once('exit', (code, signal) => {
    if (!stopping) {
      console.error(`api exited (${signal ?? code}); stopping.`);
      process.exit(1);
    }
  });
}

let stopping = false;
try {
  await waitForHealth(apiUrl, child);
} catch (err) {
  console.error(String(err));
  stopping = true;
  if (child) await stopChild(child);
  process.exit(1);
}

const options = { ...bffOptionsFromEnv(), apiUrl, serviceToken: serviceTokenFromEnv() };
const bff = await startBff(options);
const publicUrl = `http://localhost:${options.port}`;
// `npm run dev` serves the web app from Vite (hot reload) and says so here.
const webUrl = process.env.DEV_WEB_URL ?? publicUrl;
console.log(`
  Business suite is running: ${webUrl}${process.env.DEV_WEB_URL ? ' (Vite dev server, hot reload)' : ''}
  GraphQL / GraphiQL:        ${publicUrl}/graphql
  REST api (upstream):       ${apiUrl}

  Demo logins (password ${demoLogins[0]?.password ?? 'demo1234'}):
${demoLogins.map((l) => `    ${l.username.padEnd(24)} ${l.role.padEnd(8)} ${l.description}`).join('\n')}

  Ctrl-C to stop.
`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    void (async () => {
      try {
        await bff.close();
      } catch (err) {
        console.error(err);
      }
      if (child) await stopChild(child);
      process.exit(0);
    })();
  });
}
