// The list page's writes on any record type: inline edit of one row (SaveItem), delete and status change of a
// selection (DeleteMultiple, ChangeMultipleStatus: one upstream call per stored type, every id with the version
// read), and undo of the last deletions (DeleteObject/Undo), which answers the restored records.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { recordType, type ModelResponse, type Permission, type RecordTypeDef } from '../../../../contract';
import { builder } from '../builder';
import { ConflictError, FieldErrorShape, NotFoundError, PermissionError, UpgradeRequiredError, ValidationError, mutate } from '../errors';
import { VERSION_DESCRIPTION } from './write-inputs';
import { RecordRef } from './record';
import { asSource, loadNode, STORED_TYPE_NAMES, type RecordSource } from './source';
import { requireRecordRowId } from './writes';

/** The spec's confirmation of an inline edit. */
export const ITEM_SAVED_MESSAGE = 'Item is saved.';
/** The api takes at most 100 ids per bulk call. */
const MAX_SELECTION = 100;

const isType = (name: string) => (v: unknown) => (v as { __typename?: string }).__typename === name;

const SelectedRecordInput = builder.inputType('SelectedRecordInput', {
  description: 'One selected row of a list.',
  fields: (t) => ({
    id: t.id({ required: true, description: 'Global id of the record.' }),
    version: t.int({ description: VERSION_DESCRIPTION }),
  }),
});
const SaveRecordItemInput = builder.inputType('SaveRecordItemInput', {
  description: "Inline edit of a list row: the row's own fields (child lists such as addresses are not taken).",
  fields: (t) => ({
    id: t.id({ required: true, description: 'Global id of the record.' }),
    values: t.field({
      type: 'JSONObject',
      required: true,
      description: 'The edited fields as the REST api takes them (row ids for references).',
    }),
    version: t.int({ description: VERSION_DESCRIPTION }),
  }),
});
const SelectionInput = builder.inputType('RecordSelectionInput', {
  description: 'The selected rows of a list (1 to 100).',
  fields: (t) => ({ records: t.field({ type: [SelectedRecordInput], required: true, description: 'The selected records.' }) }),
});
const ChangeRecordsStatusInput = builder.inputType('ChangeRecordsStatusInput', {
  description: 'The selected rows and the status to give them.',
  fields: (t) => ({
    records: t.field({ type: [SelectedRecordInput], required: true, description: 'The selected records (1 to 100).' }),
    active: t.boolean({ required: true, description: 'true: status 1 (active); false: status 0 (inactive).' }),
  }),
});
const UndoDeletesInput = builder.inputType('UndoDeletesInput', {
  description: "How many of the signed-in user's last deletions to undo.",
  fields: (t) => ({
    count: t.int({ required: true, description: 'numberOfDeletedItem: 1 to 100 (a bulk delete of n records is undone with n).' }),
  }),
});

interface Success {
  __typename: string;
  record?: RecordSource;
  records?: RecordSource[];
  deletedIds?: string[];
  restored?: Restored[];
  message?: string;
}
interface Restored {
  objectName: string;
  name: string;
  objectUrl: string;
  id: number;
  canOpen: boolean;
}

const UndoneRecord = builder.objectRef<Restored>('UndoneRecord').implement({
  description: "A record an undo restored (the spec's undo result: objectName, name, objectUrl, id).",
  fields: (t) => ({
    id: t.id({ description: 'Global id of the restored record.', resolve: (r) => encodeGlobalID(r.objectName, r.id) }),
    objectName: t.exposeString('objectName', { description: 'Its record type.' }),
    name: t.exposeString('name', { description: 'Its display name.' }),
    canOpen: t.exposeBoolean('canOpen', {
      description: 'Whether the undo toast offers a link to open it (Organization, Opportunity, Project, Case, Task, SalesOrder).',
    }),
    url: t.string({
      nullable: true,
      description: 'Where the record opens, when canOpen (null otherwise).',
      resolve: (r) => (r.canOpen ? `/${r.objectUrl}/detail/${r.id}` : null),
    }),
    record: t.field({
      type: RecordRef,
      nullable: true,
      description: 'The restored record (batched: one upstream call per type).',
      resolve: (r, _a, ctx) => loadNode(ctx, r.objectName, r.id),
    }),
  }),
});

