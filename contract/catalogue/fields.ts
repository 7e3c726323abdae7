// Builders that keep catalogue entries short, and the fields the engine gives every record type.
import type { FieldDef, FieldKind, FieldOption, SectionDef } from './types';

type Extra = Omit<Partial<FieldDef>, 'name' | 'label' | 'kind'> & { description: string };

export const field = (kind: FieldKind, name: string, label: string, extra: Extra): FieldDef => ({
  name,
  label,
  kind,
  ...(kind === 'text' || kind === 'email' || kind === 'url' || kind === 'phone' ? { max: extra.max ?? 200 } : {}),
  ...(kind === 'textarea' ? { max: extra.max ?? 10_000 } : {}),
  ...extra,
});

export const text = (name: string, label: string, extra: Extra) => field('text', name, label, { searchable: true, sortable: true, ...extra });
export const textarea = (name: string, label: string, extra: Extra) => field('textarea', name, label, extra);
export const email = (name: string, label: string, extra: Extra) => field('email', name, label, { searchable: true, ...extra });
export const url = (name: string, label: string, extra: Extra) => field('url', name, label, { max: 500, ...extra });
export const phone = (name: string, label: string, extra: Extra) => field('phone', name, label, { max: 100, ...extra });
export const money = (name: string, label: string, extra: Extra) => field('money', name, label, { sortable: true, min: 0, ...extra });
export const number = (name: string, label: string, extra: Extra) => field('number', name, label, { sortable: true, ...extra });
export const percent = (name: string, label: string, extra: Extra) =>
  field('percent', name, label, { sortable: true, min: 0, maxValue: 100, ...extra });
export const date = (name: string, label: string, extra: Extra) => field('date', name, label, { sortable: true, ...extra });
export const datetime = (name: string, label: string, extra: Extra) => field('datetime', name, label, { sortable: true, ...extra });
export const duration = (name: string, label: string, extra: Extra) => field('duration', name, label, { min: 0, sortable: true, ...extra });
export const checkbox = (name: string, label: string, extra: Extra) => field('checkbox', name, label, { filterable: true, defaultValue: false, ...extra });
export const user = (name: string, label: string, extra: Extra) => field('user', name, label, { filterable: true, sortable: true, ...extra });
export const users = (name: string, label: string, extra: Extra) => field('users', name, label, extra);
export const ref = (name: string, label: string, type: string, extra: Extra) =>
  field('record', name, label, { ref: type, filterable: true, ...extra });
export const select = (name: string, label: string, values: readonly string[], extra: Extra) =>
  field('select', name, label, {
    options: values.map((v): FieldOption => ({ value: v, label: v })),
    filterable: true,
    sortable: true,
    defaultValue: values[0] ?? null,
    ...extra,
  });

/** Fields every record type has; the engine stores them in the shared record columns. */
export const commonFields: readonly FieldDef[] = [
  user('ownerId', 'Owner', { description: 'The user who owns the record (default: the user who adds it).', required: true, list: true }),
  field('select', 'status', 'Status', {
    description: 'Active (1) or inactive (0).',
    options: [
      { value: '1', label: 'Active' },
      { value: '0', label: 'Inactive' },
    ],
    filterable: true,
    sortable: true,
    defaultValue: '1',
  }),
  textarea('description', 'Description', { description: 'Free text about the record.' }),
  datetime('creationDate', 'Created', { description: 'When the record was created.', readOnly: true }),
  datetime('lastModifiedDate', 'Last Modified', { description: 'When the record was last changed.', readOnly: true }),
];

/** The lock flag of lockable types. */
export const lockField = checkbox('isLocked', 'Locked', {
  description: 'A locked record is read-only for everyone but its owner and administrators.',
});

/** Fields of organizations and people (the party trait). */
export const partyFields: readonly FieldDef[] = [
  phone('primaryPhone', 'Phone', { description: 'Primary phone number.', list: true, searchable: true }),
  email('primaryEmail', 'Email', { description: 'Primary e-mail address.', list: true }),
  checkbox('isLead', 'Lead', { description: 'Whether the record is a lead.' }),
  number('leadId', 'Lead Id', { description: 'The lead number, set while the record is a lead.', readOnly: true, sortable: false, format: 'id' }),
  checkbox('isCustomer', 'Customer', { description: 'Whether the record is a customer.' }),
  number('customerId', 'Customer Id', { description: 'The customer number, set while the record is a customer.', readOnly: true, sortable: false, format: 'id' }),
  checkbox('isSupplier', 'Supplier', { description: 'Whether the record is a supplier.' }),
  number('supplierId', 'Supplier Id', { description: 'The supplier number, set while the record is a supplier.', readOnly: true, sortable: false, format: 'id' }),
];

/** Fields of types that hang off another record (tasks, events, e-mails, …). */
export const parentFields: readonly FieldDef[] = [
  field('text', 'parentObject', 'Related To Type', { description: 'Object name of the record this one belongs to.', max: 50, filterable: true }),
  field('record', 'parentId', 'Related To', {
    description: 'The record this one belongs to.',
    ref: '*',
    refTypeField: 'parentObject',
    list: true,
  }),
  field('text', 'topParentObject', 'Top Parent Type', { description: "Object name of the parent's top parent (set by the server).", max: 50, readOnly: true }),
  field('record', 'topParentId', 'Top Parent', {
    description: "The top of the parent chain (a project task's project), set by the server.",
    ref: '*',
    refTypeField: 'topParentObject',
    readOnly: true,
  }),
];

// ---- sections ----

const section = (key: string, label: string, kind: SectionDef['kind']): SectionDef => ({ key, label, kind });
/** A section listing records of `type` whose `field` is this record. */
export const related = (key: string, label: string, type: string, viaField: string): SectionDef => ({
  key,
  label,
  kind: 'records',
  type,
  via: { field: viaField },
});
/** A section listing records of `type` whose parent or top parent is this record. */
export const children = (key: string, label: string, type: string): SectionDef => ({ key, label, kind: 'records', type, via: { parent: true } });

export const detailInfo = section('detail-info', 'Details', 'detail-info');
export const updates: SectionDef = { key: 'updates', label: 'Updates', kind: 'updates', type: 'StatusUpdate', via: { parent: true } };
export const history = section('history', 'History', 'history');
export const share = section('share', 'Shares', 'share');
export const recent = section('recent', 'Recent', 'recent');
/** Files and links attached to the record (`/api/{Object}/Attachment/{id}`, spec route `/:id/attachment`). */
export const attachments = section('attachment', 'Attachments', 'attachments');

/** The activity sections every record type has. */
export const activitySections: readonly SectionDef[] = [
  children('task', 'Tasks', 'Task'),
  children('call', 'Calls', 'Call'),
  children('event', 'Events', 'Event'),
  children('email-message', 'Emails', 'EmailMessage'),
  children('sms-message', 'SMS', 'SMSMessage'),
];

/** Sales documents listed under parties and deals. */
export const salesSections: readonly SectionDef[] = [children('invoice', 'Invoices', 'Invoice'), children('sale-quote', 'Quotes', 'SaleQuote')];

/** The sections of a record's own data, after its particular ones: every type that has them has attachments. */
export const closingSections: readonly SectionDef[] = [attachments, recent, history, share];
