// /graphql's answers compressed by Accept-Encoding (bff/src/compression.ts): brotli when the client takes it, else
// gzip, else none; the answer is the same once decoded and keeps its headers; small answers and event streams go
// as they are. Raw node:http requests: fetch would ask for compression itself and hide it.
import { request, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseEncoding, COMPRESS_MIN_BYTES } from '../../bff/src/compression';
import { apiToken, startStack, type Stack } from './support/harness';

let stack: Stack;
let token: string;

beforeAll(async () => {
  stack = await startStack();
  token = await apiToken(stack.api.url, 'admin@acme.example');
});
afterAll(async () => {
  await stack?.close();
});

interface Raw {
  status: number;
  headers: IncomingHttpHeaders;
  bytes: Buffer;
}

function post(query: string, headers: Record<string, string>): Promise<Raw> {
  const body = JSON.stringify({ query });
  return new Promise((resolve, reject) => {
    const req = request(
      new URL('/graphql', stack.bff.url),
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
          'content-length': Buffer.byteLength(body),
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const decoded = (raw: Raw): unknown => {
  const encoding = raw.headers['content-encoding'];
  const bytes = encoding === 'br' ? brotliDecompressSync(raw.bytes) : encoding === 'gzip' ? gunzipSync(raw.bytes) : raw.bytes;
  return JSON.parse(bytes.toString('utf8'));
};

const LIST = '{ records(type: "Organization", first: 50) { edges { node { id name url permission } } } }';

describe('choosing the encoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['GZIP;q=0.5', 'gzip'],
    ['*', 'br'],
    ['gzip;q=0, *', 'br'],
    ['*;q=0', null],
    ['identity', null],
    ['', null],
    [null, null],
  ])('Accept-Encoding %j → %j', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

describe('/graphql answers', () => {
  it('a list answer goes as brotli to a browser and as gzip to a gzip-only client, the same data once decoded', async () => {
    const plain = await post(LIST, {});
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.bytes.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    const data = JSON.parse(plain.bytes.toString('utf8')) as { data: { records: { edges: unknown[] } } };
    expect(data.data.records.edges.length).toBeGreaterThan(10);
    // Caches keep a copy per encoding, the plain one too.
    expect(plain.headers.vary).toMatch(/accept-encoding/i);

    const br = await post(LIST, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(Number(br.headers['content-length'])).toBe(br.bytes.length);
    expect(br.bytes.length).toBeLessThan(plain.bytes.length / 3);
    expect(decoded(br)).toEqual(data);

    const gzip = await post(LIST, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzip)).toEqual(data);

    const refused = await post(LIST, { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(decoded(refused)).toEqual(data);
  });

  it('a compressed answer keeps the headers the bff sets on every answer', async () => {
    const br = await post(LIST, { 'accept-encoding': 'br', 'x-request-id': 'compression-test-1' });
    expect(br.headers['x-request-id']).toBe('compression-test-1');
    expect(br.headers['x-upstream-calls']).toMatch(/^\d+$/);
    expect(br.headers['server-timing']).toMatch(/^upstream;dur=/);
    expect(br.headers['x-content-type-options']).toBe('nosniff');
    expect(br.headers['content-type']).toMatch(/json/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
  });

  it('a small answer goes as it is', async () => {
    const small = await post('{ __typename }', { 'accept-encoding': 'br, gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.bytes.toString('utf8'))).toEqual({ data: { __typename: 'Query' } });
  });

  it('an event stream is not compressed (its events must arrive as they come)', async () => {
    const res = await fetch(new URL('/graphql', stack.bff.url), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream',
        'accept-encoding': 'br, gzip',
        authorization: `Bearer ${token}`,
      },
      body: JSON.stringify({ query: 'subscription { notificationAdded { id } }' }),
    });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    // (yoga marks it `none`, so proxies leave it as it is too.)
    expect(res.headers.get('content-encoding') ?? 'none').toBe('none');
    await res.body?.cancel();
  });
});
