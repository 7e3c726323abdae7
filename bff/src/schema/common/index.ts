import { decodeGlobalID, encodeGlobalID } from '@pothos/plugin-relay';
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
    id: t.id({ description: 'Global id of the address (unique among all objects; AddressInput.id takes it back).', resolve: (a) => encodeGlobalID('Address', a.id) }),
    rowId: t.int({ description: 'Row id of the address.', resolve: (a) => a.id }),
    description: t.string({ nullable: true, description: 'A label such as "Head office".', resolve: (a) => a.description ?? null }),
    street: t.string({ nullable: true, description: 'Street and number.', resolve: (a) => a.street ?? null }),
    city: t.string({ nullable: true, description: 'City.', resolve: (a) => a.city ?? null }),
    province: t.string({ nullable: true, description: 'Province or state.', resolve: (a) => a.province ?? null }),
    postal: t.string({ nullable: true, description: 'Postal code.', resolve: (a) => a.postal ?? null }),
    country: t.string({ nullable: true, description: 'Country.', resolve: (a) => a.country ?? null }),
    primaryPhone: t.string({ nullable: true, description: 'Main phone at this address.', resolve: (a) => a.primaryPhone ?? null }),
    secondaryPhone: t.string({ nullable: true, description: 'Second phone at this address.', resolve: (a) => a.secondaryPhone ?? null }),
    fax: t.string({ nullable: true, description: 'Fax number.', resolve: (a) => a.fax ?? null }),
    isPrimaryMobile: t.boolean({ description: 'Whether the main phone is a mobile.', resolve: (a) => Boolean(a.isPrimaryMobile) }),
    isSecondaryMobile: t.boolean({ description: 'Whether the second phone is a mobile.', resolve: (a) => Boolean(a.isSecondaryMobile) }),
    isPrimary: t.boolean({ description: 'Whether this is the primary address (exactly one of a record’s addresses).', resolve: (a) => Boolean(a.isPrimary) }),
  }),
});

export const PhoneRef = builder.objectRef<PhoneModel>('Phone').implement({
  description: 'A phone number of a record.',
  fields: (t) => ({
    id: t.id({ description: 'Global id of the phone (PhoneInput.id takes it back).', resolve: (p) => encodeGlobalID('Phone', p.id) }),
    rowId: t.int({ description: 'Row id of the phone.', resolve: (p) => p.id }),
    type: t.string({ nullable: true, description: 'Kind of number, e.g. Mobile or Work.', resolve: (p) => p.type ?? null }),
    phoneNumber: t.string({ description: 'The number as entered.', resolve: (p) => p.phoneNumber }),
    isPrimary: t.boolean({ description: 'Whether this is the primary phone (the record’s `phone`).', resolve: (p) => Boolean(p.isPrimary) }),
  }),
});

export const EmailAddressRef = builder.objectRef<EmailModel>('EmailAddress').implement({
  description: 'An email address of a record.',
  fields: (t) => ({
    id: t.id({ description: 'Global id of the e-mail (EmailInput.id takes it back).', resolve: (e) => encodeGlobalID('EmailAddress', e.id) }),
    rowId: t.int({ description: 'Row id of the e-mail.', resolve: (e) => e.id }),
    email: t.string({ description: 'The address.', resolve: (e) => e.email }),
    isPrimary: t.boolean({ description: 'Whether this is the primary address.', resolve: (e) => Boolean(e.isPrimary) }),
  }),
});

