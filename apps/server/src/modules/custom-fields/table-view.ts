import { DEFAULT_TASK_TABLE_VIEW, type TaskTableView } from '@app/domain';
import { and, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { AppError } from '../../http/errors';
import { findProjectAccess, type Viewer } from '../work';
import { taskTableViews } from './custom-fields.schema';

async function requireVisibleProject(db: AppDb, viewer: Viewer, projectId: string): Promise<void> {
  if (!(await findProjectAccess(db, viewer, projectId))) throw new AppError(404, 'Project not found');
}

/** GET /projects/{id}/table-view: the caller's table view of the project, the default until they change it. */
export async function getTableView(db: AppDb, viewer: Viewer, projectId: string): Promise<TaskTableView> {
  await requireVisibleProject(db, viewer, projectId);
  const [row] = await db
    .select({ view: taskTableViews.view })
    .from(taskTableViews)
    .where(and(eq(taskTableViews.userId, viewer.id), eq(taskTableViews.projectId, projectId)))
    .limit(1);
  return row?.view ?? DEFAULT_TASK_TABLE_VIEW;
}

/** PUT /projects/{id}/table-view: remembers the caller's columns, sort and grouping for the project. */
export async function saveTableView(
  db: AppDb,
  viewer: Viewer,
  projectId: string,
  view: TaskTableView,
): Promise<TaskTableView> {
  await requireVisibleProject(db, viewer, projectId);
  await db
    .insert(taskTableViews)
    .values({ userId: viewer.id, projectId, view })
    .onConflictDoUpdate({
      target: [taskTableViews.userId, taskTableViews.projectId],
      set: { view, updatedAt: new Date() },
    });
  return view;
}
