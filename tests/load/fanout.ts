// Live fan-out: N graphql-ws sockets of one user subscribed to notificationAdded; a notification is created
// through the REST api and the delivery latency measured at every socket (from just before the api call to
// the frame's arrival): the first socket's and the 99th percentile. Sockets are added in steps (1,000, then
// 5,000, then 10,000) on the same stack. The CPU time the bff and this (measuring) process spend per event is
// reported too: on a shared 2-core machine it tells the bff's cost apart from the client's and from contention.
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { percentile } from './measure';
import { apiLogin, type BenchStack } from './stack';

export const FANOUT_SIZES = (process.env.BENCH_FANOUT ?? '1000,5000,10000').split(',').map(Number);
const EVENTS = 3;
const OPEN_BATCH = 250;

export interface FanoutResult {
  sockets: number;
  /** Medians over EVENTS events (ms). */
  first: number;
  p99: number;
  /** Deliveries missing after the wait (should be 0). */
  missing: number;
  /** CPU time per event (ms, medians): the bff's, and this process's (10,000 graphql-ws clients parsing frames). */
  bffCpu: number;
  clientCpu: number;
}

const SUBSCRIPTION = 'subscription BenchBell { notificationAdded { id name action url } }';

export async function runFanout(stack: BenchStack): Promise<FanoutResult[]> {
  const [adminToken, userToken] = await Promise.all([apiLogin(stack.apiUrl), apiLogin(stack.apiUrl, 'crm@acme.example')]);
  const session = await fetch(`${stack.apiUrl}/api/UserMainMenu/InitialData`, { headers: { authorization: `Bearer ${userToken}` } });
  const userId = ((await session.json()) as { session: { userId: number } }).session.userId;
  const wsUrl = `${stack.bffUrl.replace(/^http/, 'ws')}/graphql`;

  const clients: Client[] = [];
  /** Arrival times of the current event, per socket index. */
  let arrivals: number[] = [];
  let expected = '';

  const open = () =>
    new Promise<void>((resolve, reject) => {
      const index = clients.length;
      const client = createClient({
        url: wsUrl,
        webSocketImpl: WebSocket,
        connectionParams: { token: userToken },
        lazy: false,
        retryAttempts: 0,
      });
      clients.push(client);
      client.on('connected', () => resolve());
      client.on('closed', () => reject(new Error('socket closed')));
      client.subscribe(
        { query: SUBSCRIPTION },
        {
          next: (v) => {
            const n = (v.data as { notificationAdded: { name: string } }).notificationAdded;
            if (n.name === expected) arrivals[index] = performance.now();
          },
          error: () => undefined,
          complete: () => undefined,
        },
      );
    });

  const notify = async (name: string) => {
    expected = name;
    arrivals = new Array<number>(clients.length);
    const [bff0, client0] = [stack.bffCpuMs(), process.cpuUsage()];
    const t0 = performance.now();
    // Notifications come only from actions: the administrator adds an organization owned by the user (assigned).
    const res = await fetch(`${stack.apiUrl}/api/Organization/Add`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
      body: JSON.stringify({ name, ownerId: userId }),
    });
    if (res.status !== 200) throw new Error(`Organization/Add → ${res.status}`);
    const deadline = Date.now() + 60_000;
    const done = () => arrivals.filter((t) => t !== undefined).length === clients.length;
    while (!done() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    const clientUsage = process.cpuUsage(client0);
    const cpu = { bffCpu: stack.bffCpuMs() - bff0, clientCpu: (clientUsage.user + clientUsage.system) / 1000 };
    const times = arrivals.filter((t) => t !== undefined).map((t) => t - t0);
    times.sort((a, b) => a - b);
    return { first: times[0] ?? NaN, p99: percentile(times, 99), missing: clients.length - times.length, ...cpu };
  };

  const results: FanoutResult[] = [];
  let run = 0;
  for (const size of FANOUT_SIZES) {
    while (clients.length < size) {
      const batch = Array.from({ length: Math.min(OPEN_BATCH, size - clients.length) }, open);
      await Promise.all(batch);
    }
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
      bffCpu: median(events.map((e) => e.bffCpu)),
      clientCpu: median(events.map((e) => e.clientCpu)),
    });
  }
  for (let i = 0; i < clients.length; i += OPEN_BATCH) await Promise.all(clients.slice(i, i + OPEN_BATCH).map((c) => c.dispose()));
  return results;
}