const SaveRecordItemSuccess = builder.objectRef<Success>('SaveRecordItemSuccess').implement({
  description: 'The row was saved.',
  isTypeOf: isType('SaveRecordItemSuccess'),
  fields: (t) => ({
    record: t.field({ type: RecordRef, description: 'The record after the change.', resolve: (s) => s.record! }),
    message: t.string({ description: 'Confirmation for the user: "Item is saved."', resolve: (s) => s.message! }),
  }),
});
const DeleteRecordsSuccess = builder.objectRef<Success>('DeleteRecordsSuccess').implement({
  description: 'The selected records were deleted (all or none per record type).',
  isTypeOf: isType('DeleteRecordsSuccess'),
  fields: (t) => ({
    deletedIds: t.idList({ description: 'Global ids of the deleted records, for `@deleteEdge`.', resolve: (s) => s.deletedIds! }),
    undoCount: t.int({
      description: 'How many of them an undo restores (undoDeletes count): the undoable ones.',
      resolve: (s) => s.records!.length,
    }),
    message: t.string({ description: 'Confirmation for the user.', resolve: (s) => s.message! }),
  }),
});
const ChangeRecordsStatusSuccess = builder.objectRef<Success>('ChangeRecordsStatusSuccess').implement({
  description: 'The selected records have the new status.',
  isTypeOf: isType('ChangeRecordsStatusSuccess'),
  fields: (t) => ({
    records: t.field({ type: [RecordRef], description: 'The records after the change.', resolve: (s) => s.records! }),
  }),
});
const UndoDeletesSuccess = builder.objectRef<Success>('UndoDeletesSuccess').implement({
  description: 'The last deletions were undone.',
  isTypeOf: isType('UndoDeletesSuccess'),
  fields: (t) => ({
    restored: t.field({ type: [UndoneRecord], description: 'The restored records, newest deletion first.', resolve: (s) => s.restored! }),
  }),
});

const SaveRecordItemPayload = builder.errorUnion('SaveRecordItemPayload', {
  description: 'Result of saveRecordItem.',
  types: [SaveRecordItemSuccess, ValidationError, PermissionError, NotFoundError, ConflictError, UpgradeRequiredError],
  omitDefaultTypes: true,
});
const DeleteRecordsPayload = builder.errorUnion('DeleteRecordsPayload', {
  description: 'Result of deleteRecords.',
  types: [DeleteRecordsSuccess, ValidationError, PermissionError, NotFoundError, ConflictError, UpgradeRequiredError],
  omitDefaultTypes: true,
});
const ChangeRecordsStatusPayload = builder.errorUnion('ChangeRecordsStatusPayload', {
  description: 'Result of changeRecordsStatus.',
  types: [ChangeRecordsStatusSuccess, ValidationError, PermissionError, NotFoundError, ConflictError, UpgradeRequiredError],
  omitDefaultTypes: true,
});
const UndoDeletesPayload = builder.errorUnion('UndoDeletesPayload', {
  description: 'Result of undoDeletes.',
  types: [UndoDeletesSuccess, ValidationError],
  omitDefaultTypes: true,
});

interface Selected {
  type: RecordTypeDef;
  ids: number[];
  globalIds: string[];
  versions: Record<string, number>;
}

/** Groups a selection by stored type (a role list mixes organizations and people), with the versions read. */
function bySelection(records: readonly { id: string | number; version?: number | null }[]): Selected[] {
  if (records.length === 0 || records.length > MAX_SELECTION) {
    const message = `Select 1 to ${MAX_SELECTION} records`;
    throw new ValidationError(message, [new FieldErrorShape('records', message)]);
  }
  const groups = new Map<string, Selected>();
  for (const r of records) {
    const { typename, id } = requireRecordRowId(r.id, STORED_TYPE_NAMES);
    let g = groups.get(typename);
    if (!g) groups.set(typename, (g = { type: recordType(typename)!, ids: [], globalIds: [], versions: {} }));
    if (g.ids.includes(id)) continue;
    g.ids.push(id);
    g.globalIds.push(String(r.id));
    if (r.version != null) g.versions[String(id)] = r.version;
  }
  return [...groups.values()];
}

const inText = (type: RecordTypeDef, n: number) => (n === 1 ? type.label : type.pluralLabel).toLowerCase();

