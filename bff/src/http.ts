// GraphQL over HTTP straight from node's http server to yoga: one HTTP stack per request, not Fastify's
// request/reply and yoga's on top of it. Fastify serves everything else (the web app, other routes).
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';
import { formatFileSize } from '../../contract';
import { newRequestState, type BffRuntime } from './context';
import { COMMON_SECURITY_HEADERS } from './web/security-headers';
import { GRAPHQL_PATH, type BffYoga } from './yoga';

/** A caller's x-request-id we keep (else a new one): the same id goes upstream and into both tiers' logs. */
export const REQUEST_ID = /^[\w.:-]{1,128}$/;

/** The request id of a request: the caller's when sane, else a new one. */
export function requestIdOf(req: IncomingMessage): string {
  const sent = req.headers['x-request-id'];
  return typeof sent === 'string' && REQUEST_ID.test(sent) ? sent : randomUUID();
}

/** Size limits of GraphQL over HTTP: the largest file an upload may carry, and the largest request (file + operation). */
export interface UploadLimits {
  maxUploadBytes: number;
  maxRequestBytes: number;
}

/** Why a multipart (upload) request is refused before its body is read, or null. */
export function uploadRefusal(req: IncomingMessage, limits: UploadLimits): string | null {
  if (
    !String(req.headers['content-type'] ?? '')
      .toLowerCase()
      .startsWith('multipart/form-data')
  )
    return null;
  const length = Number(req.headers['content-length']);
  if (!Number.isFinite(length)) return 'Uploads must send Content-Length';
  return length > limits.maxRequestBytes ? `The file is larger than the ${formatFileSize(limits.maxUploadBytes)} limit` : null;
}

/** Answers 413 once the body has been drained unread (clients only read an answer once they have sent their body). */
function refuseUpload(req: IncomingMessage, res: ServerResponse, requestId: string, message: string): void {
  const body = JSON.stringify({ errors: [{ message, extensions: { code: 'PAYLOAD_TOO_LARGE', status: 413 } }] });
  let answered = false;
  const answer = () => {
    if (answered || res.headersSent) return;
    answered = true;
    res.writeHead(413, {
      ...COMMON_SECURITY_HEADERS,
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
      'x-request-id': requestId,
    });
    res.end(body);
  };
  req.on('end', answer).on('error', answer).on('close', answer).resume();
}

/** Whether a request URL is the GraphQL endpoint (`/graphql`, `/graphql/`, with or without a query). */
export function isGraphqlUrl(url: string | undefined): boolean {
  if (!url?.startsWith(GRAPHQL_PATH)) return false;
  const rest = url.charCodeAt(GRAPHQL_PATH.length);
  // end, '?', or '/' followed by end or '?'
  if (Number.isNaN(rest) || rest === 63) return true;
  if (rest !== 47) return false;
  const after = url.charCodeAt(GRAPHQL_PATH.length + 1);
  return Number.isNaN(after) || after === 63;
}

/**
 * The handler of /graphql: the request's state (id, deadline) is made here and its deadline cleared at the end.
 * An upload over the limit is refused here, before yoga reads it into memory.
 */
export function graphqlHandler(yoga: BffYoga, runtime: BffRuntime, limits: UploadLimits) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    const requestId = requestIdOf(req);
    const refused = uploadRefusal(req, limits);
    if (refused) {
      refuseUpload(req, res, requestId, refused);
      return;
    }
    const proto = req.headers['x-forwarded-proto'];
    const secure =
      (typeof proto === 'string' && proto.split(',')[0]!.trim() === 'https') || Boolean((req.socket as { encrypted?: boolean }).encrypted);
    const state = newRequestState(requestId, secure, runtime.deadlineMs);
    if (req.url?.startsWith(`${GRAPHQL_PATH}/`)) req.url = GRAPHQL_PATH + req.url.slice(GRAPHQL_PATH.length + 1);
    void Promise.resolve(yoga(req, res, { state })).finally(() => state.deadline?.clear());
  };
}

/**
 * The bff's http server for Fastify's `serverFactory`: /graphql goes to yoga directly, the rest to Fastify.
 * Hooks for /graphql responses (headers, logging) belong in yoga plugins (yoga.ts), not Fastify hooks.
 */
export function bffServerFactory(graphql: RequestListener) {
  return (fastify: RequestListener): Server =>
    createServer((req, res) => {
      if (isGraphqlUrl(req.url)) graphql(req, res);
      else fastify(req, res);
    });
}
