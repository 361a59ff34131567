import { ACCOUNT_TYPES, type Billing, type Branding } from '@app/domain';
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
import { newId } from './ids';

// Column names are snake_case in SQL and camelCase in TypeScript. Every id is 24 lowercase hex (newId()).

const id = () =>
  text('id')
    .primaryKey()
    .$defaultFn(() => newId());

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

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
    name: text('name').notNull(),
    description: text('description'),
    managerId: text('manager_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('departments_organization_id_idx').on(table.organizationId),
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
    // Bumped to revoke every token issued before (sign-out everywhere, password change, account deletion).
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${table.email})`),
    index('users_organization_id_idx').on(table.organizationId),
    index('users_department_id_idx').on(table.departmentId),
    check(
      'users_account_type_check',
      sql`${table.accountType} in (${sql.raw(ACCOUNT_TYPES.map((type) => `'${type}'`).join(', '))})`,
    ),
  ],
);

export type OrganizationRow = typeof organizations.$inferSelect;
export type NewOrganizationRow = typeof organizations.$inferInsert;
export type DepartmentRow = typeof departments.$inferSelect;
export type NewDepartmentRow = typeof departments.$inferInsert;
export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

/** Password reset links: only the SHA-256 of the token is kept; a row is spent once `usedAt` is set. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('password_reset_tokens_token_hash_key').on(table.tokenHash),
    index('password_reset_tokens_user_id_idx').on(table.userId),
  ],
);

/** Accounts at an OpenID Connect provider, keyed by issuer + subject (never by email, which can change). */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('user_identities_issuer_subject_key').on(table.issuer, table.subject),
    index('user_identities_user_id_idx').on(table.userId),
  ],
);

/** Failed sign-ins per account, for the short lockout that slows password guessing. */
export const loginThrottles = pgTable('login_throttles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  failures: integer('failures').notNull().default(0),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

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

export type PasswordResetTokenRow = typeof passwordResetTokens.$inferSelect;
export type UserIdentityRow = typeof userIdentities.$inferSelect;
export type LoginThrottleRow = typeof loginThrottles.$inferSelect;
export type MailOutboxRow = typeof mailOutbox.$inferSelect;
