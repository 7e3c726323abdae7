import type { ObjectRef } from '@pothos/core';
import type { BuilderTypes } from '../builder';
import type { Context } from '../../context';
import type { Permission } from '../../upstream/types';
import { builder } from '../builder';
import { addressInputToModel } from '../common';
import { encodeCursor } from '../common/paging';
import { FieldErrorShape, NotFoundError, PermissionError, UpgradeRequiredError, ValidationError, mutate } from '../errors';
import { RECORD_KINDS, asSource, rowIdOf, type RecordKind, type RecordSource } from './model';

/**
 * What the create/update/delete mutations of every record type share: the GraphQL input → REST model
 * mapping, the global-id parsing, the upstream call with its error mapping to the payload union, and the
 * success payloads (`Create{Kind}Success { record, recordEdge }`, `Update{Kind}Success`, `Delete{Kind}Success`).
 */

/** Input fields every record input has (all optional here; each type decides what is required). */
export interface RecordInputShape {
  ownerId?: string | number | null;
  status?: 0 | 1 | null;
  isLocked?: boolean | null;
  description?: string | null;
  phone?: string | null;
  email?: string | null;
  addresses?: Parameters<typeof addressInputToModel>[0][] | null;
}

/** How a record type's own input fields map to its REST model. */
export interface RecordModelMapping {
  /** Copied when present and not null (a required field cannot be cleared: null means "leave as it is"). */
  required?: readonly string[];
  /** Copied when present; null clears the value. */
  optional?: readonly string[];
  /** Global ids of another record type → row ids; null clears the reference, a wrong id is a ValidationError. */
  references?: Readonly<Record<string, { types: readonly string[]; message: string }>>;
}

/** Maps a create or update input to the REST model (only the properties the input carries). */
export function recordInputToModel(input: RecordInputShape & Record<string, unknown>, mapping: RecordModelMapping = {}): Record<string, unknown> {
  const m: Record<string, unknown> = {};
  for (const key of mapping.required ?? []) {
    if (input[key] !== undefined && input[key] !== null) m[key] = input[key];
  }
  if (input.ownerId !== undefined && input.ownerId !== null) {
    const r = rowIdOf(String(input.ownerId), ['User']);
    if (!r) throw new ValidationError('Invalid owner', []);
    m.ownerId = r.id;
  }
  for (const [key, ref] of Object.entries(mapping.references ?? {})) {
    const value = input[key];
    if (value === undefined) continue;
    if (value === null) {
      m[key] = null;
      continue;
    }
    const r = rowIdOf(String(value), ref.types);
    if (!r) throw new ValidationError(ref.message, [new FieldErrorShape(key, ref.message)]);
    m[key] = r.id;
  }
  if (input.status !== undefined && input.status !== null) m.status = input.status;
  if (input.isLocked !== undefined && input.isLocked !== null) m.isLocked = input.isLocked;
  for (const key of mapping.optional ?? []) {
    if (input[key] !== undefined) m[key] = input[key];
  }
  if (input.description !== undefined) m.description = input.description;
  if (input.phone !== undefined) m.primaryPhone = input.phone;
  if (input.email !== undefined) m.primaryEmail = input.email;
  if (input.addresses) m.addressList = input.addresses.map(addressInputToModel);
  return m;
}

/** The row id behind a record's global id; anything else (wrong type, garbage) is the record not being there. */
export function requireRecordRowId(globalId: string | number, kind: RecordKind): number {
  const r = rowIdOf(String(globalId), [kind]);
  if (!r) throw new NotFoundError('Invalid object', 404);
  return r.id;
}

interface SavedShape {
  model: Record<string, unknown> & { id: number };
  permission: Permission;
}

/** `POST /api/{object}/Add` or `PUT /api/{object}/Update`; the saved model as a source with the api's permission. */
export async function saveRecord<K extends RecordKind>(ctx: Context, kind: K, body: Record<string, unknown>, id?: number) {
  const object = RECORD_KINDS[kind].object;
  const res =
    id === undefined
      ? await ctx.upstream.call<SavedShape>('POST', `/api/${object}/Add`, { body })
      : await ctx.upstream.call<SavedShape>('PUT', `/api/${object}/Update`, { body: { ...body, id } });
  ctx.loaders.clear();
  return asSource(kind, res.model, res.permission);
}

/** `DELETE /api/{object}/Delete/{id}` (soft delete). */
export async function deleteRecord(ctx: Context, kind: RecordKind, id: number): Promise<void> {
  await ctx.upstream.call('DELETE', `/api/${RECORD_KINDS[kind].object}/Delete/${id}`);
  ctx.loaders.clear();
}

type SuccessShape = { __typename: string; record?: RecordSource; deletedId?: string };
type Types = PothosSchemaTypes.ExtendDefaultTypes<BuilderTypes>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a record type's ref or edge ref, whatever its source shape
type AnyObjectRef = ObjectRef<Types, any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a record type's create or update input ref
type AnyInputRef = any;

/**
 * Declares `create{Kind}`, `update{Kind}` and `delete{Kind}` with their success types, payload unions and the
 * delete input. The create and update inputs stay with the type (their fields differ).
 */
