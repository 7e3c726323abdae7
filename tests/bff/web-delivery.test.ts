import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBff, type RunningBff } from '../../bff/src/server';
import { precompressFile } from '../../web/build/precompress';

// A built web app in miniature: a content-hashed script and stylesheet (pre-compressed by the build's own
// plugin code) and index.html. The bff serves it with no api behind it: none of this needs one.
const dist = mkdtempSync(join(tmpdir(), 'suite-dist-'));
const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `"row ${i}"`).join(',')}];\n`;
const style = `.table { border: 1px solid; }\n`.repeat(80);
const indexHtml =
  '<!doctype html><html lang="en"><head><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body><div id="root"></div></body></html>';
const serviceWorker = "self.addEventListener('push', () => {});\n";
let bff: RunningBff;

beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), indexHtml);
  writeFileSync(join(dist, 'assets', 'index-Ab12Cd34.js'), script);
  writeFileSync(join(dist, 'assets', 'index-Ef56Gh78.css'), style);
  writeFileSync(join(dist, 'sw.js'), serviceWorker);
  await precompressFile(join(dist, 'assets', 'index-Ab12Cd34.js'));
  await precompressFile(join(dist, 'assets', 'index-Ef56Gh78.css'));
  await precompressFile(join(dist, 'index.html')); // under 1 KB: stays uncompressed
  bff = await startBff({ apiUrl: 'http://127.0.0.1:9', webDist: dist, graphiql: true });
});
afterAll(async () => {
  await bff?.close();
  rmSync(dist, { recursive: true, force: true });
});

/** undici's request never decodes the body (fetch would), so the test sees the bytes on the wire. */
async function get(path: string, headers: Record<string, string> = {}) {
  const res = await request(new URL(path, bff.url), { headers });
  const body = Buffer.from(await res.body.arrayBuffer());
  const header = (name: string) => {
    const v = res.headers[name];
    return Array.isArray(v) ? v.join(', ') : (v ?? null);
  };
  return { status: res.statusCode, body, header };
}

describe('static assets', () => {
  it('sends the brotli copy of a hashed script to a browser that accepts it, cached for a year', async () => {
    const res = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.status).toBe(200);
    expect(res.header('content-encoding')).toBe('br');
    expect(res.header('content-type')).toMatch(/^(application|text)\/javascript/);
    expect(res.header('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.header('vary')).toMatch(/accept-encoding/i);
    expect(res.body.length).toBeLessThan(Buffer.byteLength(script) / 3);
    expect(brotliDecompressSync(res.body).toString()).toBe(script);
  });

  it('falls back to gzip, then to the file itself', async () => {
    const gz = await get('/assets/index-Ef56Gh78.css', { 'accept-encoding': 'gzip' });
    expect(gz.header('content-encoding')).toBe('gzip');
    expect(gz.header('content-type')).toMatch(/^text\/css/);
    expect(gunzipSync(gz.body).toString()).toBe(style);
    expect(gz.header('cache-control')).toContain('immutable');

    const plain = await get('/assets/index-Ab12Cd34.js');
    expect(plain.header('content-encoding')).toBeNull();
    expect(plain.body.toString()).toBe(script);
    expect(plain.header('cache-control')).toContain('immutable');
  });

  it('revalidates index.html on every load, at / and on client routes (SPA fallback)', async () => {
    for (const path of ['/', '/index.html', '/organization', '/organization/12/updates']) {
      const res = await get(path, { 'accept-encoding': 'br, gzip' });
      expect(res.status, path).toBe(200);
      expect(res.header('content-type'), path).toMatch(/^text\/html/);
      expect(res.header('cache-control'), path).toBe('no-cache');
      expect(res.body.toString(), path).toBe(indexHtml);
    }
  });

  it('answers 404 for a missing asset (an old chunk after a deploy), never the page under a script name', async () => {
    const res = await get('/assets/index-Old00000.js', { 'accept-encoding': 'br, gzip' });
    expect(res.status).toBe(404);
    expect(res.header('content-type')).not.toMatch(/html/);
  });
});

describe('security headers', () => {
  const directives = (policy: string | null) =>
    new Map(
      (policy ?? '')
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([name, ...values]) => [name!, values]),
    );

  it('serves the web app under a strict Content-Security-Policy', async () => {
    const res = await get('/organization');
    const csp = directives(res.header('content-security-policy'));
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    // Connections: our origin, and graphql-ws on our own host only.
    const host = new URL(bff.url).host;
    expect(csp.get('connect-src')).toEqual(["'self'", `ws://${host}`, `wss://${host}`]);
    // No inline style but react-aria's one, by hash.
    const styles = csp.get('style-src') ?? [];
    expect(styles).not.toContain("'unsafe-inline'");
    expect(styles.filter((s) => s !== "'self'")).toHaveLength(1);
    expect(styles[1]).toMatch(/^'sha256-[A-Za-z0-9+/=]+'$/);
  });

  it('lets the page register the service worker from /sw.js (scope /), revalidated, under its own empty policy', async () => {
    const page = directives((await get('/')).header('content-security-policy'));
    expect(page.get('worker-src')).toEqual(["'self'"]);
    const res = await get('/sw.js');
    expect(res.status).toBe(200);
    expect(res.header('content-type')).toMatch(/^(application|text)\/javascript/);
    expect(res.header('cache-control')).toBe('no-cache');
    expect(res.header('content-security-policy')).toBe("default-src 'none'");
    expect(res.body.toString()).toBe(serviceWorker);
  });

  it('does not repeat a forged Host header inside the policy', async () => {
    const res = await get('/', { host: "evil.example; script-src 'unsafe-inline'" });
    const csp = res.header('content-security-policy') ?? '';
    expect(csp).not.toContain('evil.example');
    expect(csp).not.toContain("'unsafe-inline'");
  });

  it('sends frame, sniffing and referrer protections with pages, assets and GraphQL answers', async () => {
    for (const path of ['/', '/assets/index-Ab12Cd34.js', '/graphql?query=%7B__typename%7D']) {
      const res = await get(path);
      expect(res.header('x-frame-options'), path).toBe('DENY');
      expect(res.header('x-content-type-options'), path).toBe('nosniff');
      expect(res.header('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
    }
  });

  it("gives GraphiQL's page its own policy: its inline scripts by hash, never any inline script", async () => {
    const res = await get('/graphql', { accept: 'text/html' });
    expect(res.status).toBe(200);
    expect(res.header('content-type')).toMatch(/^text\/html/);
    const csp = directives(res.header('content-security-policy'));
    const scripts = csp.get('script-src') ?? [];
    expect(scripts[0]).toBe("'self'");
    expect(scripts.length).toBeGreaterThan(1);
    for (const source of scripts.slice(1)) expect(source).toMatch(/^'sha256-[A-Za-z0-9+/=]+'$/);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(res.header('x-frame-options')).toBe('DENY');
  });
});
