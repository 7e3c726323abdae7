// /graphql's body limit (bff/src/body-limit.ts): by Content-Length when the request has one, by counting the
// bytes of a chunked body as they stream; 413 either way, and the bff keeps answering.
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi } from '../../api/src/server';
import { startBff, type RunningBff } from '../../bff/src/server';

let api: Awaited<ReturnType<typeof startApi>>;
let bff: RunningBff;
// The limit is the largest upload plus 1 MiB for the operation and multipart framing (server.ts).
const MAX_UPLOAD = 1024;
const LIMIT = MAX_UPLOAD + 1024 * 1024;

beforeAll(async () => {
  api = await startApi({ port: 0, dataDir: 'memory://' });
  bff = await startBff({ apiUrl: api.url, maxUploadBytes: MAX_UPLOAD });
});
afterAll(async () => {
  await bff?.close();
  await api?.close();
});

const bodyOf = (bytes: number) => {
  const head = '{"query":"{ __typename }","variables":{"pad":"';
  const tail = '"}}';
  return head + 'x'.repeat(bytes - head.length - tail.length) + tail;
};

/** POSTs `body` to /graphql, with a Content-Length or chunked (in 64 KiB chunks, so the counter sees several). */
function post(
  body: string,
  framing: 'length' | 'chunked',
): Promise<{ status: number; json: { data?: unknown; errors?: { extensions?: { code?: string } }[] } }> {
  return new Promise((resolve, reject) => {
    const url = new URL('/graphql', bff.url);
    const req = httpRequest(
      url,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(framing === 'length' ? { 'content-length': Buffer.byteLength(body) } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(text) as never }));
      },
    );
    // The server may answer and close before the whole body is sent: the answer is what counts.
    req.on('error', (err) => (req.writableEnded ? undefined : reject(err)));
    if (framing === 'length') req.end(body);
    else {
      for (let i = 0; i < body.length; i += 64 * 1024) req.write(body.slice(i, i + 64 * 1024));
      req.end();
    }
  });
}

describe('the /graphql body limit', () => {
  for (const framing of ['length', 'chunked'] as const) {
    it(`runs a body at the limit and refuses one a byte over it with 413 (${framing === 'length' ? 'Content-Length' : 'chunked'})`, async () => {
      const atLimit = await post(bodyOf(LIMIT), framing);
      expect(atLimit.status).toBe(200);
      expect(atLimit.json.data).toEqual({ __typename: 'Query' });

      const over = await post(bodyOf(LIMIT + 1), framing);
      expect(over.status).toBe(413);
      expect(over.json.errors?.[0]?.extensions?.code).toBe('REQUEST_ENTITY_TOO_LARGE');

      // Still answering.
      expect((await post(bodyOf(200), framing)).json.data).toEqual({ __typename: 'Query' });
    });
  }
});
