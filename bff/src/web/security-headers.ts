import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Plugin } from 'graphql-yoga';

/** Headers every page and answer of the bff carries, whatever it serves. */
export const COMMON_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  // No page of ours may be framed (clickjacking): CSP's frame-ancestors, and the legacy header for old browsers.
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  // Record URLs carry names and ids: other sites see our origin at most.
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
};

/** A Host header we are willing to repeat inside a policy (host name or address, optional port). */
const SAFE_HOST = /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i;

/**
 * The one inline style element the web app has: react-aria's usePress adds it to <head> once (touch-action for its
 * pressable elements). Allowed by its hash, so any other inline style stays refused; the e2e suite fails on a CSP
 * violation, so a react-aria upgrade that changes this text shows up there.
 */
export const REACT_ARIA_PRESSABLE_STYLE = '@layer {\n  [data-react-aria-pressable] {\n    touch-action: pan-x pan-y pinch-zoom;\n  }\n}';

/**
 * The web app's policy: scripts, styles and fonts from our origin only (the build emits no inline script; React
 * sets style properties through the DOM, which CSP allows), GraphQL over HTTP and graphql-ws to our own origin,
 * images from us or `data:` (the icon), no plugins, no <base> rewriting, never framed.
 */
export function webAppPolicy(host: string | undefined): string {
  // CSP3 lets 'self' match ws:/wss: on our host; older engines need the socket spelt out.
  const sockets = host && SAFE_HOST.test(host) ? ` ws://${host} wss://${host}` : '';
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self' ${sha256(REACT_ARIA_PRESSABLE_STYLE)}`,
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self'${sockets}`,
    // The push service worker, /sw.js, from our origin only (web/public/sw.js).
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    // The home video page embeds the walkthrough videos' players (and nothing else may be framed).
    'frame-src https://www.youtube-nocookie.com',
  ].join('; ');
}

function sha256(source: string): string {
  return `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;
}

/** The CSP sources of a page's inline scripts, by hash. */
export function inlineScriptHashes(html: string): string {
  return [...html.matchAll(/<script(?:\s[^>]*)?>([\s\S]*?)<\/script>/gi)].map((m) => sha256(m[1] ?? '')).join(' ');
}

/**
 * GraphiQL's page (the offline renderer inlines its whole bundle): only that exact page's inline scripts, by hash,
 * plus what its editor needs (inline styles, web workers from blobs).
 */
export function graphiqlPolicy(scriptHashes: string, host: string | undefined): string {
  const sockets = host && SAFE_HOST.test(host) ? ` ws://${host} wss://${host}` : '';
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "worker-src 'self' blob:",
    `connect-src 'self'${sockets}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Renders GraphiQL's page once per configuration (it is 9 MB; yoga asks on every visit) and remembers its
 * inline-script hashes for the policy.
 */
export function cachedGraphiQL<O>(render: (options: O) => string) {
  let cached: { key: string; html: string; hashes: string } | null = null;
  return {
    render(options: O): string {
      const key = JSON.stringify(options);
      if (cached?.key !== key) {
        const html = render(options);
        cached = { key, html, hashes: inlineScriptHashes(html) };
      }
      return cached.html;
    },
    /** The hashes of the page last rendered (null before the first visit). */
    scriptHashes: (): string | null => cached?.hashes ?? null,
  };
}

/** The service worker's script. A worker runs under its own script's policy: it fetches nothing, so nothing. */
export const SERVICE_WORKER_PATH = '/sw.js';
export const SERVICE_WORKER_POLICY = "default-src 'none'";

/**
 * Fastify side (the web app, its assets and the SPA fallback): common headers everywhere, the web app's CSP on
 * HTML pages. Paths in `skip` (GraphQL) get theirs from the yoga plugin below.
 */
export function registerSecurityHeaders(app: FastifyInstance, skip: readonly string[]): void {
  app.addHook('onSend', async (req, reply, payload) => {
    const path = req.url.split('?')[0] ?? '/';
    if (skip.some((p) => path === p || path.startsWith(`${p}/`))) return payload;
    for (const [name, value] of Object.entries(COMMON_SECURITY_HEADERS)) void reply.header(name, value);
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html')) void reply.header('content-security-policy', webAppPolicy(req.headers.host));
    else if (path === SERVICE_WORKER_PATH) void reply.header('content-security-policy', SERVICE_WORKER_POLICY);
    return payload;
  });
}

/** yoga side (/graphql, however it is mounted): common headers on every answer, GraphiQL's policy on its page. */
export function securityHeadersPlugin(graphiqlScriptHashes: () => string | null): Plugin {
  return {
    onResponse({ request, response }) {
      for (const [name, value] of Object.entries(COMMON_SECURITY_HEADERS)) response.headers.set(name, value);
      if (!(response.headers.get('content-type') ?? '').startsWith('text/html')) return;
      const hashes = graphiqlScriptHashes();
      const host = request.headers.get('host') ?? undefined;
      response.headers.set('content-security-policy', hashes ? graphiqlPolicy(hashes, host) : webAppPolicy(host));
    },
  };
}