builder.mutationFields((t) => ({
  saveRecordItem: t.field({
    type: SaveRecordItemPayload,
    description: 'Inline edit of one list row (`POST /{Object}/SaveItem`): validated, permission- and version-checked like updateRecord.',
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: SaveRecordItemInput, required: true, description: 'The row and its edited fields.' }) },
    resolve: (_p, { input }, ctx) =>
      mutate(async () => {
        const { typename, id } = requireRecordRowId(input.id, STORED_TYPE_NAMES);
        const { id: _id, version: _v, ...values } = input.values as Record<string, unknown>;
        const res = await ctx.upstream.call<ModelResponse>('POST', `/api/${typename}/SaveItem`, {
          body: { ...values, id, ...(input.version != null ? { version: input.version } : {}) },
        });
        ctx.loaders.clear();
        return { __typename: 'SaveRecordItemSuccess', record: asSource(typename, res.model, res.permission), message: ITEM_SAVED_MESSAGE };
      }),
  }),
  deleteRecords: t.field({
    type: DeleteRecordsPayload,
    description:
      'Deletes the selected records (`DELETE /{Object}/DeleteMultiple`, one call per type; all or none of a type). Undoable types are restored together by undoDeletes(count: undoCount).',
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: SelectionInput, required: true, description: 'The selection.' }) },
    resolve: (_p, { input }, ctx) =>
      mutate(async () => {
        const groups = bySelection(input.records);
        const deletedIds: string[] = [];
        const undoable: RecordSource[] = [];
        for (const g of groups) {
          await ctx.upstream.call('DELETE', `/api/${g.type.objectName}/DeleteMultiple`, { body: { idList: g.ids, versions: g.versions } });
          deletedIds.push(...g.globalIds);
          if (g.type.traits.undoable) undoable.push(...g.ids.map((id) => ({ __typename: g.type.objectName, id })));
        }
        ctx.loaders.clear();
        const only = groups.length === 1 ? groups[0]!.type : undefined;
        const n = deletedIds.length;
        const what = only ? inText(only, n) : n === 1 ? 'record' : 'records';
        return {
          __typename: 'DeleteRecordsSuccess',
          deletedIds,
          records: undoable,
          message: `${n} ${what} ${n === 1 ? 'has' : 'have'} been deleted.`,
        };
      }),
  }),
  changeRecordsStatus: t.field({
    type: ChangeRecordsStatusPayload,
    description: 'Makes the selected records active (status 1) or inactive (status 0) (`PUT /{Object}/ChangeMultipleStatus`).',
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: ChangeRecordsStatusInput, required: true, description: 'The selection and the status.' }) },
    resolve: (_p, { input }, ctx) =>
      mutate(async () => {
        const records: RecordSource[] = [];
        for (const g of bySelection(input.records)) {
          const res = await ctx.upstream.call<{ data: ({ id: number; permission?: Permission } & Record<string, unknown>)[] }>(
            'PUT',
            `/api/${g.type.objectName}/ChangeMultipleStatus`,
            { query: { status: input.active ? 1 : 0 }, body: { idList: g.ids, versions: g.versions } },
          );
          records.push(...res.data.map((m) => asSource(g.type.objectName, m)));
        }
        ctx.loaders.clear();
        return { __typename: 'ChangeRecordsStatusSuccess', records };
      }),
  }),
  undoDeletes: t.field({
    type: UndoDeletesPayload,
    description: "Restores the signed-in user's last `count` deletions of undoable types (`POST /DeleteObject/Undo`).",
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: UndoDeletesInput, required: true, description: 'How many.' }) },
    resolve: (_p, { input }, ctx) =>
      mutate(async () => {
        if (!Number.isInteger(input.count) || input.count < 1 || input.count > MAX_SELECTION) {
          const message = `count must be 1 to ${MAX_SELECTION}`;
          throw new ValidationError(message, [new FieldErrorShape('count', message)]);
        }
        const restored = await ctx.upstream.call<Restored[]>('POST', '/api/DeleteObject/Undo', {
          query: { numberOfDeletedItem: input.count },
        });
        ctx.loaders.clear();
        return { __typename: 'UndoDeletesSuccess', restored };
      }),
  }),
}));
