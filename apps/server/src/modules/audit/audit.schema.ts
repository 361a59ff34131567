import { bigint, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id } from '../../db/columns';

/**
 * The audit log: append-only, one row per sensitive action. Rows of one chain (`chainKey`: the
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

export type AuditLogRow = typeof auditLog.$inferSelect;
