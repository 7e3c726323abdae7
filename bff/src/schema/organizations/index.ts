import type { Context } from '../../context';
import type { OrganizationModel, PagingResponse, PersonModel } from '../../upstream/types';
import { builder } from '../builder';
import { AddressInput, AddressRef, EmailAddressRef, PhoneRef, RecordStatusEnum, SortDirectionEnum } from '../common';
import { offsetConnection } from '../common/paging';
import { nullIfMissing } from '../errors';
import { PersonConnection, PersonRef } from '../people/refs';
import { RecordRef, summaryOf } from '../records';
import { asSource, full, loadRecord, rowIdOfTyped, type OrganizationSource } from '../records/model';
import { defineRecordMutations } from '../records/mutations';

export const OrganizationRef = builder.objectRef<OrganizationSource>('Organization');

builder.node(OrganizationRef, {
  description: 'A company or institution the business deals with (customer, supplier, lead).',
  interfaces: [RecordRef],
  isTypeOf: (v) => (v as { __typename?: string }).__typename === 'Organization',
  id: { resolve: (o) => o.id, parse: (id) => Number(id), description: 'Global id of the organization.' },
  loadWithoutCache: (id: number, ctx) =>
    Number.isSafeInteger(id) && id > 0 ? nullIfMissing(() => loadRecord(ctx, 'Organization', id)) : null,
  fields: (t) => ({
    status: t.field({
      type: RecordStatusEnum,
      description: 'Active or inactive.',
      resolve: async (o, _a, ctx) => ((await full(ctx, o, 'status')).status === 0 ? 0 : 1),
    }),
    isLead: t.boolean({ description: 'Whether the organization is a lead.', resolve: async (o, _a, ctx) => Boolean((await full(ctx, o, 'isLead')).isLead) }),
    isCustomer: t.boolean({ description: 'Whether the organization is a customer.', resolve: async (o, _a, ctx) => Boolean((await full(ctx, o, 'isCustomer')).isCustomer) }),
    isSupplier: t.boolean({ description: 'Whether the organization is a supplier.', resolve: async (o, _a, ctx) => Boolean((await full(ctx, o, 'isSupplier')).isSupplier) }),
    website: t.string({ nullable: true, description: 'Web site URL.', resolve: async (o, _a, ctx) => (await full(ctx, o, 'website')).website ?? null }),
    industry: t.string({ nullable: true, description: 'Industry.', resolve: async (o, _a, ctx) => (await full(ctx, o, 'industry')).industry ?? null }),
    description: t.string({ nullable: true, description: 'Free text about the organization.', resolve: async (o, _a, ctx) => (await full(ctx, o, 'description')).description ?? null }),
    phone: t.string({ nullable: true, description: 'Primary phone number.', resolve: async (o, _a, ctx) => (await full(ctx, o, 'primaryPhone')).primaryPhone ?? null }),
    email: t.string({ nullable: true, description: 'Primary email address.', resolve: async (o, _a, ctx) => (await full(ctx, o, 'primaryEmail')).primaryEmail ?? null }),
    createdAt: t.field({ type: 'DateTime', description: 'When the record was created.', resolve: async (o, _a, ctx) => (await full(ctx, o, 'creationDate')).creationDate! }),
    updatedAt: t.field({ type: 'DateTime', description: 'When the record was last changed.', resolve: async (o, _a, ctx) => (await full(ctx, o, 'lastModifiedDate')).lastModifiedDate! }),
    addresses: t.field({ type: [AddressRef], description: 'Postal addresses.', resolve: async (o, _a, ctx) => (await full(ctx, o, 'addressList')).addressList ?? [] }),
    phones: t.field({ type: [PhoneRef], description: 'Phone numbers.', resolve: async (o, _a, ctx) => (await full(ctx, o, 'phoneList')).phoneList ?? [] }),
    emails: t.field({ type: [EmailAddressRef], description: 'Email addresses.', resolve: async (o, _a, ctx) => (await full(ctx, o, 'emailList')).emailList ?? [] }),
    contactCount: t.int({ description: 'Number of people linked to the organization.', resolve: async (o, _a, ctx) => (await summaryOf(ctx, 'Organization', o.id)).contactCount }),
    people: t.connection(
      {
        type: PersonRef,
        description: 'People who work at this organization.',
        resolve: (o, args, ctx) => pagePeople(ctx, args, { organizationId: o.id }),
      },
      PersonConnection,
    ),
  }),
});

export const OrganizationEdge = builder.edgeObject({
  name: 'OrganizationEdge',
  type: OrganizationRef,
  description: 'An organization in a connection.',
});

export const OrganizationConnection = builder.connectionObject(
  {
    name: 'OrganizationConnection',
    type: OrganizationRef,
    description: 'A page of organizations.',
    fields: (t) => ({
      totalCount: t.int({ description: 'Number of organizations matching the query (all pages).', resolve: (c) => c.totalCount }),
    }),
  },
  OrganizationEdge,
);

export const OrganizationSortField = builder.enumType('OrganizationSortField', {
  description: 'Sortable organization fields.',
  values: {
    NAME: { value: 'name', description: 'By name.' },
    CREATED_AT: { value: 'creationDate', description: 'By creation date.' },
    UPDATED_AT: { value: 'lastModifiedDate', description: 'By last change.' },
    OWNER: { value: 'ownerId', description: 'By owner.' },
  } as const,
});

