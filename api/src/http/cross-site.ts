// Refuses cross-site writes. Browsers attach the `sid` cookie to any request to our host, including a form
// another site posts (SameSite=Lax only stops some of them, and a site on another port of the same host is
// "same-site"). So every state-changing request (POST, PUT, PATCH, DELETE):
//  1. carries JSON or no body at all: a form, multipart or text/plain body (what a cross-site <form> can send
//     without CORS) is refused with 415, except on the routes the spec defines as form-encoded (`formBody`)
//     and the upload route, which takes multipart (`multipartBody`);
//  2. when a browser sent it, comes from our own origin: `Sec-Fetch-Site` other than same-origin/none, or an
//     `Origin` other than ours (or one of `trustedOrigins`), is refused with 403.
// Callers that authenticate with `Authorization: Bearer` (the bff's forwarded sessions, API tokens, the service
// token) are not checked for origin: a browser never adds that header on its own, and a page of another origin
// cannot set it without a CORS preflight the api never grants. The bff forwards a browser's session as a cookie
// from the server side, without Origin or Sec-Fetch-* headers, so it passes as a non-browser client does.
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { HttpError } from './errors';

export const CROSS_SITE_MESSAGE = 'Cross-site request refused';
export const JSON_BODY_MESSAGE = 'Send the request body as JSON (content-type: application/json)';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const JSON_TYPE = 'application/json';
const FORM_TYPE = 'application/x-www-form-urlencoded';
const MULTIPART_TYPE = 'multipart/form-data';

export interface RegisteredRoute {
  method: string;
  url: string;
  formBody: boolean;
  multipartBody: boolean;
}

const mediaType = (value: string | undefined) => (value ?? '').split(';')[0]!.trim().toLowerCase();

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && Number(length) > 0);
}

function originOf(value: string): string | null {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/** Why a state-changing request is refused, or null. */
export function crossSiteRefusal(request: FastifyRequest, trustedOrigins: ReadonlySet<string>): HttpError | null {
  if (!STATE_CHANGING.has(request.method)) return null;
  if (hasBody(request)) {
    const type = mediaType(request.headers['content-type']);
    const formAllowed = request.routeOptions.config?.formBody === true;
    const uploadAllowed = request.routeOptions.config?.multipartBody === true;
    if (type !== JSON_TYPE && !(formAllowed && type === FORM_TYPE) && !(uploadAllowed && type === MULTIPART_TYPE)) {
      return new HttpError(415, JSON_BODY_MESSAGE);
    }
  }
  if (/^bearer\s/i.test(request.headers.authorization ?? '')) return null;
  const origin = request.headers.origin;
  const own = `${request.protocol}://${request.host}`.toLowerCase();
  const sentOrigin = origin === undefined ? undefined : originOf(origin)?.toLowerCase() ?? 'null';
  const trusted = sentOrigin !== undefined && (sentOrigin === own || trustedOrigins.has(sentOrigin));
  if (sentOrigin !== undefined && !trusted) return new HttpError(403, CROSS_SITE_MESSAGE);
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none' && !trusted) return new HttpError(403, CROSS_SITE_MESSAGE);
  return null;
}

const routesOf = new WeakMap<FastifyInstance, RegisteredRoute[]>();

/** The routes of an app with the guard, as registered: tests prove the guard covers each state-changing one. */
export const registeredRoutes = (app: FastifyInstance): readonly RegisteredRoute[] => routesOf.get(app) ?? [];

/** Installs the guard on every route of `app`; call it before registering routes. */
export function installCrossSiteGuard(app: FastifyInstance, trustedOrigins: readonly string[]): void {
  const trusted = new Set(trustedOrigins.map((o) => (originOf(o) ?? o).toLowerCase()));
  const routes: RegisteredRoute[] = [];
  routesOf.set(app, routes);
  app.addHook('onRoute', (route: RouteOptions) => {
    // Fastify adds a HEAD twin to every GET: it is the GET route, not one of its own.
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      routes.push({ method, url: route.url, formBody: route.config?.formBody === true, multipartBody: route.config?.multipartBody === true });
    }
  });
  app.addHook('onRequest', async (request) => {
    const refusal = crossSiteRefusal(request, trusted);
    if (refusal) throw refusal;
  });
}
