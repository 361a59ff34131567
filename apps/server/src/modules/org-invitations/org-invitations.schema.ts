import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns';
import { departments, organizations, users } from '../../db/core.schema';

export const ORGANIZATION_INVITATION_STATUSES = ['pending', 'accepted', 'revoked', 'expired'] as const;

/**
 * Invitations into an organization. Only the SHA-256 of the link's secret is kept; at most one pending
 * invitation per organization and address (a resend replaces its secret).
 */
export const organizationInvitations = pgTable(
  'organization_invitations',
  {
    id: id(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    // Stored lowercased.
    email: text('email').notNull(),
    orgRole: text('org_role').notNull().default('member'),
    departmentId: text('department_id').references(() => departments.id, { onDelete: 'set null' }),
    tokenHash: text('token_hash').notNull(),
    invitedBy: text('invited_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: ORGANIZATION_INVITATION_STATUSES }).notNull().default('pending'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('organization_invitations_token_hash_key').on(table.tokenHash),
    uniqueIndex('organization_invitations_pending_email_key')
      .on(table.organizationId, table.email)
      .where(sql`${table.status} = 'pending'`),
    index('organization_invitations_organization_status_created_idx').on(
      table.organizationId,
      table.status,
      table.createdAt,
    ),
    index('organization_invitations_invited_by_pending_idx')
      .on(table.invitedBy)
      .where(sql`${table.status} = 'pending'`),
    index('organization_invitations_email_idx').on(table.email),
    check(
      'organization_invitations_status_check',
      sql`${table.status} in (${sql.raw(ORGANIZATION_INVITATION_STATUSES.map((s) => `'${s}'`).join(', '))})`,
    ),
    check('organization_invitations_email_lower_check', sql`${table.email} = lower(${table.email})`),
  ],
);

export type OrganizationInvitationRow = typeof organizationInvitations.$inferSelect;
