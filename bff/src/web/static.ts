import { existsSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Content-hashed build output (Vite's `assets/` folder): a new build gets new names, so these never change. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, the icon): revalidated on every use, so a deploy reaches every open browser. */
export const REVALIDATE_CACHE = 'no-cache';

const MISSING_DIST_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Business suite</title></head>
<body style="font-family: system-ui, sans-serif; margin: 3rem; max-width: 40rem">
<h1>The web app is not built yet</h1>
<p>Run <code>npm run build</code> (or <code>npm start</code>, which builds first), then reload this page.</p>
<p>The GraphQL API is available at <a href="/graphql">/graphql</a>.</p>
</body></html>
`;

export interface WebAppOptions {
  /** Folder of the built web app (`web/dist`). */
  webDist: string;
  /** Paths answered elsewhere (GraphQL): never the SPA fallback. */
  reservedPrefixes: readonly string[];
}

function cacheHeaders(root: string) {
  return (res: { setHeader(name: string, value: string): unknown }, path: string) => {
    const inAssets = relative(root, path).startsWith(`assets${sep}`);
    res.setHeader('cache-control', inAssets ? IMMUTABLE_CACHE : REVALIDATE_CACHE);
    // Pre-compressed siblings exist for text files: caches must key them by the encoding asked for.
    res.setHeader('vary', 'Accept-Encoding');
  };
}

/**
 * Serves the built web app: hashed assets cached for a year, `index.html` revalidated, the build's `.br`/`.gz`
 * siblings chosen by `accept-encoding`, and client routes (`/organization/12/updates`) answered with index.html.
 */
export async function registerWebApp(app: FastifyInstance, { webDist, reservedPrefixes }: WebAppOptions): Promise<void> {
  const root = resolve(webDist);
  const hasDist = existsSync(resolve(root, 'index.html'));
  if (hasDist) {
    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      index: ['index.html'],
      preCompressed: true,
      // Our own cache-control per file (send's default is `max-age=0` for everything).
      cacheControl: false,
      setHeaders: cacheHeaders(root),
    });
  }
  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? '/';
    if (req.method !== 'GET' && req.method !== 'HEAD') return reply.status(404).send({ message: 'Not found' });
    if (reservedPrefixes.some((p) => path.startsWith(p))) return reply.status(404).send({ message: 'Not found' });
    if (!hasDist) return reply.status(200).type('text/html; charset=utf-8').header('cache-control', REVALIDATE_CACHE).send(MISSING_DIST_PAGE);
    // A missing file (an old hashed chunk after a deploy) is a 404, never the HTML page under a script's name.
    if (/\.[a-z0-9]+$/i.test(path) && !path.endsWith('.html')) return reply.status(404).send({ message: 'Not found' });
    return reply.type('text/html; charset=utf-8').sendFile('index.html');
  });
}
