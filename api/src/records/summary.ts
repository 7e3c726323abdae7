// One record's read calls: GetModel, GetSummary (side panel), GetPreview (one block per section) and
// GetRecent (what changed under it).
import { and, desc, eq, or } from 'drizzle-orm';
import type { PreviewResponse, RecentItem } from '../../../contract';
import type { UserAuth } from '../context';
import type { Db } from '../db/client';
import { auditHistory, users } from '../db/schema';
import { atLeast, newRecordPermission } from '../permissions';
import { fullName } from '../users/model';
import { isFollowing } from './follow';
import { kindOf, type StoredKind } from './kinds';
import { modelOf, ownerName, permissionOf, rowsByIds, type Row } from './read';
import { listingSections, sectionPage } from './sections';
import { defaultValues } from './writes';

/** GetModel/0: a blank model with the catalogue's defaults, owned by the session user. */
export function blankModel(kind: StoredKind, auth: UserAuth, extra: Record<string, unknown> = {}) {
  const model: Record<string, unknown> = { id: 0, objectName: kind.type.objectName, name: '', url: '', ...defaultValues(kind), ownerId: auth.user.id, isLocked: false };
  for (const f of kind.fields) if (!(f.name in model)) model[f.name] = f.kind === 'checkbox' ? false : null;
  if (kind.type.traits.party) Object.assign(model, { addressList: [], phoneList: [], emailList: [] });
  return {
    model: { ...model, ...extra },
    viewData: { ownerName: fullName(auth.user) },
    permission: newRecordPermission(auth.user, kind.type.module),
  };
}

export async function getModel(db: Db, kind: StoredKind, auth: UserAuth, row: Row) {
  const [model, permission, owner] = await Promise.all([
    modelOf(db, kind, auth.companyId, row),
    permissionOf(db, kind, auth, row),
    ownerName(db, auth.companyId, row.ownerId),
  ]);
  return { model, viewData: { ownerName: owner }, permission };
}

/** Contacts: the rows of the type's `contact` section (an organization's people), else 0. */
async function contactCount(db: Db, kind: StoredKind, auth: UserAuth, row: Row) {
  const section = kind.type.sections.find((s) => s.key === 'contact');
  if (!section) return 0;
  return (await sectionPage(db, kind, auth, row, section, { currentPage: 1, pageSize: 1 })).totalItem;
}

export async function getSummary(db: Db, kind: StoredKind, auth: UserAuth, row: Row) {
  const [base, following, contacts] = await Promise.all([
    getModel(db, kind, auth, row),
    isFollowing(db, auth, kind.type.objectName, row.id),
    contactCount(db, kind, auth, row),
  ]);
  const menu = ['Task', 'Call', 'Email', 'Event'];
  if (atLeast(base.permission, 'write')) menu.push('Edit');
  if (kind.type.traits.followable) menu.push(following ? 'Unfollow' : 'Follow');
  return {
    ...base,
    viewData: {
      ownerName: base.viewData.ownerName,
      dropboxEmail: `dropbox-${kind.type.urlSegment}-${row.id}@c${auth.companyId}.dropbox.local`,
      contactCount: contacts,
      isFollowing: following,
    },
    menu,
  };
}

export async function getPreview(db: Db, kind: StoredKind, auth: UserAuth, row: Row): Promise<PreviewResponse> {
  const base = await getModel(db, kind, auth, row);
  const previewData = await Promise.all(
    listingSections(kind.type.sections)
      .filter((s) => s.kind === 'records')
      .map(async (s) => {
        const page = await sectionPage(db, kind, auth, row, s, { currentPage: 1, pageSize: 5 });
        return { section: s.key, label: s.label, objectName: s.type!, totalItem: page.totalItem, data: page.data };
      }),
  );
  return {
    model: base.model as PreviewResponse['model'],
    previewData: previewData as PreviewResponse['previewData'],
    viewData: base.viewData,
    sidePanel: kind.fields.filter((f) => f.list).map((f) => ({ fieldName: f.name, fieldLabel: f.label })),
    permission: base.permission,
  };
}

/**
 * Items recently changed under a record: audit rows whose object or top parent is the record, newest
 * first, one per item, at most 20; items deleted since are left out.
 */
export async function getRecent(db: Db, kind: StoredKind, auth: UserAuth, row: Row): Promise<RecentItem[]> {
  const name = kind.type.objectName;
  const rows = await db
    .select({
      objectName: auditHistory.objectName,
      objectId: auditHistory.objectId,
      action: auditHistory.action,
      changeDate: auditHistory.changeDate,
      userId: auditHistory.userId,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(auditHistory)
    .leftJoin(users, eq(users.id, auditHistory.userId))
    .where(
      and(
        eq(auditHistory.companyId, auth.companyId),
        or(
          and(eq(auditHistory.objectName, name), eq(auditHistory.objectId, row.id)),
          and(eq(auditHistory.topParentObject, name), eq(auditHistory.topParentId, row.id)),
        ),
      ),
    )
    .orderBy(desc(auditHistory.changeDate), desc(auditHistory.id))
    .limit(500);
  const latest = new Map<string, (typeof rows)[number]>();
  for (const r of rows) {
    const key = `${r.objectName}:${r.objectId}`;
    if (!latest.has(key) && latest.size < 20) latest.set(key, r);
  }
  // Current name and URL from the live rows, one query per type.
  const live = new Map<string, Row>();
  const byType = new Map<string, number[]>();
  for (const r of latest.values()) byType.set(r.objectName, [...(byType.get(r.objectName) ?? []), r.objectId]);
  for (const [objectName, ids] of byType) {
    const k = kindOf(objectName);
    if (k) for (const item of await rowsByIds(db, k, auth, ids)) live.set(`${objectName}:${item.id}`, item);
  }
  const out: RecentItem[] = [];
  for (const [key, r] of latest) {
    const item = live.get(key);
    if (!item) continue;
    out.push({
      objectName: r.objectName,
      id: r.objectId,
      name: item.name,
      url: item.url,
      action: r.action,
      changeDate: r.changeDate.toISOString(),
      userId: r.userId,
      userName: r.firstName === null ? null : fullName({ firstName: r.firstName, lastName: r.lastName ?? '' }),
    });
  }
  return out;
}
