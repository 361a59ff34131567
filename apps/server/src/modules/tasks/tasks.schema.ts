import type { RichTextDoc } from '@app/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  date,
  doublePrecision,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../db/columns';
import { organizations, users } from '../../db/core.schema';
import { textSearchVector, titledSearchVector } from '../../db/search-documents';
import { labels } from '../labels/labels.schema';
import { projects } from '../projects/projects.schema';

export const tasks = pgTable(
  'tasks',
  {
    id: id(),
    title: text('title').notNull(),
    /** The plain-text copy of the description: what search, mail and the assistant read. */
    description: text('description'),
    /** The description as rich text (sanitised, @app/domain's rich-text.ts); null for a plain one. */
    descriptionDoc: jsonb('description_doc').$type<RichTextDoc>(),
    /**
     * The category of its state (todo, in-progress, review, done): what every figure, index and history reads. Its
     * state in its project's workflow is `state`, null when the state's id is the category itself (the default
     * workflow's states); the API's `status` is `coalesce(state, status)` (issue 37, docs/work.md).
     */
    status: text('status').notNull().default('todo'),
    state: text('state'),
    priority: text('priority').notNull().default('medium'),
    projectId: text('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    organizationId: text('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    assignedTo: text('assigned_to').references(() => users.id, { onDelete: 'set null' }),
    createdBy: text('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dueDate: date('due_date'),
    /** The day work on it starts (issue 40); on or before `dueDate`. */
    startDate: date('start_date'),
    /** The hours it is expected to take, to the quarter hour. */
    estimate: doublePrecision('estimate'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** How it repeats (issue 40): an RRULE of @app/domain's subset (`FREQ=WEEKLY;BYDAY=MO,TH`); null: it does not. */
    recurrence: text('recurrence'),
    /**
     * The series a repeated instance belongs to: the id of the series' first task (null on that first task).
     * With its anchor day, unique: completing an instance creates the next one once, however many processes try.
     */
    recurrenceOf: text('recurrence_of'),
    checklist: jsonb('checklist')
      .$type<{ id: string; text: string; done: boolean }[]>()
      .notNull()
      .default([]),
    /** The task this one is a sub-task of (issue 37); its sub-tasks are ordered by `position`. */
    parentId: text('parent_id').references((): AnyPgColumn => tasks.id, { onDelete: 'set null' }),
    position: doublePrecision('position').notNull().default(0),
    /** Its project's custom fields' values by field id (issue 37; the custom-fields module checks them). */
    customFields: jsonb('custom_fields').$type<Record<string, unknown>>().notNull().default({}),
    /** Search's document of title and description (docs/work.md, 'Search'), kept by the database. */
    searchVector: titledSearchVector(
      (): AnyPgColumn => tasks.title,
      (): AnyPgColumn => tasks.description,
    ),
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
    // A task's sub-tasks in order; their progress counts.
    index('tasks_parent_position_idx').on(table.parentId, table.position),
    // Search (docs/work.md): words and their forms in title and description; titles with a typo (pg_trgm).
    index('tasks_search_idx').using('gin', table.searchVector),
    index('tasks_title_trgm_idx').using('gin', table.title.op('gin_trgm_ops')),
    // One instance of a series per anchor day (its due date, else its start date): the next instance's
    // INSERT ... ON CONFLICT DO NOTHING (tasks.recurrence.ts).
    uniqueIndex('tasks_recurrence_instance_idx')
      .on(table.recurrenceOf, sql`coalesce(${table.dueDate}, ${table.startDate})`)
      .where(sql`${table.recurrenceOf} is not null`),
  ],
);

/** The labels on a task. */
export const taskLabels = pgTable(
  'task_labels',
  {
    taskId: text('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    labelId: text('label_id')
      .notNull()
      .references(() => labels.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.taskId, table.labelId] }),
    // GET /tasks?labelId=: the tasks of a label.
    index('task_labels_label_task_idx').on(table.labelId, table.taskId),
  ],
);

/**
 * Relations between tasks: 'blocks' (from blocks to; read from `to` it is 'blocked_by'), 'duplicates' (from
 * duplicates to) and 'relates_to', kept once with the smaller id first.
 */
export const taskRelations = pgTable(
  'task_relations',
  {
    id: id(),
    type: text('type').notNull(),
    fromTaskId: text('from_task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    toTaskId: text('to_task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('task_relations_from_to_type_idx').on(table.fromTaskId, table.toTaskId, table.type),
    index('task_relations_to_type_idx').on(table.toTaskId, table.type),
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
    /** The comment as rich text, when it was written in the editor; `text` is its plain-text copy. */
    doc: jsonb('doc').$type<RichTextDoc>(),
    /** The people it mentions (issue 38): ids of users who could see the task when it was written. */
    mentions: text('mentions').array().notNull().default(sql`'{}'::text[]`),
    /** Search's document of the text (docs/work.md, 'Search'), kept by the database. */
    searchVector: textSearchVector((): AnyPgColumn => taskComments.text),
    createdAt: createdAt(),
  },
  (table) => [
    index('task_comments_task_created_idx').on(table.taskId, table.createdAt),
    // Search (docs/work.md): a comment's words and their forms.
    index('task_comments_search_idx').using('gin', table.searchVector),
  ],
);

/** Each saved version of a task's description, newest kept (DESCRIPTION_HISTORY_MAX): who changed what, when. */
export const taskDescriptionVersions = pgTable(
  'task_description_versions',
  {
    id: id(),
    taskId: text('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    text: text('text').notNull().default(''),
    doc: jsonb('doc').$type<RichTextDoc>(),
    editedBy: text('edited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('task_description_versions_task_created_idx').on(table.taskId, table.createdAt)],
);

export type TaskRow = typeof tasks.$inferSelect;
export type TaskCommentRow = typeof taskComments.$inferSelect;
export type TaskRelationRow = typeof taskRelations.$inferSelect;
export type TaskDescriptionVersionRow = typeof taskDescriptionVersions.$inferSelect;