export const OrganizationOrder = builder.inputType('OrganizationOrder', {
  description: 'Sort order of an organization list.',
  fields: (t) => ({
    field: t.field({ type: OrganizationSortField, required: true, description: 'The field to sort by.' }),
    direction: t.field({ type: SortDirectionEnum, required: true, description: 'Ascending or descending.' }),
  }),
});

interface PageArgs {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
}

export async function pageRecords<M extends { id: number; name: string }, K extends 'Organization' | 'Person'>(
  ctx: Context,
  kind: K,
  args: PageArgs,
  opts: { search?: string | null; orderBy?: string; direction?: string; organizationId?: number },
) {
  const parameter: Record<string, unknown> = {};
  if (opts.search) parameter.keyword = opts.search;
  if (opts.organizationId !== undefined) parameter.organizationId = opts.organizationId;
  return offsetConnection(
    args,
    async (currentPage, pageSize) => {
      // POST, but a pure read: deduplicate like a GET within this request.
      const key = JSON.stringify({ kind, currentPage, pageSize, opts });
      return ctx.loaders.post<PagingResponse<M>>(`/api/${kind}/PagingAndSorting`, key, {
        currentPage,
        pageSize,
        orderBy: opts.orderBy ?? 'name',
        direction: opts.direction ?? 'asc',
        ...(Object.keys(parameter).length ? { parameter } : {}),
      });
    },
    (row) => asSource(kind, row as unknown as Record<string, unknown> & { id: number }),
  );
}

export function pagePeople(ctx: Context, args: PageArgs, opts: { search?: string | null; organizationId?: number }) {
  return pageRecords<PersonModel, 'Person'>(ctx, 'Person', args, opts);
}

builder.queryFields((t) => ({
  organizations: t.connection(
    {
      type: OrganizationRef,
      description: "Organizations of the signed-in user's company, paged.",
      authScopes: { authenticated: true },
      args: {
        search: t.arg.string({ description: 'Keyword matched against the name and other text fields.' }),
        orderBy: t.arg({ type: OrganizationOrder, description: 'Sort order (default: name ascending).' }),
      },
      resolve: (_p, args, ctx) =>
        pageRecords<OrganizationModel, 'Organization'>(ctx, 'Organization', args, {
          search: args.search,
          orderBy: args.orderBy?.field,
          direction: args.orderBy?.direction,
        }),
    },
    OrganizationConnection,
  ),
  organization: t.field({
    type: OrganizationRef,
    nullable: true,
    description: 'One organization by global id or row id; null when missing or of another company (the two look the same).',
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true, description: 'Global id of the organization, or its row id as in detail URLs (`/organization/detail/12`).' }) },
    resolve: (_p, { id }, ctx) => {
      const rowId = rowIdOfTyped(String(id), 'Organization');
      return rowId ? nullIfMissing(() => loadRecord(ctx, 'Organization', rowId)) : null;
    },
  }),
}));

// ---- mutations ----

export const CreateOrganizationInput = builder.inputType('CreateOrganizationInput', {
  description: 'A new organization.',
  fields: (t) => ({
    name: t.string({ required: true, description: 'Name (required).' }),
    ownerId: t.id({ description: 'Global id of the owning user (default: the signed-in user).' }),
    status: t.field({ type: RecordStatusEnum, description: 'Active (default) or inactive.' }),
    website: t.string({ description: 'Web site URL.' }),
    industry: t.string({ description: 'Industry.' }),
    description: t.string({ description: 'Free text.' }),
    phone: t.string({ description: 'Primary phone number.' }),
    email: t.string({ description: 'Primary email address.' }),
    addresses: t.field({ type: [AddressInput], description: 'Addresses.' }),
  }),
});

export const UpdateOrganizationInput = builder.inputType('UpdateOrganizationInput', {
  description: 'Changes to an organization; absent fields stay as they are.',
  fields: (t) => ({
    id: t.id({ required: true, description: 'Global id of the organization.' }),
    name: t.string({ description: 'Name (cannot be emptied).' }),
    ownerId: t.id({ description: 'Global id of the new owner; the new owner is notified.' }),
    status: t.field({ type: RecordStatusEnum, description: 'Active or inactive.' }),
    isLocked: t.boolean({ description: 'Lock or unlock (needs LOCK permission).' }),
    website: t.string({ description: 'Web site URL.' }),
    industry: t.string({ description: 'Industry.' }),
    description: t.string({ description: 'Free text.' }),
    phone: t.string({ description: 'Primary phone number.' }),
    email: t.string({ description: 'Primary email address.' }),
    addresses: t.field({ type: [AddressInput], description: 'Addresses; when present they replace the existing list.' }),
  }),
});

export const { DeleteInput: DeleteOrganizationInput } = defineRecordMutations({
  kind: 'Organization',
  field: 'organization',
  noun: 'organization',
  article: 'an',
  ref: OrganizationRef,
  edge: OrganizationEdge,
  createInput: CreateOrganizationInput,
  updateInput: UpdateOrganizationInput,
  mapping: { required: ['name'], optional: ['website', 'industry'] },
});
