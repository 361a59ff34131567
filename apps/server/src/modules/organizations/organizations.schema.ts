import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { bytea, createdAt, id, updatedAt } from '../../db/columns';
import { departments, organizations, users } from '../../db/core.schema';

/** A department's managers: several per department, and one person may manage several departments. */
export const departmentManagers = pgTable(
  'department_managers',
  {
    departmentId: text('department_id')
      .notNull()
      .references(() => departments.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.departmentId, table.userId] }),
    index('department_managers_user_id_idx').on(table.userId),
  ],
);

/** Teams of an organization, optionally inside a department (whose managers then manage the team). */
export const teams = pgTable(
  'teams',
  {
    id: id(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    departmentId: text('department_id').references(() => departments.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    description: text('description'),
    leadId: text('lead_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('teams_organization_name_lower_key').on(table.organizationId, sql`lower(${table.name})`),
    index('teams_department_id_idx').on(table.departmentId),
    index('teams_lead_id_idx').on(table.leadId),
  ],
);

export const teamMembers = pgTable(
  'team_members',
  {
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.teamId, table.userId] }),
    index('team_members_user_id_idx').on(table.userId),
  ],
);

/** Uploaded organization logos, served at /api/v1/organizations/{id}/logo. */
export const organizationLogos = pgTable('organization_logos', {
  organizationId: text('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  mime: text('mime').notNull(),
  bytes: bytea('bytes').notNull(),
  updatedAt: updatedAt(),
});

/**
 * The organizations an enterprise admin administers besides their own: the multi-organization
 * dashboard lists them and the admin may switch their current organization among them.
 */
export const organizationAdmins = pgTable(
  'organization_admins',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.organizationId] }),
    index('organization_admins_org_idx').on(table.organizationId),
  ],
);

export type DepartmentManagerRow = typeof departmentManagers.$inferSelect;
export type TeamRow = typeof teams.$inferSelect;
export type TeamMemberRow = typeof teamMembers.$inferSelect;
export type OrganizationLogoRow = typeof organizationLogos.$inferSelect;
