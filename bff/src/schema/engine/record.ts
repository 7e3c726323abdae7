// The Record and Party interfaces: what every record type answers, whatever its catalogue entry.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { GraphQLError } from 'graphql';
import {
  fieldsOf,
  HIDDEN_VALUE,
  nameField,
  recordType,
  recordUrl,
  sectionOf,
  sectionPath,
  type FieldDef,
  type RecentItem,
  type RecordRow,
  type RecordTypeDef,
  type ShareModel,
} from '../../../../contract';
import type { Context } from '../../context';
import { builder } from '../builder';
import { AddressRef, EmailAddressRef, PhoneRef, RecordPermissionEnum, RecordStatusEnum } from '../common';
import { offsetConnection, TOTAL_EXACT_DESCRIPTION, type PageArgs } from '../common/paging';
import { UserRef } from '../users';
import { dateOnly } from './display';
import { FieldFormatEnum, FieldKindEnum, RecordTypeRef, keyFieldsOf } from './metadata';
import { recordSource, childList, permissionOf, prop, propThen, typeOf, type RecordSource } from './source';
import { readableUserIds, referencedRecord, userId, valueText } from './value-text';
import { primeReferences, type PageWithReferences } from './page-references';
import { allFieldsOf, isExtraName, isHiddenOn } from './extra-field-defs';

export const RecordRef = builder.interfaceRef<RecordSource>('Record');
export const PartyRef = builder.interfaceRef<RecordSource>('Party');

// ---- summary ----

interface SummaryShape {
  menu: string[];
  dropboxEmail: string;
  isFollowing: boolean;
  ownerName: string | null;
  contactCount: number;
}

export const RecordSummaryRef = builder.objectRef<SummaryShape>('RecordSummary').implement({
  description: 'Facts of the summary side panel of a detail page.',
  fields: (t) => ({
    quickActions: t.stringList({
      description: 'Quick actions the user may use here: Task, Call, Email, Event, Edit, Follow or Unfollow.',
      resolve: (s) => s.menu,
    }),
    dropboxEmail: t.string({ description: 'Address that files e-mails to this record.', resolve: (s) => s.dropboxEmail }),
    isFollowing: t.boolean({ description: 'Whether the signed-in user follows the record.', resolve: (s) => s.isFollowing }),
    ownerName: t.string({ nullable: true, description: "The owner's full name.", resolve: (s) => s.ownerName }),
    contactCount: t.int({ description: 'Number of people linked to the record (organizations).', resolve: (s) => s.contactCount }),
  }),
});

/** The summary of a record through the batched summary loader (one call for a whole page of rows). */
export async function summaryOf(ctx: Context, src: RecordSource): Promise<SummaryShape> {
  const res = await ctx.loaders.summaries(src.__typename).load(src.id);
  if (!res) throw new GraphQLError('The upstream sent no summary for this record.', { extensions: { code: 'UPSTREAM_ERROR' } });
  return {
    menu: res.menu ?? [],
    dropboxEmail: res.viewData?.dropboxEmail ?? '',
    isFollowing: Boolean(res.viewData?.isFollowing),
    ownerName: res.viewData?.ownerName ?? null,
    contactCount: res.viewData?.contactCount ?? 0,
  };
}

// ---- values ----
// (A field with a condition on a record the viewer only reads answers no value and the text "--".)

/**
 * One field of a record with its value. The plain fields are getters, which graphql-jit reads as properties of the
 * source: a field with a resolver costs a call and a resolve-info object per value (a list page asks some 300 values
 * and more), a property none. `text`, `url`, `user`, `users` and `record` may load something and keep resolvers.
 */
export class FieldValueSource {
  constructor(
    readonly def: FieldDef,
    readonly raw: unknown,
    readonly src: RecordSource,
  ) {}
  get field(): string {
    return this.def.name;
  }
  get label(): string {
    return this.def.label;
  }
  get kind(): FieldDef['kind'] {
    return this.def.kind;
  }
  get format(): 'id' | null {
    return this.def.format ?? null;
  }
  get value(): unknown {
    return rawValue(this.def, this.raw);
  }
}

