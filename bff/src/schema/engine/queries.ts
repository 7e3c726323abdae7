// The generic reads the web uses for any type: records, record, nameSearch, and the users and groups of forms.
import type { GraphQLResolveInfo } from 'graphql';
import { recordType, sectionOf, type RecordRow, type RecordTypeDef, type SectionDef } from '../../../../contract';
import type { Context } from '../../context';
import type { UserModel } from '../../upstream/types';
import { builder } from '../builder';
import { UserRef } from '../users';
import { RecordFilterInput, RecordOrderInput, genericListOptions } from './generic-inputs';
import { pageRecords } from './lists';
import { viewListBody } from '../views';
import { CriteriaGroupInput } from '../views/types';
import { RecordConnection, RecordRef, relatedPage } from './record';
import { shownFields } from './list-references';
import { RecordSectionRef, RecordTypeRef, RelatedSectionEnum, SectionKindEnum } from './metadata';
import { asSource, bareRowId, findType, requireType, rowIdOf, typeOf, typenamesOf, type RecordSource } from './source';
import { loadModel } from './types';
import type { PageArgs } from '../common/paging';
import { parseRowId } from '../common/row-id';
import { ROLE_LIST_CALLS, type BringsPageReferences, type SectionKindsOf, type UpstreamCallsOf } from '../upstream-cost';

interface GroupModel {
  id: number;
  name: string;
}
type GroupSource = GroupModel & { __typename: 'Group' };
const loadGroups = async (ctx: Context): Promise<GroupSource[]> =>
  (await ctx.loaders.get<{ data: GroupModel[] }>('/api/Group/List')).data.map((g) => ({ ...g, __typename: 'Group' as const }));

/**
 * A page of a record section (`sectionRecords`, `Record.related`): batched with the same page of every other record
 * asking it, bringing the records its rows' selected cells reference in the same call, and rows of the fields they
 * are shown with (list-references.ts).
 */
async function sectionPage(ctx: Context, src: RecordSource, key: string, args: PageArgs, info: GraphQLResolveInfo) {
  const listedName = sectionOf(typeOf(src), key)?.type;
  const listed = listedName ? recordType(listedName) : undefined;
  return relatedPage(ctx, src, key, args, listed ? await shownFields(ctx, info, listed) : undefined);
}

// Defined here rather than with the interface's other fields (record.ts): reading the selection's references goes
// through the views module, which itself imports record.ts.
builder.interfaceField(RecordRef, 'related', (t) =>
  t.field({
    type: RecordConnection,
    description: 'The records a section of the detail page lists (BAD_USER_INPUT when the type has no such section).',
    extensions: { bringsPageReferences: (() => true) satisfies BringsPageReferences },
    args: {
      section: t.arg({ type: RelatedSectionEnum, required: true, description: 'The section.' }),
      first: t.arg.int({ description: 'Return at most this many records (1–100, default 20).' }),
      after: t.arg.string({ description: 'Return records after this cursor.' }),
    },
    resolve: (r, args, ctx, info) => sectionPage(ctx, r, args.section, args, info),
  }),
);

/** Whether `records(type:)` is asked for a role's list (Lead, Customer, Supplier). */
function isRoleList(args: Record<string, unknown>): boolean {
  return Boolean(findType(String(args.type))?.role);
}

export const GroupRef = builder.objectRef<GroupSource>('Group');
builder.node(GroupRef, {
  description: 'A group of users of the company (a record can be shared with it).',
  isTypeOf: (v) => (v as { __typename?: string }).__typename === 'Group',
  id: { resolve: (g) => g.id, parse: parseRowId, description: 'Global id of the group.' },
  loadWithoutCache: async (id: number, ctx) => (await loadGroups(ctx)).find((g) => g.id === id) ?? null,
  fields: (t) => ({
    rowId: t.int({ description: 'The numeric row id used by the REST api.', resolve: (g) => g.id }),
    name: t.exposeString('name', { description: 'Name of the group.' }),
  }),
});

/** `User/List`'s order: first name, last name, id. */
const byName = (a: UserModel, b: UserModel) =>
  (a.person?.firstName ?? '').localeCompare(b.person?.firstName ?? '') ||
  (a.person?.lastName ?? '').localeCompare(b.person?.lastName ?? '') ||
  a.id - b.id;

/** Name search answers at most this many records (autocomplete). */
const NAME_SEARCH_LIMIT = 10;