export function defineRecordMutations(opts: {
  kind: RecordKind;
  /** Payload field of the record, e.g. `organization` (and `organizationEdge`). */
  field: string;
  /** The record type in descriptions ("organization") and its article ("an organization"). */
  noun: string;
  article: 'a' | 'an';
  ref: AnyObjectRef;
  edge: AnyObjectRef;
  createInput: AnyInputRef;
  updateInput: AnyInputRef;
  /** The type's own input fields (see `recordInputToModel`). */
  mapping: RecordModelMapping;
}) {
  const { kind, field, noun, article, mapping } = opts;
  const ref = opts.ref as ObjectRef<Types, RecordSource>;
  const edge = opts.edge as ObjectRef<Types, { cursor: string; node: RecordSource }>;
  const names = {
    create: `Create${kind}Success`,
    update: `Update${kind}Success`,
    delete: `Delete${kind}Success`,
  } as const;
  const isType = (name: string) => (v: unknown) => (v as { __typename?: string }).__typename === name;

  const DeleteInput = builder.inputType(`Delete${kind}Input` as string, {
    description: `The ${noun} to delete.`,
    fields: (t) => ({ id: t.id({ required: true, description: `Global id of the ${noun}.` }) }),
  });

  const CreateSuccess = builder.objectRef<SuccessShape>(names.create);
  CreateSuccess.implement({
    description: `The ${noun} was created.`,
    isTypeOf: isType(names.create),
    fields: (t) => ({
      [field]: t.field({ type: ref, description: `The new ${noun}.`, resolve: (s) => s.record! }),
      [`${field}Edge`]: t.field({
        type: edge,
        description: `The new ${noun} as an edge, for \`@appendEdge\`/\`@prependEdge\`.`,
        resolve: (s) => ({ cursor: encodeCursor(0), node: s.record! }),
      }),
    }),
  });

  const UpdateSuccess = builder.objectRef<SuccessShape>(names.update);
  UpdateSuccess.implement({
    description: `The ${noun} was saved.`,
    isTypeOf: isType(names.update),
    fields: (t) => ({
      [field]: t.field({ type: ref, description: `The ${noun} after the change.`, resolve: (s) => s.record! }),
    }),
  });

  const DeleteSuccess = builder.objectRef<SuccessShape>(names.delete);
  DeleteSuccess.implement({
    description: `The ${noun} was deleted (it can be restored from the recycle bin).`,
    isTypeOf: isType(names.delete),
    fields: (t) => ({
      deletedId: t.id({ description: `Global id of the deleted ${noun}, for \`@deleteEdge\`.`, resolve: (s) => s.deletedId! }),
    }),
  });

  const CreatePayload = builder.errorUnion(`Create${kind}Payload`, {
    description: `Result of create${kind}.`,
    types: [CreateSuccess, ValidationError, PermissionError, UpgradeRequiredError],
    omitDefaultTypes: true,
  });
  const UpdatePayload = builder.errorUnion(`Update${kind}Payload`, {
    description: `Result of update${kind}.`,
    types: [UpdateSuccess, ValidationError, PermissionError, NotFoundError, UpgradeRequiredError],
    omitDefaultTypes: true,
  });
  const DeletePayload = builder.errorUnion(`Delete${kind}Payload`, {
    description: `Result of delete${kind}.`,
    types: [DeleteSuccess, PermissionError, NotFoundError, UpgradeRequiredError],
    omitDefaultTypes: true,
  });

  builder.mutationFields((t) => ({
    [`create${kind}`]: t.field({
      type: CreatePayload,
      description: `Creates ${article} ${noun}.`,
      authScopes: { authenticated: true },
      args: { input: t.arg({ type: opts.createInput, required: true, description: `The new ${noun}.` }) },
      resolve: (_p, { input }, ctx) =>
        mutate(async () => ({
          __typename: names.create,
          record: (await saveRecord(ctx, kind, recordInputToModel(input as RecordInputShape & Record<string, unknown>, mapping))),
        })),
    }),
    [`update${kind}`]: t.field({
      type: UpdatePayload,
      description: `Changes ${article} ${noun} (partial update).`,
      authScopes: { authenticated: true },
      args: { input: t.arg({ type: opts.updateInput, required: true, description: 'The changes.' }) },
      resolve: (_p, { input }, ctx) =>
        mutate(async () => {
          const { id, ...changes } = input as RecordInputShape & Record<string, unknown> & { id: string };
          const rowId = requireRecordRowId(id, kind);
          return { __typename: names.update, record: (await saveRecord(ctx, kind, recordInputToModel(changes, mapping), rowId)) };
        }),
    }),
    [`delete${kind}`]: t.field({
      type: DeletePayload,
      description: `Deletes ${article} ${noun} (soft delete, undoable).`,
      authScopes: { authenticated: true },
      args: { input: t.arg({ type: DeleteInput, required: true, description: `The ${noun} to delete.` }) },
      resolve: (_p, { input }, ctx) =>
        mutate(async () => {
          await deleteRecord(ctx, kind, requireRecordRowId(input.id, kind));
          return { __typename: names.delete, deletedId: String(input.id) };
        }),
    }),
  }));

  return { DeleteInput };
}