async function referenced(ctx: Context, src: RecordSource, field: FieldDef, value: unknown): Promise<RecordSource | null> {
  if (field.kind !== 'record') return null;
  const objectName = field.ref === '*' ? String((await prop(ctx, src, field.refTypeField!)) ?? '') : field.ref!;
  return referencedRecord(ctx, field, objectName, value);
}

/** The referenced record of a value; null at once (no promise) for the kinds that reference none. */
const referencedOf = (ctx: Context, v: FieldValueSource) =>
  v.def.kind === 'record' && v.raw !== null && v.raw !== undefined ? referenced(ctx, v.src, v.def, v.raw) : null;

function rawValue(field: FieldDef, value: unknown): unknown {
  if (value === undefined) return null;
  if (field.kind === 'date') return dateOnly(value);
  if ((field.kind === 'money' || field.kind === 'number' || field.kind === 'percent' || field.kind === 'duration') && value !== null)
    return Number(value);
  return value;
}

export const FieldValueRef = builder.objectRef<FieldValueSource>('FieldValue').implement({
  description: 'One field of a record with its value, display text and referenced user or record (for view-driven columns).',
  fields: (t) => ({
    field: t.exposeString('field', { description: 'The model property, e.g. "organizationId".' }),
    label: t.exposeString('label', { description: 'The field label.' }),
    kind: t.expose('kind', { type: FieldKindEnum, description: 'The field kind.' }),
    value: t.expose('value', {
      type: 'JSON',
      nullable: true,
      description: 'The raw model value: row ids for references, arrays for USERS, "yyyy-MM-dd" for DATE.',
    }),
    text: t.string({
      nullable: true,
      description: 'Display text: select label, user name, referenced record name, duration "1d 2h 5m", money "1,234.50"; null when empty.',
      resolve: (v, _a, ctx) =>
        isHiddenOn(v.src, v.def) ? HIDDEN_VALUE : valueText(ctx, v.def, v.raw, () => referenced(ctx, v.src, v.def, v.raw)),
    }),
    format: t.expose('format', {
      type: FieldFormatEnum,
      nullable: true,
      description: "How a NUMBER is shown: ID for identifiers (no thousands separators); null for the kind's usual display.",
    }),
    user: t.field({
      type: UserRef,
      nullable: true,
      description: 'The user of a USER field.',
      resolve: (v) => (v.def.kind === 'user' ? userId(v.raw) : null),
    }),
    users: t.field({
      type: [UserRef],
      description: 'The readable users of a USERS field (empty otherwise).',
      resolve: (v, _a, ctx) => (v.def.kind === 'users' ? readableUserIds(ctx, v.raw) : []),
    }),
    record: t.field({
      type: RecordRef,
      nullable: true,
      description: 'The record a RECORD field points to; null when empty or not readable.',
      resolve: (v, _a, ctx) => referencedOf(ctx, v),
    }),
    url: t.string({
      nullable: true,
      description:
        'Path of the detail page of the record a RECORD field points to (its `record.url`, `text` being its name); null when empty or not readable. A link needs no selection on `record`, an interface of every record type.',
      resolve: (v, _a, ctx) => referencedUrl(ctx, referencedOf(ctx, v)),
    }),
  }),
});

// ---- shares, recent (history: history.ts) ----

export const ShareeTypeEnum = builder.enumType('ShareeType', {
  description: 'Who a record is shared with.',
  values: { USER: { value: 'user', description: 'A user.' }, GROUP: { value: 'group', description: 'A group of users.' } } as const,
});

const ObjectAccessRef = builder.objectRef<{ objectName: string; access: 'read' | 'write' | 'lock' }>('ObjectAccess').implement({
  description: 'Access a share grants to the records of one related type.',
  fields: (t) => ({
    objectName: t.exposeString('objectName', { description: 'The related type.' }),
    access: t.field({ type: RecordPermissionEnum, description: 'The access granted.', resolve: (a) => a.access }),
  }),
});

