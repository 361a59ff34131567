import {
  ACCOUNT_TYPES,
  type Billing,
  type Branding,
  DEFAULT_NOTIFICATION_PREFERENCES,
  INVITATION_STATUSES,
  type NotificationPreferences,
  PROJECT_INVITATION_ROLES,
} from '@app/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { newId } from './ids';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

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
    // The organization's security policy (issue 20): sign-in methods, invitation domains, joining by domain,
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
      .$type<NotificationPreferences>()
      .notNull()
      .default(DEFAULT_NOTIFICATION_PREFERENCES),
    // Bumped to revoke every token issued before (sign-out everywhere, password change, account deletion).
    tokenVersion: integer('token_version').notNull().default(0),
    // Set by an administrator (issue 20): a disabled user cannot sign in and their sessions end at once.
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

/** Uploaded organization logos, served at /api/v1/organizations/{id}/logo. */
export const organizationLogos = pgTable('organization_logos', {
  organizationId: text('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  mime: text('mime').notNull(),
  bytes: bytea('bytes').notNull(),
  updatedAt: updatedAt(),
});

export type OrganizationRow = typeof organizations.$inferSelect;
export type NewOrganizationRow = typeof organizations.$inferInsert;
export type DepartmentRow = typeof departments.$inferSelect;
export type NewDepartmentRow = typeof departments.$inferInsert;
export type DepartmentManagerRow = typeof departmentManagers.$inferSelect;
export type TeamRow = typeof teams.$inferSelect;
export type TeamMemberRow = typeof teamMembers.$inferSelect;
export type OrganizationInvitationRow = typeof organizationInvitations.$inferSelect;
export type OrganizationLogoRow = typeof organizationLogos.$inferSelect;
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

/**
 * A link that proves an address on an organization's domain (spec 2.5): following it joins the account to the
 * organization. Only the SHA-256 of the token is kept; it works once, until `expiresAt`, and only while the
 * account still has the address it was sent to.
 */
export const emailVerificationTokens = pgTable(
  'email_verification_tokens',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('email_verification_tokens_token_hash_key').on(table.tokenHash),
    index('email_verification_tokens_user_id_idx').on(table.userId),
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
export type EmailVerificationTokenRow = typeof emailVerificationTokens.$inferSelect;
export type LoginThrottleRow = typeof loginThrottles.$inferSelect;
export type MailOutboxRow = typeof mailOutbox.$inferSelect;

// ---------------------------------------------------------------------------------------------------------------
// Work management: projects, their members, tasks, comments, to-dos and the activity feed.
// Tenant scope (spec 6.5) is applied in one place: src/modules/work/scope.ts.

/** A project belongs to its owner and, for organization accounts, to the owner's organization. */
export const projects = pgTable(
  'projects',
  {
    id: id(),
    title: text('title').notNull(),
    description: text('description'),
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('projects_organization_updated_idx').on(table.organizationId, table.updatedAt),
    index('projects_department_id_idx').on(table.departmentId),
    index('projects_team_id_idx').on(table.teamId),
    index('projects_owner_id_idx').on(table.ownerId),
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

/**
 * Project invitations (issue 18): a link mailed to an address, answered once. The secret exists only in the mail;
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

/** Quick to-dos: personal, or shared with a project's members or with the owner's organization. */
export const todos = pgTable(
  'todos',
  {
    id: id(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    done: boolean('done').notNull().default(false),
    visibility: text('visibility').notNull().default('personal'),
    projectId: text('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    organizationId: text('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    dueDate: date('due_date'),
    position: doublePrecision('position').notNull().default(0),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('todos_owner_position_idx').on(table.ownerId, table.position),
    index('todos_project_position_idx').on(table.projectId, table.position),
    index('todos_organization_position_idx').on(table.organizationId, table.position),
  ],
);

/** The activity feed: written by the same service calls that change the data. */
export const activities = pgTable(
  'activities',
  {
    id: id(),
    type: text('type').notNull(),
    message: text('message').notNull(),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    projectId: text('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    organizationId: text('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    entityTitle: text('entity_title').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('activities_project_created_idx').on(table.projectId, table.createdAt),
    index('activities_actor_created_idx').on(table.actorId, table.createdAt),
    // The organization's feed and its 'active in the last 7 days' count.
    index('activities_organization_created_idx').on(table.organizationId, table.createdAt),
  ],
);

/**
 * Notifications, one row per recipient. The id is an increasing integer: a client that was disconnected asks for
 * every id after the last one it saw, so no notification is lost to a dropped socket.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    recipientId: text('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    read: boolean('read').notNull().default(false),
    projectId: text('project_id').references(() => projects.id, { onDelete: 'set null' }),
    taskId: text('task_id').references(() => tasks.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    // Every list (newest first, or after an id) and the unread count read one recipient's rows by id.
    index('notifications_recipient_id_idx').on(table.recipientId, table.id),
    index('notifications_recipient_unread_idx').on(table.recipientId).where(sql`${table.read} = false`),
    // Deleting a task or a project sets these to null: without an index that would scan every notification.
    index('notifications_task_idx').on(table.taskId),
    index('notifications_project_idx').on(table.projectId),
  ],
);

/** Project discussion messages (one discussion per project). */
export const discussionMessages = pgTable(
  'discussion_messages',
  {
    id: id(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('discussion_messages_project_created_idx').on(table.projectId, table.createdAt, table.id),
  ],
);

/** Uploaded profile pictures, served at /api/v1/users/{id}/avatar. */
export const userAvatars = pgTable('user_avatars', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  data: bytea('data').notNull(),
  updatedAt: updatedAt(),
});

/**
 * The assistant's exchanges (issue 19), one row per message and reply, read back as the user's chat history.
 * `data` is the reply's action data (a list, a progress summary, the created object).
 */
export const assistantMessages = pgTable(
  'assistant_messages',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    response: text('response').notNull(),
    action: text('action'),
    data: jsonb('data'),
    createdAt: createdAt(),
  },
  (table) => [index('assistant_messages_user_created_idx').on(table.userId, table.createdAt)],
);

/**
 * Writes done through the assistant, with what it takes to revert each (Undo): for a create, nothing (the object
 * is deleted); for an update, the previous values of the fields it changed. Undone at most once.
 */
export const assistantActions = pgTable(
  'assistant_actions',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    functionName: text('function_name').notNull(),
    objectType: text('object_type', { enum: ['task', 'project'] }).notNull(),
    objectId: text('object_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    createdAt: createdAt(),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
  },
  (table) => [
    index('assistant_actions_user_created_idx').on(table.userId, table.createdAt),
    check('assistant_actions_object_type_check', sql`${table.objectType} in ('task', 'project')`),
  ],
);

/** Feedback on one of the assistant's replies, by the person it answered. */
export const assistantFeedback = pgTable(
  'assistant_feedback',
  {
    id: id(),
    messageId: text('message_id')
      .notNull()
      .references(() => assistantMessages.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating'),
    feedback: text('feedback'),
    helpful: boolean('helpful'),
    createdAt: createdAt(),
  },
  (table) => [
    index('assistant_feedback_message_idx').on(table.messageId),
    index('assistant_feedback_user_idx').on(table.userId),
  ],
);

/**
 * The audit log (issue 20): append-only, one row per sensitive action. Rows of one chain (`chainKey`: the
 * organization's id, or 'platform' for actions outside any organization) are hash-chained in `seq` order: `hash`
 * is SHA-256 over the previous row's hash and this row's canonical content, so an altered or removed row breaks
 * every hash after it. Written only through the audit module's `recordAudit`.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    chainKey: text('chain_key').notNull(),
    organizationId: text('organization_id'),
    actorId: text('actor_id'),
    actorEmail: text('actor_email'),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    targetLabel: text('target_label'),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (table) => [
    uniqueIndex('audit_log_seq_key').on(table.seq),
    index('audit_log_chain_seq_idx').on(table.chainKey, table.seq),
    index('audit_log_org_created_idx').on(table.organizationId, table.createdAt),
    index('audit_log_org_actor_idx').on(table.organizationId, table.actorId),
    index('audit_log_org_action_idx').on(table.organizationId, table.action),
  ],
);

/**
 * Signed-in sessions (issue 20): one per sign-in, named by the `sid` claim of its token. Ending one (by its user,
 * or by an administrator) sets `revokedAt`; the token stops working at its next request and its sockets close.
 */
export const userSessions = pgTable(
  'user_sessions',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    method: text('method').notNull().default('password'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('user_sessions_user_idx').on(table.userId, table.lastSeenAt)],
);

/** Reports from browsers (spec 7.4): CSP violations and unexpected client errors, listed on /org/security. */
export const securityReports = pgTable(
  'security_reports',
  {
    id: id(),
    organizationId: text('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    category: text('category').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (table) => [
    index('security_reports_org_created_idx').on(table.organizationId, table.createdAt),
    index('security_reports_user_created_idx').on(table.userId, table.createdAt),
  ],
);

/** An organization's subscriptions as the payment provider recorded them (issue 20); the last is current. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: id(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    plan: text('plan').notNull(),
    seats: integer('seats').notNull(),
    status: text('status').notNull(),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref'),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('subscriptions_org_created_idx').on(table.organizationId, table.createdAt)],
);

/** Invoices (issue 20): amounts in USD cents, shown in the selected currency. */
export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    subscriptionId: text('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    number: text('number').notNull(),
    plan: text('plan').notNull(),
    seats: integer('seats').notNull(),
    amountUsdCents: integer('amount_usd_cents').notNull(),
    status: text('status').notNull(),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref'),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (table) => [
    index('invoices_org_issued_idx').on(table.organizationId, table.issuedAt),
    uniqueIndex('invoices_number_key').on(table.number),
  ],
);

/** Runs of the system test suite (issue 20), with each check's status, time and message. */
export const systemCheckRuns = pgTable(
  'system_check_runs',
  {
    id: id(),
    organizationId: text('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    runBy: text('run_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').notNull(),
    results: jsonb('results').$type<unknown[]>().notNull().default([]),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [index('system_check_runs_org_started_idx').on(table.organizationId, table.startedAt)],
);

/**
 * The organizations an enterprise admin administers besides their own (issue 20): the multi-organization
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

export type ProjectRow = typeof projects.$inferSelect;
export type ProjectMemberRow = typeof projectMembers.$inferSelect;
export type ProjectInvitationRow = typeof projectInvitations.$inferSelect;
export type TaskRow = typeof tasks.$inferSelect;
export type TaskCommentRow = typeof taskComments.$inferSelect;
export type TodoRow = typeof todos.$inferSelect;
export type ActivityRow = typeof activities.$inferSelect;
export type NotificationRow = typeof notifications.$inferSelect;
export type DiscussionMessageRow = typeof discussionMessages.$inferSelect;
export type AssistantMessageRow = typeof assistantMessages.$inferSelect;
export type AssistantActionRow = typeof assistantActions.$inferSelect;
export type AuditLogRow = typeof auditLog.$inferSelect;
export type UserSessionRow = typeof userSessions.$inferSelect;

// ---------------------------------------------------------------------------------------------------------------
// Finance (issue 21): an organization's finance gate, who may see and manage its finance, its exchange rates,
// budgets split into categories, and expenses. Money is integer minor units (cents, paise) with its currency.

/** The finance gate's credentials of an organization, set by its admins; the password is hashed like a user's. */
export const financeCredentials = pgTable('finance_credentials', {
  organizationId: text('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  username: text('username').notNull(),
  passwordHash: text('password_hash').notNull(),
  // True while they are the demo data's values: the gate then shows them on the page (spec 2.6).
  demo: boolean('demo').notNull().default(false),
  updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});

/** Who may see an organization's finance (viewer) or approve and edit it (manager); admins always may. */
export const financeMembers = pgTable(
  'finance_members',
  {
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    grantedBy: text('granted_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.organizationId, table.userId] }),
    index('finance_members_user_idx').on(table.userId),
    check('finance_members_role_check', sql`${table.role} in ('viewer', 'manager')`),
  ],
);

/** An organization's exchange rates: 1 `base` = `rate` `quote`. Missing rows fall back to the built-in rates. */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    base: text('base').notNull(),
    quote: text('quote').notNull(),
    rate: numeric('rate', { precision: 18, scale: 8, mode: 'number' }).notNull(),
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.organizationId, table.base, table.quote] }),
    check('exchange_rates_rate_check', sql`${table.rate} > 0`),
  ],
);

/** A project's budget split into categories: one line per category, in its own currency. */
export const budgetLines = pgTable(
  'budget_lines',
  {
    id: id(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('budget_lines_project_category_key').on(table.projectId, table.category),
    index('budget_lines_organization_idx').on(table.organizationId),
    check('budget_lines_amount_check', sql`${table.amountMinor} >= 0`),
  ],
);

/**
 * Expenses. The rate in force when the amount was entered is kept on the row (`usdRate`: 1 unit of `currency` in
 * USD) with the USD amount it gave, so totals do not move when the rate table changes later.
 */
export const expenses = pgTable(
  'expenses',
  {
    id: id(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    spentOn: date('spent_on').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    usdRate: numeric('usd_rate', { precision: 18, scale: 8, mode: 'number' }).notNull(),
    amountUsdMinor: bigint('amount_usd_minor', { mode: 'number' }).notNull(),
    description: text('description').notNull(),
    status: text('status').notNull().default('draft'),
    submittedBy: text('submitted_by').references(() => users.id, { onDelete: 'set null' }),
    decidedBy: text('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('expenses_organization_spent_idx').on(table.organizationId, table.spentOn),
    index('expenses_project_spent_idx').on(table.projectId, table.spentOn),
    index('expenses_organization_status_idx').on(table.organizationId, table.status),
    check('expenses_amount_check', sql`${table.amountMinor} > 0`),
    check(
      'expenses_status_check',
      sql`${table.status} in ('draft', 'submitted', 'approved', 'rejected', 'paid')`,
    ),
  ],
);

/** An expense's receipt file (type and size checked on upload). */
export const expenseReceipts = pgTable('expense_receipts', {
  expenseId: text('expense_id')
    .primaryKey()
    .references(() => expenses.id, { onDelete: 'cascade' }),
  fileName: text('file_name').notNull(),
  mime: text('mime').notNull(),
  size: integer('size').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: createdAt(),
});

/** The budget alerts already sent (80 and 100 % of a project's budget), so each is sent once per budget. */
export const budgetAlerts = pgTable(
  'budget_alerts',
  {
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    threshold: integer('threshold').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.projectId, table.threshold] })],
);

// ---------------------------------------------------------------------------------------------------------------
// Analytics (issue 21): every change of a task's status, recorded from now on by the task service and filled in
// for older tasks by migration 0010 (created as 'todo'; its present status at its completion or last update).

export const taskStatusChanges = pgTable(
  'task_status_changes',
  {
    id: id(),
    taskId: text('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    projectId: text('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    organizationId: text('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    // Null for the task's creation.
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
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

export type FinanceMemberRow = typeof financeMembers.$inferSelect;
export type ExchangeRateRow = typeof exchangeRates.$inferSelect;
export type BudgetLineRow = typeof budgetLines.$inferSelect;
export type ExpenseRow = typeof expenses.$inferSelect;
export type TaskStatusChangeRow = typeof taskStatusChanges.$inferSelect;
