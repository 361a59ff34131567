import type { ApiTokenScope } from '@app/domain';
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns';
import { organizations, users } from '../../db/core.schema';

/**
 * Personal API tokens (issue 41). The secret is kept as its SHA-256 only (`tokenHash`, unique: a request's token is
 * found by hashing it and looking the hash up); `prefix` is its first characters, for the owner's list. A revoked
 * token keeps its row (`revokedAt`) for the audit trail; it stops working at once.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The organization the token is tied to; null: not tied to one (acts wherever its user does). */
    organizationId: text('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    scopes: text('scopes').array().$type<ApiTokenScope[]>().notNull(),
    tokenHash: text('token_hash').notNull(),
    prefix: text('prefix').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('api_tokens_token_hash_key').on(table.tokenHash),
    // The owner's list (newest first) and the count of live tokens.
    index('api_tokens_user_created_idx')
      .on(table.userId, table.createdAt)
      .where(sql`${table.revokedAt} is null`),
  ],
);

export type ApiTokenRow = typeof apiTokens.$inferSelect;
