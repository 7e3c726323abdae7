// The request body limit of /graphql, in place of yoga's own (`maxRequestBodySize`). Yoga streams every body
// through a TransformStream that counts its bytes; for a body with a Content-Length that is wasted work: Node's
// HTTP parser never delivers more than Content-Length bytes, so comparing the header is the whole check. The
// stream (its pipeline, AbortController and DOMException on completion) cost about 3% of the bff's CPU on every
// request in a profile of the detail page; it stays for chunked bodies only, which have no length to compare.
import { createGraphQLError } from 'graphql-yoga';
import type { Plugin } from 'graphql-yoga';

const tooLarge = () =>
  createGraphQLError('Request body too large', { extensions: { http: { status: 413 }, code: 'REQUEST_ENTITY_TOO_LARGE' } });
const badLength = () =>
  createGraphQLError('Content-Length header is invalid.', { extensions: { http: { status: 400 }, code: 'BAD_REQUEST' } });

// One non-negative integer (not a comma-joined list, as in request-smuggling attempts).
const CONTENT_LENGTH = /^\d+$/;

/** Refuses a /graphql body over `limit` bytes: 413 with code REQUEST_ENTITY_TOO_LARGE, as yoga does. */
export function requestBodyLimitPlugin(limit: number): Plugin {
  return {
    onRequestParse({ request, requestParser, setRequestParser, fetchAPI }) {
      const length = request.headers.get('content-length');
      if (length != null) {
        if (!CONTENT_LENGTH.test(length)) throw badLength();
        if (Number(length) > limit) throw tooLarge();
        return;
      }
      if (!requestParser || !request.body) return;
      const parse = requestParser;
      setRequestParser((req) => parse(countingBody(req, limit, fetchAPI)));
    },
  };
}

/** The request with a body that errors once more than `limit` bytes have streamed through. */
function countingBody(request: Request, limit: number, fetchAPI: { Request: typeof Request; TransformStream: typeof TransformStream }) {
  const body = request.body!;
  // A native stream needs the native TransformStream (yoga's note: whatwg-node's ponyfill does not pipe into it).
  const Transform = body instanceof ReadableStream ? globalThis.TransformStream : fetchAPI.TransformStream;
  let read = 0;
  const counted = body.pipeThrough(
    new Transform<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        read += chunk.byteLength;
        if (read > limit) controller.error(tooLarge());
        else controller.enqueue(chunk);
      },
    }),
  );
  return new fetchAPI.Request(request.url, {
    method: request.method,
    headers: request.headers,
    signal: request.signal,
    body: counted,
    // @ts-expect-error Node's fetch needs it for a streamed body; lib.dom's RequestInit does not know it
    duplex: 'half',
  });
}
