import {
  ACCOUNT_TYPES,
  type Billing,
  type Branding,
  DEFAULT_NOTIFICATION_PREFERENCES,
  type UserNotificationPreferences,
} from '@app/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';

// The tenancy core: organizations, their departments and the people in them reference each other (a user's
// department, a department's manager), and nearly every module's tables reference them; so do the server's
// infrastructure (sessions in the read cache, presence, the seed). They live here, not in one module. The dev mail
// outbox is infrastructure too (lib/mail).

export const organizations = pgTable(
  'organizations',
  {
    id: id(),
    name: text('name').notNull(),
    domain: text('domain').notNull(),
    subdomain: text('subdomain'),
    description: text('description'),
    logo: text('logo'),
    isActive: boolean('is_active').notNull().default(true),
    subscriptionTier: text('subscription_tier').notNull().default('free'),
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
    branding: jsonb('branding').$type<Branding>().notNull().default({}),
    billing: jsonb('billing').$type<Billing>().notNull().default({}),
    // The organization's security policy: sign-in methods, invitation domains, joining by domain,
    // session idle timeout. Absent keys take the defaults of @app/domain.
    securityPolicy: jsonb('security_policy').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('organizations_domain_lower_key').on(sql`lower(${table.domain})`),
    uniqueIndex('organizations_subdomain_lower_key').on(sql`lower(${table.subdomain})`),
  ],
);

export const departments = pgTable(
  'departments',
  {
    id: id(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    // The tree. A department with sub-departments cannot be deleted alone ('no action' is checked at the end of
    // the statement, so deleting the whole organization still cascades through the tree).
    parentId: text('parent_id').references((): AnyPgColumn => departments.id, { onDelete: 'no action' }),
    name: text('name').notNull(),
    description: text('description'),
    managerId: text('manager_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('departments_organization_id_idx').on(table.organizationId),
    index('departments_parent_id_idx').on(table.parentId),
    index('departments_manager_id_idx').on(table.managerId),
    uniqueIndex('departments_organization_name_lower_key').on(
      table.organizationId,
      sql`lower(${table.name})`,
    ),
  ],
);

export const users = pgTable(
  'users',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    // Null for accounts that only sign in through the identity provider.
    passwordHash: text('password_hash'),
    role: text('role').notNull().default('user'),
    systemRole: text('system_role').notNull().default('user'),
    platformRole: text('platform_role'),
    orgRole: text('org_role'),
    accountType: text('account_type', { enum: ACCOUNT_TYPES }).notNull().default('individual'),
    organizationId: text('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
    departmentId: text('department_id').references((): AnyPgColumn => departments.id, {
      onDelete: 'set null',
    }),
    isOrgAdmin: boolean('is_org_admin').notNull().default(false),
    isDeptManager: boolean('is_dept_manager').notNull().default(false),
    profileImage: text('profile_image').notNull().default('default-avatar.jpg'),
    jobTitle: text('job_title'),
    notificationPreferences: jsonb('notification_preferences')
      .$type<Partial<UserNotificationPreferences>>()
      .notNull()
      .default(DEFAULT_NOTIFICATION_PREFERENCES),
    // Bumped to revoke every token issued before (sign-out everywhere, password change, account deletion).
    tokenVersion: integer('token_version').notNull().default(0),
    // Set by an administrator: a disabled user cannot sign in and their sessions end at once.
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${table.email})`),
    index('users_organization_id_idx').on(table.organizationId),
    // The member list: one organization's people by name, optionally of one role.
    index('users_organization_name_idx').on(table.organizationId, table.name),
    index('users_organization_org_role_idx').on(table.organizationId, table.orgRole),
    index('users_department_id_idx').on(table.departmentId),
    check(
      'users_account_type_check',
      sql`${table.accountType} in (${sql.raw(ACCOUNT_TYPES.map((type) => `'${type}'`).join(', '))})`,
    ),
  ],
);

/** Mail kept instead of sent when no SMTP server is configured (development): read it here or in the log. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('mail_outbox_recipient_lower_idx').on(sql`lower(${table.recipient})`)],
);

export type OrganizationRow = typeof organizations.$inferSelect;
export type NewOrganizationRow = typeof organizations.$inferInsert;
export type DepartmentRow = typeof departments.$inferSelect;
export type NewDepartmentRow = typeof departments.$inferInsert;
export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type MailOutboxRow = typeof mailOutbox.$inferSelect;