type ShareShape = ShareModel & { userId?: number; userName?: string | null };
export const ShareRef = builder.objectRef<ShareShape>('Share').implement({
  description: 'A share of a record with a user or group.',
  fields: (t) => ({
    id: t.id({ description: 'Id of the share (pass it to deleteShares).', resolve: (s) => String(s.id) }),
    shareeType: t.field({ type: ShareeTypeEnum, description: 'User or group.', resolve: (s) => s.userType ?? 'user' }),
    shareeId: t.id({
      description: 'Global id of the user or group.',
      resolve: (s) => encodeGlobalID(s.userType === 'group' ? 'Group' : 'User', s.userOrGroupId ?? s.userId ?? 0),
    }),
    name: t.string({ description: "The user's full name or the group's name.", resolve: (s) => s.name ?? s.userName ?? '' }),
    accessLevel: t.field({ type: RecordPermissionEnum, description: 'The access granted on the record.', resolve: (s) => s.accessLevel }),
    objectAccess: t.field({
      type: [ObjectAccessRef],
      description: 'Access granted on related records, per type.',
      resolve: (s) => s.objectAccessList ?? [],
    }),
  }),
});

export const RecentItemRef = builder.objectRef<RecentItem>('RecentItem').implement({
  description: 'A recently changed item under a record.',
  fields: (t) => ({
    objectName: t.exposeString('objectName', { description: 'Type of the item.' }),
    rowId: t.int({ description: 'Row id of the item.', resolve: (r) => r.id }),
    name: t.exposeString('name', { description: 'Name of the item.' }),
    url: t.exposeString('url', { description: 'Detail page of the item.' }),
    action: t.exposeString('action', { description: 'What happened.' }),
    changedAt: t.field({ type: 'DateTime', description: 'When it happened.', resolve: (r) => r.changeDate }),
    userName: t.string({ nullable: true, description: 'Who did it.', resolve: (r) => r.userName ?? null }),
  }),
});

export const RecordEdge = builder.edgeObject({ name: 'RecordEdge', type: RecordRef, description: 'A record in a connection.' });
export const RecordConnection = builder.connectionObject(
  {
    name: 'RecordConnection',
    type: RecordRef,
    description: 'A page of records of any type.',
    fields: (t) => ({
      totalCount: t.int({ description: 'Number of records (all pages).', resolve: (c) => c.totalCount }),
      totalCountExact: t.boolean({
        description: TOTAL_EXACT_DESCRIPTION,
        resolve: (c) => c.totalCountExact ?? true,
      }),
    }),
  },
  RecordEdge,
);

/**
 * Pages a record section for one record, batched with the same page of every other record asking it; with the
 * records its rows reference through `shown.references`, and rows of `shown.fields` only (whole when null).
 */
export function relatedPage(
  ctx: Context,
  src: RecordSource,
  key: string,
  args: PageArgs,
  shown: { references: readonly string[]; fields: readonly string[] | null } = { references: [], fields: null },
) {
  const { references, fields } = shown;
  const section = sectionOf(typeOf(src), key);
  if (!section?.type) {
    throw new GraphQLError(`${src.__typename} has no section ${key}.`, { extensions: { code: 'BAD_USER_INPUT' } });
  }
  const listed = recordType(section.type);
  return offsetConnection(
    { first: args.first, after: args.after },
    async (currentPage, pageSize) => {
      const page = await ctx.loaders.sections(src.__typename, sectionPath(key), currentPage, pageSize, references, fields).load(src.id);
      if (page && listed) primeReferences(ctx, listed, page as PageWithReferences, references);
      return page ?? { data: [], totalItem: 0 };
    },
    (row: RecordRow) => recordSource(section.type!, row),
  );
}

const orNull = (v: unknown) => (v as string | null | undefined) ?? null;

/** The values of some fields of a record: at once when the row carries them all, else through the row loader. */
export function valuesOf(ctx: Context, src: RecordSource, defs: readonly FieldDef[]) {
  if (defs.every((f) => f.name in src)) return defs.map((field) => new FieldValueSource(field, src[field.name], src));
  return Promise.all(defs.map(async (field) => new FieldValueSource(field, await prop(ctx, src, field.name), src)));
}

