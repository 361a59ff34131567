import {
  canManageSecurityPolicy,
  isPlatformAdmin,
  ORG_FIELD_MESSAGES,
  SESSION_MESSAGES,
  type SecurityPolicy,
  securityPolicyOf,
} from '@app/domain';
import { eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { organizations } from '../../db/schema';
import { AppError } from '../../http/errors';
import { type AuditContext, recordAudit } from '../audit';
import type { CurrentUser } from './auth.queries';
import type { SessionDeps } from './sessions.service';

/** The stored policy of an organization (defaults for what was never set); undefined when there is none. */
export async function findSecurityPolicy(
  db: AppDb,
  organizationId: string,
): Promise<SecurityPolicy | undefined> {
  const [row] = await db
    .select({ policy: organizations.securityPolicy })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .limit(1);
  return row ? securityPolicyOf(row.policy) : undefined;
}

/** Refuses a caller the one rule does not allow: 404 for another organization's id (as if it did not exist). */
function assertMayManage(actor: CurrentUser, organizationId: string): void {
  if (canManageSecurityPolicy(actor, organizationId)) return;
  if (!isPlatformAdmin(actor) && actor.organizationId !== organizationId) {
    throw new AppError(404, ORG_FIELD_MESSAGES.organizationNotFound);
  }
  throw new AppError(403, SESSION_MESSAGES.policyDenied);
}

/** GET /organizations/{id}/security-policy. */
export async function getSecurityPolicy(
  db: AppDb,
  actor: CurrentUser,
  organizationId: string,
): Promise<SecurityPolicy> {
  assertMayManage(actor, organizationId);
  const policy = await findSecurityPolicy(db, organizationId);
  if (!policy) throw new AppError(404, ORG_FIELD_MESSAGES.organizationNotFound);
  return policy;
}

/** PUT /organizations/{id}/security-policy: the whole policy, audited with its values before and after. */
export async function putSecurityPolicy(
  deps: SessionDeps,
  audit: AuditContext,
  actor: CurrentUser,
  organizationId: string,
  policy: SecurityPolicy,
): Promise<SecurityPolicy> {
  assertMayManage(actor, organizationId);
  const saved = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ policy: organizations.securityPolicy, name: organizations.name })
      .from(organizations)
      .where(eq(organizations.id, organizationId))
      .for('update')
      .limit(1);
    if (!row) return undefined;
    const before = securityPolicyOf(row.policy);
    await tx
      .update(organizations)
      .set({ securityPolicy: policy })
      .where(eq(organizations.id, organizationId));
    await recordAudit(tx, audit, {
      action: 'organization.policy_changed',
      organizationId,
      target: { type: 'organization', id: organizationId, label: row.name },
      before: { ...before },
      after: { ...policy },
    });
    return policy;
  });
  if (!saved) throw new AppError(404, ORG_FIELD_MESSAGES.organizationNotFound);
  deps.events.publish({ type: 'organization.policy.changed', organizationId });
  return saved;
}
