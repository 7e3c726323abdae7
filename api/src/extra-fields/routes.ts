// Extra field calls: definitions (`GET /api/ExtraField/GetModel/{id}?parentObject`, List, and the
// administrators' Add/Update/Delete) and values (`PUT /api/ExtraFieldValue/Update`). The side panel's
// add-field dialog (`GetAvailableField`, `UpdateSidePanel`) is registered per record type by records/routes.ts.
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { EXTRA_FIELD_TYPES, catalogue, extraFieldName, fieldsOf, recordType, type RecordTypeDef } from '../../../contract';
import { requireUser, type UserAuth } from '../context';
import type { Db } from '../db/client';
import { extraFields, users } from '../db/schema';
import { EDIT_MESSAGE, badRequest, forbidden, notFound } from '../http/errors';
import { MAX_ID } from '../http/input-guard';
import { parseBody } from '../http/validation';
import { atLeast } from '../permissions';
import { endpointOf } from '../records/endpoints';
import { permissionOf } from '../records/read';
import {
  definitionsFor,
  extraFieldDefs,
  isFreemium,
  requireExtraWrite,
  storeExtraValues,
  toModel,
  validateExtraValues,
  withExtraValues,
} from './store';
import { publishLookupChange } from '../hub/bus';

const ADMIN_MESSAGE = 'Only administrators can manage extra fields';
const objectName = z
  .string()
  .max(50)
  .refine((n) => !!recordType(n) && recordType(n)!.objectName !== 'Watch', 'Unknown object')
  .transform((n) => recordType(n)!.objectName);

const definitionInput = z.object({
  parentObject: objectName,
  name: z.string().trim().min(1, 'Please complete all required fields').max(100),
  fieldType: z.enum(EXTRA_FIELD_TYPES),
  isRequired: z.boolean().default(false),
  numberOfColumn: z.number().int().min(1).max(2).default(1),
  section: z.string().max(100).default(''),
  sortOrder: z.number().int().min(0).max(10_000).default(0),
  extraFieldOptionList: z
    .array(z.object({ optionValue: z.string().trim().min(1).max(100), name: z.string().trim().min(1).max(200) }))
    .max(100)
    .default([]),
  condition: z
    .object({ field: z.string().min(1).max(100), value: z.string().max(200) })
    .nullable()
    .default(null),
});

function requireAdmin(auth: UserAuth) {
  if (!auth.user.isAdministrator) throw forbidden(ADMIN_MESSAGE);
}

/** What the schema cannot say: choices for a select or radio, a condition on a field of the type (400, naming it). */
function checkDefinition(input: z.infer<typeof definitionInput>) {
  const needsOptions = input.fieldType === 'select' || input.fieldType === 'radio';
  const fail = (field: string, message: string) => {
    throw badRequest(message, [{ field, message }]);
  };
  if (needsOptions && input.extraFieldOptionList.length === 0) fail('extraFieldOptionList', 'A select or radio field needs options');
  if (new Set(input.extraFieldOptionList.map((o) => o.optionValue)).size < input.extraFieldOptionList.length)
    fail('extraFieldOptionList', 'Options must have different values');
  if (input.condition && !fieldsOf(recordType(input.parentObject)!).some((f) => f.name === input.condition!.field))
    fail('condition', 'Unknown condition field');
}

async function definition(db: Db, auth: UserAuth, id: number) {
  const [row] = await db
    .select()
    .from(extraFields)
    .where(and(eq(extraFields.id, id), eq(extraFields.companyId, auth.companyId)));
  if (!row) throw notFound('Extra field not found');
  return row;
}

const idParams = z.object({ id: z.coerce.number().int().min(0).max(MAX_ID) });
const valueInput = z.object({
  parentObject: objectName,
  parentId: z.coerce.number().int().positive().max(MAX_ID),
  fieldValueList: z
    .array(
      z.object({
        extraFieldId: z.coerce.number().int().positive().max(MAX_ID),
        fieldValue: z.union([z.string().max(10_000), z.number(), z.boolean(), z.null()]),
      }),
    )
    .max(200),
});

/** The record an extra-value call names (404 when not readable), with the viewer's permission. */
async function recordOf(db: Db, auth: UserAuth, parentObject: string, parentId: number) {
  const ep = endpointOf(recordType(parentObject)!);
  const { kind, row } = await ep.resolve(db, auth, parentId);
  const permission = await permissionOf(db, kind, auth, row);
  return { kind, row: { ...row, permission } };
}

/** Values of a record as the spec's fieldValue list. */
async function fieldValueList(db: Db, auth: UserAuth, row: { id: number; objectName: string; permission: 'read' | 'write' | 'lock' }) {
  const [withValues] = await withExtraValues(db, auth.companyId, [row as typeof row & Record<string, unknown>]);
  const defs = await definitionsFor(db, auth.companyId, row.objectName);
  const hidden = new Set((withValues!.extraHidden as string[] | undefined) ?? []);
  return defs.map((d) => {
    const v = withValues![extraFieldName(d.id)];
    return {
      extraFieldId: d.id,
      fieldValue: v ?? null,
      displayValue: hidden.has(extraFieldName(d.id)) ? '--' : v === null || v === undefined ? '' : String(v),
    };
  });
}

/** Fields offered to the side panel of a record type: its list-worthy fields and its extra fields. */
async function availableFields(db: Db, auth: UserAuth, type: RecordTypeDef) {
  const [user] = await db.select({ preferences: users.preferences }).from(users).where(eq(users.id, auth.user.id));
  const selected = (user?.preferences as { sidePanelFields?: Record<string, string[]> } | undefined)?.sidePanelFields?.[type.objectName];
  const own = fieldsOf(type).filter((f) => !f.readOnly || f.list);
  const extras = await extraFieldDefs(db, auth.companyId, type.objectName);
  const chosen = new Set(selected ?? own.filter((f) => f.list).map((f) => f.name));
  return [...own, ...extras].map((f) => ({ fieldName: f.name, fieldLabel: f.label, isExtra: !!f.extra, isSelected: chosen.has(f.name) }));
}

