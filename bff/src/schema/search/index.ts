// Quick search, search-all and the name checks of lookups. A quick search asks each of its 7 result types
// once, all in parallel (never a call per hit); a search-all is one call. Hits are Records whose `url`
// comes from the api (`link`), so the web never builds a record URL.
import { GraphQLError } from 'graphql';
import {
  QUICK_SEARCH_TYPES,
  SEARCH_MIN_LENGTH,
  recordType,
  type RecordTypeDef,
  type SearchAllGroup,
  type SearchHit,
} from '../../../../contract';
import type { Context } from '../../context';
import { UpstreamError } from '../../upstream/client';
import { builder } from '../builder';
import { NotFoundError, PermissionError, mutationError } from '../errors';
import { RecordRef } from '../engine/record';
import { RecordTypeRef } from '../engine/metadata';
import { asSource, requireType, type RecordSource } from '../engine/source';
import { UserRef } from '../users';

interface HitShape {
  hit: SearchHit;
  record: RecordSource;
}
interface GroupShape {
  type: RecordTypeDef;
  totalCount: number;
  totalCountExact: boolean;
  hits: HitShape[];
}
interface ResultShape {
  keyword: string;
  groups: GroupShape[];
}
interface NameCheckMatch {
  __typename: 'NameCheckMatch';
  rowId: number;
  name: string;
}

/** A hit as a Record source: what the api sent is enough for name and url; other fields batch per type. */
const hitShape = (hit: SearchHit): HitShape => ({
  hit,
  record: asSource(hit.objectType, { id: hit.id, objectName: hit.objectType, name: hit.name, url: hit.link } as { id: number }),
});

const typeOfHit = (objectName: string) => {
  const t = recordType(objectName);
  if (!t) throw new GraphQLError(`Unknown record type ${objectName}.`, { extensions: { code: 'UPSTREAM_ERROR' } });
  return t;
};

/**
 * One QuickSearch call per result type, in parallel; types without hits are left out, the order kept. A type of a
 * module outside the user's plan (426) has no hits for them: the others still answer.
 */
export async function quickSearch(ctx: Context, keyword: string): Promise<ResultShape> {
  const k = keyword.trim();
  if (k.length < SEARCH_MIN_LENGTH) return { keyword: k, groups: [] };
  const answers = await Promise.all(
    QUICK_SEARCH_TYPES.map((objectName) =>
      ctx.loaders.post<SearchHit[]>(`/api/${objectName}/QuickSearch`, `quick-search:${k}`, { keyword: k }).catch((err: unknown) => {
        if (err instanceof UpstreamError && err.status === 426) return [];
        throw err;
      }),
    ),
  );
  const groups = QUICK_SEARCH_TYPES.map((objectName, i) => {
    const hits = (answers[i] ?? []).map(hitShape);
    return { type: typeOfHit(objectName), totalCount: hits.length, totalCountExact: true, hits };
  }).filter((g) => g.hits.length > 0);
  return { keyword: k, groups };
}

async function searchAll(ctx: Context, keyword: string): Promise<ResultShape> {
  const k = keyword.trim();
  if (k.length < SEARCH_MIN_LENGTH) return { keyword: k, groups: [] };
  const res = await ctx.loaders.get<{ data: SearchAllGroup[] }>('/api/AllObject/Search', { keyword: k });
  return {
    keyword: k,
    groups: res.data.map((g) => ({
      type: typeOfHit(g.objectName),
      totalCount: g.totalItem,
      totalCountExact: g.totalExact,
      hits: g.data.map(hitShape),
    })),
  };
}

const SearchHitRef = builder.objectRef<HitShape>('SearchHit').implement({
  description: 'One record found by a quick search or a search-all.',
  fields: (t) => ({
    record: t.field({ type: RecordRef, description: 'The record found (its `url` opens it).', resolve: (h) => h.record }),
    name: t.string({ description: 'Display name of the record.', resolve: (h) => h.hit.name }),
    url: t.string({ description: 'Detail page of the record, as the server builds it.', resolve: (h) => h.hit.link }),
    parentName: t.string({
      nullable: true,
      description: 'Second line: the name of the first record it refers to (an opportunity’s organization).',
      resolve: (h) => h.hit.parentName,
    }),
    customerType: t.string({
      nullable: true,
      description: '"Customer" or "Lead" for a party in that role.',
      resolve: (h) => h.hit.customerType,
    }),
    supplierType: t.string({ nullable: true, description: '"Supplier" for a party in that role.', resolve: (h) => h.hit.supplierType }),
  }),
});

