// One worker thread of the fan-out's load generator (tests/load/fanout.ts): it owns a share of the sockets, speaks
// graphql-transport-ws on them itself (init, subscribe, pong, and a check of every `next` frame's id and data), and
// reports when each socket received the frame of the event it was told to expect, as a time on the clock every
// thread shares (performance.timeOrigin + performance.now(), ms since the epoch).
import { parentPort, workerData } from 'node:worker_threads';
import { MessageType } from 'graphql-ws';
import WebSocket from 'ws';

/** Messages from fanout.ts. */
export type ToWorker = { type: 'open'; count: number } | { type: 'expect'; name: string } | { type: 'report' } | { type: 'close' };
/** Messages to fanout.ts. */
export type FromWorker =
  | { type: 'opened'; sockets: number }
  | { type: 'ready' }
  | { type: 'arrivals'; times: Float64Array }
  | { type: 'closed' }
  | { type: 'failed'; message: string };

export interface WorkerSetup {
  wsUrl: string;
  token: string;
  subscription: string;
  openBatch: number;
}

const { wsUrl, token, subscription, openBatch } = workerData as WorkerSetup;
const port = parentPort!;
const post = (m: FromWorker) => port.postMessage(m);
const now = () => performance.timeOrigin + performance.now();

const sockets: WebSocket[] = [];
let arrivals = new Float64Array(0);
let arrived = 0;
let expected = '';
let reported = true;

const report = () => {
  reported = true;
  post({ type: 'arrivals', times: arrivals });
};

/** A socket of the user, subscribed (operation id "1"); resolves once the server acknowledged the connection. */
const open = () =>
  new Promise<void>((resolve, reject) => {
    const index = sockets.length;
    // The server is the bff under test: its frames are not checked for valid UTF-8 (JSON.parse checks the rest).
    const socket = new WebSocket(wsUrl, 'graphql-transport-ws', { skipUTF8Validation: true });
    sockets.push(socket);
    const send = (message: object) => socket.send(JSON.stringify(message));
    socket.on('open', () => send({ type: MessageType.ConnectionInit, payload: { token } }));
    socket.on('close', () => reject(new Error('socket closed')));
    socket.on('error', reject);
    socket.on('message', (data) => {
      const msg = JSON.parse(String(data)) as { type: string; id?: string; payload?: unknown };
      if (msg.type === MessageType.ConnectionAck) {
        send({ type: MessageType.Subscribe, id: '1', payload: { query: subscription } });
        resolve();
      } else if (msg.type === MessageType.Ping) send({ type: MessageType.Pong });
      else if (msg.type === MessageType.Next && msg.id === '1') {
        const n = (msg.payload as { data?: { notificationAdded?: { name?: string } } }).data?.notificationAdded;
        if (n?.name === expected && Number.isNaN(arrivals[index]!)) {
          arrivals[index] = now();
          if (++arrived === sockets.length && !reported) report();
        }
      }
    });
  });

port.on('message', (m: ToWorker) => {
  void (async () => {
    if (m.type === 'open') {
      while (sockets.length < m.count) {
        await Promise.all(Array.from({ length: Math.min(openBatch, m.count - sockets.length) }, open));
      }
      post({ type: 'opened', sockets: sockets.length });
    } else if (m.type === 'expect') {
      expected = m.name;
      arrivals = new Float64Array(sockets.length).fill(NaN);
      arrived = 0;
      reported = false;
      post({ type: 'ready' });
      if (sockets.length === 0) report();
    } else if (m.type === 'report') {
      if (!reported) report();
    } else {
      await Promise.all(
        sockets.map(
          (socket) =>
            new Promise<void>((resolve) => {
              socket.removeAllListeners('close');
              socket.once('close', () => resolve());
              socket.close(1000);
            }),
        ),
      );
      post({ type: 'closed' });
    }
  })().catch((err: Error) => post({ type: 'failed', message: err.message }));
});
