// A pass-through HTTP proxy in front of the api that records every call the bff makes (method, path, when
// it started and ended, whose session), so a test counts upstream calls on the api side.
import { createServer, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ProxiedCall {
  method: string;
  path: string;
  /** The session token (cookie sid or bearer) the call carried. */
  session: string | null;
  startedAt: number;
  endedAt?: number;
  /** The request's body as text (empty for none), once it has been read. */
  body: string;
}

export interface CountingProxy {
  url: string;
  calls: ProxiedCall[];
  /** Calls since `mark` (an index into calls). */
  since(mark: number): ProxiedCall[];
  close(): Promise<void>;
}

const sessionOf = (h: IncomingHttpHeaders) => {
  const bearer = /^Bearer\s+(.+)$/i.exec(h.authorization ?? '')?.[1];
  return bearer ?? /(?:^|;\s*)sid=([^;]+)/.exec(h.cookie ?? '')?.[1] ?? null;
};

export async function startCountingProxy(target: string): Promise<CountingProxy> {
  const upstream = new URL(target);
  const calls: ProxiedCall[] = [];
  const server = createServer((req, res) => {
    const call: ProxiedCall = {
      method: req.method ?? 'GET',
      path: req.url ?? '/',
      session: sessionOf(req.headers),
      startedAt: performance.now(),
      body: '',
    };
    req.on('data', (chunk: Buffer) => (call.body += chunk.toString()));
    if (!call.path.startsWith('/api/hub/')) calls.push(call);
    const out = httpRequest(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: { ...req.headers, host: upstream.host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        answer.on('end', () => (call.endedAt = performance.now()));
      },
    );
    out.on('error', () => res.destroy());
    req.pipe(out);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    since: (mark) => calls.slice(mark),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
