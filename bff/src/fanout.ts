// Live fan-out: sockets that subscribe with the same document, variables and session share one execution.
// Each event is executed once for all of them and the result handed to every socket, a chunk at a time
// with the event loop free between chunks, so 10,000 sockets neither multiply the work nor block the bff.
// A subscriber with a sink (a graphql-ws socket) gets the graphql-ws `next` message written straight to it as a
// whole WebSocket frame: the result is serialised and UTF-8 encoded once per event and stream, and the frame (header
// and message) built once per operation id — server frames are unmasked, so sockets whose operation has the same id
// get the same bytes — rather than a JSON.stringify, an encoding and graphql-ws's async iteration per socket.
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { ExecutionResult } from 'graphql';

/** Sockets served per turn of the event loop. */
export const FANOUT_CHUNK = 250;

/**
 * Operation ids whose frame an event keeps for the sockets after (graphql-ws's client numbers operations with
 * random ids, so each socket's may be its own: those frames are built per socket and not kept for the whole
 * delivery, which would hold a frame per socket in memory at once).
 */
const KEPT_FRAMES = 64;

type Outcome = AsyncIterable<ExecutionResult> | ExecutionResult;

/** A graphql-ws operation of a socket: where its `next` messages are written. */
export interface FrameSink {
  /** The operation's id on its socket. */
  id: string;
  /**
   * Writes one graphql-ws `next` message of this id as a complete WebSocket text frame (`frame`: the header, then
   * the message from byte `headerLength`); a no-op once the socket or the operation is gone. The buffer is shared
   * with other sockets and must not be changed.
   */
  send(frame: Buffer, headerLength: number): void;
}

/** The payload graphql-ws sends for a result (graphql-ws's own shape: errors as their JSON form, absent when none). */
export function serialisePayload(result: ExecutionResult): string {
  const { errors, ...rest } = result;
  const payload = errors ? { ...rest, errors: errors.map((e) => (typeof e.toJSON === 'function' ? e.toJSON() : e)) } : rest;
  return JSON.stringify(payload);
}

/** Length of an unmasked WebSocket frame header for a payload of `length` bytes (RFC 6455 §5.2). */
export const frameHeaderLength = (length: number): number => (length < 126 ? 2 : length < 65536 ? 4 : 10);

/**
 * The whole WebSocket text frame (FIN, opcode 1, unmasked as a server's are) of the graphql-ws `next` message of
 * operation `id` (`{"id":…,"type":"next","payload":…}`, ids are strings) around `payload` (already UTF-8): the
 * payload is copied, not encoded again.
 */
export function nextFrame(id: string, payload: Buffer): { frame: Buffer; headerLength: number } {
  const prefix = `{"id":${JSON.stringify(id)},"type":"next","payload":`;
  const prefixLength = Buffer.byteLength(prefix);
  const length = prefixLength + payload.length + 1;
  const headerLength = frameHeaderLength(length);
  const frame = Buffer.allocUnsafe(headerLength + length);
  frame[0] = 0x81;
  if (headerLength === 2) frame[1] = length;
  else if (headerLength === 4) {
    frame[1] = 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 127;
    frame.writeUInt32BE(0, 2);
    frame.writeUInt32BE(length, 6);
  }
  frame.write(prefix, headerLength, 'utf8');
  payload.copy(frame, headerLength + prefixLength);
  frame[frame.length - 1] = 0x7d; // }
  return { frame, headerLength };
}

const isIterable = (o: Outcome): o is AsyncIterable<ExecutionResult> =>
  typeof (o as AsyncIterable<unknown>)[Symbol.asyncIterator] === 'function';

/** One socket's view of a shared stream: an async generator graphql-ws iterates and may `return()`. */
class Subscriber implements AsyncGenerator<ExecutionResult, undefined> {
  private readonly queue: ExecutionResult[] = [];
  private waiting: ((r: IteratorResult<ExecutionResult, undefined>) => void) | null = null;
  private failed: ((e: unknown) => void) | null = null;
  done = false;
  private error: unknown = null;

  /**
   * With a sink, results are written to it by the fan-out and this iterator yields none: it only ends (or fails)
   * with the stream, so graphql-ws still sends `complete`/`error` and still calls `return()` when the client leaves.
   */
  constructor(
    private readonly leave: (s: Subscriber) => void,
    readonly sink: FrameSink | null = null,
  ) {}

  push(result: ExecutionResult): void {
    if (this.done) return;
    if (this.waiting) {
      const resolve = this.waiting;
      this.waiting = this.failed = null;
      resolve({ value: result, done: false });
    } else this.queue.push(result);
  }

  end(error?: unknown): void {
    if (this.done) return;
    this.done = true;
    this.error = error ?? null;
    if (this.waiting) {
      const [resolve, reject] = [this.waiting, this.failed!];
      this.waiting = this.failed = null;
      if (error) reject(error);
      else resolve({ value: undefined, done: true });
    }
  }

  next(): Promise<IteratorResult<ExecutionResult, undefined>> {
    const queued = this.queue.shift();
    if (queued) return Promise.resolve({ value: queued, done: false });
    if (this.done) return this.error ? Promise.reject(this.error) : Promise.resolve({ value: undefined, done: true });
    return new Promise((resolve, reject) => {
      this.waiting = resolve;
      this.failed = reject;
    });
  }

  return(): Promise<IteratorResult<ExecutionResult, undefined>> {
    this.queue.length = 0;
    this.end();
    this.leave(this);
    return Promise.resolve({ value: undefined, done: true });
  }

