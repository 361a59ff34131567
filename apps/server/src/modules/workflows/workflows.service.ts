import {
  DEFAULT_WORKFLOW_STATES,
  projectPermissions,
  resolveState,
  stateIdFromName,
  TASK_STATUS_LABELS,
  type TaskStatus,
  WORKFLOW_MESSAGES,
  type Workflow,
  type WorkflowState,
  type WorkflowUpdatePayload,
} from '@app/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { taskStatusChanges, tasks } from '../../db/schema';
import { AppError } from '../../http/errors';
import { findProjectAccess, type Viewer, type WorkDeps } from '../work';
import { projectWorkflows } from './workflows.schema';

const PROJECT_NOT_FOUND = 'Project not found';

/** The API's status of a stored task: its state, or its category when the state is the category itself. */
export const taskStateSql = sql<string>`coalesce(${tasks.state}, ${tasks.status})`;

/** A project's states in order (the default four for a project without its own, or for no project). */
export async function statesOfProject(
  db: AppDb,
  projectId: string | null,
): Promise<readonly WorkflowState[]> {
  if (!projectId) return DEFAULT_WORKFLOW_STATES;
  const [row] = await db
    .select({ states: projectWorkflows.states })
    .from(projectWorkflows)
    .where(eq(projectWorkflows.projectId, projectId))
    .limit(1);
  return row?.states ?? DEFAULT_WORKFLOW_STATES;
}

/** The own workflows of some projects, in one query: projects missing from the map have the default four. */
export async function statesOfProjects(
  db: AppDb,
  projectIds: readonly string[],
): Promise<Map<string, readonly WorkflowState[]>> {
  const ids = [...new Set(projectIds)];
  if (!ids.length) return new Map();
  const rows = await db
    .select({ projectId: projectWorkflows.projectId, states: projectWorkflows.states })
    .from(projectWorkflows)
    .where(inArray(projectWorkflows.projectId, ids));
  return new Map(rows.map((row) => [row.projectId, row.states]));
}

/** How a state is stored on a task: `status` its category, `state` its id unless that is the category itself. */
export function stateColumns(state: WorkflowState): { status: TaskStatus; state: string | null } {
  return { status: state.category, state: state.id === state.category ? null : state.id };
}

/**
 * The state a task's status asks for in its project's workflow (a state id, or a category for its first state);
 * anything else is a 400 naming it.
 */
export function requireState(states: readonly WorkflowState[], status: string): WorkflowState {
  const state = resolveState(states, status);
  if (!state) throw new AppError(400, WORKFLOW_MESSAGES.unknownState(status));
  return state;
}

/** The name of a task's state: from its project's workflow when it has one, else the default names. */
export function stateName(
  states: readonly WorkflowState[] | undefined,
  stateId: string,
  category: TaskStatus,
): string {
  return (
    (states ?? DEFAULT_WORKFLOW_STATES).find((state) => state.id === stateId)?.name ??
    TASK_STATUS_LABELS[category]
  );
}

async function requireProject(db: AppDb, viewer: Viewer, projectId: string, manage: boolean) {
  const access = await findProjectAccess(db, viewer, projectId);
  if (!access) throw new AppError(404, PROJECT_NOT_FOUND);
  if (manage && !projectPermissions(access.role).canEdit)
    throw new AppError(403, WORKFLOW_MESSAGES.cannotEdit);
  return access.project;
}

async function taskCounts(db: AppDb, projectId: string): Promise<Record<string, number>> {
  const rows = await db
    .select({ state: taskStateSql, count: sql<number>`count(*)::int` })
    .from(tasks)
    .where(eq(tasks.projectId, projectId))
    .groupBy(taskStateSql);
  return Object.fromEntries(rows.map((row) => [row.state, row.count]));
}

/** GET /projects/{id}/workflow: for anyone who sees the project. */
export async function getWorkflow(db: AppDb, viewer: Viewer, projectId: string): Promise<Workflow> {
  await requireProject(db, viewer, projectId, false);
  const states = await statesOfProject(db, projectId);
  return { projectId, states: [...states], taskCounts: await taskCounts(db, projectId) };
}

