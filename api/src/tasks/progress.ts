// A task's progress log (POST /api/TaskProgress/PagingAndSorting): newest first; page size 0 means no paging.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { UserAuth } from '../context';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { requireRow } from '../records/read';
import { fullName } from '../users/model';
import { taskItems, taskKind } from './items';
import { taskProgress } from './schema';

export async function progressPage(db: Db, auth: UserAuth, taskId: number, currentPage: number, pageSize: number) {
  // Reading the task first: a task of another company, or a deleted one, is a 404 like any record.
  const task = await requireRow(db, taskKind(), auth, taskId);
  const where = and(eq(taskProgress.companyId, auth.companyId), eq(taskProgress.taskId, taskId));
  const [{ n }] = (await db
    .select({ n: sql<number>`count(*)::int` })
    .from(taskProgress)
    .where(where)) as [{ n: number }];
  const query = db
    .select({ progress: taskProgress, firstName: users.firstName, lastName: users.lastName })
    .from(taskProgress)
    .innerJoin(users, eq(users.id, taskProgress.userId))
    .where(where)
    .orderBy(desc(taskProgress.id));
  const rows = pageSize === 0 ? await query : await query.limit(pageSize).offset((currentPage - 1) * pageSize);
  const totalItem = Number(n);
  const [model] = await taskItems(db, auth, [task]);
  return {
    data: rows.map((r) => ({ ...r.progress, userName: fullName(r) })),
    totalItem,
    totalPage: pageSize === 0 ? 1 : Math.max(1, Math.ceil(totalItem / pageSize)),
    task: model,
  };
}
