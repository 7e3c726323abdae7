/**
 * What the browser downloads and asks on a first visit (part of `npm run bench`; also runs alone against a running
 * bff that serves the build: `npx tsx tests/load/first-load.ts http://127.0.0.1:4000`).
 * - initial JS: the entry chunk of index.html and its static imports, from the build's Vite manifest;
 * - first visits (a fresh browser signed in, full page load) of the organization list and an organization's
 *   detail page, in Debian's Chromium: every script it fetched (gzip -9 sizes, the unit, and the bytes
 *   actually transferred, brotli from the bff) and the GraphQL requests it made.
 * The budget: the organization list under 200 KiB of gzip JavaScript in all. A measure, never a test.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

export const FIRST_LOAD_BUDGET_KIB = 200;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

const kib = (bytes: number) => bytes / 1024;

/** gzip -9 size of a file of the build. */
function gzipSizeOf(dist: string, file: string): number {
  return gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
}

/** The scripts index.html loads before any route: the entry chunk and its static imports (modulepreload). */
export function initialScripts(dist: string): string[] {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const entry = Object.entries(manifest).find(([, c]) => c.isEntry)?.[0];
  if (!entry) throw new Error('no entry in the Vite manifest');
  const seen = new Set<string>();
  const walk = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) walk(next);
  };
  walk(entry);
  return [...seen].map((key) => manifest[key]!.file).filter((f) => f.endsWith('.js'));
}

/** The id relay-compiler gave an operation (web/persisted-operations.json). */
export function persistedIdOf(operation: string): string {
  const manifest = JSON.parse(readFileSync('web/persisted-operations.json', 'utf8')) as Record<string, string>;
  const found = Object.entries(manifest).find(([, text]) => new RegExp(`^\\w+ ${operation}\\b`).test(text));
  if (!found) throw new Error(`${operation} is not in web/persisted-operations.json`);
  return found[0];
}

export interface VisitReport {
  path: string;
  scripts: number;
  gzipKiB: number;
  transferredKiB: number;
  graphqlRequests: number;
  /** The GraphQL answers: on the wire (compressed when the browser asks) and their JSON. */
  graphqlSentKiB: number;
  graphqlJsonKiB: number;
}

/** Loads `path` in a fresh signed-in browser and sums what it fetched. */
async function visit(baseUrl: string, dist: string, path: string, username: string, password: string): Promise<VisitReport> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const context = await browser.newContext();
    // Sign in through the web's own login mutation, by its persisted id, as the login form does.
    const res = await context.request.post(`${baseUrl}/graphql`, {
      data: {
        documentId: persistedIdOf('useLoginMutation'),
        operationName: 'useLoginMutation',
        variables: { input: { username, password } },
      },
    });
    if (!res.ok()) throw new Error(`sign-in failed: ${res.status()}`);
    const page = await context.newPage();
    const scripts = new Map<string, number>();
    let graphqlRequests = 0;
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/graphql' && r.method() === 'POST') graphqlRequests++;
    });
    const answers: Promise<[number, number]>[] = [];
    page.on('requestfinished', (r) => {
      const { pathname } = new URL(r.url());
      if (pathname === '/graphql' && r.method() === 'POST')
        answers.push(
          Promise.all([r.sizes(), r.response().then((res) => res?.body())]).then(([s, body]) => [s.responseBodySize, body?.length ?? 0]),
        );
      if (!pathname.endsWith('.js')) return;
      void r.sizes().then((s) => scripts.set(pathname, s.responseBodySize + s.responseHeadersSize));
    });
    await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
    let gzip = 0;
    for (const pathname of scripts.keys()) gzip += gzipSizeOf(dist, pathname.slice(1));
    const transferred = [...scripts.values()].reduce((a, b) => a + b, 0);
    const graphql = await Promise.all(answers);
    return {
      path,
      scripts: scripts.size,
      gzipKiB: kib(gzip),
      transferredKiB: kib(transferred),
      graphqlRequests,
      graphqlSentKiB: kib(graphql.reduce((a, [sent]) => a + sent, 0)),
      graphqlJsonKiB: kib(graphql.reduce((a, [, json]) => a + json, 0)),
    };
  } finally {
    await browser.close();
  }
}

export interface FirstLoadOptions {
  baseUrl: string;
  dist?: string;
  username?: string;
  password?: string;
}

export async function reportFirstLoad({
  baseUrl,
  dist = 'web/dist',
  username = 'crm@acme.example',
  password = 'demo1234',
}: FirstLoadOptions): Promise<void> {
  if (!existsSync(join(dist, '.vite', 'manifest.json'))) {
    console.log('\nfirst load: no production build with a manifest in web/dist (run `npm run build`): skipped');
    return;
  }
  const initial = initialScripts(dist).reduce((sum, file) => sum + gzipSizeOf(dist, file), 0);
  console.log(`\nfirst load (production build, Chromium, signed in as ${username})`);
  console.log(`initial JS (index.html's entry and its static imports): ${kib(initial).toFixed(1)} KiB gzip`);
  console.log(
    `${'full page load'.padEnd(34)}${'scripts'.padStart(8)}${'KiB gz'.padStart(9)}${'KiB sent'.padStart(10)}${'GraphQL'.padStart(9)}  GraphQL answers: KiB sent (JSON)`,
  );
  for (const path of ['/organization', '/organization/1/updates']) {
    const r = await visit(baseUrl, dist, path, username, password);
    const budget =
      path === '/organization' ? ` (budget ${FIRST_LOAD_BUDGET_KIB} KiB: ${r.gzipKiB <= FIRST_LOAD_BUDGET_KIB ? 'within' : 'OVER'})` : '';
    console.log(
      `${path.padEnd(34)}${String(r.scripts).padStart(8)}${r.gzipKiB.toFixed(1).padStart(9)}${r.transferredKiB.toFixed(1).padStart(10)}${String(r.graphqlRequests).padStart(9)}  ${r.graphqlSentKiB.toFixed(1)} (${r.graphqlJsonKiB.toFixed(1)})${budget}`,
    );
  }
}

if (process.argv[1] && /first-load\.ts$/.test(process.argv[1])) {
  await reportFirstLoad({ baseUrl: process.argv[2] ?? 'http://127.0.0.1:4000' });
}
