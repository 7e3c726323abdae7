import type { Context } from '../../context';

/** What the HTTP layer leaves on the context next to ours (yoga merges its server context into the resolvers'). */
interface ServerParts {
  req?: { ip?: string; socket?: { remoteAddress?: string } };
  request?: { headers: { get(name: string): string | null } };
}

/**
 * The browser's address and user agent for the api's sign-in throttle and audit. The address goes out as
 * `X-Forwarded-For: <what reached us>, <our peer>`: the api believes it only from proxies it trusts (TRUST_PROXY,
 * the loopback by default) and reads it from the right, so a client cannot pass itself off as another address
 * unless it is itself a trusted proxy.
 */
export function clientHeaders(ctx: Context): Record<string, string> {
  const { req, request } = ctx as Context & ServerParts;
  const headers: Record<string, string> = {};
  const userAgent = request?.headers.get('user-agent');
  if (userAgent) headers['user-agent'] = userAgent.slice(0, 500);
  const peer = req?.ip ?? req?.socket?.remoteAddress;
  const chain = [request?.headers.get('x-forwarded-for'), peer].filter(Boolean).join(', ');
  if (chain) headers['x-forwarded-for'] = chain;
  return headers;
}
