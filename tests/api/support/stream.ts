// Reads the hub's server-sent events with eventsource-parser and lets a test wait for one.
import { createParser, type EventSourceMessage } from 'eventsource-parser';

export interface HubStream {
  status: number;
  events: EventSourceMessage[];
  comments: string[];
  next(predicate: (e: EventSourceMessage) => boolean, timeoutMs?: number): Promise<EventSourceMessage>;
  /** Resolves true if no matching event arrives within the time. */
  none(predicate: (e: EventSourceMessage) => boolean, waitMs?: number): Promise<boolean>;
  close(): void;
}

export async function openStream(baseUrl: string, token: string): Promise<HubStream> {
  const abort = new AbortController();
  const res = await fetch(`${baseUrl}/api/hub/stream`, { headers: { authorization: `Bearer ${token}` }, signal: abort.signal });
  const events: EventSourceMessage[] = [];
  const comments: string[] = [];
  const waiters = new Set<() => void>();
  const parser = createParser({
    onEvent: (e) => {
      events.push(e);
      for (const w of [...waiters]) w();
    },
    onComment: (c) => comments.push(c),
  });
  if (res.ok && res.body) {
    void (async () => {
      const decoder = new TextDecoder();
      try {
        for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) parser.feed(decoder.decode(chunk, { stream: true }));
      } catch {
        // aborted
      }
    })();
  }
  const next = (predicate: (e: EventSourceMessage) => boolean, timeoutMs = 5000) =>
    new Promise<EventSourceMessage>((resolve, reject) => {
      const check = () => {
        const found = events.find(predicate);
        if (found) {
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
        }
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`no matching hub event within ${timeoutMs} ms (got ${events.length})`));
      }, timeoutMs);
      waiters.add(check);
      check();
    });
  return {
    status: res.status,
    events,
    comments,
    next,
    none: (predicate, waitMs = 500) =>
      next(predicate, waitMs).then(
        () => false,
        () => true,
      ),
    close: () => abort.abort(),
  };
}
