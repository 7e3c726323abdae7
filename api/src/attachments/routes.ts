// The attachment calls (CONTRACT.md "Attachments"): upload or link (UpdateAttachment), associate uploads
// with a record (UpdateAssociate), the blank model, delete, the bytes (ViewAttachment) and, for every
// catalogued type, the record's attachment list `/api/{Object}/Attachment/{id}` and its batch `?idList=`.
import { requireTypeModule } from '../permissions/module-access';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { catalogue, formatFileSize } from '../../../contract';
import { requireUser, type UserAuth } from '../context';
import { attachments } from '../db/schema';
import { HttpError, REQUIRED_MESSAGE, badRequest, notFound } from '../http/errors';
import { parseBody } from '../http/validation';
import { byKind, endpointOf } from '../records/endpoints';
import { parseIdList } from '../records/lists';
import { sectionPaging } from '../records/sections';
import {
  attachmentModel,
  attachmentModels,
  attachmentPages,
  blankAttachment,
  requireAttachment,
  requireWritableParent,
  unassociated,
  type AttachmentRow,
  type Parent,
} from './service';
import { disposition, isViewable, servedType, sniffFile } from './sniff';
import type { StoredUpload } from './storage';

const MAX_ID = 2_147_483_647;
const id = z.coerce.number().int().min(0).max(MAX_ID);

/** The fields of UpdateAttachment (multipart fields or JSON). */
const updateFields = z.object({
  id: id.optional().default(0),
  name: z.string().trim().max(255, 'Name must be at most 255 characters').optional(),
  fileType: z.enum(['file', 'url'], { error: 'Invalid file type' }).optional(),
  url: z.string().trim().max(2000, 'URL must be at most 2000 characters').optional(),
  attachmentType: z.string().trim().max(50).optional(),
  parentObject: z.string().trim().max(50).optional(),
  parentId: id.optional(),
});
type UpdateFields = z.output<typeof updateFields>;

const httpUrl = (v: string) => {
  try {
    const u = new URL(v);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
};

/** Reads a multipart upload: its fields, and its one file streamed to temporary storage under the size limit. */
async function readMultipart(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<{ fields: Record<string, string>; file: StoredUpload | null; fileName: string | null }> {
  const { storage, maxBytes } = app.ctx.attachments;
  const fields: Record<string, string> = {};
  let file: StoredUpload | null = null;
  let fileName: string | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 20, fieldSize: 4096 } })) {
      if (part.type === 'file') {
        fileName = part.filename || 'file';
        file = await storage.receive(part.file);
      } else {
        fields[part.fieldname] = String(part.value ?? '');
      }
    }
  } catch (err) {
    await file?.discard();
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, `The file is larger than the ${formatFileSize(maxBytes)} limit`);
    if (code?.startsWith('FST_')) throw badRequest((err as Error).message);
    throw err;
  }
  return { fields, file, fileName };
}

