import { INVITATION_STATUSES, PROJECT_INVITATION_ROLES } from '@app/domain';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns';
import { users } from '../../db/core.schema';
import { projects } from '../projects/projects.schema';

/**
 * Project invitations: a link mailed to an address, answered once. The secret exists only in the mail;
 * the row keeps its SHA-256. One pending invitation per project and address.
 */
export const projectInvitations = pgTable(
  'project_invitations',
  {
    id: id(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    // Stored lowercased.
    email: text('email').notNull(),
    role: text('role', { enum: PROJECT_INVITATION_ROLES }).notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: text('invited_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: INVITATION_STATUSES }).notNull().default('pending'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('project_invitations_token_hash_key').on(table.tokenHash),
    uniqueIndex('project_invitations_pending_email_key')
      .on(table.projectId, table.email)
      .where(sql`${table.status} = 'pending'`),
    index('project_invitations_project_created_idx').on(table.projectId, table.createdAt),
    index('project_invitations_invited_by_idx').on(table.invitedBy),
    check(
      'project_invitations_status_check',
      sql`${table.status} in (${sql.raw(INVITATION_STATUSES.map((s) => `'${s}'`).join(', '))})`,
    ),
    check(
      'project_invitations_role_check',
      sql`${table.role} in (${sql.raw(PROJECT_INVITATION_ROLES.map((r) => `'${r}'`).join(', '))})`,
    ),
    check('project_invitations_email_lower_check', sql`${table.email} = lower(${table.email})`),
  ],
);

export type ProjectInvitationRow = typeof projectInvitations.$inferSelect;
