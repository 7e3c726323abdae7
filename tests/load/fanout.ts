// Live fan-out: N graphql-ws sockets of one user subscribed to notificationAdded; a notification is created
// through the REST api and the delivery latency measured at every socket (from just before the api call to
// the frame's arrival): the first socket's and the 99th percentile. Sockets are added in steps (1,000, then
// 5,000, then 10,000) on the same stack. The CPU time the bff and this (measuring) process spend per event is
// reported too: on a shared 2-core machine it tells the bff's cost apart from the client's and from contention.
// The sockets speak graphql-transport-ws themselves (init, subscribe, pong, and a check of every `next` frame's
// id and data), not through graphql-ws's client, and WebSocket too, on the raw TCP socket after the upgrade, not
// through `ws`: 10,000 of either client cost this process as much CPU per event as the bff spends delivering it, on
// the same two cores, and the measure would be mostly the load generator's (29 Nov, 10,000 sockets: 115 → 64 ms of
// this process's CPU per event with `ws` and then without; p99 125 → 106 ms).
// They live in worker threads (BENCH_FANOUT_WORKERS, default 1; fanout-worker.ts), each owning an equal share, so
// the main thread only causes the events and collects the results. Arrival times are taken on the clock all threads
// share (performance.timeOrigin + performance.now()), and so is the start, just before the REST call; the client CPU
// per event is this whole process's (every thread's), as before. More than one worker only pays on a machine with
// cores to spare: on the 2-core development machine, where the bff's writes take one core, 2 workers cost more CPU
// per event (two event loops woken for the same frames) for no better p99 (27 Nov: 5,000 sockets, 104 → 118 ms client
// CPU per event, p99 332 → 338 ms).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { FromWorker, ToWorker, WorkerSetup } from './fanout-worker';
import { percentile } from './measure';
import { apiLogin, cpuMsOf, freePort, waitFor, type BenchStack } from './stack';

export const FANOUT_SIZES = (process.env.BENCH_FANOUT ?? '1000,5000,10000').split(',').map(Number);
const WORKERS = Math.max(1, Number(process.env.BENCH_FANOUT_WORKERS ?? 1));
const EVENTS = 3;
const OPEN_BATCH = 250;

export interface FanoutResult {
  sockets: number;
  /** Medians over EVENTS events (ms). */
  first: number;
  p99: number;
  /** Deliveries missing after the wait (should be 0). */
  missing: number;
  /** CPU time per event (ms, medians): the server's (the bff, or the floor), and this process's (the sockets reading their frames). */
  serverCpu: number;
  clientCpu: number;
}

const SUBSCRIPTION = 'subscription BenchBell { notificationAdded { id name action url } }';

/** A worker thread owning some of the sockets; `ask(message, reply)` sends a message and waits for its reply. */
function startWorker(setup: WorkerSetup) {
  // A worker thread does not inherit tsx's loader: it registers it, then loads the TypeScript module.
  const tsx = import.meta.resolve('tsx/esm/api');
  const entry = new URL('./fanout-worker.ts', import.meta.url).href;
  const bootstrap = `import(${JSON.stringify(tsx)}).then((m) => { m.register(); return import(${JSON.stringify(entry)}); });`;
  const worker = new Worker(bootstrap, { eval: true, workerData: setup });
  const waiting: { type: FromWorker['type']; resolve: (m: FromWorker) => void; reject: (e: Error) => void }[] = [];
  const fail = (err: Error) => {
    for (const w of waiting.splice(0)) w.reject(err);
  };
  worker.on('message', (m: FromWorker) => {
    if (m.type === 'failed') return fail(new Error(m.message));
    const i = waiting.findIndex((w) => w.type === m.type);
    if (i >= 0) waiting.splice(i, 1)[0]!.resolve(m);
  });
  worker.on('error', fail);
  const next = <T extends FromWorker['type']>(type: T) =>
    new Promise<Extract<FromWorker, { type: T }>>((resolve, reject) =>
      waiting.push({ type, resolve: resolve as (m: FromWorker) => void, reject }),
    );
  const post = (m: ToWorker) => worker.postMessage(m);
  return {
    post,
    next,
    /** Waits for the reply registered before the message goes, so a quick reply is not missed. */
    ask: <T extends FromWorker['type']>(message: ToWorker, reply: T) => {
      const answer = next(reply);
      post(message);
      return answer;
    },
    terminate: () => worker.terminate(),
  };
}

/** What the fan-out is measured on: the sockets' URL and token, how an event is caused, the server's CPU so far (ms). */
export interface FanoutTarget {
  wsUrl: string;
  token: string;
  cause(name: string): Promise<void>;
  serverCpuMs(): number;
}