async function updateAttachment(
  app: FastifyInstance,
  auth: UserAuth,
  input: UpdateFields,
  file: StoredUpload | null,
  fileName: string | null,
) {
  const { db } = app.ctx;
  const { storage } = app.ctx.attachments;
  const existing = input.id > 0 ? await requireAttachment(db, auth, input.id, 'write') : null;
  const fileType = input.fileType ?? existing?.row.fileType ?? (file ? 'file' : input.url ? 'url' : 'file');
  const parentGiven = input.parentObject !== undefined && input.parentObject !== '' && (input.parentId ?? 0) > 0;
  const parent: Parent | null = parentGiven ? await requireWritableParent(db, auth, input.parentObject!, input.parentId!) : null;

  let stored: { storageKey: string; size: number; sha256: string; contentType: string } | null = null;
  if (fileType === 'url') {
    const url = input.url ?? existing?.row.url ?? '';
    if (!url) throw badRequest(REQUIRED_MESSAGE, [{ field: 'url', message: REQUIRED_MESSAGE }]);
    if (!httpUrl(url)) throw badRequest('Invalid URL', [{ field: 'url', message: 'Invalid URL' }]);
    input.url = url;
  } else if (file) {
    const sniffed = await sniffFile(file.path, input.name || fileName || '');
    if (!sniffed.ok) throw badRequest(sniffed.message, [{ field: 'selectedFile', message: sniffed.message }]);
    stored = { storageKey: await file.commit(), size: file.size, sha256: file.sha256, contentType: sniffed.contentType };
  } else if (!existing || existing.row.fileType !== 'file') {
    throw badRequest(REQUIRED_MESSAGE, [{ field: 'selectedFile', message: REQUIRED_MESSAGE }]);
  }

  const name = input.name || existing?.row.name || fileName || input.url || 'Attachment';
  const now = new Date();
  const values = {
    name,
    fileType,
    url: fileType === 'url' ? input.url! : null,
    attachmentType: input.attachmentType ?? existing?.row.attachmentType ?? null,
    ...(stored ?? (fileType === 'url' ? { storageKey: null, size: 0, sha256: null, contentType: null } : {})),
    ...(parent ? { parentObject: parent.kind.type.objectName, parentId: parent.row.id } : {}),
    modifiedBy: auth.user.id,
    lastModifiedDate: now,
  };
  let row: AttachmentRow;
  if (existing) {
    [row] = (await db.update(attachments).set(values).where(eq(attachments.id, existing.row.id)).returning()) as [AttachmentRow];
    // A replaced file's old bytes go.
    if (existing.row.storageKey && existing.row.storageKey !== row.storageKey) await storage.remove(existing.row.storageKey);
  } else {
    [row] = (await db
      .insert(attachments)
      .values({ ...values, companyId: auth.companyId, createdBy: auth.user.id, creationDate: now })
      .returning()) as [AttachmentRow];
  }
  return { model: await attachmentModel(db, row) };
}

/** The plan gate for an attachment's record (426 when its module is outside the user's plan). */
async function requireParentModule(request: FastifyRequest, row: { parentObject: string | null }) {
  if (row.parentObject) await requireTypeModule(request, row.parentObject);
}

/** An upload names its record in multipart fields (which the route guard cannot see) or updates an attachment. */
async function requireUpdateModules(request: FastifyRequest, fields: unknown) {
  const f = (fields && typeof fields === 'object' ? fields : {}) as Record<string, unknown>;
  if (typeof f.parentObject === 'string' && f.parentObject) await requireTypeModule(request, f.parentObject);
  const existing = Number(f.id);
  if (Number.isInteger(existing) && existing > 0 && existing <= MAX_ID)
    await requireParentModule(request, (await requireAttachment(request.server.ctx.db, requireUser(request), existing)).row);
}

async function viewAttachment(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  const auth = requireUser(request);
  const { id: attachmentId } = parseBody(z.object({ id }), request.params);
  const { download } = parseBody(z.object({ download: z.string().optional() }), request.query ?? {});
  const { row } = await requireAttachment(app.ctx.db, auth, attachmentId);
  await requireParentModule(request, row);
  if (row.fileType === 'url' || !row.storageKey) return reply.redirect(row.url ?? '/', 302);
  const { stream, size } = await app.ctx.attachments.storage.open(row.storageKey).catch(() => {
    throw notFound('Attachment not found');
  });
  const inline = isViewable(row.contentType) && download !== '1' && download !== 'true';
  return reply
    .header('content-type', servedType(row.contentType))
    .header('content-length', String(size))
    .header('content-disposition', disposition(inline ? 'inline' : 'attachment', row.name))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox")
    .header('cache-control', 'private, no-store')
    .send(stream);
}

