// The bff's side of "no 500 from bad input": generated operations over every root query and mutation field
// of the schema, with bad global ids (beyond int4, of the wrong type, undecodable), NUL bytes and lone
// surrogates in strings, and numbers at the edges, from a fixed seed. No answer may be a 5xx, an
// UPSTREAM_ERROR or an unexpected (masked) error: bad input is the caller's mistake and says so.
import { encodeGlobalID } from '@pothos/plugin-relay';
import type { GraphQLArgument, GraphQLEnumType, GraphQLField, GraphQLInputObjectType, GraphQLInputType, GraphQLObjectType, GraphQLType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../bff/src/schema';
import { BAD_STRINGS, seeded, type Rng } from '../api/support/fuzz';
import { gql, loginCookie, startStack, type Stack } from './support/harness';

const SEED = 12;
/** Operations per root field. */
const PER_FIELD = 3;
/** Fields whose call would end the fuzzing session. */
const SKIPPED = new Set(['logout']);
const FAILURE_CODES = new Set(['UPSTREAM_ERROR', 'INTERNAL_SERVER_ERROR', 'UPSTREAM_TIMEOUT']);

// Structural type tests: vitest may load the schema with another copy of graphql than this file's.
const kindOf = (type: GraphQLType) => type.constructor.name;
const isNonNullType = (type: GraphQLType): type is GraphQLType & { ofType: GraphQLInputType } => kindOf(type) === 'GraphQLNonNull';
const isListType = (type: GraphQLType): type is GraphQLType & { ofType: GraphQLInputType } => kindOf(type) === 'GraphQLList';
const isEnumType = (type: GraphQLType): type is GraphQLEnumType => kindOf(type) === 'GraphQLEnumType';
const isScalarType = (type: GraphQLType): type is GraphQLType & { name: string } => kindOf(type) === 'GraphQLScalarType';
const isInputObjectType = (type: GraphQLType): type is GraphQLInputObjectType => kindOf(type) === 'GraphQLInputObjectType';
const getNamedType = (type: GraphQLType): GraphQLType => ('ofType' in type ? getNamedType(type.ofType) : type);
const isLeafType = (type: GraphQLType) => isScalarType(type) || isEnumType(type);

let stack: Stack;
let cookie: string;
beforeAll(async () => {
  stack = await startStack();
  cookie = await loginCookie(stack.bff.url, 'admin@acme.example');
});
afterAll(async () => {
  await stack?.close();
});

const TYPES = ['Organization', 'Person', 'Task', 'Opportunity', 'User', 'Group', 'Notification', 'Nope'];
function badId(rng: Rng): string {
  return rng.pick<() => string>([
    () => encodeGlobalID(rng.pick(TYPES), rng.pick(['2147483648', '9007199254740991', '0', '-1', '1.5', '1e3', 'abc', '99999999999999999999', '2147480000'])),
    () => rng.pick(['2147483648', '9007199254740991', '0', '-5', '', 'not-base64!', '\u0000', '\ud800']),
    () => Buffer.from(`Organization:${rng.pick(['\u0000', '1\u0000', ' 1'])}`).toString('base64'),
  ])();
}

function badScalar(rng: Rng, name: string): unknown {
  switch (name) {
    case 'ID':
      return badId(rng);
    case 'Int':
      return rng.pick([0, -1, 2147483647, -2147483648, 100, 1000]);
    case 'Float':
      return rng.pick([0, -1, 1e300, 2147483648.5]);
    case 'Boolean':
      return rng.chance(0.5);
    case 'DateTime':
      return rng.pick(['2025-13-45T00:00:00Z', '275760-09-14T00:00:00Z', '\u0000', '2025-01-01T00:00:00Z']);
    case 'JSON':
    case 'JSONObject':
      return rng.pick<unknown>([{ a: '\u0000' }, { ownerId: 2147483648 }, {}]);
    default:
      return rng.chance(0.7) ? rng.pick(BAD_STRINGS) : rng.pick(['Organization', 'organization', 'name', '2147483648', 'x'.repeat(300)]);
  }
}

/** A value of an input type: required fields always, optional ones sometimes, leaves bad. */
function badValue(rng: Rng, type: GraphQLInputType, depth = 0): unknown {
  if (isNonNullType(type)) return badValue(rng, type.ofType, depth);
  if (isListType(type)) return Array.from({ length: 1 + Math.floor(rng.next() * 3) }, () => badValue(rng, type.ofType, depth + 1));
  if (isEnumType(type)) return rng.pick(type.getValues()).name;
  if (isScalarType(type)) return badScalar(rng, type.name);
  if (isInputObjectType(type)) {
    const out: Record<string, unknown> = {};
    for (const f of Object.values(type.getFields())) {
      if (isNonNullType(f.type) || (depth < 2 && rng.chance(0.4))) out[f.name] = badValue(rng, f.type, depth + 1);
    }
    return out;
  }
  return null;
}

const selectionOf = (field: GraphQLField<unknown, unknown>) => (isLeafType(getNamedType(field.type)) ? '' : ' { __typename }');

function operation(rng: Rng, kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>) {
  const args = field.args.filter((a: GraphQLArgument) => isNonNullType(a.type) || rng.chance(0.6));
  const variables = Object.fromEntries(args.map((a) => [a.name, badValue(rng, a.type)]));
  const decl = args.length ? `(${args.map((a) => `$${a.name}: ${String(a.type)}`).join(', ')})` : '';
  const call = args.length ? `(${args.map((a) => `${a.name}: $${a.name}`).join(', ')})` : '';
  return { query: `${kind} Fuzz${decl} { ${field.name}${call}${selectionOf(field)} }`, variables };
}

describe('fuzzing every root field of the bff', () => {
  it('answers no generated operation with a 5xx, an upstream failure or a masked error', { timeout: 60_000 }, async () => {
    const rng = seeded(SEED);
    const roots: ['query' | 'mutation', GraphQLObjectType][] = [
      ['query', schema.getQueryType()!],
      ['mutation', schema.getMutationType()!],
    ];
    const ops: { query: string; variables: Record<string, unknown> }[] = [];
    for (const [kind, root] of roots) {
      for (const field of Object.values(root.getFields())) {
        if (SKIPPED.has(field.name) || field.args.length === 0) continue;
        for (let i = 0; i < PER_FIELD; i++) ops.push(operation(rng, kind, field));
      }
    }
    expect(ops.length).toBeGreaterThan(200);
    const failures: string[] = [];
    for (let i = 0; i < ops.length; i += 6) {
      await Promise.all(
        ops.slice(i, i + 6).map(async (op) => {
          const res = await gql(stack.bff.url, op.query, op.variables, { cookie });
          const bad = (res.body.errors ?? []).filter((e) => FAILURE_CODES.has(String(e.extensions?.code)) || e.message === 'Unexpected error.');
          if (res.status >= 500 || bad.length) failures.push(`${op.query} ${JSON.stringify(op.variables)} → ${res.status} ${JSON.stringify(bad.length ? bad : res.body)}`.slice(0, 600));
        }),
      );
    }
    expect(failures).toEqual([]);
  });
});

describe('each class of bad input through the bff', () => {
  const BEYOND = ['2147483648', '9007199254740991'];
  const codeOf = (res: Awaited<ReturnType<typeof gql>>) => res.body.errors?.[0]?.extensions?.code;

  it('global and bare ids beyond int4 are BAD_USER_INPUT, in reads, filters and mutations', async () => {
    for (const n of BEYOND) {
      const id = encodeGlobalID('Organization', n);
      expect(codeOf(await gql(stack.bff.url, 'query($id: ID!) { node(id: $id) { id } }', { id }, { cookie }))).toBe('BAD_USER_INPUT');
      expect(codeOf(await gql(stack.bff.url, 'query($id: ID!) { organization(id: $id) { name } }', { id }, { cookie }))).toBe('BAD_USER_INPUT');
      expect(codeOf(await gql(stack.bff.url, 'query($id: ID!) { record(type: "Organization", id: $id) { name } }', { id: n }, { cookie }))).toBe('BAD_USER_INPUT');
      expect(codeOf(await gql(stack.bff.url, 'query($id: ID!) { people(filter: { organizationId: $id }) { totalCount } }', { id }, { cookie }))).toBe('BAD_USER_INPUT');
      const update = await gql(stack.bff.url, 'mutation($input: UpdateRecordInput!) { updateRecord(input: $input) { __typename } }', { input: { id, values: { name: 'x' } } }, { cookie });
      expect(codeOf(update)).toBe('BAD_USER_INPUT');
    }
  });

  it('a reference beyond int4 or to nothing, and NUL text, come back as a ValidationError naming the field', async () => {
    const org = await gql(stack.bff.url, '{ organizations(first: 1) { edges { node { id } } } }', undefined, { cookie });
    const id = org.body.data!.organizations.edges[0].node.id as string;
    const update = (values: Record<string, unknown>) =>
      gql(stack.bff.url, 'mutation($input: UpdateRecordInput!) { updateRecord(input: $input) { __typename ... on ValidationError { message fields { field message } } } }', { input: { id, values } }, { cookie });
    for (const [values, field] of [
      [{ ownerId: 2147483648 }, 'ownerId'],
      [{ ownerId: 2147480000 }, 'ownerId'],
      [{ name: 'a\u0000b' }, 'name'],
      [{ description: '\ud800' }, 'description'],
    ] as const) {
      const res = await update(values);
      expect(res.body.errors, JSON.stringify(values)).toBeUndefined();
      expect(res.body.data!.updateRecord.__typename).toBe('ValidationError');
      expect(res.body.data!.updateRecord.fields.map((f: { field: string }) => f.field)).toContain(field);
    }
  });

  it('a description over the api body limit is a ValidationError naming the limit', async () => {
    const org = await gql(stack.bff.url, '{ organizations(first: 1) { edges { node { id } } } }', undefined, { cookie });
    const id = org.body.data!.organizations.edges[0].node.id as string;
    const res = await gql(
      stack.bff.url,
      'mutation($input: UpdateRecordInput!) { updateRecord(input: $input) { __typename ... on ValidationError { message } } }',
      { input: { id, values: { description: 'x'.repeat(2 * 1024 * 1024) } } },
      { cookie },
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.updateRecord).toEqual({ __typename: 'ValidationError', message: 'The request body is larger than the 1 MB limit' });
  });
});
