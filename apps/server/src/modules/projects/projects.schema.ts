import type { RichTextDoc } from '@app/domain';
import {
  type AnyPgColumn,
  date,
  index,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../db/columns';
import { departments, organizations, users } from '../../db/core.schema';
import { titledSearchVector } from '../../db/search-documents';
import { teams } from '../organizations/organizations.schema';

// Projects and their members. Tenant scope (spec 6.5) is applied in one place: src/modules/work/scope.ts.

/** A project belongs to its owner and, for organization accounts, to the owner's organization. */
export const projects = pgTable(
  'projects',
  {
    id: id(),
    title: text('title').notNull(),
    description: text('description'),
    /** The description as rich text; `description` is its plain-text copy. */
    descriptionDoc: jsonb('description_doc').$type<RichTextDoc>(),
    status: text('status').notNull().default('planning'),
    priority: text('priority').notNull().default('medium'),
    // USD, exact to the cent.
    budget: numeric('budget', { precision: 16, scale: 2, mode: 'number' }),
    startDate: date('start_date'),
    dueDate: date('due_date'),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: text('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    // Whose department's (and team's) work it is: a department's managers manage its projects.
    departmentId: text('department_id').references(() => departments.id, { onDelete: 'set null' }),
    teamId: text('team_id').references(() => teams.id, { onDelete: 'set null' }),
    /** Search's document of title and description (docs/work.md, 'Search'), kept by the database. */
    searchVector: titledSearchVector(
      (): AnyPgColumn => projects.title,
      (): AnyPgColumn => projects.description,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('projects_organization_updated_idx').on(table.organizationId, table.updatedAt),
    index('projects_department_id_idx').on(table.departmentId),
    index('projects_team_id_idx').on(table.teamId),
    index('projects_owner_id_idx').on(table.ownerId),
    // Search (docs/work.md): words and their forms in title and description; titles with a typo (pg_trgm).
    index('projects_search_idx').using('gin', table.searchVector),
    index('projects_title_trgm_idx').using('gin', table.title.op('gin_trgm_ops')),
  ],
);

/** Who belongs to a project and as what; the owner has a row with role 'owner'. */
export const projectMembers = pgTable(
  'project_members',
  {
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.projectId, table.userId] }),
    index('project_members_user_id_idx').on(table.userId, table.projectId),
  ],
);

export type ProjectRow = typeof projects.$inferSelect;
export type ProjectMemberRow = typeof projectMembers.$inferSelect;
