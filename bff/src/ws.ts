// graphql-ws on the bff's http server (same path as GraphQL over HTTP), through yoga's envelop pipeline so
// auth and limits apply. A socket is checked once at connect (a cheap session check); its context and
// loaders are made only when an operation needs them, and subscriptions go through the fan-out, so sockets
// sharing a session and a document share one execution per event. Authenticated sockets are registered with
// LiveSockets (socket-sessions.ts): they close with 4401 when their session ends and every subscribe re-checks it.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { GraphQLError, type ExecutionArgs, type ExecutionResult } from 'graphql';
import type { SubscribePayload } from 'graphql-ws';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer, type WebSocket } from 'ws';
import { authFromHeaders, newRequestState, type BffRuntime } from './context';
import { FanOut, type FrameSink } from './fanout';
import { isGraphqlUrl } from './http';
import { countSockets } from './ops/metrics';
import { subscribeDocument, type PersistedOperationsOptions } from './persisted';
import { originViolation } from './security';
import { checkSession, type SocketIdentity } from './session';
import { LiveSockets, sessionEndedError } from './socket-sessions';
import type { UpstreamAuth } from './upstream/client';
import type { BffYoga } from './yoga';

interface SocketInfo {
  auth: UpstreamAuth;
  identity: SocketIdentity | null;
}

type Enveloped = ReturnType<BffYoga['getEnveloped']>;

/**
 * The largest graphql-ws message the bff reads (1 MB, like the api's body limit): a bigger one closes the
 * socket with 1009 (message too big) before it is buffered whole.
 */
export const WS_MAX_PAYLOAD = 1024 * 1024;

/** How long sockets told 1001 (going away) at shutdown have to finish their close handshake before they are cut. */
export const WS_CLOSE_CUT_MS = 2_000;

/** What onSubscribe hands to execute/subscribe (as the root value): the operation, not yet a context. */
interface PendingOperation {
  enveloped: Enveloped;
  info: SocketInfo;
  payload: SubscribePayload;
  /** The document run: the query sent, or the persisted operation its id names. */
  text: string;
  /** Where a shared subscription's results are written (the socket, for this operation's id). */
  sink: FrameSink;
}

/**
 * Past this many bytes waiting to be written to a socket (its `bufferedAmount`), a reader that does not keep up is
 * closed with 1013 (try again later; graphql-ws's client reconnects and subscribes again) instead of the bff holding
 * ever more of its frames.
 */
export const WS_MAX_BUFFERED = 4 * 1024 * 1024;

/** The parts of ws's WebSocket (8.x) the fan-out's direct writes rely on; tests/bff/fanout.test.ts checks them. */
interface WsInternals {
  _socket: { write(chunk: Buffer): boolean } | null;
  _sender: { _state: number; _queue: unknown[]; _firstFragment: boolean } | null;
}

/**
 * Writes graphql-ws `next` frames of operation `id` straight to its socket, while graphql-ws still holds the operation
 * (not after the client completed it or the socket closed or began closing). The frame is complete and shared by every
 * socket (perMessageDeflate is off and server frames are unmasked), so when ws's sender has nothing of its own queued
 * (it queues only while compressing or reading a Blob, which the bff never sends) and is not within a fragmented
 * message, the frame goes to the TCP socket as it is: one write, in order with what ws wrote before and writes after.
 * Otherwise ws sends the message itself.
 */
export function socketSink(socket: WebSocket, id: string, operations: Record<string, unknown>, maxBuffered = WS_MAX_BUFFERED): FrameSink {
  const internals = socket as unknown as WsInternals;
  return {
    id,
    send: (frame, headerLength) => {
      if (socket.readyState !== socket.OPEN || !(id in operations)) return;
      if (socket.bufferedAmount > maxBuffered) {
        socket.close(1013, 'Reading too slowly');
        return;
      }
      const { _socket: raw, _sender: sender } = internals;
      if (raw && sender && sender._state === 0 && sender._queue.length === 0 && sender._firstFragment) raw.write(frame);
      else socket.send(frame.subarray(headerLength), { binary: false });
    },
  };
}

/** Session from the upgrade request's cookie, or from connection params (`authorization` / `token`) for integrators. */
function socketAuth(req: IncomingMessage, params: Record<string, unknown>): UpstreamAuth {
  const paramAuth =
    typeof params.authorization === 'string'
      ? params.authorization
      : typeof params.Authorization === 'string'
        ? params.Authorization
        : null;
  if (paramAuth) {
    const m = /^Bearer\s+(.+)$/i.exec(paramAuth.trim());
    if (m?.[1]) return { kind: 'bearer', token: m[1] };
  } else if (typeof params.token === 'string' && params.token) {
    return { kind: 'bearer', token: params.token };
  }
  return authFromHeaders((n) => {
    const v = req.headers[n];
    return Array.isArray(v) ? v[0] : v;
  });
}

/** Everything a subscription's result depends on: sockets with the same key may share one execution. */
function shareKey(op: PendingOperation): string {
  const scope = op.info.auth.kind === 'none' ? 'anonymous' : `${op.info.auth.kind}:${op.info.auth.token}`;
  return `${scope}\n${op.payload.operationName ?? ''}\n${JSON.stringify(op.payload.variables ?? {})}\n${op.text}`;
}

