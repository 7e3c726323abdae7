// One worker thread of the fan-out's load generator (tests/load/fanout.ts): it owns a share of the sockets, speaks
// graphql-transport-ws on them itself (init, subscribe, pong, and a check of every `next` frame's id and data), and
// reports when each socket received the frame of the event it was told to expect, as a time on the clock every
// thread shares (performance.timeOrigin + performance.now(), ms since the epoch).
import { createHash, randomBytes } from 'node:crypto';
import { request } from 'node:http';
import type { Socket } from 'node:net';
import { parentPort, workerData } from 'node:worker_threads';
import { MessageType } from 'graphql-ws';
import { frameSpan } from './ws-frames';

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

const sockets: Socket[] = [];
/** Sockets asked for so far (each keeps its index in `sockets` from the start, whenever its upgrade completes). */
let opening = 0;
let arrivals = new Float64Array(0);
let arrived = 0;
let expected = '';
let reported = true;

const report = () => {
  reported = true;
  post({ type: 'arrivals', times: arrivals });
};

// WebSocket framing (RFC 6455 §5.2), the little a graphql-transport-ws client needs. The sockets are raw TCP after
// the HTTP upgrade: the `ws` client's stream and event layers cost this process up to 1.8 times the CPU per frame of
// reading the socket itself (29 Nov, 10,000 sockets: 84–115 ms per event with `ws`, 64–68 without), on the cores
// the bff delivers from. A frame's arrival is the time its bytes are read, before it is parsed; every frame is still
// parsed and checked (id, type, the notification's name) before its time counts.
const OPCODE_TEXT = 0x1;
const OPCODE_CLOSE = 0x8;
const OPCODE_PING = 0x9;
const OPCODE_PONG = 0xa;
const ACCEPT_GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11';

/** A client frame: FIN, the opcode, masked as RFC 6455 requires of clients. */
function clientFrame(opcode: number, payload: Buffer): Buffer {
  const length = payload.length;
  const header = length < 126 ? 2 : length < 65536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(header + 4 + length);
  frame[0] = 0x80 | opcode;
  if (header === 2) frame[1] = 0x80 | length;
  else if (header === 4) {
    frame[1] = 0x80 | 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 0x80 | 127;
    frame.writeUInt32BE(0, 2);
    frame.writeUInt32BE(length, 6);
  }
  const mask = randomBytes(4);
  mask.copy(frame, header);
  for (let i = 0; i < length; i++) frame[header + 4 + i] = payload[i]! ^ mask[i & 3]!;
  return frame;
}

/**
 * Calls `onFrame` for each whole server frame in what a socket read (server frames are unmasked and, from the bff,
 * never fragmented); returns the bytes of an incomplete frame to keep for the next read.
 */
function readFrames(data: Buffer, onFrame: (opcode: number, payload: Buffer) => void): Buffer | null {
  let offset = 0;
  while (data.length - offset >= 2) {
    const first = data[offset]!;
    if (data[offset + 1]! & 0x80) throw new Error('a server frame was masked');
    if (!(first & 0x80) || (first & 0x0f) === 0) throw new Error('a server frame was fragmented');
    const span = frameSpan(data, offset);
    if (!span) break;
    onFrame(first & 0x0f, data.subarray(offset + span.header, offset + span.header + span.length));
    offset += span.header + span.length;
  }
  return offset < data.length ? data.subarray(offset) : null;
}

/** A socket of the user, subscribed (operation id "1"); resolves once the server acknowledged the connection. */
const open = () =>
  new Promise<void>((resolve, reject) => {
    const index = opening++;
    const key = randomBytes(16).toString('base64');
    const upgrade = request(wsUrl.replace(/^ws/, 'http'), {
      agent: false,
      headers: {
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-key': key,
        'sec-websocket-version': '13',
        'sec-websocket-protocol': 'graphql-transport-ws',
      },
    });
    upgrade.on('response', (res) => reject(new Error(`the WebSocket upgrade was answered ${res.statusCode}`)));
    upgrade.on('error', reject);
    upgrade.on('upgrade', (res, socket, head) => {
      const accept = createHash('sha1')
        .update(key + ACCEPT_GUID)
        .digest('base64');
      if (res.headers['sec-websocket-accept'] !== accept || res.headers['sec-websocket-protocol'] !== 'graphql-transport-ws') {
        socket.destroy();
        return reject(new Error('the WebSocket handshake was not graphql-transport-ws'));
      }
      sockets[index] = socket;
      socket.setNoDelay(true);
      const send = (message: object) => socket.write(clientFrame(OPCODE_TEXT, Buffer.from(JSON.stringify(message))));
      const onFrame = (opcode: number, payload: Buffer, readAt: number) => {
        if (opcode === OPCODE_PING) socket.write(clientFrame(OPCODE_PONG, payload));
        else if (opcode === OPCODE_CLOSE) socket.end();
        else if (opcode === OPCODE_TEXT) {
          const msg = JSON.parse(payload.toString('utf8')) as { type: string; id?: string; payload?: unknown };
          if (msg.type === MessageType.ConnectionAck) {
            send({ type: MessageType.Subscribe, id: '1', payload: { query: subscription } });
            resolve();
          } else if (msg.type === MessageType.Ping) send({ type: MessageType.Pong });
          else if (msg.type === MessageType.Next && msg.id === '1') {
            const n = (msg.payload as { data?: { notificationAdded?: { name?: string } } }).data?.notificationAdded;
            if (n?.name === expected && Number.isNaN(arrivals[index]!)) {
              arrivals[index] = readAt;
              if (++arrived === sockets.length && !reported) report();
            }
          }
        }
      };
      let rest: Buffer | null = null;
      const onData = (data: Buffer) => {
        const readAt = now();
        rest = readFrames(rest ? Buffer.concat([rest, data]) : data, (opcode, payload) => onFrame(opcode, payload, readAt));
      };
      socket.on('data', onData);
      socket.on('close', () => reject(new Error('socket closed')));
      socket.on('error', reject);
      if (head.length > 0) onData(head);
      send({ type: MessageType.ConnectionInit, payload: { token } });
    });
    upgrade.end();
  });

port.on('message', (m: ToWorker) => {
  void (async () => {
    if (m.type === 'open') {
      while (opening < m.count) {
        await Promise.all(Array.from({ length: Math.min(openBatch, m.count - opening) }, open));
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
              // A close frame with 1000 (normal closure); the server answers with its own and ends the connection.
              const code = Buffer.alloc(2);
              code.writeUInt16BE(1000);
              socket.end(clientFrame(OPCODE_CLOSE, code));
            }),
        ),
      );
      post({ type: 'closed' });
    }
  })().catch((err: Error) => post({ type: 'failed', message: err.message }));
});
