// A record list seen through a saved view or ad-hoc criteria: the view's criteria (or the criteria sent
// instead of them) become a further condition of the engine's list query, and its sort applies unless the
// caller chose one. Lists asked without either are untouched (no view read).
import { z } from 'zod';
import type { RecordTypeDef } from '../../../contract';
import type { UserAuth } from '../context';
import type { Db } from '../db/client';
import { sortKeys } from '../db/list-keys';
import { parseBody } from '../http/validation';
import type { PagingInput } from '../records/lists';
import { checkCriteria, criteriaSql } from './criteria';
import { viewForList, type ViewModel } from './store';

const viewArgs = z.object({
  viewId: z.coerce.number().int().positive().max(2_147_483_647).nullish(),
  criteriaGroupList: z.unknown().optional(),
});

/** Whether a request asks for a view or criteria at all. */
export const asksView = (raw: unknown) => {
  const r = (raw ?? {}) as Record<string, unknown>;
  return (r.viewId !== undefined && r.viewId !== null && r.viewId !== '') || r.criteriaGroupList !== undefined;
};

export async function applyView(
  db: Db,
  auth: UserAuth,
  type: RecordTypeDef,
  raw: unknown,
  input: PagingInput,
): Promise<{ input: PagingInput; view: ViewModel | null }> {
  if (!asksView(raw)) return { input, view: null };
  const args = parseBody(viewArgs, raw);
  const view = args.viewId ? await viewForList(db, auth, type, args.viewId) : null;
  const checked = checkCriteria(type, args.criteriaGroupList ?? view?.criteriaGroupList ?? []);
  const chosenSort = (raw as Record<string, unknown>).orderBy;
  const sorted =
    view?.orderBy && (chosenSort === undefined || chosenSort === null || chosenSort === '') && sortKeys(type).includes(view.orderBy)
      ? { orderBy: view.orderBy, direction: view.direction ?? 'asc' }
      : {};
  return { input: { ...input, ...sorted, where: (kind) => criteriaSql(kind, checked) }, view };
}
