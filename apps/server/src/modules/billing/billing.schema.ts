import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../db/columns';
import { organizations } from '../../db/core.schema';

/** An organization's subscriptions as the payment provider recorded them; the last is current. */
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

/** Invoices: amounts in USD cents, shown in the selected currency. */
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
