import { DateTimeResolver } from 'graphql-scalars';
import type { AddressModel, EmailModel, PhoneModel } from '../../upstream/types';
import { builder } from '../builder';

builder.addScalarType('DateTime', DateTimeResolver, {
  description: 'A date and time in ISO-8601 (UTC), e.g. 2024-05-01T12:30:00.000Z.',
});

export const RecordPermissionEnum = builder.enumType('RecordPermission', {
  description: "What the signed-in user may do with a record.",
  values: {
    READ: { value: 'read', description: 'May view the record.' },
    WRITE: { value: 'write', description: 'May edit the record.' },
    LOCK: { value: 'lock', description: 'May edit, lock and unlock the record (owner or administrator).' },
  } as const,
});

export const RecordStatusEnum = builder.enumType('RecordStatus', {
  description: 'Whether a record is in active use.',
  values: {
    ACTIVE: { value: 1, description: 'Active (status 1).' },
    INACTIVE: { value: 0, description: 'Inactive (status 0).' },
  } as const,
});

export const SortDirectionEnum = builder.enumType('SortDirection', {
  description: 'Sort order.',
  values: {
    ASC: { value: 'asc', description: 'Ascending (A→Z, oldest first).' },
    DESC: { value: 'desc', description: 'Descending (Z→A, newest first).' },
  } as const,
});

export const AddressRef = builder.objectRef<AddressModel>('Address').implement({
  description: 'A postal address of a record.',
  fields: (t) => ({
    id: t.id({ description: 'Row id of the address (not a global id).', resolve: (a) => String(a.id) }),
    description: t.string({ nullable: true, description: 'A label such as "Head office".', resolve: (a) => a.description ?? null }),
    street: t.string({ nullable: true, description: 'Street and number.', resolve: (a) => a.street ?? null }),
    city: t.string({ nullable: true, description: 'City.', resolve: (a) => a.city ?? null }),
    province: t.string({ nullable: true, description: 'Province or state.', resolve: (a) => a.province ?? null }),
    postal: t.string({ nullable: true, description: 'Postal code.', resolve: (a) => a.postal ?? null }),
    country: t.string({ nullable: true, description: 'Country.', resolve: (a) => a.country ?? null }),
    primaryPhone: t.string({ nullable: true, description: 'Main phone at this address.', resolve: (a) => a.primaryPhone ?? null }),
    secondaryPhone: t.string({ nullable: true, description: 'Second phone at this address.', resolve: (a) => a.secondaryPhone ?? null }),
    fax: t.string({ nullable: true, description: 'Fax number.', resolve: (a) => a.fax ?? null }),
    isPrimary: t.boolean({ description: 'Whether this is the primary address.', resolve: (a) => Boolean(a.isPrimary) }),
  }),
});

export const PhoneRef = builder.objectRef<PhoneModel>('Phone').implement({
  description: 'A phone number of a record.',
  fields: (t) => ({
    id: t.id({ description: 'Row id of the phone (not a global id).', resolve: (p) => String(p.id) }),
    type: t.string({ nullable: true, description: 'Kind of number, e.g. Mobile or Work.', resolve: (p) => p.type ?? null }),
    phoneNumber: t.string({ description: 'The number as entered.', resolve: (p) => p.phoneNumber }),
  }),
});

export const EmailAddressRef = builder.objectRef<EmailModel>('EmailAddress').implement({
  description: 'An email address of a record.',
  fields: (t) => ({
    id: t.id({ description: 'Row id of the email (not a global id).', resolve: (e) => String(e.id) }),
    email: t.string({ description: 'The address.', resolve: (e) => e.email }),
    isPrimary: t.boolean({ description: 'Whether this is the primary address.', resolve: (e) => Boolean(e.isPrimary) }),
  }),
});

export const AddressInput = builder.inputType('AddressInput', {
  description: 'An address to save with a record (the list replaces the existing addresses).',
  fields: (t) => ({
    description: t.string({ description: 'A label, at most 100 characters.' }),
    street: t.string({ description: 'Street, at most 200 characters.' }),
    city: t.string({ description: 'City, at most 100 characters.' }),
    province: t.string({ description: 'Province or state, at most 100 characters.' }),
    postal: t.string({ description: 'Postal code, at most 100 characters.' }),
    country: t.string({ description: 'Country, at most 100 characters.' }),
    primaryPhone: t.string({ description: 'Main phone, at most 100 characters.' }),
    secondaryPhone: t.string({ description: 'Second phone, at most 100 characters.' }),
    fax: t.string({ description: 'Fax, at most 100 characters.' }),
    isPrimary: t.boolean({ description: 'Whether this is the primary address.' }),
  }),
});

export function addressInputToModel(a: {
  description?: string | null;
  street?: string | null;
  city?: string | null;
  province?: string | null;
  postal?: string | null;
  country?: string | null;
  primaryPhone?: string | null;
  secondaryPhone?: string | null;
  fax?: string | null;
  isPrimary?: boolean | null;
}) {
  return {
    description: a.description ?? null,
    street: a.street ?? null,
    city: a.city ?? null,
    province: a.province ?? null,
    postal: a.postal ?? null,
    country: a.country ?? null,
    primaryPhone: a.primaryPhone ?? null,
    secondaryPhone: a.secondaryPhone ?? null,
    fax: a.fax ?? null,
    isPrimary: a.isPrimary ?? false,
  };
}
