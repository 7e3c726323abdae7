import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, loginCookie, startStack, type Stack } from './support/harness';

let stack: Stack;
let admin: string;
beforeAll(async () => {
  stack = await startStack();
  admin = await loginCookie(stack.bff.url, 'admin@acme.example');
});
afterAll(async () => {
  await stack?.close();
});

describe('query limits', () => {
  it('refuses an over-deep query', async () => {
    let q = 'name';
    for (let i = 0; i < 8; i++) q = `related(section: CONTACT, first: 1) { edges { node { ... on Person { organization { ${q} } } } } }`;
    const res = await gql(stack.bff.url, `{ organizations(first: 1) { edges { node { ${q} } } } }`, undefined, { cookie: admin });
    expect(res.body.errors?.[0]?.message).toMatch(/depth/i);
    expect(res.upstreamCalls).toBe(0);
  });

  it('refuses a query over 5,000 nodes with a clear message', async () => {
    const res = await gql(
      stack.bff.url,
      `{ organizations(first: 100) { edges { node { name related(section: CONTACT, first: 100) { edges { node { name } } } } } } }`,
      undefined,
      { cookie: admin },
    );
    expect(res.body.errors?.[0]?.message).toMatch(/too costly.*limit is 5000/i);
    expect(res.body.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COMPLEX');
    expect(res.upstreamCalls).toBe(0);
  });

  it('accepts a big but reasonable query', async () => {
    const res = await gql(
      stack.bff.url,
      `{ organizations(first: 20) { edges { node { name related(section: CONTACT, first: 20) { totalCount } } } } }`,
      undefined,
      { cookie: admin },
    );
    expect(res.body.errors).toBeUndefined();
  });

  it('refuses too many aliases and too many tokens', async () => {
    const aliases = Array.from({ length: 20 }, (_, i) => `a${i}: viewer { username }`).join(' ');
    const res = await gql(stack.bff.url, `{ ${aliases} }`, undefined, { cookie: admin });
    expect(res.body.errors?.[0]?.message).toMatch(/aliases/i);
    const many = Array.from({ length: 2100 }, () => '__typename').join(' ');
    const tokens = await gql(stack.bff.url, `{ ${many} }`, undefined, { cookie: admin });
    expect(tokens.body.errors?.[0]?.message).toMatch(/token/i);
  });

  it('nodes(ids) takes at most 100 ids', async () => {
    const ids = Array.from({ length: 101 }, (_, i) => Buffer.from(`Organization:${i + 1}`).toString('base64'));
    const res = await gql(stack.bff.url, `query($ids: [ID!]!) { nodes(ids: $ids) { id } }`, { ids }, { cookie: admin });
    expect(res.body.errors?.[0]?.message).toBeTruthy();
  });
});
