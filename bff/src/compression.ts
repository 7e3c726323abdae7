// GraphQL answers compressed for the clients that accept it (browsers: brotli; else gzip). A list page's 50 KiB
// answer is ~5 KiB on the wire, inside TCP's first congestion window, so a navigation over a slow or distant link
// saves round trips as well as bytes. The settings are the fast ones (brotli quality 2, gzip level 1: ~0.2 ms
// for 50 KiB here), and only whole JSON or HTML answers are compressed: event streams and incremental delivery
// (multipart) go out as they come. BFF_COMPRESS=0 turns it off where a proxy in front compresses.
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { Plugin } from 'graphql-yoga';

/** Answers smaller than this go as they are: their frame and headers cost more than compression saves. */
export const COMPRESS_MIN_BYTES = 1024;

/** Past this size the compression runs on libuv's threadpool rather than blocking the event loop (~1.5 ms/512 KiB). */
const SYNC_MAX_BYTES = 512 * 1024;

export type ContentEncoding = 'br' | 'gzip';

const COMPRESSIBLE = /^(application\/(graphql-response\+)?json|text\/html)\b/i;

/**
 * The encoding of an answer to a request with this Accept-Encoding (RFC 9110 §12.5.3): brotli when accepted, else
 * gzip, else none. `q=0` refuses an encoding, and `*` stands for those not named.
 */
export function chooseEncoding(acceptEncoding: string | null | undefined): ContentEncoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const accepted = (name: string) => (weights.get(name) ?? weights.get('*') ?? 0) > 0;
  if (accepted('br')) return 'br';
  if (accepted('gzip')) return 'gzip';
  return null;
}

/** The body in `encoding`. */
export function compressBody(body: Buffer, encoding: ContentEncoding): Buffer | Promise<Buffer> {
  const sync = body.length <= SYNC_MAX_BYTES;
  if (encoding === 'gzip') {
    const options = { level: 1 };
    return sync
      ? gzipSync(body, options)
      : new Promise((resolve, reject) => gzip(body, options, (err, out) => (err ? reject(err) : resolve(out))));
  }
  const options = { params: { [constants.BROTLI_PARAM_QUALITY]: 2, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } };
  return sync
    ? brotliCompressSync(body, options)
    : new Promise((resolve, reject) => brotliCompress(body, options, (err, out) => (err ? reject(err) : resolve(out))));
}

/**
 * Compresses /graphql's whole answers of at least `minBytes` for clients that accept it. It must come after the
 * plugins that set response headers: it copies them onto the compressed answer.
 */
export function compressionPlugin(minBytes = COMPRESS_MIN_BYTES): Plugin {
  return {
    onResponse({ request, response, setResponse, fetchAPI }) {
      // (Not `response.body`: whatwg-node would make a stream of the answer just to say it has one.)
      if (response.headers.has('content-encoding')) return;
      if (!COMPRESSIBLE.test(response.headers.get('content-type') ?? '')) return;
      // A whole answer has its length (yoga sets it); one without is streamed and goes as it comes.
      const length = Number(response.headers.get('content-length') ?? NaN);
      if (!(length >= minBytes)) return;
      // Caches must keep one copy per encoding, including the plain one.
      response.headers.append('vary', 'Accept-Encoding');
      const encoding = chooseEncoding(request.headers.get('accept-encoding'));
      if (!encoding) return;
      return response
        .arrayBuffer()
        .then((plain) => compressBody(Buffer.isBuffer(plain) ? plain : Buffer.from(plain), encoding))
        .then((compressed) => {
          const headers = new fetchAPI.Headers(response.headers);
          headers.set('content-encoding', encoding);
          headers.set('content-length', String(compressed.length));
          setResponse(
            new fetchAPI.Response(compressed as Buffer<ArrayBuffer>, {
              status: response.status,
              statusText: response.statusText,
              headers,
            }),
          );
        });
    },
  };
}