/** A record by the `type` and `id` of `record(type:, id:)`: a global id, or the row id of detail URLs. */
function findRecord(ctx: Context, typeName: string, id: string, info: GraphQLResolveInfo | 'summary') {
  const type = requireType(typeName);
  const rowId = bareRowId(id);
  if (rowId) return loadModel(ctx, type, rowId, info);
  const r = rowIdOf(id, typenamesOf(type));
  return r ? loadModel(ctx, recordType(r.typename)!, r.id, info) : Promise.resolve(null);
}

/** A detail page's record and its section `key` (the record's own type has the sections: a lead's, an organization's). */
async function findSection(
  ctx: Context,
  typeName: string,
  id: string,
  key: string,
): Promise<{ record: RecordSource; section: SectionDef } | null> {
  const record = await findRecord(ctx, typeName, id, 'summary');
  const section = record && sectionOf(typeOf(record), key);
  return record && section ? { record, section } : null;
}

/** A section of a record's detail page, with the record and the page's type (`Query.detailSection`). */
interface DetailSectionSource {
  section: SectionDef;
  recordType: RecordTypeDef;
  record: RecordSource;
}
const DetailSectionRef = builder.objectRef<DetailSectionSource>('DetailSection').implement({
  description: "A section of a record's detail page, /{type}/{id}/{key}: what it is, the page's type and the record.",
  fields: (t) => ({
    section: t.field({ type: RecordSectionRef, description: 'The section: key, label, kind.', resolve: (d) => d.section }),
    recordType: t.field({
      type: RecordTypeRef,
      description: "The page's type, as the URL names it (a lead's page: Lead, though the record is an Organization).",
      resolve: (d) => d.recordType,
    }),
    record: t.field({ type: RecordRef, description: 'The record the page shows.', resolve: (d) => d.record }),
  }),
});