export async function attachmentRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  app.get('/api/Attachment/GetBlank', async (request) => {
    const auth = requireUser(request);
    const { maxBytes } = app.ctx.attachments;
    return { model: blankAttachment(auth), viewData: { maxSize: maxBytes, maxSizeText: formatFileSize(maxBytes) } };
  });

  app.post('/api/Attachment/UpdateAttachment', { config: { multipartBody: true } }, async (request) => {
    const auth = requireUser(request);
    if (request.isMultipart()) {
      const { fields, file, fileName } = await readMultipart(app, request);
      try {
        await requireUpdateModules(request, fields);
        return await updateAttachment(app, auth, parseBody(updateFields, fields), file, fileName);
      } finally {
        await file?.discard();
      }
    }
    await requireUpdateModules(request, request.body);
    return updateAttachment(app, auth, parseBody(updateFields, request.body ?? {}), null, null);
  });

  app.post('/api/Attachment/UpdateAssociate', async (request) => {
    const auth = requireUser(request);
    const body = parseBody(
      z.object({
        idList: z.array(z.number().int().positive().max(MAX_ID)).min(1).max(100).optional(),
        id: z.number().int().positive().max(MAX_ID).optional(),
        parentObject: z.string({ error: REQUIRED_MESSAGE }).min(1, REQUIRED_MESSAGE).max(50),
        parentId: z.coerce.number({ error: REQUIRED_MESSAGE }).int().positive(REQUIRED_MESSAGE).max(MAX_ID),
      }),
      request.body ?? {},
    );
    const ids = [...new Set(body.idList ?? (body.id ? [body.id] : []))];
    if (ids.length === 0) throw badRequest(REQUIRED_MESSAGE, [{ field: 'idList', message: REQUIRED_MESSAGE }]);
    const parent = await requireWritableParent(db, auth, body.parentObject, body.parentId);
    // The user's own uploads waiting for a record, or attachments of records the user may write (moved).
    const pending = new Set((await unassociated(db, auth, ids)).map((r) => r.id));
    for (const attachmentId of ids.filter((i) => !pending.has(i)))
      await requireParentModule(request, (await requireAttachment(db, auth, attachmentId, 'write')).row);
    const rows = await db
      .update(attachments)
      .set({ parentObject: parent.kind.type.objectName, parentId: parent.row.id, modifiedBy: auth.user.id, lastModifiedDate: new Date() })
      .where(and(eq(attachments.companyId, auth.companyId), inArray(attachments.id, ids)))
      .returning();
    return { data: await attachmentModels(db, rows) };
  });

  app.get('/api/Attachment/GetModel/:id', async (request) => {
    const auth = requireUser(request);
    const { row } = await requireAttachment(db, auth, parseBody(z.object({ id }), request.params).id);
    await requireParentModule(request, row);
    return { model: await attachmentModel(db, row) };
  });

  app.delete('/api/Attachment/Delete/:id', async (request) => {
    const auth = requireUser(request);
    const attachmentId = parseBody(z.object({ id }), request.params).id;
    // The plan first (426), then the record's permission (403).
    await requireParentModule(request, (await requireAttachment(db, auth, attachmentId)).row);
    const { row } = await requireAttachment(db, auth, attachmentId, 'write');
    await db.delete(attachments).where(eq(attachments.id, row.id));
    if (row.storageKey) await app.ctx.attachments.storage.remove(row.storageKey);
    return { id: row.id, message: 'Attachment has been deleted.' };
  });

  app.get('/api/Attachment/ViewAttachment/:id', (request, reply) => viewAttachment(app, request, reply));

  // The attachment list of every record type, one record or a batch (role types by role id).
  for (const type of catalogue) {
    const ep = endpointOf(type);
    const base = `/api/${type.objectName}/Attachment`;
    app.get(`${base}/:id`, async (request) => {
      const auth = requireUser(request);
      const { id: recordId } = parseBody(z.object({ id: id.min(1) }), request.params);
      const { kind, row } = await ep.resolve(db, auth, recordId);
      return (await attachmentPages(db, auth, kind, [row.id], parseBody(sectionPaging, request.query))).get(row.id)!;
    });
    app.get(base, async (request) => {
      const auth = requireUser(request);
      const q = (request.query ?? {}) as Record<string, unknown>;
      if (q.idList === undefined) throw badRequest('idList is required');
      const asked = parseIdList(q.idList);
      const page = parseBody(sectionPaging, q);
      const resolved = await ep.resolveMany(db, auth, asked);
      const byAsked = new Map<number, unknown>();
      for (const [kind, list] of byKind(resolved)) {
        const pages = await attachmentPages(
          db,
          auth,
          kind,
          list.map((r) => r.row.id),
          page,
        );
        for (const r of list) byAsked.set(r.id, { id: r.id, ...pages.get(r.row.id)! });
      }
      return { data: asked.filter((a) => byAsked.has(a)).map((a) => byAsked.get(a)) };
    });
  }
}
