import type { WorkflowState } from '@app/domain';
import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../../db/core.schema';
import { projects } from '../projects/projects.schema';

/**
 * A project's own workflow (issue 37): its states in order. A project without a row has the default four
 * (`DEFAULT_WORKFLOW_STATES`); tasks keep their state in `tasks.state` and its category in `tasks.status`.
 */
export const projectWorkflows = pgTable('project_workflows', {
  projectId: text('project_id')
    .primaryKey()
    .references(() => projects.id, { onDelete: 'cascade' }),
  states: jsonb('states').$type<WorkflowState[]>().notNull(),
  updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type ProjectWorkflowRow = typeof projectWorkflows.$inferSelect;
