import { and, asc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { taskLabels, tasks } from '../../db/schema';
import { type LabelRow, labels } from './labels.schema';

/** Whose labels a caller works with: their organization's, or (an individual) their own. */
export type LabelWorkspace = { organizationId: string } | { ownerId: string };

export function workspaceOf(viewer: { id: string; organizationId: string | null }): LabelWorkspace {
  return viewer.organizationId ? { organizationId: viewer.organizationId } : { ownerId: viewer.id };
}

/** The labels a task may carry: those of its organization, or for a task outside any, the caller's own. */
export function taskWorkspace(
  task: { organizationId: string | null },
  viewer: { id: string },
): LabelWorkspace {
  return task.organizationId ? { organizationId: task.organizationId } : { ownerId: viewer.id };
}

export function inWorkspace(workspace: LabelWorkspace): SQL {
  return 'organizationId' in workspace
    ? eq(labels.organizationId, workspace.organizationId)
    : (and(isNull(labels.organizationId), eq(labels.ownerId, workspace.ownerId)) as SQL);
}

export interface LabelViewRow {
  label: LabelRow;
  taskCount: number;
}

/** A workspace's labels by name, with how many tasks carry each (one statement). */
export async function listLabelViews(db: AppDb, workspace: LabelWorkspace): Promise<LabelViewRow[]> {
  return db
    .select({
      label: labels,
      taskCount: sql<number>`(select count(*)::int from ${taskLabels} where ${taskLabels.labelId} = ${labels.id})`,
    })
    .from(labels)
    .where(inWorkspace(workspace))
    .orderBy(asc(sql`lower(${labels.name})`), asc(labels.id));
}

export async function countLabels(db: AppDb, workspace: LabelWorkspace): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(labels).where(inWorkspace(workspace));
  return row?.n ?? 0;
}

export async function findLabel(db: AppDb, workspace: LabelWorkspace, id: string) {
  const [row] = await db
    .select()
    .from(labels)
    .where(and(eq(labels.id, id), inWorkspace(workspace)))
    .limit(1);
  return row;
}

/** Of these ids, those naming a label of the workspace. */
export async function labelIdsIn(
  db: AppDb,
  workspace: LabelWorkspace,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: labels.id })
    .from(labels)
    .where(and(inArray(labels.id, [...ids]), inWorkspace(workspace)));
  return new Set(rows.map((row) => row.id));
}

/** The projects (and whether any task without project) whose tasks carry the label: the lists that show it. */
export async function placesOfLabel(db: AppDb, labelId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ projectId: tasks.projectId })
    .from(taskLabels)
    .innerJoin(tasks, eq(tasks.id, taskLabels.taskId))
    .where(and(eq(taskLabels.labelId, labelId), isNotNull(tasks.projectId)));
  return rows.flatMap((row) => (row.projectId ? [row.projectId] : []));
}