  throw(error: unknown): Promise<IteratorResult<ExecutionResult, undefined>> {
    void this.return();
    return Promise.reject(error);
  }

  [Symbol.asyncIterator](): this {
    return this;
  }

  async [Symbol.asyncDispose](): Promise<void> {
    await this.return();
  }
}

/** One execution shared by every subscriber of a key. */
interface Stream {
  subscribers: Set<Subscriber>;
  /** What starting the execution gave: the event stream, or a result with errors (then nothing is shared). */
  started: Promise<Outcome>;
  source: AsyncIterator<ExecutionResult> | null;
  closed: boolean;
}

export interface FanOutStats {
  /** Shared executions open now. */
  streams: number;
  /** Subscribers across them. */
  subscribers: number;
  /** Events executed since start (one per shared stream and event, whatever its subscriber count). */
  executions: number;
  /** Results serialised for sinks since start (at most one per execution, whatever its socket count). */
  serialisations: number;
  /**
   * WebSocket frames built for sinks since start: one per execution and operation id, whatever its socket count
   * (past KEPT_FRAMES ids in one event, one per socket of the ids after them).
   */
  frames: number;
}

export class FanOut {
  private readonly streams = new Map<string, Stream>();
  private executions = 0;
  private serialisations = 0;
  private frames = 0;

  constructor(private readonly chunk = FANOUT_CHUNK) {}

  /**
   * Joins the stream of `key`, starting it with `start` (the real GraphQL subscribe, with the first
   * subscriber's context) when nobody shares it yet. The key must hold everything the result depends on:
   * the document, operation name, variables and the session whose permissions apply. With `sink`, results
   * are written to it as graphql-ws messages rather than yielded (see Subscriber).
   */
  async subscribe(key: string, start: () => Promise<Outcome> | Outcome, sink?: FrameSink): Promise<Outcome> {
    let stream = this.streams.get(key);
    if (!stream) {
      const s: Stream = { subscribers: new Set(), started: Promise.resolve().then(start), source: null, closed: false };
      stream = s;
      this.streams.set(key, s);
      s.started.then(
        (outcome) => {
          if (!isIterable(outcome)) this.stop(key, s);
          else void this.pump(key, s, outcome[Symbol.asyncIterator]());
        },
        () => this.stop(key, s),
      );
    }
    const outcome = await stream.started;
    if (!isIterable(outcome) || stream.closed) return isIterable(outcome) ? this.subscribe(key, start, sink) : outcome;
    const joined = stream;
    const subscriber = new Subscriber((sub) => this.leave(key, joined, sub), sink);
    joined.subscribers.add(subscriber);
    return subscriber;
  }

  stats(): FanOutStats {
    let subscribers = 0;
    for (const s of this.streams.values()) subscribers += s.subscribers.size;
    return {
      streams: this.streams.size,
      subscribers,
      executions: this.executions,
      serialisations: this.serialisations,
      frames: this.frames,
    };
  }

  /** Ends every stream (shutdown). */
  async close(): Promise<void> {
    await Promise.all([...this.streams].map(([key, s]) => this.stop(key, s)));
  }

  private async pump(key: string, stream: Stream, source: AsyncIterator<ExecutionResult>): Promise<void> {
    stream.source = source;
    // Nobody joined (the only subscriber left while it started): stop at once.
    await nextTurn();
    if (stream.subscribers.size === 0) return this.stop(key, stream);
    try {
      for (;;) {
        const { value, done } = await source.next();
        if (done || stream.closed) break;
        this.executions++;
        await this.deliver(stream, value);
      }
      this.end(key, stream);
    } catch (err) {
      this.end(key, stream, err);
    }
  }

  /** Hands one result to every subscriber, a chunk per turn of the event loop. */
  private async deliver(stream: Stream, result: ExecutionResult): Promise<void> {
    let n = 0;
    let payload: Buffer | null = null;
    /** This event's frames by operation id (sockets whose operations have the same id share one). */
    const frames = new Map<string, { frame: Buffer; headerLength: number }>();
    for (const sub of [...stream.subscribers]) {
      if (!sub.sink) sub.push(result);
      // One that left during an earlier chunk is skipped.
      else if (!sub.done) {
        if (payload === null) {
          payload = Buffer.from(serialisePayload(result));
          this.serialisations++;
        }
        let built = frames.get(sub.sink.id);
        if (!built) {
          built = nextFrame(sub.sink.id, payload);
          if (frames.size < KEPT_FRAMES) frames.set(sub.sink.id, built);
          this.frames++;
        }
        sub.sink.send(built.frame, built.headerLength);
      }
      if (++n % this.chunk === 0) await nextTurn();
    }
  }

  private leave(key: string, stream: Stream, sub: Subscriber): void {
    stream.subscribers.delete(sub);
    if (stream.subscribers.size === 0 && stream.source) void this.stop(key, stream);
  }

  private end(key: string, stream: Stream, error?: unknown): void {
    if (this.streams.get(key) === stream) this.streams.delete(key);
    stream.closed = true;
    for (const sub of stream.subscribers) sub.end(error);
    stream.subscribers.clear();
  }

  private async stop(key: string, stream: Stream): Promise<void> {
    if (stream.closed) return;
    this.end(key, stream);
    // Not awaited: a generator waiting for its next event only returns once that event comes.
    void stream.source?.return?.()?.catch(() => undefined);
  }
}
