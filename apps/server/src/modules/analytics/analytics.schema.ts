import {
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { id } from '../../db/columns';
import { organizations, users } from '../../db/core.schema';
import { projects } from '../projects/projects.schema';

// Every change of a task's status, recorded from now on by the task service and filled in for older tasks by
// migration 0010 (created as 'todo'; its present status at its completion or last update); and the sums the
// triggers of migration 0011 keep from it.

export const taskStatusChanges = pgTable(
  'task_status_changes',
  {
    id: id(),
    // No foreign key: a deleted task's history stays (migration 0012), so past figures keep it.
    taskId: text('task_id').notNull(),
    projectId: text('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    organizationId: text('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    // Null for the task's creation.
    fromStatus: text('from_status'),
    // Null for the task's deletion: it leaves its last status and is in none from then on.
    toStatus: text('to_status'),
    changedBy: text('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('task_status_changes_organization_changed_idx').on(table.organizationId, table.changedAt),
    index('task_status_changes_project_changed_idx').on(table.projectId, table.changedAt),
    index('task_status_changes_task_changed_idx').on(table.taskId, table.changedAt),
  ],
);

/**
 * The status history summed per UTC day (migration 0011, docs/analytics.md): for an organization's id or a
 * project's id (`scope_id`), a day and a status, how many history rows entered that status (`entered`, of which
 * `created` were creations) and left it (`exited`). Kept by a trigger on task_status_changes (inserts, moves between
 * projects or organizations, deletes) in the same transaction, so it always equals the history.
 */
export const taskFlowDays = pgTable(
  'task_flow_days',
  {
    scopeId: text('scope_id').notNull(),
    day: date('day').notNull(),
    status: text('status').notNull(),
    entered: integer('entered').notNull().default(0),
    exited: integer('exited').notNull().default(0),
    created: integer('created').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.scopeId, table.day, table.status] })],
);

/**
 * How many tasks are in each status now, for an organization's id or a project's id (`scope_id`; migration 0011,
 * docs/analytics.md): where the cumulative flow starts from. Kept by a trigger on tasks in the same transaction.
 */
export const taskStatusCounts = pgTable(
  'task_status_counts',
  {
    scopeId: text('scope_id').notNull(),
    status: text('status').notNull(),
    tasks: integer('tasks').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.scopeId, table.status] })],
);

/**
 * How many open tasks (to do, in progress, review) are due on each day, for an organization's id or a project's
 * id (migration 0011, docs/analytics.md): the overdue ageing. Kept by the same trigger on tasks.
 */
export const taskDueCounts = pgTable(
  'task_due_counts',
  {
    scopeId: text('scope_id').notNull(),
    dueDate: date('due_date').notNull(),
    tasks: integer('tasks').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.scopeId, table.dueDate] })],
);

/**
 * One row per history row entering `done` (migration 0011, docs/analytics.md), with what cycle and lead time need:
 * the task's creation, its first move to in progress before this completion, both durations in days, and its next
 * completion (`supersededAt`, null for the last). Kept by the same trigger as task_flow_days.
 */
export const taskCompletions = pgTable(
  'task_completions',
  {
    historyId: text('history_id')
      .primaryKey()
      .references(() => taskStatusChanges.id, { onDelete: 'cascade' }),
    taskId: text('task_id').notNull(),
    projectId: text('project_id'),
    organizationId: text('organization_id'),
    doneAt: timestamp('done_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
    // In days, as the figures take them: done at less started at (null without a start), and done at less
    // created at (at least 0, null without a creation row).
    cycleDays: doublePrecision('cycle_days'),
    leadDays: doublePrecision('lead_days'),
  },
  (table) => [
    // Cycle and lead time read the completions of a range from these indexes alone.
    index('task_completions_organization_done_idx').on(
      table.organizationId,
      table.doneAt,
      table.supersededAt,
      table.cycleDays,
      table.leadDays,
    ),
    index('task_completions_project_done_idx').on(
      table.projectId,
      table.doneAt,
      table.supersededAt,
      table.cycleDays,
      table.leadDays,
    ),
    index('task_completions_task_idx').on(table.taskId),
  ],
);

export type TaskStatusChangeRow = typeof taskStatusChanges.$inferSelect;
