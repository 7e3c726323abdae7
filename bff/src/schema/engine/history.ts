// The History section (`Record.history`): who changed which record, which field, from what to what. The api
// keeps raw values (row ids, option values, ISO instants); each change also answers them as the record's own
// fields show them (user and record names, option labels, money, durations, Yes/No), resolved through the
// batched loaders: a page of entries costs one users call and one references call whatever it holds.
import { fieldsOf, recordType, type AuditHistoryItem, type FieldDef, type RecordTypeDef } from '../../../../contract';
import type { Context } from '../../context';
import { builder } from '../builder';
import { offsetConnection } from '../common/paging';
import { UserRef } from '../users';
import { FieldFormatEnum, FieldKindEnum } from './metadata';
import { RecordRef, referencedUrl } from './record';
import { loadRef, type RecordSource } from './source';
import { referencedRecord, valueText } from './value-text';
import { parseRowId } from '../common/row-id';

type Side = 'old' | 'new';

interface ChangeSource {
  entry: AuditHistoryItem;
  /** The catalogue type of the changed record (undefined for an object the catalogue no longer has). */
  type: RecordTypeDef | undefined;
  /** The catalogue field (undefined for a property the catalogue does not know). */
  field: FieldDef | undefined;
  fieldName: string;
  oldValue: unknown;
  newValue: unknown;
}

const asText = (v: unknown) => (v === null || v === undefined ? null : typeof v === 'string' ? v : JSON.stringify(v));
const isEmpty = (v: unknown) => v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);

/** The record an entry is about, as it is now (null once deleted or no longer readable). */
const changedRecord = (ctx: Context, entry: AuditHistoryItem) => loadRef(ctx, entry.objectName, entry.objectId);

/**
 * The type a polymorphic reference (a task's parent) pointed to on one side of a change: the type field changed
 * in the same entry, else (unchanged) the changed record's current value.
 */
async function refObjectName(ctx: Context, c: ChangeSource, side: Side): Promise<string | null> {
  const field = c.field!;
  if (field.ref !== '*') return field.ref ?? null;
  const typeChange = c.entry.fieldChangeList.find((x) => x.fieldName === field.refTypeField);
  if (typeChange) return asText(side === 'old' ? typeChange.oldValue : typeChange.newValue);
  const current = await changedRecord(ctx, c.entry);
  return asText(current?.[field.refTypeField!] ?? null);
}

function sideRecord(ctx: Context, c: ChangeSource, side: Side): Promise<RecordSource | null> {
  if (c.field?.kind !== 'record') return Promise.resolve(null);
  const value = side === 'old' ? c.oldValue : c.newValue;
  if (isEmpty(value)) return Promise.resolve(null);
  return refObjectName(ctx, c, side).then((objectName) => referencedRecord(ctx, c.field!, objectName, value));
}

async function sideText(ctx: Context, c: ChangeSource, side: Side): Promise<string | null> {
  const value = side === 'old' ? c.oldValue : c.newValue;
  if (isEmpty(value)) return null;
  if (!c.field) return asText(value);
  // The type half of a polymorphic reference ("Related To Type") reads as the type's label.
  if (c.type && fieldsOf(c.type).some((f) => f.refTypeField === c.fieldName)) return recordType(String(value))?.label ?? String(value);
  return valueText(ctx, c.field, value, () => sideRecord(ctx, c, side));
}

const FieldChangeRef = builder.objectRef<ChangeSource>('FieldChange').implement({
  description: 'One field changed by one history entry: raw values as stored, and display texts as the field shows them.',
  fields: (t) => ({
    field: t.string({ description: 'The model property.', resolve: (c) => c.fieldName }),
    label: t.string({
      description: 'The field label (the property when the catalogue does not know it).',
      resolve: (c) => c.field?.label ?? c.fieldName,
    }),
    kind: t.field({
      type: FieldKindEnum,
      nullable: true,
      description: 'The field kind; null when the catalogue does not know the field.',
      resolve: (c) => c.field?.kind ?? null,
    }),
    format: t.field({
      type: FieldFormatEnum,
      nullable: true,
      description: 'The display variant of the field (ID: no thousands separators).',
      resolve: (c) => c.field?.format ?? null,
    }),
    oldValue: t.string({
      nullable: true,
      description: 'The raw value before (row ids, option values, ISO instants; arrays as JSON).',
      resolve: (c) => asText(c.oldValue),
    }),
    newValue: t.string({ nullable: true, description: 'The raw value after.', resolve: (c) => asText(c.newValue) }),
    oldText: t.string({
      nullable: true,
      description:
        'The value before as the field shows it: user or record name, option label, money "1,234.50", duration "1d 2h 5m", Yes/No, a type label; dates and instants stay ISO for the client to format. Null when empty.',
      resolve: (c, _a, ctx) => sideText(ctx, c, 'old'),
    }),
    newText: t.string({
      nullable: true,
      description: 'The value after as the field shows it (see oldText).',
      resolve: (c, _a, ctx) => sideText(ctx, c, 'new'),
    }),
    oldRecord: t.field({
      type: RecordRef,
      nullable: true,
      description: 'For a RECORD field: the record referenced before (null when empty or not readable).',
      resolve: (c, _a, ctx) => sideRecord(ctx, c, 'old'),
    }),
    newRecord: t.field({
      type: RecordRef,
      nullable: true,
      description: 'For a RECORD field: the record referenced after.',
      resolve: (c, _a, ctx) => sideRecord(ctx, c, 'new'),
    }),
    oldUrl: t.string({
      nullable: true,
      description:
        'For a RECORD field: the page of the record referenced before (`oldRecord.url`, `oldText` its name); null when empty or not readable.',
      resolve: (c, _a, ctx) => referencedUrl(ctx, sideRecord(ctx, c, 'old')),
    }),
    newUrl: t.string({
      nullable: true,
      description: 'For a RECORD field: the page of the record referenced after (see oldUrl).',
      resolve: (c, _a, ctx) => referencedUrl(ctx, sideRecord(ctx, c, 'new')),
    }),
  }),
});

