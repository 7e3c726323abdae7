import { parseCookie } from 'cookie';
import { SESSION_COOKIE } from './context';

/** Why a request was refused by the CSRF checks, or null when it may pass. */
export function csrfViolation(req: {
  method: string;
  headers: { get(name: string): string | null };
}): string | null {
  const hasSessionCookie = parseCookie(req.headers.get('cookie') ?? '')[SESSION_COOKIE] !== undefined;
  // Requests without the session cookie cannot ride on a browser's ambient credentials.
  if (!hasSessionCookie) return null;
  const originProblem = originViolation(req.headers.get('origin'), req.headers.get('host'));
  if (originProblem) return originProblem;
  const method = req.method.toUpperCase();
  if (method === 'GET' || method === 'HEAD') {
    const accept = req.headers.get('accept') ?? '';
    const url = (req as { url?: string }).url;
    // Opening GraphiQL in the browser (an HTML navigation without a query) is harmless.
    if (accept.includes('text/html') && !(url && new URL(url, 'http://x').searchParams.has('query'))) return null;
    if (req.headers.get('x-graphql-csrf') !== '1') {
      return 'GET requests that carry the session cookie must send the header `x-graphql-csrf: 1`.';
    }
    return null;
  }
  if (method === 'POST') {
    const type = (req.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    // File uploads (GraphQL multipart request spec) are a form a page of any site could post: they must
    // carry the custom header too, which a cross-site form cannot send without a preflight.
    if (type === 'multipart/form-data') {
      if (req.headers.get('x-graphql-csrf') !== '1') return 'Multipart requests that carry the session cookie must send the header `x-graphql-csrf: 1`.';
      return null;
    }
    if (type !== 'application/json' && type !== 'application/graphql-response+json') {
      return 'POST requests that carry the session cookie must use `content-type: application/json`.';
    }
  }
  return null;
}

/** When an Origin header is present, its host must be ours. */
export function originViolation(origin: string | null | undefined, host: string | null | undefined): string | null {
  if (!origin) return null;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return 'Cross-origin request refused (unreadable Origin header).';
  }
  if (!host || originHost.toLowerCase() !== host.toLowerCase()) {
    return `Cross-origin request refused: Origin ${origin} does not match this server.`;
  }
  return null;
}
