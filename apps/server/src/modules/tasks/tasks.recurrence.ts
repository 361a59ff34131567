import { createRequire } from 'node:module';
import { addDays, daysBetween, nextRecurrence, RECURRENCE_MESSAGES } from '@app/domain';
import { eq } from 'drizzle-orm';
import type * as RRuleModule from 'rrule';
import type { AppDb } from '../../db/client';
import { type TaskRow, taskLabels, tasks } from '../../db/schema';
import type { EventOutbox } from '../../events/bus';
import { AppError } from '../../http/errors';
import { copyRemindersToInstance } from '../planning';
import { requireState, stateColumns, statesOfProject } from '../workflows';
import { recordTaskCreated } from './tasks.history';

// rrule reaches Node as CommonJS (a UMD bundle) whose named exports ESM cannot detect: loaded by require.
const { rrulestr } = createRequire(import.meta.url)('rrule') as typeof RRuleModule;

/** A repeating task needs a day to repeat from: its due date, else its start date. */
export function requireRecurrenceAnchor(
  recurrence: string | null | undefined,
  dueDate: string | null | undefined,
  startDate: string | null | undefined,
): void {
  if (recurrence && !dueDate && !startDate) throw new AppError(400, RECURRENCE_MESSAGES.needsDate);
}

/**
 * The first day of the rule after `day` (YYYY-MM-DD), by the `rrule` package; undefined past UNTIL. COUNT is left
 * out here: each instance carries the count of those left (nextRecurrence of @app/domain).
 */
export function nextOccurrence(recurrence: string, day: string): string | undefined {
  const rule = recurrence
    .split(';')
    .filter((part) => !part.toUpperCase().startsWith('COUNT='))
    .join(';');
  const start = `${day.replaceAll('-', '')}T000000Z`;
  const next = rrulestr(`DTSTART:${start}\nRRULE:${rule}`).after(new Date(`${day}T00:00:00Z`), false);
  return next ? next.toISOString().slice(0, 10) : undefined;
}

/**
 * Completing an instance of a repeating task creates the next one, inside the completion's transaction: its
 * title, description, project, assignee, priority, labels, custom values, checklist (unticked) and rule (COUNT one
 * less), its dates moved to the rule's next occurrence after the current anchor, and its reminders moved by the same
 * span. The series' unique index (`tasks_recurrence_instance_idx`) with ON CONFLICT DO NOTHING makes it happen once
 * however many processes complete the same instance at once. Answers the new task's id, or undefined (no rule, the
 * series ended, or another completion made it already).
 */
export async function createNextInstance(
  tx: AppDb,
  outbox: EventOutbox,
  task: TaskRow,
): Promise<string | undefined> {
  if (!task.recurrence) return undefined;
  const anchor = task.dueDate ?? task.startDate;
  const rule = nextRecurrence(task.recurrence);
  if (!anchor || !rule) return undefined;
  const nextAnchor = nextOccurrence(task.recurrence, anchor);
  if (!nextAnchor) return undefined;
  const shift = daysBetween(anchor, nextAnchor);
  const state = requireState(await statesOfProject(tx, task.projectId), 'todo');
  const [created] = await tx
    .insert(tasks)
    .values({
      title: task.title,
      description: task.description,
      descriptionDoc: task.descriptionDoc,
      ...stateColumns(state),
      priority: task.priority,
      projectId: task.projectId,
      organizationId: task.organizationId,
      assignedTo: task.assignedTo,
      createdBy: task.createdBy,
      dueDate: task.dueDate ? addDays(task.dueDate, shift) : null,
      startDate: task.startDate ? addDays(task.startDate, shift) : null,
      estimate: task.estimate,
      recurrence: rule,
      recurrenceOf: task.recurrenceOf ?? task.id,
      checklist: task.checklist.map((item) => ({ ...item, done: false })),
      customFields: task.customFields,
      parentId: task.parentId,
      position: task.position,
    })
    .onConflictDoNothing()
    .returning();
  if (!created) return undefined;
  await recordTaskCreated(tx, created);
  const labels = await tx
    .select({ labelId: taskLabels.labelId })
    .from(taskLabels)
    .where(eq(taskLabels.taskId, task.id));
  if (labels.length > 0) {
    await tx.insert(taskLabels).values(labels.map(({ labelId }) => ({ taskId: created.id, labelId })));
  }
  await copyRemindersToInstance(tx, outbox, task.id, created.id, shift);
  return created.id;
}
