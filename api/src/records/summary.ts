// Read calls of records: GetModel, GetSummary (side panel) for one record or a batch, GetPreview (one
// block per section).
import type { PreviewResponse } from '../../../contract';
import type { UserAuth } from '../context';
import type { Db } from '../db/client';
import { atLeast, newRecordPermission } from '../permissions';
import { fullName } from '../users/model';
import { followedIds } from './follow';
import { type StoredKind } from './kinds';
import { modelsOf, ownerNames, withPermissions, type Row } from './read';
import { listingSections, sectionPage, sectionTotals } from './sections';
import { defaultValues } from './writes';
import { withExtraValues } from '../extra-fields/store';

/** GetModel/0: a blank model with the catalogue's defaults, owned by the session user. */
export function blankModel(kind: StoredKind, auth: UserAuth, extra: Record<string, unknown> = {}) {
  const model: Record<string, unknown> = {
    id: 0,
    objectName: kind.type.objectName,
    name: '',
    url: '',
    ...defaultValues(kind),
    ownerId: auth.user.id,
    isLocked: false,
  };
  for (const f of kind.fields) if (!(f.name in model)) model[f.name] = f.kind === 'checkbox' ? false : null;
  if (kind.type.traits.party) Object.assign(model, { addressList: [], phoneList: [], emailList: [] });
  return {
    model: { ...model, ...extra },
    viewData: { ownerName: fullName(auth.user) },
    permission: newRecordPermission(auth.user, kind.type.module),
  };
}

/** GetModel's answer for rows of one kind: models, permissions and owner names in a fixed number of queries. */
export async function modelResponses(db: Db, kind: StoredKind, auth: UserAuth, rows: Row[]) {
  const [models, permitted, owners] = await Promise.all([
    modelsOf(db, kind, auth.companyId, rows),
    withPermissions(db, kind, auth, rows),
    ownerNames(
      db,
      auth.companyId,
      rows.map((r) => r.ownerId),
    ),
  ]);
  // Extra values (`extra_{id}`), hidden where the permission is read and the field has a condition.
  const withExtras = await withExtraValues(
    db,
    auth.companyId,
    models.map((m, i) => ({ ...m, permission: permitted[i]!.permission })),
  );
  return withExtras.map(({ permission: _permission, ...model }, i) => ({
    model: model as unknown as Row,
    viewData: { ownerName: owners.get(model.ownerId) ?? null },
    permission: permitted[i]!.permission,
  }));
}

export async function getModel(db: Db, kind: StoredKind, auth: UserAuth, row: Row) {
  return (await modelResponses(db, kind, auth, [row]))[0]!;
}

/** Contacts: the rows of the type's `contact` section (an organization's people), else 0. */
async function contactCounts(db: Db, kind: StoredKind, auth: UserAuth, rows: Row[]): Promise<Map<number, number>> {
  const section = kind.type.sections.find((s) => s.key === 'contact');
  return section ? sectionTotals(db, kind, auth, rows, section) : new Map();
}

/**
 * GetSummary for rows of one kind: the model facts plus follow state, contact count, quick actions and
 * dropbox address, each read once for all rows (the same queries for one row or a hundred).
 */
export async function summaries(db: Db, kind: StoredKind, auth: UserAuth, rows: Row[]) {
  const [bases, following, contacts] = await Promise.all([
    modelResponses(db, kind, auth, rows),
    followedIds(
      db,
      auth,
      kind.type.objectName,
      rows.map((r) => r.id),
    ),
    contactCounts(db, kind, auth, rows),
  ]);
  return bases.map((base, i) => {
    const row = rows[i]!;
    const isFollowing = following.has(row.id);
    const menu = ['Task', 'Call', 'Email', 'Event'];
    if (atLeast(base.permission, 'write')) menu.push('Edit');
    if (kind.type.traits.followable) menu.push(isFollowing ? 'Unfollow' : 'Follow');
    return {
      ...base,
      viewData: {
        ownerName: base.viewData.ownerName,
        dropboxEmail: `dropbox-${kind.type.urlSegment}-${row.id}@c${auth.companyId}.dropbox.local`,
        contactCount: contacts.get(row.id) ?? 0,
        isFollowing,
      },
      menu,
    };
  });
}

export async function getSummary(db: Db, kind: StoredKind, auth: UserAuth, row: Row) {
  return (await summaries(db, kind, auth, [row]))[0]!;
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