export const HistoryEntryRef = builder.objectRef<AuditHistoryItem>('HistoryEntry');
builder.node(HistoryEntryRef, {
  description: 'One change of a record (or of a record under it): who, when, which record, which fields.',
  isTypeOf: (v) => typeof v === 'object' && v !== null && 'batchId' in v && 'fieldChangeList' in v,
  id: { resolve: (e) => e.id, parse: parseRowId, description: 'Global id of the history entry.' },
  // History is read through its record (`Record.history`); an entry alone cannot be refetched.
  loadWithoutCache: () => null,
  fields: (t) => ({
    batchId: t.exposeString('batchId', { description: 'The change batch (GetChangeField/{batchId}).' }),
    action: t.exposeString('action', { description: 'What happened, e.g. add or update.' }),
    changedAt: t.field({ type: 'DateTime', description: 'When it happened.', resolve: (e) => e.changeDate }),
    user: t.field({ type: UserRef, nullable: true, description: 'Who made the change.', resolve: (e) => e.userId ?? null }),
    objectName: t.exposeString('objectName', { description: 'Type of the changed record.' }),
    objectLabel: t.string({
      description: 'Label of the changed record’s type, e.g. "Invoice".',
      resolve: (e) => recordType(e.objectName)?.label ?? e.objectName,
    }),
    objectId: t.int({ description: 'Row id of the changed record.', resolve: (e) => e.objectId }),
    recordName: t.string({
      nullable: true,
      description: 'Name of the changed record at the time of the change.',
      resolve: (e) => e.parentName ?? null,
    }),
    record: t.field({
      type: RecordRef,
      nullable: true,
      description: 'The changed record as it is now (its name and url); null once deleted or not readable.',
      resolve: (e, _a, ctx) => changedRecord(ctx, e),
    }),
    changes: t.field({
      type: [FieldChangeRef],
      description: 'The fields changed.',
      resolve: (e) => {
        const type = recordType(e.objectName);
        const fields = type ? fieldsOf(type) : [];
        return (e.fieldChangeList ?? []).map((c) => ({ entry: e, type, field: fields.find((f) => f.name === c.fieldName), ...c }));
      },
    }),
  }),
});

const HistoryEntryEdge = builder.edgeObject({
  name: 'HistoryEntryEdge',
  type: HistoryEntryRef,
  description: 'A history entry in a connection.',
});
const HistoryConnection = builder.connectionObject(
  {
    name: 'HistoryConnection',
    type: HistoryEntryRef,
    description: 'A page of history entries, newest first.',
    fields: (t) => ({ totalCount: t.int({ description: 'Number of entries (all pages).', resolve: (c) => c.totalCount }) }),
  },
  HistoryEntryEdge,
);

builder.interfaceField(RecordRef, 'history', (t) =>
  t.field({
    type: HistoryConnection,
    description: 'Changes of the record and of the records under it, newest first.',
    args: {
      first: t.arg.int({ description: 'Return at most this many entries (1–100, default 20).' }),
      after: t.arg.string({ description: 'Return entries after this cursor.' }),
    },
    resolve: (r, args, ctx) =>
      offsetConnection(
        args,
        async (currentPage, pageSize) =>
          (await ctx.loaders.history(r.__typename, currentPage, pageSize).load(r.id)) ?? { data: [], totalItem: 0 },
        (e) => e,
      ),
  }),
);
