import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../db/columns';
import { organizations, users } from '../../db/core.schema';
import { projects } from '../projects/projects.schema';

// Webhooks (issue 41): subscriptions of a URL to events, and the log of their deliveries.

/**
 * A URL subscribed to events: of a whole organization (`organizationId`) or of one project of an individual
 * (`projectId`, `organizationId` null). The secret is kept as entered (it must sign every delivery; a hash would
 * not do): the database is as trusted as the other secrets it holds (sessions, calendar feed tokens). Answers show
 * it masked only.
 */
export const webhooks = pgTable(
  'webhooks',
  {
    id: id(),
    organizationId: text('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    projectId: text('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    events: jsonb('events').$type<string[]>().notNull(),
    secret: text('secret').notNull(),
    active: boolean('active').notNull().default(true),
    /** Deliveries that failed in a row (after all their attempts); a success resets it. */
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // The admin's list and the event's subscribers: by organization, by project.
    index('webhooks_organization_idx').on(table.organizationId),
    index('webhooks_project_idx').on(table.projectId),
  ],
);
export type WebhookRow = typeof webhooks.$inferSelect;

/**
 * One event sent (or to be sent) to one webhook: the body as first built (the same bytes on every attempt and
 * redelivery, so the event id and signature input stay stable), its attempts and their last outcome.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: id(),
    webhookId: text('webhook_id')
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    eventId: text('event_id').notNull(),
    event: text('event').notNull(),
    body: text('body').notNull(),
    /** pending | retrying | succeeded | failed (WEBHOOK_DELIVERY_STATUSES). */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    responseCode: integer('response_code'),
    responseBody: text('response_body'),
    durationMs: integer('duration_ms'),
    error: text('error'),
    nextRetryAt: timestamp('next_retry_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // The log of one webhook, newest first; the start step's catch-up of unfinished deliveries.
    index('webhook_deliveries_webhook_created_idx').on(table.webhookId, table.createdAt),
    index('webhook_deliveries_open_idx')
      .on(table.nextRetryAt)
      .where(sql`${table.status} in ('pending', 'retrying')`),
  ],
);
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
