// The fan-out's floor: a bare Node process that does only what no server can skip when it delivers one event to N
// WebSockets — one write of the frame to each socket. It speaks just enough graphql-transport-ws for the bench's
// sockets (fanout-worker.ts): the upgrade, connection_ack, a subscription's id; `POST /event {name}` causes an event,
// and every subscribed socket gets the `next` frame the bff would send for it, built once per subscription id by the
// bff's own `nextFrame`. No GraphQL, no `ws`, no pub-sub: fanout.ts measures it exactly as it measures the bff, so
// the bff's p99 can be read against what the same machine's kernel and Node cost for the same sockets.
// Run as its own process: `node --import tsx tests/load/fanout-floor.ts` with FLOOR_PORT.
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { Duplex } from 'node:stream';
import { nextFrame } from '../../bff/src/fanout';
import { frameSpan } from './ws-frames';

const ACCEPT_GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11';

/** The text payloads of the client's (masked) frames in `data`; the bytes of an incomplete frame are returned to keep. */
function readClientFrames(data: Buffer, onText: (text: string) => void, onClose: () => void): Buffer | null {
  let offset = 0;
  for (let span = frameSpan(data, offset); span; span = frameSpan(data, offset)) {
    const opcode = data[offset]! & 0x0f;
    const mask = data.subarray(offset + span.header - 4, offset + span.header);
    const payload = Buffer.from(data.subarray(offset + span.header, offset + span.header + span.length));
    for (let i = 0; i < payload.length; i++) payload[i]! ^= mask[i & 3]!;
    if (opcode === 0x1) onText(payload.toString('utf8'));
    else if (opcode === 0x8) onClose();
    offset += span.header + span.length;
  }
  return offset < data.length ? data.subarray(offset) : null;
}

/** graphql-transport-ws's `connection_ack`, as a whole text frame (FIN, opcode 1, unmasked; shorter than 126 bytes). */
const ACK = Buffer.from(JSON.stringify({ type: 'connection_ack' }));
const ACK_FRAME = Buffer.concat([Buffer.from([0x81, ACK.length]), ACK]);

/** Subscribed sockets and their subscription ids. */
const subscribed = new Map<Duplex, string>();
let eventNumber = 0;

const server = createServer((req, res) => {
  if (req.method === 'GET' && req.url === '/ready') {
    res.writeHead(200).end();
    return;
  }
  if (req.method !== 'POST' || req.url !== '/event') {
    res.writeHead(404).end();
    return;
  }
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString()));
  req.on('end', () => {
    const { name } = JSON.parse(body) as { name: string };
    const id = 1_000_000 + ++eventNumber;
    // What the bff's `next` frame carries for the bench's subscription (id, name, action, url of a notification).
    const data = {
      notificationAdded: {
        id: Buffer.from(`Notification:${id}`).toString('base64'),
        name,
        action: 'assigned',
        url: `/organization/detail/${id}`,
      },
    };
    res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    // The bff's own framing of a `next` message, built once per operation id.
    const payload = Buffer.from(JSON.stringify({ data }));
    const frames = new Map<string, Buffer>();
    for (const [socket, subscription] of subscribed) {
      let frame = frames.get(subscription);
      if (!frame) frames.set(subscription, (frame = nextFrame(subscription, payload).frame));
      socket.write(frame);
    }
  });
});

server.on('upgrade', (req, socket: Duplex & { setNoDelay?: (b: boolean) => void }, head: Buffer) => {
  const key = req.headers['sec-websocket-key'];
  const accept = createHash('sha1')
    .update(`${String(key)}${ACCEPT_GUID}`)
    .digest('base64');
  socket.setNoDelay?.(true);
  socket.write(
    `HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${accept}\r\nSec-WebSocket-Protocol: graphql-transport-ws\r\n\r\n`,
  );
  let rest: Buffer | null = null;
  const onText = (text: string) => {
    const msg = JSON.parse(text) as { type: string; id?: string };
    if (msg.type === 'connection_init') socket.write(ACK_FRAME);
    else if (msg.type === 'subscribe' && msg.id) subscribed.set(socket, msg.id);
  };
  const onClose = () => {
    subscribed.delete(socket);
    socket.end(Buffer.from([0x88, 0x02, 0x03, 0xe8]));
  };
  const onData = (data: Buffer) => {
    rest = readClientFrames(rest ? Buffer.concat([rest, data]) : data, onText, onClose);
  };
  socket.on('data', onData);
  socket.on('close', () => subscribed.delete(socket));
  socket.on('error', () => subscribed.delete(socket));
  if (head.length > 0) onData(head);
});

server.listen({ port: Number(process.env.FLOOR_PORT), host: '127.0.0.1', backlog: 4096 });