export interface BffSockets {
  fanout: FanOut;
  /** Authenticated sockets by session (the hub's `session.ended` and reconnection act on them). */
  live: LiveSockets;
  /** Tells every socket 1001 (going away) and cuts those still open after WS_CLOSE_CUT_MS. */
  close(): Promise<void>;
}

export function attachGraphqlWs(server: Server, yoga: BffYoga, runtime: BffRuntime, persisted: PersistedOperationsOptions): BffSockets {
  const wss = new WebSocketServer({ noServer: true, maxPayload: WS_MAX_PAYLOAD, perMessageDeflate: false });
  const uncountSockets = countSockets(() => wss.clients.size);
  // Re-checks on subscribe go through the same shared check as connect: sockets of one session asking at once share a call.
  const live = new LiveSockets(runtime.apiUrl, runtime.pools, (auth) =>
    auth.kind === 'none' ? Promise.resolve(null) : checkSession(runtime, auth),
  );
  const sockets = new WeakMap<object, SocketInfo>();
  const fanout = new FanOut();

  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (!isGraphqlUrl(req.url)) {
      socket.destroy();
      return;
    }
    const bad = originViolation(req.headers.origin, req.headers.host);
    if (bad) {
      socket.end(
        `HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Type: text/plain\r\nContent-Length: ${Buffer.byteLength(bad)}\r\n\r\n${bad}`,
      );
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws: WebSocket) => wss.emit('connection', ws, req));
  });

  /** The operation's context, made now (one per execution, not per socket). */
  const contextOf = (op: PendingOperation) => {
    const state = newRequestState(randomUUID(), false, null);
    return op.enveloped.contextFactory({ wsContext: { state, auth: op.info.auth, identity: op.info.identity } });
  };

  const run = async (args: ExecutionArgs, how: 'execute' | 'subscribe') => {
    const op = args.rootValue as PendingOperation;
    const exec = async () => {
      const contextValue = await contextOf(op);
      return op.enveloped[how]({ ...args, rootValue: undefined, contextValue }) as Promise<
        AsyncIterable<ExecutionResult> | ExecutionResult
      >;
    };
    return how === 'subscribe' ? fanout.subscribe(shareKey(op), exec, op.sink) : exec();
  };

  const wsServer = useServer(
    {
      onConnect: async (ctx) => {
        const auth = socketAuth(ctx.extra.request, (ctx.connectionParams ?? {}) as Record<string, unknown>);
        if (auth.kind === 'none') {
          sockets.set(ctx.extra.socket, { auth, identity: null });
          return true;
        }
        const identity = await checkSession(runtime, auth);
        if (!identity) return false;
        sockets.set(ctx.extra.socket, { auth, identity });
        live.add(ctx.extra.socket, auth, identity);
        return true;
      },
      execute: (args) => run(args, 'execute') as never,
      subscribe: (args) => run(args, 'subscribe') as never,
      onSubscribe: async (ctx, id, payload) => {
        if (!(await live.stillValid(ctx.extra.socket))) {
          // Refuse this operation, then end the socket: its identity is gone.
          setImmediate(() => live.end(ctx.extra.socket));
          return [sessionEndedError()];
        }
        const info = sockets.get(ctx.extra.socket) ?? { auth: { kind: 'none' } as UpstreamAuth, identity: null };
        const enveloped = yoga.getEnveloped({ req: ctx.extra.request, socket: ctx.extra.socket, params: payload });
        // A refusal while parsing or validating (graphql-armor throws on its limits) fails this operation
        // alone; thrown out of onSubscribe it would close the whole socket with 4500.
        try {
          const text = subscribeDocument(payload, info.auth, persisted);
          if (typeof text !== 'string') return [text];
          const document = enveloped.parse(text);
          const errors = enveloped.validate(enveloped.schema, document);
          if (errors.length) return errors;
          const sink = socketSink(ctx.extra.socket, id, ctx.subscriptions);
          const op: PendingOperation = { enveloped, info, payload, text, sink };
          // contextValue is made by execute/subscribe, and only when this socket does not join a shared execution.
          return {
            schema: enveloped.schema,
            operationName: payload.operationName,
            document,
            variableValues: payload.variables,
            rootValue: op,
            contextValue: undefined,
          };
        } catch (err) {
          return [err instanceof Error && err.name === 'GraphQLError' ? (err as GraphQLError) : new GraphQLError((err as Error).message)];
        }
      },
    },
    wss,
  );

  return {
    fanout,
    live,
    close: async () => {
      // graphql-ws closes every socket with 1001 so clients reconnect elsewhere; one that does not finish its
      // close handshake in time is cut.
      const cut = setTimeout(() => {
        for (const client of wss.clients) client.terminate();
      }, WS_CLOSE_CUT_MS);
      try {
        await wsServer.dispose();
      } finally {
        clearTimeout(cut);
      }
      await fanout.close();
      uncountSockets();
    },
  };
}
