// Live fan-out: N graphql-ws sockets of one user subscribed to notificationAdded; a notification is created
// through the REST api and the delivery latency measured at every socket (from just before the api call to
// the frame's arrival): the first socket's and the 99th percentile. Sockets are added in steps (1,000, then
// 5,000, then 10,000) on the same stack. The CPU time the bff and this (measuring) process spend per event is
// reported too: on a shared 2-core machine it tells the bff's cost apart from the client's and from contention.
// The sockets speak graphql-transport-ws themselves (init, subscribe, pong, and a check of every `next` frame's
// id and data), not through graphql-ws's client: 10,000 of those cost this process as much CPU per event as the
// bff spends delivering it, on the same two cores, and the measure would be mostly the load generator's.
import { MessageType } from 'graphql-ws';
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
  /** CPU time per event (ms, medians): the bff's, and this process's (the sockets reading their frames). */
  bffCpu: number;
  clientCpu: number;
}

const SUBSCRIPTION = 'subscription BenchBell { notificationAdded { id name action url } }';

export async function runFanout(stack: BenchStack): Promise<FanoutResult[]> {
  const [adminToken, userToken] = await Promise.all([apiLogin(stack.apiUrl), apiLogin(stack.apiUrl, 'crm@acme.example')]);
  const session = await fetch(`${stack.apiUrl}/api/UserMainMenu/InitialData`, { headers: { authorization: `Bearer ${userToken}` } });
  const userId = ((await session.json()) as { session: { userId: number } }).session.userId;
  const wsUrl = `${stack.bffUrl.replace(/^http/, 'ws')}/graphql`;

  const clients: WebSocket[] = [];
  /** Arrival times of the current event, per socket index. */
  let arrivals: number[] = [];
  let expected = '';

  /** A socket of the user, subscribed (operation id "1"); resolves once the server acknowledged the connection. */
  const open = () =>
    new Promise<void>((resolve, reject) => {
      const index = clients.length;
      const socket = new WebSocket(wsUrl, 'graphql-transport-ws');
      clients.push(socket);
      const send = (message: object) => socket.send(JSON.stringify(message));
      socket.on('open', () => send({ type: MessageType.ConnectionInit, payload: { token: userToken } }));
      socket.on('close', () => reject(new Error('socket closed')));
      socket.on('error', reject);
      socket.on('message', (data) => {
        const msg = JSON.parse(String(data)) as { type: string; id?: string; payload?: unknown };
        if (msg.type === MessageType.ConnectionAck) {
          send({ type: MessageType.Subscribe, id: '1', payload: { query: SUBSCRIPTION } });
          resolve();
        } else if (msg.type === MessageType.Ping) send({ type: MessageType.Pong });
        else if (msg.type === MessageType.Next && msg.id === '1') {
          const n = (msg.payload as { data?: { notificationAdded?: { name?: string } } }).data?.notificationAdded;
          if (n?.name === expected) arrivals[index] = performance.now();
        }
      });
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
  await Promise.all(
    clients.map(
      (socket) =>
        new Promise<void>((resolve) => {
          socket.removeAllListeners('close');
          socket.once('close', () => resolve());
          socket.close(1000);
        }),
    ),
  );
  return results;
}
