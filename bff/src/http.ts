// GraphQL over HTTP straight from node's http server to yoga: one HTTP stack per request, not Fastify's
// request/reply and yoga's on top of it. Fastify serves everything else (the web app, other routes).
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';
import { newRequestState, type BffRuntime } from './context';
import { GRAPHQL_PATH, type BffYoga } from './yoga';

const REQUEST_ID = /^[\w.:-]{1,128}$/;

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

/** The handler of /graphql: the request's state (id, deadline) is made here and its deadline cleared at the end. */
export function graphqlHandler(yoga: BffYoga, runtime: BffRuntime) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    const sent = req.headers['x-request-id'];
    const requestId = typeof sent === 'string' && REQUEST_ID.test(sent) ? sent : randomUUID();
    const proto = req.headers['x-forwarded-proto'];
    const secure = (typeof proto === 'string' && proto.split(',')[0]!.trim() === 'https') || Boolean((req.socket as { encrypted?: boolean }).encrypted);
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
