import type { TransferCounts } from '@app/domain';
import { eq, inArray } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import {
  labels,
  projectMembers,
  projects,
  projectWorkflows,
  taskComments,
  taskLabels,
  taskRelations,
  tasks,
  timeEntries,
} from '../../db/schema';
import type { ImportPlan, ImportTarget } from './import.plan';
import { transferImports } from './transfer.schema';

// The import engine's second half: the plan's rows written in batches, each batch a transaction of a few hundred
// rows, the import's progress (rows written of rows planned) saved after each.

/** Rows per insert statement and transaction. */
export const IMPORT_BATCH_SIZE = 300;

function batches<T>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < rows.length; start += IMPORT_BATCH_SIZE)
    out.push(rows.slice(start, start + IMPORT_BATCH_SIZE));
  return out;
}

/** How many rows the plan writes (the progress bar's total). */
export function planSize(plan: ImportPlan): number {
  return (
    plan.labels.filter((label) => label.create).length +
    plan.projects.length +
    plan.tasks.length +
    plan.tasks.reduce((sum, task) => sum + task.labelIds.length, 0) +
    plan.relations.length +
    plan.comments.length +
    plan.timeEntries.length
  );
}

/** Writes the plan; answers what it created. */
export async function writePlan(
  db: AppDb,
  importId: string,
  plan: ImportPlan,
  target: ImportTarget,
  onProgress?: (processed: number, total: number) => void,
): Promise<TransferCounts> {
  const total = planSize(plan);
  let processed = 0;
  const step = async (tx: AppDb, rows: number) => {
    processed += rows;
    await tx.update(transferImports).set({ processed, total }).where(eq(transferImports.id, importId));
    onProgress?.(processed, total);
  };
  const organizationId = target.organizationId;

  // Labels, projects, their members and workflows: one transaction.
  await db.transaction(async (tx) => {
    const newLabels = plan.labels.filter((label) => label.create);
    if (newLabels.length)
      await tx.insert(labels).values(
        newLabels.map((label) => ({
          id: label.id,
          organizationId,
          ownerId: organizationId ? null : target.importer.id,
          createdBy: target.importer.id,
          name: label.name,
          color: label.color,
        })),
      );
    if (plan.projects.length) {
      await tx.insert(projects).values(
        plan.projects.map((project) => ({
          id: project.id,
          title: project.title,
          description: project.description,
          status: project.status,
          priority: project.priority,
          budget: project.budget,
          startDate: project.startDate,
          dueDate: project.dueDate,
          ownerId: project.ownerId,
          organizationId,
        })),
      );
      await tx.insert(projectMembers).values(
        plan.projects.flatMap((project) =>
          project.members.map((member) => ({
            projectId: project.id,
            userId: member.userId,
            role: member.role,
          })),
        ),
      );
      const workflows = plan.projects.filter((project) => project.workflow);
      if (workflows.length)
        await tx.insert(projectWorkflows).values(
          workflows.map((project) => ({
            projectId: project.id,
            states: project.workflow ?? [],
            updatedBy: target.importer.id,
          })),
        );
    }
    await step(tx, newLabels.length + plan.projects.length);
  });

  // Tasks, parents first (the plan is ordered by depth).
  for (const batch of batches(plan.tasks)) {
    await db.transaction(async (tx) => {
      await tx.insert(tasks).values(
        batch.map((task) => ({
          id: task.id,
          title: task.title,
          description: task.description,
          status: task.status,
          state: task.state,
          priority: task.priority,
          projectId: task.projectId,
          organizationId,
          assignedTo: task.assignedTo,
          createdBy: task.createdBy,
          dueDate: task.dueDate,
          startDate: task.startDate,
          estimate: task.estimate,
          completedAt: task.completedAt,
          recurrence: task.recurrence,
          checklist: task.checklist,
          parentId: task.parentId,
          position: task.position,
          ...(task.createdAt ? { createdAt: task.createdAt, updatedAt: task.createdAt } : {}),
        })),
      );
      await step(tx, batch.length);
    });
  }

  const links = plan.tasks.flatMap((task) => task.labelIds.map((labelId) => ({ taskId: task.id, labelId })));
  for (const batch of batches(links)) {
    await db.transaction(async (tx) => {
      await tx.insert(taskLabels).values(batch).onConflictDoNothing();
      await step(tx, batch.length);
    });
  }
  for (const batch of batches(plan.relations)) {
    await db.transaction(async (tx) => {
      await tx
        .insert(taskRelations)
        .values(batch.map((relation) => ({ ...relation, createdBy: target.importer.id })))
        .onConflictDoNothing();
      await step(tx, batch.length);
    });
  }
  for (const batch of batches(plan.comments)) {
    await db.transaction(async (tx) => {
      await tx.insert(taskComments).values(
        batch.map((comment) => ({
          id: comment.id,
          taskId: comment.taskId,
          authorId: comment.authorId,
          text: comment.text,
          ...(comment.createdAt ? { createdAt: comment.createdAt } : {}),
        })),
      );
      await step(tx, batch.length);
    });
  }
  for (const batch of batches(plan.timeEntries)) {
    await db.transaction(async (tx) => {
      await tx.insert(timeEntries).values(batch.map((entry) => ({ ...entry, organizationId })));
      await step(tx, batch.length);
    });
  }
  return plan.report.create;
}

/**
 * Takes back what a failed import wrote, so that an import is whole or nothing: its tasks (their comments, labels,
 * relations and time entries go with them), the projects it created (their members and workflows with them) and
 * the labels it created. Ids are the plan's, so nothing else is touched; an id not written yet deletes nothing.
 */
export async function undoPlan(db: AppDb, plan: ImportPlan): Promise<void> {
  await db.transaction(async (tx) => {
    // Sub-tasks first would not matter: a parent's deletion sets its sub-tasks' parent to null, and they go too.
    for (const batch of batches(plan.tasks.map((task) => task.id))) {
      await tx.delete(tasks).where(inArray(tasks.id, batch));
    }
    const projectIds = plan.projects.map((project) => project.id);
    if (projectIds.length) await tx.delete(projects).where(inArray(projects.id, projectIds));
    const labelIds = plan.labels.filter((label) => label.create).map((label) => label.id);
    if (labelIds.length) await tx.delete(labels).where(inArray(labels.id, labelIds));
  });
}
