import { date, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../db/columns';
import { organizations, users } from '../../db/core.schema';
import { projects } from '../projects/projects.schema';

export const tasks = pgTable(
  'tasks',
  {
    id: id(),
    title: text('title').notNull(),
    description: text('description'),
    status: text('status').notNull().default('todo'),
    priority: text('priority').notNull().default('medium'),
    projectId: text('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    organizationId: text('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    assignedTo: text('assigned_to').references(() => users.id, { onDelete: 'set null' }),
    createdBy: text('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dueDate: date('due_date'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    checklist: jsonb('checklist')
      .$type<{ id: string; text: string; done: boolean }[]>()
      .notNull()
      .default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('tasks_project_updated_idx').on(table.projectId, table.updatedAt),
    // Also the analytics' workload and overdue ageing (docs/analytics.md): open tasks by assignee and due date,
    // read from the index alone.
    index('tasks_project_status_assignee_idx').on(
      table.projectId,
      table.status,
      table.assignedTo,
      table.dueDate,
    ),
    index('tasks_assigned_due_idx').on(table.assignedTo, table.dueDate),
    index('tasks_created_by_updated_idx').on(table.createdBy, table.updatedAt),
    index('tasks_due_date_idx').on(table.dueDate),
    // The organization's statistics: its tasks by status; and the analytics' workload and overdue ageing.
    index('tasks_organization_status_assignee_idx').on(
      table.organizationId,
      table.status,
      table.assignedTo,
      table.dueDate,
    ),
  ],
);

export const taskComments = pgTable(
  'task_comments',
  {
    id: id(),
    taskId: text('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    authorId: text('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('task_comments_task_created_idx').on(table.taskId, table.createdAt)],
);

export type TaskRow = typeof tasks.$inferSelect;
export type TaskCommentRow = typeof taskComments.$inferSelect;
