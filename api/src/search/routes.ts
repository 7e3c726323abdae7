// Search across record types (AllObject/Search, AllObject/LookupValue) and the user lookups
// (User/NameSearch, User/NameCheck). Every search reads through the record engine, so tenant scope and
// deleted rows are handled exactly as in lists.
import type { FastifyInstance } from 'fastify';
import { and, asc, eq, ilike, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  SEARCH_ALL_GROUP_SIZE,
  SEARCH_ALL_TYPES,
  SEARCH_MIN_LENGTH,
  QUICK_SEARCH_TYPES,
  recordType,
  type SearchAllGroup,
} from '../../../contract';
import { requireUser, type UserAuth } from '../context';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { notFound } from '../http/errors';
import { moduleReach } from '../permissions/module-access';
import { parseBody } from '../http/validation';
import { endpointOf } from '../records/endpoints';
import { kindOf } from '../records/kinds';
import { likePattern, quickSearchHit } from '../records/lists';
import { fullName } from '../users/model';

const typeOf = (objectName: string) => recordType(objectName)!;

/** The first page of each search-all type for the keyword (one query and one count per type, in parallel). */
export async function searchAll(
  db: Db,
  auth: UserAuth,
  keyword: string,
  reaches: (objectName: string) => boolean = () => true,
): Promise<SearchAllGroup[]> {
  const k = keyword.trim();
  if (k.length < SEARCH_MIN_LENGTH) return [];
  return Promise.all(
    SEARCH_ALL_TYPES.filter(reaches).map(async (objectName) => {
      const type = typeOf(objectName);
      const kind = kindOf(objectName)!;
      const page = await endpointOf(type).page(db, auth, {
        currentPage: 1,
        pageSize: SEARCH_ALL_GROUP_SIZE,
        orderBy: 'name',
        direction: 'asc',
        parameter: { keyword: k },
      });
      return {
        objectName,
        label: type.label,
        pluralLabel: type.pluralLabel,
        urlSegment: type.urlSegment,
        totalItem: page.totalItem,
        totalExact: page.totalExact,
        data: page.data.map((row) => quickSearchHit(kind, row)),
      };
    }),
  );
}

const describe = (objectName: string) => {
  const t = typeOf(objectName);
  return { objectName: t.objectName, label: t.label, pluralLabel: t.pluralLabel, urlSegment: t.urlSegment };
};

/** What the search boxes offer: the types each search covers and the minimum length. */
export const lookupValue = () => ({
  minLength: SEARCH_MIN_LENGTH,
  searchAllList: SEARCH_ALL_TYPES.map(describe),
  quickSearchList: QUICK_SEARCH_TYPES.map(describe),
});

const userName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;

/** Users of the company whose full name contains the term (2+ characters), at most 10, by name. */
export async function userNameSearch(db: Db, auth: UserAuth, term: string) {
  const t = term.trim();
  if (t.length < SEARCH_MIN_LENGTH) return [];
  const rows = await db
    .select()
    .from(users)
    .where(and(eq(users.companyId, auth.companyId), ilike(userName, likePattern(t))))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
    .limit(10);
  return rows.map((u) => ({ id: u.id, name: fullName(u), objectName: 'User', url: null }));
}

/** The user of the company with exactly this full name (case-insensitive), else 404 "Invalid object". */
export async function userNameCheck(db: Db, auth: UserAuth, name: string) {
  const n = name.trim().toLowerCase();
  const [user] = n
    ? await db
        .select()
        .from(users)
        .where(and(eq(users.companyId, auth.companyId), sql`lower(${userName}) = ${n}`))
        .orderBy(asc(users.id))
        .limit(1)
    : [];
  if (!user) throw notFound('Invalid object');
  return { id: user.id, name: fullName(user) };
}

export async function searchRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  app.get('/api/AllObject/Search', async (request) => {
    const { keyword } = parseBody(z.object({ keyword: z.string().max(200).default('') }), request.query ?? {});
    // Types of modules outside the user's plan are left out (their names would leak what the plan locks).
    const reach = await moduleReach(request);
    const reaches = (objectName: string) => reach(typeOf(objectName).module);
    return { keyword: keyword.trim(), data: await searchAll(db, requireUser(request), keyword, reaches) };
  });
  app.get('/api/AllObject/LookupValue', async (request) => {
    requireUser(request);
    return lookupValue();
  });
  app.get('/api/User/NameSearch', async (request) => {
    const { term } = parseBody(z.object({ term: z.string().max(200).default('') }), request.query ?? {});
    return userNameSearch(db, requireUser(request), term);
  });
  // Form-encoded like the record types' NameCheck.
  app.post('/api/User/NameCheck', { config: { formBody: true } }, async (request) => {
    const { name } = parseBody(z.object({ name: z.string().max(300).default('') }), request.body ?? {});
    return userNameCheck(db, requireUser(request), name);
  });
}