builder.queryFields((t) => ({
  records: t.field({
    type: RecordConnection,
    description: 'A page of records of any type (role types list organizations and people).',
    authScopes: { authenticated: true },
    // Its page brings the records the rows' reference fields point to; a role's does not (see shownFields),
    // and its rows' other fields are read per party type after it (ROLE_LIST_CALLS).
    extensions: {
      bringsPageReferences: ((args) => !isRoleList(args)) satisfies BringsPageReferences,
      upstreamCalls: ((args) => (isRoleList(args) ? ROLE_LIST_CALLS : 1)) satisfies UpstreamCallsOf,
    },
    args: {
      type: t.arg.string({ required: true, description: 'Object name (any case) or URL segment.' }),
      first: t.arg.int({ description: 'Return at most this many records (1–100, default 20).' }),
      after: t.arg.string({ description: 'Return records after this cursor.' }),
      search: t.arg.string({ description: 'Keyword matched against the searchable text fields.' }),
      orderBy: t.arg({ type: RecordOrderInput, description: 'Sort order (default: the api’s).' }),
      filters: t.arg({ type: [RecordFilterInput], description: 'Exact-match filters, all of which must hold.' }),
      view: t.arg.id({ description: 'A saved view (global id or `?viewId=` row id): its criteria and sort (orderBy wins).' }),
      defaultView: t.arg.boolean({
        description: "Without `view`: read through the viewer's default view of the type, when there is one (`RecordConnection.view`).",
      }),
      criteria: t.arg({ type: [CriteriaGroupInput], description: 'Ad-hoc criteria, instead of the view’s (an unsaved change).' }),
    },
    resolve: async (_p, args, ctx, info) => {
      // A list of a type that does not exist is a missing page (`/no-such-type`), not a malformed request.
      const type = requireType(args.type, 'type', 'NOT_FOUND');
      const [view, { references, fields }] = await Promise.all([viewListBody(ctx, type, args), shownFields(ctx, info, type)]);
      const page = await pageRecords(
        ctx,
        type,
        { first: args.first, after: args.after },
        { ...genericListOptions(type, args), view, references, fields },
      );
      return { ...page, listedThrough: { type, viewId: view.viewId, choice: { view: args.view, defaultView: args.defaultView } } };
    },
  }),
  record: t.field({
    type: RecordRef,
    nullable: true,
    description:
      'One record by global id or by the row id of detail URLs (role types: the role id); null when missing or of another company.',
    authScopes: { authenticated: true },
    args: {
      type: t.arg.string({ required: true, description: 'Object name (any case) or URL segment.' }),
      id: t.arg.id({ required: true, description: 'Global id, or the row id as in /{urlSegment}/detail/{id}.' }),
    },
    resolve: (_p, args, ctx, info) => findRecord(ctx, args.type, String(args.id), info),
  }),
  sectionRecords: t.field({
    type: RecordConnection,
    nullable: true,
    description:
      "The records a section of a record's detail page lists, by the page's URL parts (/{type}/{id}/{key}); null when the record is missing or that section lists no records. A detail page asks its section's first page with the record, in one request.",
    authScopes: { authenticated: true },
    args: {
      type: t.arg.string({ required: true, description: 'Object name (any case) or URL segment.' }),
      id: t.arg.id({ required: true, description: 'Global id, or the row id as in /{urlSegment}/detail/{id}.' }),
      key: t.arg.string({ required: true, description: 'The section’s URL key, e.g. "opportunity".' }),
      first: t.arg.int({ description: 'Return at most this many records (1–100, default 20).' }),
      after: t.arg.string({ description: 'Return records after this cursor.' }),
    },
    // Answers for a section that lists records only (the upstream-call estimate counts it with detailSection's).
    extensions: {
      sectionKinds: (() => ['RECORDS', 'UPDATES']) satisfies SectionKindsOf,
      bringsPageReferences: (() => true) satisfies BringsPageReferences,
      // The record (its summary, shared with the page's `record` field), then the section's page.
      upstreamCalls: 2,
    },
    resolve: async (_p, args, ctx, info) => {
      const found = await findSection(ctx, args.type, String(args.id), args.key);
      if (!found || (found.section.kind !== 'records' && found.section.kind !== 'updates')) return null;
      return sectionPage(ctx, found.record, args.key, args, info);
    },
  }),
  detailSection: t.field({
    type: DetailSectionRef,
    nullable: true,
    description:
      "A section of a record's detail page by the page's URL parts (/{type}/{id}/{key}) when its kind is one of `kinds`; null when the record is missing or of another company, the type has no such section, or the section is of another kind. A page asks each kind's data under its own alias in one request: only the alias of the URL's section answers.",
    authScopes: { authenticated: true },
    args: {
      type: t.arg.string({ required: true, description: 'Object name (any case) or URL segment.' }),
      id: t.arg.id({ required: true, description: 'Global id, or the row id as in /{urlSegment}/detail/{id}.' }),
      key: t.arg.string({ required: true, description: 'The section’s URL key, e.g. "history".' }),
      kinds: t.arg({ type: [SectionKindEnum], description: 'Answer only for a section of these kinds (default: any).' }),
    },
    // Aliases of other kinds for the same section answer one at most: the upstream-call estimate counts the dearest.
    extensions: {
      sectionKinds: ((args) => (Array.isArray(args.kinds) ? args.kinds.map(String) : null)) satisfies SectionKindsOf,
    },
    resolve: async (_p, args, ctx) => {
      const type = requireType(args.type);
      const found = await findSection(ctx, args.type, String(args.id), args.key);
      if (!found || (args.kinds && !args.kinds.includes(found.section.kind))) return null;
      return { ...found, recordType: type };
    },
  }),
  nameSearch: t.field({
    type: [RecordRef],
    description: `Records whose name matches (autocomplete): 2 or more characters, at most ${NAME_SEARCH_LIMIT}.`,
    authScopes: { authenticated: true },
    args: {
      type: t.arg.string({ required: true, description: 'Object name (any case) or URL segment.' }),
      term: t.arg.string({ required: true, description: 'What the user typed.' }),
    },
    resolve: async (_p, args, ctx) => {
      const type = requireType(args.type);
      if (args.term.trim().length < 2) return [];
      const res = await ctx.loaders.get<{ data: RecordRow[] } | RecordRow[]>(`/api/${type.objectName}/NameSearch`, {
        term: args.term.trim(),
      });
      const rows = Array.isArray(res) ? res : res.data;
      return rows.slice(0, NAME_SEARCH_LIMIT).map((row) => asSource(type.objectName, row));
    },
  }),
  users: t.field({
    type: [UserRef],
    description: "The company's users (USER and USERS inputs, the share editor).",
    authScopes: { authenticated: true },
    resolve: async (_p, _a, ctx) => {
      // The session's initial data carries the company's users (shared across requests): no call of its own.
      const known = (await ctx.loaders.initialData()).userList;
      const list = known?.length ? [...known].sort(byName) : (await ctx.loaders.get<{ data: UserModel[] }>('/api/User/List')).data;
      for (const u of list) ctx.loaders.users.prime(u.id, u);
      return list;
    },
  }),
  groups: t.field({
    type: [GroupRef],
    description: "The company's groups (the share editor).",
    authScopes: { authenticated: true },
    resolve: (_p, _a, ctx) => loadGroups(ctx),
  }),
}));