function sameStates(a: readonly WorkflowState[], b: readonly WorkflowState[]): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * PUT /projects/{id}/workflow: for those who may edit the project. States keep their ids (a new one gets an id
 * made from its name); the tasks of a removed state move to the kept state `moves` names for it (a removed state
 * with tasks and no move is a 409 saying so), and the tasks of a state whose category changed follow it, with a
 * row in their status history each, so every figure stays right.
 */
export async function updateWorkflow(
  { db, events }: WorkDeps,
  viewer: Viewer,
  projectId: string,
  payload: WorkflowUpdatePayload,
): Promise<Workflow> {
  const project = await requireProject(db, viewer, projectId, true);
  const current = await statesOfProject(db, projectId);
  const counts = await taskCounts(db, projectId);

  const taken = new Set(payload.states.flatMap((state) => (state.id ? [state.id] : [])));
  const next: WorkflowState[] = payload.states.map((state) => {
    const id = state.id ?? stateIdFromName(state.name, taken);
    taken.add(id);
    return { id, name: state.name, category: state.category, color: state.color.toLowerCase() };
  });
  const byId = new Map(next.map((state) => [state.id, state]));

  // Where the tasks of each state now are: the same state (its category may have changed) or the move's target.
  const targets = new Map<string, WorkflowState>();
  for (const state of current) {
    const kept = byId.get(state.id);
    if (kept) {
      targets.set(state.id, kept);
      continue;
    }
    const count = counts[state.id] ?? 0;
    if (!count) continue;
    const targetId = payload.moves?.[state.id];
    if (!targetId) throw new AppError(409, WORKFLOW_MESSAGES.moveNeeded(state.name, count));
    const target = byId.get(targetId);
    if (!target) throw new AppError(400, WORKFLOW_MESSAGES.badMoveTarget);
    targets.set(state.id, target);
  }
  // Tasks whose state id is in no workflow (left behind by a move between projects) keep their category's first.
  for (const stateId of Object.keys(counts)) {
    if (targets.has(stateId) || current.some((state) => state.id === stateId)) continue;
    const fallback = resolveState(next, stateId) ?? next[0];
    if (fallback) targets.set(stateId, fallback);
  }

  const now = new Date();
  await db.transaction(async (tx) => {
    if (sameStates(next, DEFAULT_WORKFLOW_STATES)) {
      await tx.delete(projectWorkflows).where(eq(projectWorkflows.projectId, projectId));
    } else {
      await tx
        .insert(projectWorkflows)
        .values({ projectId, states: next, updatedBy: viewer.id, updatedAt: now })
        .onConflictDoUpdate({
          target: projectWorkflows.projectId,
          set: { states: next, updatedBy: viewer.id, updatedAt: now },
        });
    }
    for (const [fromId, target] of targets) {
      const columns = stateColumns(target);
      const inState = and(eq(tasks.projectId, projectId), sql`${taskStateSql} = ${fromId}`);
      // A state kept in its category: its tasks' stored columns already say it.
      if (
        fromId === target.id &&
        current.find((state) => state.id === fromId)?.category === target.category
      ) {
        continue;
      }
      // The status history first: a row for each task whose category changes.
      await tx.execute(sql`
        insert into ${taskStatusChanges} (id, task_id, project_id, organization_id, from_status, to_status, changed_by, changed_at)
        select substr(md5(random()::text || ${tasks.id}), 1, 24), ${tasks.id}, ${tasks.projectId}, ${tasks.organizationId},
          ${tasks.status}, ${target.category}, ${viewer.id}, ${now.toISOString()}::timestamptz
        from ${tasks}
        where ${inState} and ${tasks.status} <> ${target.category}`);
      await tx
        .update(tasks)
        .set({
          ...columns,
          completedAt:
            target.category === 'done'
              ? sql`coalesce(${tasks.completedAt}, ${now.toISOString()}::timestamptz)`
              : null,
          updatedAt: now,
        })
        .where(
          and(
            inState,
            sql`(${tasks.status}, ${tasks.state}) is distinct from (${columns.status}, ${columns.state})`,
          ),
        );
    }
  });
  events.publish({
    type: 'workflow.changed',
    projectId,
    organizationId: project.organizationId,
    actor: { userId: viewer.id, userName: viewer.name },
  });
  return { projectId, states: next, taskCounts: await taskCounts(db, projectId) };
}
