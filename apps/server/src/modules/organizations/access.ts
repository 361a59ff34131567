import {
  decideOrgAction,
  ORG_POLICY_MESSAGES,
  type OrgAction,
  type OrgActor,
  type OrgTarget,
  organizationInView,
} from '@app/domain';
import { eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { departmentManagers, departments } from '../../db/schema';
import { AppError } from '../../http/errors';
import type { CurrentUser } from '../auth';

/** The signed-in user as the organization policy sees them: roles and the departments they manage. */
export type Actor = CurrentUser & OrgActor & { managedDepartmentIds: string[] };

export async function loadActor(db: AppDb, user: CurrentUser): Promise<Actor> {
  const rows = await db
    .select({ departmentId: departmentManagers.departmentId })
    .from(departmentManagers)
    .where(eq(departmentManagers.userId, user.id));
  return { ...user, managedDepartmentIds: rows.map((row) => row.departmentId) };
}

/** Each department of the organization with its parent: the tree the policy walks. */
export async function departmentParents(
  db: AppDb,
  organizationId: string,
): Promise<Map<string, string | null>> {
  const rows = await db
    .select({ id: departments.id, parentId: departments.parentId })
    .from(departments)
    .where(eq(departments.organizationId, organizationId));
  return new Map(rows.map((row) => [row.id, row.parentId]));
}

/** Throws the action's 403 (spec 8.5 text where one matches) unless the policy allows it. */
export function requireOrgAction(actor: Actor, action: OrgAction, target: OrgTarget): void {
  const decision = decideOrgAction(actor, action, target);
  if (!decision.allowed) throw new AppError(403, decision.reason);
}

/**
 * The organization a call without an id in its path acts on: the caller's own, or for a platform admin the one
 * named in the payload (the domain's `organizationInView`, which the screens' organization guard asks too).
 */
export function targetOrganizationId(actor: Actor, named: string | undefined, refusal: string): string {
  const view = organizationInView(actor, named);
  if (view.kind === 'organization') return view.organizationId;
  if (view.kind === 'choose') throw new AppError(400, ORG_POLICY_MESSAGES.organizationNotNamed);
  throw new AppError(403, refusal);
}