export async function extraFieldRoutes(app: FastifyInstance) {
  const db = app.ctx.db;
  // The bff keeps definitions and side-panel choices with each session's lookups: say when they change.
  const definitionsChanged = (auth: UserAuth) => publishLookupChange(app.ctx.hub, { companyId: auth.companyId, lookup: 'extraFields' });

  app.get('/api/ExtraField/GetModel/:id', async (request) => {
    const auth = requireUser(request);
    const { id } = parseBody(idParams, request.params);
    if (id === 0) {
      const { parentObject } = parseBody(z.object({ parentObject: objectName.default('Organization') }), request.query ?? {});
      return {
        data: {
          id: 0,
          parentObject,
          name: '',
          fieldType: 'text',
          isRequired: false,
          numberOfColumn: 1,
          section: '',
          sortOrder: 0,
          extraFieldOptionList: [],
          condition: null,
        },
        isReadOnly: !auth.user.isAdministrator,
      };
    }
    return { data: toModel(await definition(db, auth, id)), isReadOnly: !auth.user.isAdministrator };
  });

  app.get('/api/ExtraField/List', async (request) => {
    const auth = requireUser(request);
    const { parentObject } = parseBody(z.object({ parentObject: objectName }), request.query ?? {});
    // Values are read-only for freemium users: forms show them without an input.
    return { data: await definitionsFor(db, auth.companyId, parentObject), isReadOnly: isFreemium(auth) };
  });

  app.post('/api/ExtraField/Add', async (request) => {
    const auth = requireUser(request);
    requireAdmin(auth);
    const input = parseBody(definitionInput, request.body ?? {});
    checkDefinition(input);
    const [row] = await db
      .insert(extraFields)
      .values({ ...input, options: input.extraFieldOptionList, companyId: auth.companyId })
      .returning();
    await definitionsChanged(auth);
    return { data: toModel(row!) };
  });

  app.put('/api/ExtraField/Update', async (request) => {
    const auth = requireUser(request);
    requireAdmin(auth);
    const { id } = parseBody(z.object({ id: z.coerce.number().int().positive().max(MAX_ID) }), request.body ?? {});
    const before = await definition(db, auth, id);
    const input = parseBody(definitionInput, { ...toModel(before), ...(request.body as object) });
    checkDefinition(input);
    const [row] = await db
      .update(extraFields)
      .set({ ...input, options: input.extraFieldOptionList })
      .where(and(eq(extraFields.id, id), eq(extraFields.companyId, auth.companyId)))
      .returning();
    await definitionsChanged(auth);
    return { data: toModel(row!) };
  });

  app.delete('/api/ExtraField/Delete/:id', async (request) => {
    const auth = requireUser(request);
    requireAdmin(auth);
    const { id } = parseBody(idParams, request.params);
    await definition(db, auth, id);
    await db.delete(extraFields).where(and(eq(extraFields.id, id), eq(extraFields.companyId, auth.companyId)));
    await definitionsChanged(auth);
    return { id };
  });

  app.put('/api/ExtraFieldValue/Update', async (request) => {
    const auth = requireUser(request);
    const input = parseBody(valueInput, request.body ?? {});
    const { row } = await recordOf(db, auth, input.parentObject, input.parentId);
    if (!atLeast(row.permission, 'write')) throw forbidden(EDIT_MESSAGE);
    requireExtraWrite(auth);
    const defs = await definitionsFor(db, auth.companyId, row.objectName);
    const [current] = await withExtraValues(db, auth.companyId, [row]);
    const sent = new Map(input.fieldValueList.map((v) => [v.extraFieldId, v.fieldValue as unknown]));
    const typed = await validateExtraValues(db, auth, defs, current!, sent);
    await storeExtraValues(db, auth.companyId, row.objectName, row.id, typed);
    return { fieldValueList: await fieldValueList(db, auth, row) };
  });

  for (const type of catalogue) {
    if (type.objectName === 'Watch') continue;
    const base = `/api/${type.objectName}`;
    app.get(`${base}/GetAvailableField/:id`, async (request) => {
      const auth = requireUser(request);
      const { id } = parseBody(idParams, request.params);
      if (id > 0) await recordOf(db, auth, type.objectName, id);
      return { data: await availableFields(db, auth, type) };
    });
    app.post(`${base}/UpdateSidePanel`, async (request) => {
      const auth = requireUser(request);
      const { fieldList } = parseBody(z.object({ fieldList: z.array(z.string().max(100)).max(100) }), request.body ?? {});
      const offered = new Set((await availableFields(db, auth, type)).map((f) => f.fieldName));
      const unknown = fieldList.find((f) => !offered.has(f));
      if (unknown) throw notFound(`Unknown field ${unknown}`);
      await db
        .update(users)
        .set({
          preferences: sql`${users.preferences} || jsonb_build_object('sidePanelFields', coalesce(${users.preferences} -> 'sidePanelFields', '{}'::jsonb) || jsonb_build_object(${type.objectName}::text, ${JSON.stringify(fieldList)}::jsonb))`,
        })
        .where(eq(users.id, auth.user.id));
      // The user's other sessions keep the choice with their lookups at the bff.
      await publishLookupChange(app.ctx.hub, { companyId: auth.companyId, userId: auth.user.id, lookup: 'sidePanelFields' });
      return { data: await availableFields(db, auth, type) };
    });
  }
}
