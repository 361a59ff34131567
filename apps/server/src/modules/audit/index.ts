import type { FastifyPluginAsync } from 'fastify';
import { defineModule } from '../module';
import { auditRoutes } from './audit.routes';

export {
  type AuditContext,
  type AuditInput,
  auditContext,
  canonicalJson,
  chainEntries,
  entryHash,
  GENESIS_HASH,
  PLATFORM_CHAIN,
  recordAudit,
} from './audit.record';

/**
 * The audit log: other modules append through `recordAudit`; this module's routes list, filter,
 * export and verify an organization's entries.
 */
export const auditModule = defineModule({ name: 'audit', routes: auditRoutes as FastifyPluginAsync });