export const AddressInput = builder.inputType('AddressInput', {
  description:
    'An address to save with a record. The list replaces the existing addresses; pass the `id` of an address the record has to keep it (the first cannot be removed).',
  fields: (t) => ({
    id: t.id({ description: 'Id of an existing address of the record (Address.id or rowId); absent for a new one.' }),
    description: t.string({ description: 'A label, at most 100 characters.' }),
    street: t.string({ description: 'Street, at most 200 characters.' }),
    city: t.string({ description: 'City, at most 100 characters.' }),
    province: t.string({ description: "Province or state: one of the country's `regions` (code or name) when it has a list, else free text." }),
    postal: t.string({ description: 'Postal code, at most 100 characters.' }),
    country: t.string({ description: 'Country name or ISO code (see `countries`).' }),
    primaryPhone: t.string({ description: 'Main phone, at most 100 characters.' }),
    secondaryPhone: t.string({ description: 'Second phone, at most 100 characters.' }),
    fax: t.string({ description: 'Fax, at most 100 characters.' }),
    isPrimaryMobile: t.boolean({ description: 'Whether the main phone is a mobile.' }),
    isSecondaryMobile: t.boolean({ description: 'Whether the second phone is a mobile.' }),
    isPrimary: t.boolean({ description: 'Whether this is the primary address (the first marked wins; none marked: the first).' }),
  }),
});

export const PhoneInput = builder.inputType('PhoneInput', {
  description: 'A phone number to save with a record (the list replaces the existing phones; the first cannot be removed).',
  fields: (t) => ({
    id: t.id({ description: 'Id of an existing phone of the record (Phone.id or rowId); absent for a new one.' }),
    type: t.string({ description: 'Kind of number, e.g. Mobile or Work.' }),
    phoneNumber: t.string({ required: true, description: 'The number, at most 100 characters.' }),
    isPrimary: t.boolean({ description: 'Whether this is the primary phone (it becomes the record’s `phone`).' }),
  }),
});

export const EmailInput = builder.inputType('EmailInput', {
  description: 'An e-mail address to save with a record (the list replaces the existing ones; the first cannot be removed).',
  fields: (t) => ({
    id: t.id({ description: 'Id of an existing e-mail of the record (EmailAddress.id or rowId); absent for a new one.' }),
    email: t.string({ required: true, description: 'The address.' }),
    isPrimary: t.boolean({ description: 'Whether this is the primary address (it becomes the record’s `email`).' }),
  }),
});

type Maybe<T> = T | null | undefined;
/** A child's id in an input: its global id (Address.id) or its row id; anything else is a new entry. */
function rowIdOfChild(id: Maybe<string | number>): number | null {
  if (id === null || id === undefined || id === '') return null;
  if (/^\d+$/.test(String(id))) return Number(id);
  try {
    const n = Number(decodeGlobalID(String(id)).id);
    return Number.isSafeInteger(n) && n > 0 ? n : null;
  } catch {
    return null;
  }
}

export function addressInputToModel(a: {
  id?: Maybe<string | number>;
  description?: Maybe<string>;
  street?: Maybe<string>;
  city?: Maybe<string>;
  province?: Maybe<string>;
  postal?: Maybe<string>;
  country?: Maybe<string>;
  primaryPhone?: Maybe<string>;
  secondaryPhone?: Maybe<string>;
  fax?: Maybe<string>;
  isPrimaryMobile?: Maybe<boolean>;
  isSecondaryMobile?: Maybe<boolean>;
  isPrimary?: Maybe<boolean>;
}) {
  return {
    id: rowIdOfChild(a.id),
    description: a.description ?? null,
    street: a.street ?? null,
    city: a.city ?? null,
    province: a.province ?? null,
    postal: a.postal ?? null,
    country: a.country ?? null,
    primaryPhone: a.primaryPhone ?? null,
    secondaryPhone: a.secondaryPhone ?? null,
    fax: a.fax ?? null,
    isPrimaryMobile: a.isPrimaryMobile ?? false,
    isSecondaryMobile: a.isSecondaryMobile ?? false,
    isPrimary: a.isPrimary ?? false,
  };
}

export const phoneInputToModel = (p: { id?: Maybe<string | number>; type?: Maybe<string>; phoneNumber: string; isPrimary?: Maybe<boolean> }) => ({
  id: rowIdOfChild(p.id),
  type: p.type ?? null,
  phoneNumber: p.phoneNumber,
  isPrimary: p.isPrimary ?? false,
});

export const emailInputToModel = (e: { id?: Maybe<string | number>; email: string; isPrimary?: Maybe<boolean> }) => ({
  id: rowIdOfChild(e.id),
  email: e.email,
  isPrimary: e.isPrimary ?? false,
});
