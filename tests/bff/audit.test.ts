import { auditServer } from 'graphql-http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from './support/harness';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

describe('GraphQL over HTTP (graphql-http auditServer)', () => {
  it('passes every MUST and SHOULD check', async () => {
    const results = await auditServer({ url: `${stack.bff.url}/graphql` });
    const failures = results.flatMap((r) => (r.status === 'ok' ? [] : [`${r.status}: ${r.name}: ${r.reason}`]));
    // 'error' = a MUST failed; 'warn' = a SHOULD failed. Only MAY checks could be tolerated.
    expect(failures.filter((f) => f.startsWith('error'))).toEqual([]);
    expect(failures.filter((f) => / SHOULD /.test(f) || f.startsWith('warn: SHOULD'))).toEqual([]);
    expect(results.length).toBeGreaterThan(30);
  });
});
