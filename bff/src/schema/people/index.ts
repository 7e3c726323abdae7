import { builder } from '../builder';
import { AddressInput, AddressRef, EmailAddressRef, PhoneRef, RecordStatusEnum } from '../common';
import { nullIfMissing } from '../errors';
import { OrganizationRef, pagePeople } from '../organizations';
import { RecordRef } from '../records';
import { full, loadRecord, rowIdOfTyped, type OrganizationSource } from '../records/model';
import { defineRecordMutations } from '../records/mutations';
import { PersonConnection, PersonEdge, PersonRef } from './refs';

builder.node(PersonRef, {
  description: 'A contact person, usually working at an organization.',
  interfaces: [RecordRef],
  isTypeOf: (v) => (v as { __typename?: string }).__typename === 'Person',
  id: { resolve: (p) => p.id, parse: (id) => Number(id), description: 'Global id of the person.' },
  loadWithoutCache: (id: number, ctx) =>
    Number.isSafeInteger(id) && id > 0 ? nullIfMissing(() => loadRecord(ctx, 'Person', id)) : null,
  fields: (t) => ({
    firstName: t.string({ nullable: true, description: 'First name.', resolve: async (p, _a, ctx) => (await full(ctx, p, 'firstName')).firstName ?? null }),
    lastName: t.string({ description: 'Last name.', resolve: async (p, _a, ctx) => (await full(ctx, p, 'lastName')).lastName ?? '' }),
    status: t.field({
      type: RecordStatusEnum,
      description: 'Active or inactive.',
      resolve: async (p, _a, ctx) => ((await full(ctx, p, 'status')).status === 0 ? 0 : 1),
    }),
    jobTitle: t.string({ nullable: true, description: 'Job title.', resolve: async (p, _a, ctx) => (await full(ctx, p, 'jobTitle')).jobTitle ?? null }),
    organization: t.field({
      type: OrganizationRef,
      nullable: true,
      description: 'The organization the person works at.',
      resolve: async (p, _a, ctx) => {
        const s = await full(ctx, p, 'organizationId');
        if (!s.organizationId) return null;
        // A partial source: id and name come from the person row, other fields load the organization.
        const stub: OrganizationSource = {
          __typename: 'Organization',
          id: s.organizationId,
          name: s.organizationName ?? '',
          __partial: true,
        };
        return stub;
      },
    }),
    isLead: t.boolean({ description: 'Whether the person is a lead.', resolve: async (p, _a, ctx) => Boolean((await full(ctx, p, 'isLead')).isLead) }),
    isCustomer: t.boolean({ description: 'Whether the person is a customer.', resolve: async (p, _a, ctx) => Boolean((await full(ctx, p, 'isCustomer')).isCustomer) }),
    isSupplier: t.boolean({ description: 'Whether the person is a supplier.', resolve: async (p, _a, ctx) => Boolean((await full(ctx, p, 'isSupplier')).isSupplier) }),
    description: t.string({ nullable: true, description: 'Free text about the person.', resolve: async (p, _a, ctx) => (await full(ctx, p, 'description')).description ?? null }),
    phone: t.string({ nullable: true, description: 'Primary phone number.', resolve: async (p, _a, ctx) => (await full(ctx, p, 'primaryPhone')).primaryPhone ?? null }),
    email: t.string({ nullable: true, description: 'Primary email address.', resolve: async (p, _a, ctx) => (await full(ctx, p, 'primaryEmail')).primaryEmail ?? null }),
    createdAt: t.field({ type: 'DateTime', description: 'When the record was created.', resolve: async (p, _a, ctx) => (await full(ctx, p, 'creationDate')).creationDate! }),
    updatedAt: t.field({ type: 'DateTime', description: 'When the record was last changed.', resolve: async (p, _a, ctx) => (await full(ctx, p, 'lastModifiedDate')).lastModifiedDate! }),
    addresses: t.field({ type: [AddressRef], description: 'Postal addresses.', resolve: async (p, _a, ctx) => (await full(ctx, p, 'addressList')).addressList ?? [] }),
    phones: t.field({ type: [PhoneRef], description: 'Phone numbers.', resolve: async (p, _a, ctx) => (await full(ctx, p, 'phoneList')).phoneList ?? [] }),
    emails: t.field({ type: [EmailAddressRef], description: 'Email addresses.', resolve: async (p, _a, ctx) => (await full(ctx, p, 'emailList')).emailList ?? [] }),
  }),
});

