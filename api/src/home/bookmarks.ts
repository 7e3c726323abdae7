// Bookmark folders and bookmarks (spec: GET /api/BookmarkFolder/List; save and delete of BookmarkFolder and
// Bookmark through the generic item calls Add, Update, Delete). Private to the user; a page is bookmarked once.
import type { FastifyInstance } from 'fastify';
import { and, asc, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import { requireUser, type UserAuth } from '../context';
import type { Db } from '../db/client';
import { bookmarkFolders, bookmarks } from '../db/schema';
import { HttpError, badRequest, notFound } from '../http/errors';
import { parseBody } from '../http/validation';

export const NAME_MESSAGE = 'Must enter name';
export const FOLDER_MESSAGE = 'Must select folder';
export const DUPLICATE_MESSAGE = 'This page is already bookmarked';
const MAX_FOLDERS = 100;
const MAX_BOOKMARKS = 1000;

const rowId = z.coerce.number().int().positive().max(2_147_483_647);
const name = z.preprocess((v) => v ?? '', z.string({ error: NAME_MESSAGE }).trim().min(1, NAME_MESSAGE).max(100));
/** A page of this site: an absolute path, never another origin (`//host`) or a script URL. */
const pagePath = z
  .string()
  .trim()
  .min(1, 'Enter the page address')
  .max(2000)
  .refine((u) => u.startsWith('/') && !u.startsWith('//') && !u.includes('\\'), 'A bookmark must be a page of this site');

const folderBody = z.object({ name });
const bookmarkBody = z.object({
  name,
  url: pagePath,
  // No folder chosen reads as 0, so the message is the spec's, not the generic required one.
  folderId: z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? 0 : v),
    z.coerce.number({ error: FOLDER_MESSAGE }).int(FOLDER_MESSAGE).positive(FOLDER_MESSAGE).max(2_147_483_647),
  ),
});

const fieldError = (status: number, field: string, message: string) => new HttpError(status, message, { errors: [{ field, message }] });

const mine = (auth: UserAuth) => ({
  folders: and(eq(bookmarkFolders.companyId, auth.companyId), eq(bookmarkFolders.userId, auth.user.id)),
  bookmarks: and(eq(bookmarks.companyId, auth.companyId), eq(bookmarks.userId, auth.user.id)),
});

type BookmarkRow = typeof bookmarks.$inferSelect;
const bookmarkModel = (b: BookmarkRow, folder: string) => ({
  id: b.id,
  userId: b.userId,
  name: b.name,
  url: b.url,
  folder,
  folderId: b.folderId,
});

export async function listBookmarkFolders(db: Db, auth: UserAuth) {
  const folders = await db
    .select()
    .from(bookmarkFolders)
    .where(mine(auth).folders)
    .orderBy(asc(bookmarkFolders.name), asc(bookmarkFolders.id));
  const rows = await db.select().from(bookmarks).where(mine(auth).bookmarks).orderBy(asc(bookmarks.name), asc(bookmarks.id));
  return folders.map((f) => ({
    id: f.id,
    userId: f.userId,
    name: f.name,
    bookmarkList: rows.filter((b) => b.folderId === f.id).map((b) => bookmarkModel(b, f.name)),
  }));
}

async function ownFolder(db: Db, auth: UserAuth, folderId: number, missing: HttpError = notFound('Bookmark folder not found')) {
  const [folder] = await db
    .select()
    .from(bookmarkFolders)
    .where(and(mine(auth).folders, eq(bookmarkFolders.id, folderId)));
  if (!folder) throw missing;
  return folder;
}

/** 'This page is already bookmarked': the same page in any of the user's folders (another bookmark than `except`). */
async function refuseDuplicate(db: Db, auth: UserAuth, url: string, except?: number) {
  const [hit] = await db
    .select({ id: bookmarks.id })
    .from(bookmarks)
    .where(and(mine(auth).bookmarks, eq(bookmarks.url, url), except ? ne(bookmarks.id, except) : undefined));
  if (hit) throw fieldError(400, 'url', DUPLICATE_MESSAGE);
}

