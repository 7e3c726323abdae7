// A request's caches (Pothos's scope-auth and dataloader caches, the bff's own per-request loaders and choices) live
// on its context, not in module-level WeakMaps keyed by it. V8's young-generation GC keeps a WeakMap entry's value
// alive and, through it, a key the value reaches (a loader holds its context): every context keyed that way
// outlived two scavenges and was copied to the old generation, with its loaders' rows and responses (the bff's
// GC pauses, README "contexts that die young"). @pothos/core's context cache is patched for it (patches/, patch-package).
import { contextCacheSymbol, createContextCache } from '@pothos/core';
import { createYoga } from 'graphql-yoga';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildContext, newRequestState, type BffRuntime, type Context } from '../../bff/src/context';
import { LookupCache } from '../../bff/src/lookups';
import { createBffPubSub } from '../../bff/src/pubsub';
import { schema } from '../../bff/src/schema';
import { PoolRegistry } from '../../bff/src/upstream/client';
import { webOperation } from '../load/bff-overhead';
import { apiToken, startStack, type Stack } from './support/harness';

let stack: Stack;
let runtime: BffRuntime;
let token: string;
beforeAll(async () => {
  stack = await startStack();
  runtime = {
    apiUrl: stack.api.url,
    pools: new PoolRegistry(),
    pubsub: createBffPubSub().pubsub,
    lookups: new LookupCache(),
    deadlineMs: 10_000,
  };
  token = await apiToken(stack.api.url, 'admin@acme.example');
});
afterAll(async () => {
  await runtime?.pools.close();
  await stack?.close();
});

const LIST = webOperation('web/src/features/records/routes/__generated__/RecordListRouteQuery.graphql.ts').text;
const DETAIL = webOperation('web/src/features/records/routes/__generated__/RecordDetailRouteQuery.graphql.ts').text;
const TASKS = /* GraphQL */ `
  {
    viewer {
      id
      username
    }
    records(type: "Task", first: 20) {
      edges {
        node {
          id
          name
          owner {
            fullName
          }
        }
      }
    }
  }
`;

/** Runs one operation on a fresh request context (yoga copies it), recording every WeakMap.set made meanwhile. */
async function run(text: string, variables: Record<string, unknown>) {
  const ctx: Context = buildContext(runtime, newRequestState('test', false, 10_000), { kind: 'bearer', token });
  const keys: WeakKey[] = [];
  const set = WeakMap.prototype.set;
  const spy = vi.spyOn(WeakMap.prototype, 'set').mockImplementation(function (this: WeakMap<object, unknown>, key, value) {
    keys.push(key);
    return set.call(this, key, value);
  });
  try {
    const yoga = createYoga({ schema, context: () => ctx, logging: false });
    const res = await yoga.fetch('http://bff/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: text, variables }),
    });
    const result = (await res.json()) as { data?: unknown; errors?: unknown[] };
    expect(result.errors).toBeUndefined();
    ctx.state.deadline?.clear();
    return { ctx, keys, holder: (ctx as unknown as Record<symbol, object>)[contextCacheSymbol] };
  } finally {
    spy.mockRestore();
  }
}

describe("a request's caches live on its context", () => {
  const ops: [string, string, Record<string, unknown>][] = [
    [
      'the record list',
      LIST,
      { object: 'Opportunity', withShell: true, listFields: ['name', 'organizationId', 'ownerId'], defaultView: true, first: 50 },
    ],
    ['the record detail', DETAIL, { object: 'Organization', id: '1', withShell: true, section: 'detail-info', first: 20 }],
    ['a task list', TASKS, {}],
  ];
  it.each(ops)('%s keys no WeakMap by its context or its cache holder', async (_name, text, variables) => {
    const { ctx, keys, holder } = await run(text, variables);
    expect(holder).toBeTypeOf('object');
    expect(keys.filter((k) => k === ctx || k === holder)).toEqual([]);
    // Nor a copy of the context (yoga's): other per-request keys (graphql-js's execution context, coerced variables)
    // are fine, their values do not reach them.
    expect(keys.filter((k) => typeof k === 'object' && ('requestId' in k || 'loaders' in k))).toEqual([]);
  });

  it('createContextCache keeps one entry per context and cache, forgets it on delete, and falls back for a bare object', () => {
    let made = 0;
    const cache = createContextCache(() => ({ n: ++made }));
    const other = createContextCache(() => 'other');
    const ctx = buildContext(runtime, newRequestState('test', false, null), { kind: 'none' });
    const copy = { ...ctx };
    expect(cache(ctx)).toBe(cache(copy));
    expect(other(ctx)).toBe('other');
    expect(made).toBe(1);
    cache.delete(ctx);
    expect(cache(ctx)).toEqual({ n: 2 });
    const bare = {};
    expect(cache(bare)).toBe(cache(bare));
    expect(made).toBe(3);
  });
});
