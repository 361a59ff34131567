import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bytea, createdAt, id, updatedAt } from '../../db/columns';
import { organizations, users } from '../../db/core.schema';
import { projects } from '../projects/projects.schema';

// An organization's finance gate, who may see and manage its finance, its exchange rates, budgets split into
// categories, and expenses. Money is integer minor units (cents, paise) with its currency.

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

export type FinanceMemberRow = typeof financeMembers.$inferSelect;
export type ExchangeRateRow = typeof exchangeRates.$inferSelect;
export type BudgetLineRow = typeof budgetLines.$inferSelect;
export type ExpenseRow = typeof expenses.$inferSelect;