export async function bookmarkRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  app.get('/api/BookmarkFolder/List', async (request) => listBookmarkFolders(db, requireUser(request)));

  app.post('/api/BookmarkFolder/Add', async (request) => {
    const auth = requireUser(request);
    const body = parseBody(folderBody, request.body ?? {});
    const count = (await db.select({ id: bookmarkFolders.id }).from(bookmarkFolders).where(mine(auth).folders)).length;
    if (count >= MAX_FOLDERS) throw badRequest(`A user may keep at most ${MAX_FOLDERS} bookmark folders`);
    const [folder] = await db
      .insert(bookmarkFolders)
      .values({ companyId: auth.companyId, userId: auth.user.id, name: body.name })
      .returning();
    return { id: folder!.id, userId: folder!.userId, name: folder!.name, bookmarkList: [] };
  });

  app.put('/api/BookmarkFolder/Update', async (request) => {
    const auth = requireUser(request);
    const body = parseBody(folderBody.extend({ id: rowId }), request.body ?? {});
    await ownFolder(db, auth, body.id);
    await db
      .update(bookmarkFolders)
      .set({ name: body.name })
      .where(and(mine(auth).folders, eq(bookmarkFolders.id, body.id)));
    return (await listBookmarkFolders(db, auth)).find((f) => f.id === body.id);
  });

  app.delete('/api/BookmarkFolder/Delete/:id', async (request) => {
    const auth = requireUser(request);
    const { id } = parseBody(z.object({ id: rowId }), request.params);
    const deleted = await db
      .delete(bookmarkFolders)
      .where(and(mine(auth).folders, eq(bookmarkFolders.id, id)))
      .returning({ id: bookmarkFolders.id });
    if (deleted.length === 0) throw notFound('Bookmark folder not found');
    return {};
  });

  app.post('/api/Bookmark/Add', async (request) => {
    const auth = requireUser(request);
    const body = parseBody(bookmarkBody, request.body ?? {});
    const folder = await ownFolder(db, auth, body.folderId, fieldError(400, 'folderId', FOLDER_MESSAGE));
    await refuseDuplicate(db, auth, body.url);
    const count = (await db.select({ id: bookmarks.id }).from(bookmarks).where(mine(auth).bookmarks)).length;
    if (count >= MAX_BOOKMARKS) throw badRequest(`A user may keep at most ${MAX_BOOKMARKS} bookmarks`);
    const [row] = await db
      .insert(bookmarks)
      .values({ companyId: auth.companyId, userId: auth.user.id, folderId: folder.id, name: body.name, url: body.url })
      .onConflictDoNothing()
      .returning();
    // Two tabs saving the same page at once: the unique index keeps one, the other hears the spec's message.
    if (!row) throw fieldError(400, 'url', DUPLICATE_MESSAGE);
    return bookmarkModel(row, folder.name);
  });

  app.put('/api/Bookmark/Update', async (request) => {
    const auth = requireUser(request);
    const body = parseBody(bookmarkBody.extend({ id: rowId }), request.body ?? {});
    const [current] = await db
      .select()
      .from(bookmarks)
      .where(and(mine(auth).bookmarks, eq(bookmarks.id, body.id)));
    if (!current) throw notFound('Bookmark not found');
    const folder = await ownFolder(db, auth, body.folderId, fieldError(400, 'folderId', FOLDER_MESSAGE));
    await refuseDuplicate(db, auth, body.url, body.id);
    const [row] = await db
      .update(bookmarks)
      .set({ name: body.name, url: body.url, folderId: folder.id })
      .where(and(mine(auth).bookmarks, eq(bookmarks.id, body.id)))
      .returning();
    return bookmarkModel(row!, folder.name);
  });

  app.delete('/api/Bookmark/Delete/:id', async (request) => {
    const auth = requireUser(request);
    const { id } = parseBody(z.object({ id: rowId }), request.params);
    const deleted = await db
      .delete(bookmarks)
      .where(and(mine(auth).bookmarks, eq(bookmarks.id, id)))
      .returning({ id: bookmarks.id });
    if (deleted.length === 0) throw notFound('Bookmark not found');
    return {};
  });
}