const SearchGroupRef = builder.objectRef<GroupShape>('SearchGroup').implement({
  description: 'The hits of one record type.',
  fields: (t) => ({
    type: t.field({ type: RecordTypeRef, description: 'The record type of the hits.', resolve: (g) => g.type }),
    totalCount: t.int({ description: 'How many records of the type match (the hits may be fewer).', resolve: (g) => g.totalCount }),
    totalCountExact: t.boolean({
      description: 'false: `totalCount` is an estimate (a search-all group above the count limit of a list: show "about N").',
      resolve: (g) => g.totalCountExact,
    }),
    hits: t.field({ type: [SearchHitRef], description: 'The first matches, by name.', resolve: (g) => g.hits }),
  }),
});

const SearchResultRef = builder.objectRef<ResultShape>('SearchResult').implement({
  description: 'What a search found, grouped by record type.',
  fields: (t) => ({
    keyword: t.string({ description: 'The keyword searched (trimmed).', resolve: (r) => r.keyword }),
    groups: t.field({
      type: [SearchGroupRef],
      description: 'One group per record type with hits, in a fixed type order.',
      resolve: (r) => r.groups,
    }),
    totalCount: t.int({ description: 'Hits over all groups.', resolve: (r) => r.groups.reduce((n, g) => n + g.hits.length, 0) }),
  }),
});

const NameCheckMatchRef = builder.objectRef<NameCheckMatch>('NameCheckMatch').implement({
  isTypeOf: (v) => (v as { __typename?: string }).__typename === 'NameCheckMatch',
  description: 'The record (or user) of exactly the typed name that the user may link to.',
  fields: (t) => ({
    rowId: t.exposeInt('rowId', { description: 'Its row id (role types: the role id): the value of the reference field.' }),
    name: t.exposeString('name', { description: 'Its display name as stored.' }),
  }),
});

const NameCheckPayload = builder.errorUnion('NameCheckPayload', {
  description: 'Result of nameCheck: a match, "Invalid object" (no such name) or "No permission" (not writable).',
  types: [NameCheckMatchRef, NotFoundError, PermissionError],
  omitDefaultTypes: true,
});

const USER_TYPE = 'User';

builder.queryFields((t) => ({
  quickSearch: t.field({
    type: SearchResultRef,
    description: `The quick search of the top bar: ${SEARCH_MIN_LENGTH}+ characters, over its 7 result types (one upstream call each, in parallel).`,
    authScopes: { authenticated: true },
    args: { keyword: t.arg.string({ required: true, description: 'What the user typed.' }) },
    resolve: (_p, args, ctx) => quickSearch(ctx, args.keyword),
  }),
  searchAll: t.field({
    type: SearchResultRef,
    description: 'Search-all: organizations, people, opportunities, projects and cases, grouped by type with totals (one upstream call).',
    authScopes: { authenticated: true },
    args: { keyword: t.arg.string({ required: true, description: 'What the user typed.' }) },
    resolve: (_p, args, ctx) => searchAll(ctx, args.keyword),
  }),
  userNameSearch: t.field({
    type: [UserRef],
    description: `Users of the company whose name contains the term (autocomplete): ${SEARCH_MIN_LENGTH}+ characters, at most 10.`,
    authScopes: { authenticated: true },
    args: { term: t.arg.string({ required: true, description: 'What the user typed.' }) },
    resolve: async (_p, args, ctx) => {
      const term = args.term.trim();
      if (term.length < SEARCH_MIN_LENGTH) return [];
      const hits = await ctx.loaders.get<{ id: number }[]>('/api/User/NameSearch', { term });
      return hits.map((h) => h.id);
    },
  }),
  nameCheck: t.field({
    type: NameCheckPayload,
    description:
      'Checks a typed name of a lookup (a record type, or "User"): the match to link, else "Invalid object" or "No permission" as the api says.',
    authScopes: { authenticated: true },
    args: {
      type: t.arg.string({ required: true, description: 'Object name or URL segment of the referenced type, or "User".' }),
      name: t.arg.string({ required: true, description: 'The name as typed.' }),
    },
    resolve: async (_p, args, ctx) => {
      const objectName = args.type === USER_TYPE ? USER_TYPE : requireType(args.type).objectName;
      try {
        const hit = await ctx.loaders.post<{ id: number; name: string }>(`/api/${objectName}/NameCheck`, `name-check:${args.name}`, {
          name: args.name,
        });
        return { __typename: 'NameCheckMatch' as const, rowId: hit.id, name: hit.name };
      } catch (err) {
        // 404 and 403 become the union's typed errors; anything else a GraphQL error with a code.
        throw err instanceof UpstreamError && (err.status === 403 || err.status === 404) ? mutationError(err) : err;
      }
    },
  }),
}));