/** The definitions of the fields named on a type, in order (undefined for a name it does not have). */
export async function namedFieldDefs(ctx: Context, type: RecordTypeDef, names: readonly string[]): Promise<(FieldDef | undefined)[]> {
  // The company's extra fields (`extra_{id}`) are read with the type's only when one is named.
  const all = names.some(isExtraName) ? await allFieldsOf(ctx, type) : fieldsOf(type);
  return names.map((name) => all.find((x) => x.name === name) ?? (name === nameField.name ? nameField : undefined));
}

/** The definitions of the fields named on a type, in order; an unknown name is the caller's error. */
export async function requireFieldDefs(ctx: Context, type: RecordTypeDef, names: readonly string[]): Promise<FieldDef[]> {
  return (await namedFieldDefs(ctx, type, names)).map((f, i) => {
    if (!f) throw new GraphQLError(`${type.objectName} has no field ${names[i]}.`, { extensions: { code: 'BAD_USER_INPUT' } });
    return f;
  });
}

/** The values of the fields named, in order (every field when null); an unknown name is the caller's error. */
export async function namedValuesOf(ctx: Context, r: RecordSource, names: readonly string[] | null) {
  return valuesOf(ctx, r, names ? await requireFieldDefs(ctx, typeOf(r), names) : await allFieldsOf(ctx, typeOf(r)));
}

/** Path of a record's detail page (a lead party: /lead/detail/{leadId}). */
const urlOf = (ctx: Context, r: RecordSource) => propThen(ctx, r, 'url', (v) => (v as string | null) ?? recordUrl(typeOf(r), r));

/**
 * The page of a referenced record, or null when there is none (empty, not readable): null at once (no promise)
 * when nothing is referenced, so a page of values costs no promise per cell that is not a reference.
 */
export function referencedUrl(ctx: Context, referenced: Promise<RecordSource | null> | null): Promise<string | null> | null {
  return referenced && referenced.then((r) => (r ? urlOf(ctx, r) : null));
}

const status = (ctx: Context, r: RecordSource) => propThen(ctx, r, 'status', (v) => (Number(v) === 0 ? 0 : 1));

RecordRef.implement({
  description: 'A business record of any catalogued type (organization, opportunity, task, …).',
  interfaces: [builder.nodeInterfaceRef()],
  resolveType: (src) => src.__typename,
  fields: (t) => ({
    rowId: t.int({ description: 'The numeric row id used by the REST api and detail URLs.', resolve: (r) => r.id }),
    name: t.string({
      description: 'Display name of the record.',
      resolve: (r, _a, ctx) => propThen(ctx, r, 'name', (v) => String(v ?? '')),
    }),
    objectName: t.string({
      description: 'Object name of the record’s own type, e.g. "Organization" (also for a party listed under Lead).',
      resolve: (r) => r.__typename,
    }),
    type: t.field({ type: RecordTypeRef, description: 'The record’s type and its metadata.', resolve: (r) => typeOf(r) }),
    url: t.string({
      description: "Path of the record's detail page in the web app (a lead party: /lead/detail/{leadId}).",
      resolve: (r, _a, ctx) => urlOf(ctx, r),
    }),
    owner: t.field({
      type: UserRef,
      nullable: true,
      description: 'The user who owns the record.',
      resolve: (r, _a, ctx) => propThen(ctx, r, 'ownerId', userId),
    }),
    permission: t.field({
      type: RecordPermissionEnum,
      description: 'What the signed-in user may do with this record.',
      resolve: (r, _a, ctx) => permissionOf(ctx, r),
    }),
    isLocked: t.boolean({
      description: 'A locked record is read-only for everyone but its owner and administrators.',
      resolve: (r, _a, ctx) => propThen(ctx, r, 'isLocked', Boolean),
    }),
    status: t.field({ type: RecordStatusEnum, description: 'Active or inactive.', resolve: (r, _a, ctx) => status(ctx, r) }),
    createdAt: t.field({
      type: 'DateTime',
      description: 'When the record was created.',
      resolve: (r, _a, ctx) => propThen(ctx, r, 'creationDate', String),
    }),
    updatedAt: t.field({
      type: 'DateTime',
      description: 'When the record was last changed.',
      resolve: (r, _a, ctx) => propThen(ctx, r, 'lastModifiedDate', String),
    }),
    version: t.int({
      description:
        'Optimistic concurrency: one more with every change. Send the version you read with an update, delete or unlock; a stale one answers ConflictError.',
      resolve: (r, _a, ctx) => propThen(ctx, r, 'version', (v) => Number(v) || 1),
    }),
    summary: t.field({
      type: RecordSummaryRef,
      description: 'Facts of the summary side panel (batched for list rows).',
      resolve: (r, _a, ctx) => summaryOf(ctx, r),
    }),
    values: t.field({
      type: [FieldValueRef],
      description: 'Field values for view-driven columns: every field when `fields` is omitted, else those asked, in order.',
      args: { fields: t.arg.stringList({ description: 'Model properties, e.g. ["name", "organizationId"].' }) },
      resolve: (r, args, ctx) => namedValuesOf(ctx, r, args.fields ?? null),
    }),
    keyValues: t.field({
      type: [FieldValueRef],
      description:
        "The record's key facts, generically from its type: the default list columns but the name (an opportunity's organization, amount, stage, close date and owner; a task's due date, status, assignees and parent). The summary panel shows them.",
      resolve: (r, _a, ctx) => {
        const type = typeOf(r);
        const keys = new Set(keyFieldsOf(type));
        return valuesOf(
          ctx,
          r,
          fieldsOf(type).filter((f) => keys.has(f.name)),
        );
      },
    }),
    shares: t.field({
      type: [ShareRef],
      description: 'The users and groups the record is shared with (empty for types that cannot be shared).',
      resolve: async (r, _a, ctx) => {
        if (!typeOf(r).traits.shareable) return [];
        return (await ctx.loaders.shares(r.__typename).load(r.id)) ?? [];
      },
    }),
    recent: t.field({
      type: [RecentItemRef],
      description: 'Recently changed items under the record.',
      resolve: async (r, _a, ctx) => (await ctx.loaders.recent(r.__typename).load(r.id)) ?? [],
    }),
  }),
});