/** The bff of a bench stack: a notification of the user's, caused through the REST api. */
export async function stackTarget(stack: BenchStack): Promise<FanoutTarget> {
  const [adminToken, userToken] = await Promise.all([apiLogin(stack.apiUrl), apiLogin(stack.apiUrl, 'crm@acme.example')]);
  const session = await fetch(`${stack.apiUrl}/api/UserMainMenu/InitialData`, { headers: { authorization: `Bearer ${userToken}` } });
  const userId = ((await session.json()) as { session: { userId: number } }).session.userId;
  return {
    wsUrl: `${stack.bffUrl.replace(/^http/, 'ws')}/graphql`,
    token: userToken,
    // Notifications come only from actions: the administrator adds an organization owned by the user (assigned).
    cause: async (name) => {
      const res = await fetch(`${stack.apiUrl}/api/Organization/Add`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
        body: JSON.stringify({ name, ownerId: userId }),
      });
      if (res.status !== 200) throw new Error(`Organization/Add → ${res.status}`);
    },
    serverCpuMs: () => stack.bffCpuMs(),
  };
}

/** The floor (fanout-floor.ts) as its own process: each event is caused by `POST /event`. */
export async function startFloor(): Promise<FanoutTarget & { stop(): Promise<void> }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./fanout-floor.ts', import.meta.url))], {
    env: { ...process.env, FLOOR_PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // A bench that dies before stop() must not leave it running.
  const orphanGuard = () => child.exitCode === null && child.kill('SIGTERM');
  process.once('exit', orphanGuard);
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/ready`, 30_000);
  return {
    wsUrl: `ws://127.0.0.1:${port}/graphql`,
    token: 'floor',
    cause: async (name) => {
      const res = await fetch(`${url}/event`, { method: 'POST', body: JSON.stringify({ name }) });
      if (res.status !== 200) throw new Error(`floor event → ${res.status}`);
    },
    serverCpuMs: () => cpuMsOf(child.pid),
    stop: async () => {
      process.off('exit', orphanGuard);
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

export async function runFanout(target: FanoutTarget): Promise<FanoutResult[]> {
  const workers = Array.from({ length: WORKERS }, () =>
    startWorker({ wsUrl: target.wsUrl, token: target.token, subscription: SUBSCRIPTION, openBatch: Math.ceil(OPEN_BATCH / WORKERS) }),
  );
  let sockets = 0;

  const notify = async (name: string) => {
    // Every worker expects the event before it is caused.
    await Promise.all(workers.map((w) => w.ask({ type: 'expect', name }, 'ready')));
    const reports = workers.map((w) => w.next('arrivals'));
    const [server0, client0] = [target.serverCpuMs(), process.cpuUsage()];
    const t0 = performance.timeOrigin + performance.now();
    await target.cause(name);
    // A worker reports once all its sockets have the frame; after 60 s, whatever arrived.
    const late = setTimeout(() => workers.forEach((w) => w.post({ type: 'report' })), 60_000);
    const arrivals = await Promise.all(reports);
    clearTimeout(late);
    const clientUsage = process.cpuUsage(client0);
    const cpu = { serverCpu: target.serverCpuMs() - server0, clientCpu: (clientUsage.user + clientUsage.system) / 1000 };
    const times = arrivals.flatMap((a) => [...a.times].filter((t) => !Number.isNaN(t)).map((t) => t - t0));
    times.sort((a, b) => a - b);
    return { first: times[0] ?? NaN, p99: percentile(times, 99), missing: sockets - times.length, ...cpu };
  };

  const results: FanoutResult[] = [];
  let run = 0;
  try {
    for (const size of FANOUT_SIZES) {
      // Each worker owns an equal share (the first ones one more when it does not divide).
      await Promise.all(
        workers.map((w, i) => w.ask({ type: 'open', count: Math.floor(size / WORKERS) + (i < size % WORKERS ? 1 : 0) }, 'opened')),
      );
      sockets = size;
      // Every socket has subscribed once a first event reaches them all.
      await notify(`bench warm-up ${size}`);
      const events = [];
      for (let i = 0; i < EVENTS; i++) events.push(await notify(`bench event ${++run}`));
      const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
      results.push({
        sockets: size,
        first: median(events.map((e) => e.first)),
        p99: median(events.map((e) => e.p99)),
        missing: Math.max(...events.map((e) => e.missing)),
        serverCpu: median(events.map((e) => e.serverCpu)),
        clientCpu: median(events.map((e) => e.clientCpu)),
      });
    }
    await Promise.all(workers.map((w) => w.ask({ type: 'close' }, 'closed')));
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
  return results;
}
