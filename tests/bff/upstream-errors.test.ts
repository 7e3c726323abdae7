import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBff, type RunningBff } from '../../bff/src/server';
import { gql } from './support/harness';
import { STUB_SESSION, startStubUpstream } from './support/stub-upstream';

let stub: Awaited<ReturnType<typeof startStubUpstream>>;
let bff: RunningBff;
let flaky = 0;

beforeAll(async () => {
  stub = await startStubUpstream({
    'GET /api/UserMainMenu/InitialData': () => STUB_SESSION,
    'POST /api/Organization/PagingAndSorting': (_req, reply) => reply.status(500).send({ message: 'database exploded: secret detail' }),
    'POST /api/Person/PagingAndSorting': (_req, reply) =>
      reply.status(426).send({ message: 'This feature is not available at your subscription level.' }),
    'GET /api/Organization/GetModel/:id': async (req, reply) => {
      const id = Number((req.params as { id: string }).id);
      if (id === 7) {
        await new Promise((r) => setTimeout(r, 6_500));
        return reply.send({});
      }
      if (id === 9) return reply.status(200).header('content-type', 'text/html').send('<html>maintenance</html>');
      if (id === 8) {
        // The first attempt drops the connection: a GET is retried once.
        if (flaky++ === 0) {
          req.raw.socket.destroy();
          return reply;
        }
        return {
          model: {
            id: 8,
            name: 'Flaky',
            ownerId: null,
            status: 1,
            isLocked: false,
            isLead: false,
            isCustomer: true,
            isSupplier: false,
            creationDate: '2024-01-01T00:00:00.000Z',
            lastModifiedDate: '2024-01-01T00:00:00.000Z',
          },
          permission: 'write',
        };
      }
      return reply.status(404).send({ message: 'Invalid object' });
    },
    'PUT /api/Organization/Update': (_req, reply) =>
      reply.status(426).send({ message: 'This feature is not available at your subscription level.' }),
    'POST /api/Organization/Add': (_req, reply) => reply.status(500).send({ message: 'boom' }),
    'GET /api/User/List': () => ({ data: [] }),
  });
  bff = await startBff({ apiUrl: stub.url, graphiql: false });
});
afterAll(async () => {
  await bff?.close();
  await stub?.close();
});

const auth = { bearer: 'stub-token' };
const orgId = (n: number) => Buffer.from(`Organization:${n}`).toString('base64');

describe('upstream failures', () => {
  it('426 on a mutation → UpgradeRequiredError', async () => {
    const res = await gql(
      bff.url,
      `mutation($id: ID!) { updateOrganization(input: { id: $id, name: "x" }) { __typename ... on Error { message } } }`,
      { id: orgId(1) },
      auth,
    );
    expect(res.body.data!.updateOrganization).toEqual({
      __typename: 'UpgradeRequiredError',
      message: 'This feature is not available at your subscription level.',
    });
  });

  it('426 on a query → UPGRADE_REQUIRED', async () => {
    const res = await gql(bff.url, `{ people(first: 5) { totalCount } }`, undefined, auth);
    expect(res.status).toBe(200);
    expect(res.body.errors?.[0]?.extensions).toMatchObject({ code: 'UPGRADE_REQUIRED', status: 426 });
  });

  it('500 → UPSTREAM_ERROR without leaking the upstream message', async () => {
    const res = await gql(bff.url, `{ organizations(first: 5) { totalCount } }`, undefined, auth);
    expect(res.body.errors?.[0]?.extensions).toMatchObject({ code: 'UPSTREAM_ERROR', status: 500 });
    expect(JSON.stringify(res.body)).not.toContain('secret detail');
    const mutation = await gql(bff.url, `mutation { createOrganization(input: { name: "x" }) { __typename } }`, undefined, auth);
    expect(mutation.body.errors?.[0]?.extensions).toMatchObject({ code: 'UPSTREAM_ERROR', status: 500 });
  });

  it('a 200 that is not JSON → UPSTREAM_ERROR, not silent nulls', async () => {
    const res = await gql(bff.url, `query($id: ID!) { organization(id: $id) { name } }`, { id: orgId(9) }, auth);
    expect(res.body.errors?.[0]?.extensions).toMatchObject({ code: 'UPSTREAM_ERROR', status: 502 });
    expect(res.body.data).toEqual({ organization: null });
  });

  it('a slow upstream → UPSTREAM_TIMEOUT', async () => {
    const res = await gql(bff.url, `query($id: ID!) { organization(id: $id) { name } }`, { id: orgId(7) }, auth);
    expect(res.body.errors?.[0]?.extensions).toMatchObject({ code: 'UPSTREAM_TIMEOUT', status: 504 });
    expect(res.body.data).toEqual({ organization: null });
  }, 20_000);

  it('a dropped connection on a GET is retried once', async () => {
    const res = await gql(bff.url, `query($id: ID!) { organization(id: $id) { name } }`, { id: orgId(8) }, auth);
    expect(res.body).toEqual({ data: { organization: { name: 'Flaky' } } });
    expect(res.upstreamCalls).toBe(2);
  });

  it('a 404 read is null; an unreachable upstream is UPSTREAM_ERROR', async () => {
    const res = await gql(bff.url, `query($id: ID!) { organization(id: $id) { name } }`, { id: orgId(99) }, auth);
    expect(res.body).toEqual({ data: { organization: null } });
    const dead = await startBff({ apiUrl: 'http://127.0.0.1:1', graphiql: false });
    try {
      const r = await gql(dead.url, `{ organizations(first: 1) { totalCount } }`, undefined, auth);
      expect(r.body.errors?.[0]?.extensions?.code).toBe('UPSTREAM_ERROR');
    } finally {
      await dead.close();
    }
  });
});
