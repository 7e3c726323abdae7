import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchQuery } from 'react-relay';
import type { ConcreteRequest } from 'relay-runtime';
import manifest from '../../web/persisted-operations.json';
import { createEnvironment } from '../../web/src/app/relay/environment';
import AppShellQuery from '../../web/src/app/shell/__generated__/AppShellQuery.graphql';

// Every generated artifact of the app; the operations among them are what the browser can send.
const artifacts = import.meta.glob<{ default: { kind?: string } }>('../../web/src/**/__generated__/*.graphql.ts', { eager: true });
const operations = Object.entries(artifacts)
  .map(([file, mod]) => [file, mod.default] as const)
  .filter((entry): entry is readonly [string, ConcreteRequest] => entry[1].kind === 'Request');

describe('persisted operations in the web build', () => {
  it("carries an id and no text for every operation, and the manifest has each id's text", () => {
    expect(operations.length).toBeGreaterThan(20);
    const texts = manifest as Record<string, string>;
    for (const [file, request] of operations) {
      expect(request.params.id, file).toMatch(/^[0-9a-f]{64}$/);
      expect(request.params.text ?? null, file).toBeNull();
      expect(texts[request.params.id!], file).toContain(request.params.name);
    }
  });
});

describe('the network layer', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends a query as its persisted id, never its text', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ data: { viewer: null } }), { headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
    await fetchQuery(createEnvironment(), AppShellQuery, {}).toPromise();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/graphql');
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    expect(body).toEqual({ documentId: AppShellQuery.params.id, variables: {}, operationName: 'AppShellQuery' });
    expect(body).not.toHaveProperty('query');
  });
});