PartyRef.implement({
  description: 'An organization or a person: roles, phones, e-mails and addresses.',
  interfaces: [builder.nodeInterfaceRef(), RecordRef],
  resolveType: (src) => src.__typename,
  fields: (t) => ({
    isLead: t.boolean({ description: 'Whether the record is a lead.', resolve: (r, _a, ctx) => propThen(ctx, r, 'isLead', Boolean) }),
    isCustomer: t.boolean({
      description: 'Whether the record is a customer.',
      resolve: (r, _a, ctx) => propThen(ctx, r, 'isCustomer', Boolean),
    }),
    isSupplier: t.boolean({
      description: 'Whether the record is a supplier.',
      resolve: (r, _a, ctx) => propThen(ctx, r, 'isSupplier', Boolean),
    }),
    phone: t.string({
      nullable: true,
      description: 'Primary phone number.',
      resolve: (r, _a, ctx) => propThen(ctx, r, 'primaryPhone', orNull),
    }),
    email: t.string({
      nullable: true,
      description: 'Primary e-mail address.',
      resolve: (r, _a, ctx) => propThen(ctx, r, 'primaryEmail', orNull),
    }),
    addresses: t.field({
      type: [AddressRef],
      description: 'Postal addresses (batched for list rows).',
      resolve: (r, _a, ctx) => childList(ctx, r, 'addressList') as never,
    }),
    phones: t.field({
      type: [PhoneRef],
      description: 'Phone numbers (batched for list rows).',
      resolve: (r, _a, ctx) => childList(ctx, r, 'phoneList') as never,
    }),
    emails: t.field({
      type: [EmailAddressRef],
      description: 'E-mail addresses (batched for list rows).',
      resolve: (r, _a, ctx) => childList(ctx, r, 'emailList') as never,
    }),
  }),
});

/** Catalogue names the interfaces already answer (the generated types skip them). */
export const RECORD_FIELD_NAMES = new Set(['name', 'owner', 'isLocked', 'status', 'createdAt', 'updatedAt', 'version']);
export const PARTY_FIELD_NAMES = new Set(['isLead', 'isCustomer', 'isSupplier', 'phone', 'email']);
