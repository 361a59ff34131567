import { DEFAULT_TASK_TABLE_VIEW, type TaskTableView } from '@app/domain';
import { and, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { AppError } from '../../http/errors';
import { findProjectAccess, type Viewer } from '../work';
import { taskTableViews } from './custom-fields.schema';
import { fieldsOfProject } from './custom-fields.service';

async function requireVisibleProject(db: AppDb, viewer: Viewer, projectId: string): Promise<void> {
  if (!(await findProjectAccess(db, viewer, projectId))) throw new AppError(404, 'Project not found');
}

/**
 * GET /projects/{id}/table-view: the caller's table view of the project; until they change it, every column
 * (built-in, then the project's fields), unsorted and ungrouped.
 */
export async function getTableView(db: AppDb, viewer: Viewer, projectId: string): Promise<TaskTableView> {
  await requireVisibleProject(db, viewer, projectId);
  const [row] = await db
    .select({ view: taskTableViews.view })
    .from(taskTableViews)
    .where(and(eq(taskTableViews.userId, viewer.id), eq(taskTableViews.projectId, projectId)))
    .limit(1);
  if (row) return row.view;
  // Until they choose, every column: the built-in ones, then the project's fields in their order.
  const fields = await fieldsOfProject(db, projectId);
  return {
    ...DEFAULT_TASK_TABLE_VIEW,
    columns: [...DEFAULT_TASK_TABLE_VIEW.columns, ...fields.map((field) => `field:${field.id}`)],
  };
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
