import {
  canManageFinance,
  canManageFinanceAccess,
  canViewFinance,
  FINANCE_ERRORS,
  FINANCE_GRANT_HEADER,
  FINANCE_LOCKED_CODE,
  type FinanceMemberRole,
  type FinanceRole,
  financeOrganizationOf,
  financeRoleOf,
  isPlatformAdmin,
} from '@app/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDb } from '../../db/client';
import { financeCredentials, financeMembers, organizations } from '../../db/schema';
import { AppError } from '../../http/errors';
import { type CurrentUser, requireUser } from '../auth';
import { verifyFinanceGrant } from './finance.grant';

/** Who calls, on which organization's finance, as what. */
export interface FinanceScope {
  user: CurrentUser;
  /** The signed-in session (`sid`) the request came with. */
  sessionId: string;
  organizationId: string;
  organizationName: string;
  role: FinanceRole | null;
  /** When the gate's credentials last changed (ms since the epoch), null while there are none. */
  credentialsChangedAt: number | null;
}

/** What a finance route needs beyond a signed-in caller. */
export type FinanceNeed = 'view' | 'manage' | 'admin';

/**
 * The organization whose finance the request reads (`?organization=` for platform admins) and the caller's role
 * in it (`financeRoleOf`): 403 for an individual, for someone naming another organization; 404 for an
 * organization that does not exist (platform admins only get that far).
 */
export async function financeScope(
  db: AppDb,
  request: FastifyRequest,
  requested: string | undefined,
): Promise<FinanceScope> {
  const user = requireUser(request);
  const sessionId = request.session?.sid;
  if (!sessionId) throw new AppError(401, 'Not authorized: please sign in');
  const organizationId = financeOrganizationOf(user, requested);
  if (!organizationId) {
    const individual = !user.organizationId && !isPlatformAdmin(user);
    throw new AppError(
      403,
      individual || !requested ? FINANCE_ERRORS.individual : FINANCE_ERRORS.otherOrganization,
    );
  }
  const [row] = await db
    .select({
      name: organizations.name,
      member: financeMembers.role,
      credentialsChangedAt: financeCredentials.updatedAt,
    })
    .from(organizations)
    .leftJoin(
      financeMembers,
      and(eq(financeMembers.organizationId, organizations.id), eq(financeMembers.userId, user.id)),
    )
    .leftJoin(financeCredentials, eq(financeCredentials.organizationId, organizations.id))
    .where(eq(organizations.id, organizationId))
    .limit(1);
  if (!row) throw new AppError(404, FINANCE_ERRORS.organizationNotFound);
  const role = financeRoleOf(user, organizationId, row.member as FinanceMemberRole | null);
  return {
    user,
    sessionId,
    organizationId,
    organizationName: row.name,
    role,
    credentialsChangedAt: row.credentialsChangedAt ? row.credentialsChangedAt.getTime() : null,
  };
}

/** The 403 of a locked gate: its code tells the client to show the gate again. */
export function financeLocked(): AppError {
  return new AppError(403, FINANCE_ERRORS.locked, { code: FINANCE_LOCKED_CODE });
}

/** Refuses a caller without the finance role the route needs (403). */
export function requireFinanceRole(scope: FinanceScope, need: FinanceNeed): void {
  if (!canViewFinance(scope.role)) throw new AppError(403, FINANCE_ERRORS.noAccess);
  if (need === 'manage' && !canManageFinance(scope.role)) throw new AppError(403, FINANCE_ERRORS.manageOnly);
  if (need === 'admin' && !canManageFinanceAccess(scope.role))
    throw new AppError(403, FINANCE_ERRORS.adminOnly);
}

/**
 * Refuses (403 FINANCE_LOCKED) a request without a live grant of this user, for this organization, from this
 * signed-in session, made with the credentials as they are now (a change ends every unlock made with the old
 * ones, whenever it was signed): the gate is checked on the server, so its data never reaches a browser that did
 * not unlock.
 */
export function requireFinanceGrant(
  app: FastifyInstance,
  request: FastifyRequest,
  scope: FinanceScope,
): void {
  const header = request.headers[FINANCE_GRANT_HEADER.toLowerCase()];
  const claims = verifyFinanceGrant(app.config.jwtSecret, typeof header === 'string' ? header : undefined);
  if (
    !claims ||
    claims.userId !== scope.user.id ||
    claims.organizationId !== scope.organizationId ||
    claims.sessionId !== scope.sessionId ||
    claims.credentialsAt !== scope.credentialsChangedAt
  ) {
    throw financeLocked();
  }
}

/** The scope of a finance data route: the role it needs, then the grant (the order the matrix test expects). */
export async function requireFinance(
  app: FastifyInstance,
  request: FastifyRequest,
  requested: string | undefined,
  need: FinanceNeed,
): Promise<FinanceScope> {
  const scope = await financeScope(app.database.db, request, requested);
  if (!canViewFinance(scope.role)) throw new AppError(403, FINANCE_ERRORS.noAccess);
  requireFinanceGrant(app, request, scope);
  requireFinanceRole(scope, need);
  return scope;
}