builder.queryFields((t) => ({
  people: t.connection(
    {
      type: PersonRef,
      description: "People of the signed-in user's company, paged (sorted by name).",
      authScopes: { authenticated: true },
      args: {
        search: t.arg.string({ description: 'Keyword matched against the name and other text fields.' }),
      },
      resolve: (_p, args, ctx) => pagePeople(ctx, args, { search: args.search }),
    },
    PersonConnection,
  ),
  person: t.field({
    type: PersonRef,
    nullable: true,
    description: 'One person by global id or row id; null when missing or of another company (the two look the same).',
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true, description: 'Global id of the person, or its row id as in detail URLs (`/person/detail/12`).' }) },
    resolve: (_p, { id }, ctx) => {
      const rowId = rowIdOfTyped(String(id), 'Person');
      return rowId ? nullIfMissing(() => loadRecord(ctx, 'Person', rowId)) : null;
    },
  }),
}));

// ---- mutations ----

export const CreatePersonInput = builder.inputType('CreatePersonInput', {
  description: 'A new person.',
  fields: (t) => ({
    firstName: t.string({ description: 'First name.' }),
    lastName: t.string({ required: true, description: 'Last name (required).' }),
    jobTitle: t.string({ description: 'Job title.' }),
    organizationId: t.id({ description: 'Global id of the organization the person works at.' }),
    ownerId: t.id({ description: 'Global id of the owning user (default: the signed-in user).' }),
    status: t.field({ type: RecordStatusEnum, description: 'Active (default) or inactive.' }),
    description: t.string({ description: 'Free text.' }),
    phone: t.string({ description: 'Primary phone number.' }),
    email: t.string({ description: 'Primary email address.' }),
    addresses: t.field({ type: [AddressInput], description: 'Addresses.' }),
  }),
});

export const UpdatePersonInput = builder.inputType('UpdatePersonInput', {
  description: 'Changes to a person; absent fields stay as they are.',
  fields: (t) => ({
    id: t.id({ required: true, description: 'Global id of the person.' }),
    firstName: t.string({ description: 'First name.' }),
    lastName: t.string({ description: 'Last name (cannot be emptied).' }),
    jobTitle: t.string({ description: 'Job title.' }),
    organizationId: t.id({ description: 'Global id of the organization the person works at; null unlinks it.' }),
    ownerId: t.id({ description: 'Global id of the new owner; the new owner is notified.' }),
    status: t.field({ type: RecordStatusEnum, description: 'Active or inactive.' }),
    isLocked: t.boolean({ description: 'Lock or unlock (needs LOCK permission).' }),
    description: t.string({ description: 'Free text.' }),
    phone: t.string({ description: 'Primary phone number.' }),
    email: t.string({ description: 'Primary email address.' }),
    addresses: t.field({ type: [AddressInput], description: 'Addresses; when present they replace the existing list.' }),
  }),
});

export const { DeleteInput: DeletePersonInput } = defineRecordMutations({
  kind: 'Person',
  field: 'person',
  noun: 'person',
  article: 'a',
  ref: PersonRef,
  edge: PersonEdge,
  createInput: CreatePersonInput,
  updateInput: UpdatePersonInput,
  mapping: {
    required: ['lastName'],
    optional: ['firstName', 'jobTitle'],
    references: { organizationId: { types: ['Organization'], message: 'Invalid organization' } },
  },
});
