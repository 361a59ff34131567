import {
  type AssignableOrgRole,
  canDoOrgAction,
  decideInvitation,
  decideOrgAction,
  isAssignableOrgRole,
  isInvitationAddressAllowed,
  isInvitationValid,
  ORG_FIELD_MESSAGES,
  ORG_INVITATION_MESSAGES,
  ORG_INVITATION_TTL_MS,
  ORG_ROLE_LABELS,
  type OrganizationInvitePayload,
  type OrgInvitation,
  type OrgInvitationJoined,
  type OrgInvitationListQuery,
  type OrgInvitationPage,
  type OrgInvitationPreview,
  type OrgInvitationRegisterPayload,
  type OrgInvitationStatus,
  orgActionDeniedMessage,
  pageCount,
  roleFieldsFor,
  SESSION_MESSAGES,
} from '@app/domain';
import { and, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { AppDb } from '../../db/client';
import {
  departmentManagers,
  departments,
  type OrganizationInvitationRow,
  organizationInvitations,
  organizations,
  users,
} from '../../db/schema';
import { EventOutbox } from '../../events/bus';
import { AppError } from '../../http/errors';
import { type InvitationDeps, invitationLifecycle } from '../../invitations/lifecycle';
import { type AuditContext, recordAudit } from '../audit';
import { type CurrentUser, findSecurityPolicy, findUserByEmail } from '../auth';
import { requireFreeSeat } from '../billing';
import { notify } from '../notifications';
import { type Actor, departmentParents, targetOrganizationId } from '../organizations';
import { containsPattern, recordActivity, toActivityEntry } from '../work';

// Organization invitations: the lifecycle (secret, expiry, single use, resend, withdrawal) is the shared one;
// here is what is the organization's own: who may invite whom into which department, what joining grants
// (membership with a role and a department), the texts, the audit entries. A dead link tells its holder why.

const lifecycle = invitationLifecycle({
  table: organizationInvitations,
  scope: organizationInvitations.organizationId,
  ttlMs: ORG_INVITATION_TTL_MS,
  messages: ORG_INVITATION_MESSAGES,
});

/** The acceptance screen's address: always on APP_ORIGIN, never on whatever Host the request named. */
function invitationLink(config: AppConfig, token: string): string {
  return `${config.appOrigin}/auth/join/${encodeURIComponent(token)}`;
}

function roleOf(row: OrganizationInvitationRow): AssignableOrgRole {
  return isAssignableOrgRole(row.orgRole) ? row.orgRole : 'member';
}

type InvitationView = OrganizationInvitationRow & {
  departmentName: string | null;
  inviterName: string | null;
};

function toInvitation(row: InvitationView, now: Date): OrgInvitation {
  return {
    _id: row.id,
    organizationId: row.organizationId,
    email: row.email,
    role: roleOf(row),
    departmentId: row.departmentId,
    departmentName: row.departmentName,
    invitedBy: row.invitedBy && row.inviterName ? { _id: row.invitedBy, name: row.inviterName } : null,
    status: lifecycle.shownStatus(row, now),
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

const inviters = sql`(select ${users.name} from ${users} where ${users.id} = ${organizationInvitations.invitedBy})`;

const viewColumns = {
  invitation: organizationInvitations,
  departmentName: departments.name,
  inviterName: sql<string | null>`${inviters}`,
};

function viewOf(row: {
  invitation: OrganizationInvitationRow;
  departmentName: string | null;
  inviterName: string | null;
}): InvitationView {
  return { ...row.invitation, departmentName: row.departmentName, inviterName: row.inviterName };
}

async function invitationView(db: AppDb, id: string): Promise<InvitationView> {
  const [row] = await db
    .select(viewColumns)
    .from(organizationInvitations)
    .leftJoin(departments, eq(departments.id, organizationInvitations.departmentId))
    .where(eq(organizationInvitations.id, id))
    .limit(1);
  if (!row) throw new AppError(404, ORG_INVITATION_MESSAGES.notFound);
  return viewOf(row);
}

/**
 * The organization the actor invites into: the one a platform admin names (it must exist), otherwise their own;
 * anyone else naming another organization is refused.
 */
async function invitationOrganization(db: AppDb, actor: Actor, named: string | undefined): Promise<string> {
  const organizationId = targetOrganizationId(actor, named, orgActionDeniedMessage('member.invite'));
  if (named) {
    const [row] = await db
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.id, organizationId))
      .limit(1);
    if (!row) throw new AppError(404, ORG_FIELD_MESSAGES.organizationNotFound);
  }
  return organizationId;
}

/** Refuses unless `actor` may invite `role` into the department (policy scope and role ceiling). */
async function requireInviteRights(
  db: AppDb,
  actor: Actor,
  organizationId: string,
  role: AssignableOrgRole,
  departmentId: string | null,
): Promise<void> {
  const parents = await departmentParents(db, organizationId);
  if (departmentId && !parents.has(departmentId)) {
    throw new AppError(404, ORG_INVITATION_MESSAGES.departmentNotFound);
  }
  const decision = decideInvitation(actor, role, {
    organizationId,
    departmentId,
    departmentParents: parents,
  });
  if (!decision.allowed) throw new AppError(decision.status, decision.reason);
}

function queueMail(
  deps: InvitationDeps,
  to: string,
  inviter: string,
  organizationId: string,
  role: AssignableOrgRole,
  token: string,
): void {
  deps.mailer.queue(async () => {
    const [organization] = await deps.db
      .select({ name: organizations.name })
      .from(organizations)
      .where(eq(organizations.id, organizationId))
      .limit(1);
    if (!organization) return undefined;
    const mail = lifecycle.mail({
      subject: `${inviter} invited you to join ${organization.name} on TaskFlow`,
      inviter,
      joining: organization.name,
      as: ORG_ROLE_LABELS[role],
      answer: 'accept',
      linkLabel: 'Accept the invitation',
      link: invitationLink(deps.config, token),
    });
    return { to, ...mail };
  });
}

/**
 * POST /organizations/invite: mails a link to `email` inviting them with `role` into `departmentId`. Organization
 * admins invite anywhere in their organization, department managers into their departments; nobody with a role
 * above their own. A member of the organization is not invited (409); one pending invitation per address.
 */
export async function inviteMember(
  deps: InvitationDeps,
  actor: Actor,
  payload: OrganizationInvitePayload,
  audit: AuditContext,
): Promise<OrgInvitation> {
  const { db } = deps;
  const organizationId = await invitationOrganization(db, actor, payload.organizationId);
  const departmentId = payload.departmentId ?? null;
  await requireInviteRights(db, actor, organizationId, payload.role, departmentId);
  const email = payload.email.toLowerCase();
  const policy = await findSecurityPolicy(db, organizationId);
  if (policy && !isInvitationAddressAllowed(policy, email)) {
    throw new AppError(400, SESSION_MESSAGES.invitationDomainRefused);
  }
  const existing = await findUserByEmail(db, email);
  if (existing?.organizationId === organizationId) {
    throw new AppError(409, ORG_INVITATION_MESSAGES.alreadyMember);
  }
  const now = new Date();
  await requireFreeSeat(db, organizationId, now);
  const { id, token } = await lifecycle.create(db, {
    scopeId: organizationId,
    email,
    now,
    values: { organizationId, email, orgRole: payload.role, departmentId, invitedBy: actor.id },
    record: (tx, invitationId) =>
      recordAudit(tx, audit, {
        action: 'invitation.sent',
        organizationId,
        target: { type: 'organization_invitation', id: invitationId, label: email },
        after: { email, role: payload.role, departmentId },
      }),
  });
  queueMail(deps, email, actor.name, organizationId, payload.role, token);
  deps.log.info({ organizationId, invitationId: id }, 'Organization invitation sent');
  return toInvitation(await invitationView(db, id), now);
}

/** The departments a manager's scope covers: those they manage and everything below them. */
function managedScope(actor: Actor, parents: ReadonlyMap<string, string | null>): string[] {
  const managed = new Set(actor.managedDepartmentIds);
  return [...parents.keys()].filter((id) => {
    const seen = new Set<string>();
    let current: string | null | undefined = id;
    while (current && !seen.has(current)) {
      if (managed.has(current)) return true;
      seen.add(current);
      current = parents.get(current) ?? null;
    }
    return false;
  });
}

/** Someone outside the organization learns nothing of it: 404 as if it did not exist. */
async function requireVisibleOrganization(db: AppDb, actor: Actor, organizationId: string): Promise<void> {
  const [row] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .limit(1);
  if (!row || !canDoOrgAction(actor, 'organization.view', { organizationId })) {
    throw new AppError(404, ORG_FIELD_MESSAGES.organizationNotFound);
  }
}

/**
 * GET /organizations/{id}/invitations: the pending invitations (past their expiry too, to be resent), newest
 * first; organization admins see all, department managers those into their departments.
 */
export async function listInvitations(
  db: AppDb,
  actor: Actor,
  organizationId: string,
  query: OrgInvitationListQuery,
): Promise<OrgInvitationPage> {
  await requireVisibleOrganization(db, actor, organizationId);
  const parents = await departmentParents(db, organizationId);
  const whole = decideOrgAction(actor, 'member.invite', { organizationId, departmentId: null });
  let scope: string[] | undefined;
  if (!whole.allowed) {
    scope = managedScope(actor, parents);
    if (scope.length === 0) throw new AppError(403, whole.reason);
  }
  const where = and(
    eq(organizationInvitations.organizationId, organizationId),
    eq(organizationInvitations.status, 'pending'),
    scope ? inArray(organizationInvitations.departmentId, scope) : undefined,
    query.search ? ilike(organizationInvitations.email, containsPattern(query.search)) : undefined,
  );
  const [total] = await db.select({ value: count() }).from(organizationInvitations).where(where);
  const rows = await db
    .select(viewColumns)
    .from(organizationInvitations)
    .leftJoin(departments, eq(departments.id, organizationInvitations.departmentId))
    .where(where)
    .orderBy(desc(organizationInvitations.createdAt), desc(organizationInvitations.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const now = new Date();
  const value = total?.value ?? 0;
  return {
    success: true,
    data: rows.map((row) => toInvitation(viewOf(row), now)),
    pagination: { page: query.page, limit: query.limit, total: value, pages: pageCount(value, query.limit) },
  };
}

/** A pending invitation the actor may manage (resend, cancel): the same rights as inviting it. */
async function manageableInvitation(db: AppDb, actor: Actor, id: string): Promise<InvitationView> {
  const row = await invitationView(db, id);
  if (!canDoOrgAction(actor, 'organization.view', { organizationId: row.organizationId })) {
    throw new AppError(404, ORG_INVITATION_MESSAGES.notFound);
  }
  await requireInviteRights(db, actor, row.organizationId, roleOf(row), row.departmentId);
  if (row.status !== 'pending') throw new AppError(409, ORG_INVITATION_MESSAGES.notPending);
  return row;
}

/** POST /organizations/invitations/{id}/resend: a new secret and 7 more days; the old link stops working. */
export async function resendInvitation(
  deps: InvitationDeps,
  actor: Actor,
  id: string,
): Promise<OrgInvitation> {
  const row = await manageableInvitation(deps.db, actor, id);
  const now = new Date();
  const token = await lifecycle.renew(deps.db, row.id, 'pending', now);
  if (!token) throw new AppError(409, ORG_INVITATION_MESSAGES.notPending);
  queueMail(deps, row.email, actor.name, row.organizationId, roleOf(row), token);
  return toInvitation(await invitationView(deps.db, row.id), now);
}

/** DELETE /organizations/invitations/{id}: the link stops working at once. */
export async function cancelInvitation(deps: InvitationDeps, actor: Actor, id: string): Promise<void> {
  const row = await manageableInvitation(deps.db, actor, id);
  await lifecycle.withdraw(deps.db, lifecycle.byId(row.id), 'revoked');
}

/** What a link that can no longer be used says: its holder may know why. */
function deadLinkMessage(status: OrgInvitationStatus): string {
  if (status === 'accepted') return ORG_INVITATION_MESSAGES.used;
  if (status === 'revoked') return ORG_INVITATION_MESSAGES.revoked;
  return ORG_INVITATION_MESSAGES.expired;
}

/** The invitation of a link, checked: known, pending, not expired, its organization active. Else a clear 4xx. */
async function usableInvitation(
  db: AppDb,
  token: string,
  now: Date,
): Promise<OrganizationInvitationRow & { organizationName: string }> {
  const found = await lifecycle.findByToken(token, async (tokenHash) => {
    const [row] = await db
      .select({
        invitation: organizationInvitations,
        organizationName: organizations.name,
        active: organizations.isActive,
      })
      .from(organizationInvitations)
      .innerJoin(organizations, eq(organizations.id, organizationInvitations.organizationId))
      .where(eq(organizationInvitations.tokenHash, tokenHash))
      .limit(1);
    return row && { ...row.invitation, organizationName: row.organizationName, active: row.active };
  });
  if (!found) throw new AppError(404, ORG_INVITATION_MESSAGES.invalidLink);
  if (!isInvitationValid(found, now)) throw new AppError(410, deadLinkMessage(found.status));
  if (!found.active) throw new AppError(410, ORG_INVITATION_MESSAGES.organizationInactive);
  const { active: _active, ...invitation } = found;
  return invitation;
}

/**
 * GET /organizations/join/{token} (public): what the acceptance screen shows, and whether the caller (signed in
 * or not) can accept at once, must sign in, or must register.
 */
export async function previewInvitation(
  db: AppDb,
  token: string,
  caller: CurrentUser | undefined,
): Promise<OrgInvitationPreview> {
  const invitation = await usableInvitation(db, token, new Date());
  const [department] = invitation.departmentId
    ? await db
        .select({ name: departments.name })
        .from(departments)
        .where(eq(departments.id, invitation.departmentId))
        .limit(1)
    : [];
  const [inviter] = invitation.invitedBy
    ? await db.select({ name: users.name }).from(users).where(eq(users.id, invitation.invitedBy)).limit(1)
    : [];
  return {
    organizationName: invitation.organizationName,
    email: invitation.email,
    role: roleOf(invitation),
    departmentName: department?.name ?? null,
    invitedByName: inviter?.name ?? null,
    expiresAt: invitation.expiresAt.toISOString(),
    accountExists: await lifecycle.hasAccount(db, invitation.email),
    signedIn: Boolean(caller),
    signedInAsInvitee: Boolean(caller && lifecycle.isInvitee(caller, invitation)),
  };
}

/**
 * Makes `user` a member with the invitation's role and department, spends the invitation, writes the feed entry
 * and tells the inviter, all in the caller's transaction. Throws when the link was spent meanwhile or the
 * account joined an organization meanwhile.
 */
async function joinWithInvitation(
  tx: AppDb,
  outbox: EventOutbox,
  invitation: OrganizationInvitationRow & { organizationName: string },
  user: { id: string; name: string },
  now: Date,
  audit: AuditContext,
): Promise<OrgInvitationJoined> {
  const spent = await lifecycle.spend(tx, invitation.id, now, { status: 'accepted', acceptedAt: now });
  if (!spent) throw new AppError(410, ORG_INVITATION_MESSAGES.used);
  // The department may have been deleted since: the person joins without one, and a manager without a
  // department to manage joins as a member.
  const [department] = invitation.departmentId
    ? await tx
        .select({ id: departments.id })
        .from(departments)
        .where(
          and(
            eq(departments.id, invitation.departmentId),
            eq(departments.organizationId, invitation.organizationId),
          ),
        )
        .limit(1)
    : [];
  const invitedRole = roleOf(invitation);
  const role: AssignableOrgRole = invitedRole === 'dept_manager' && !department ? 'member' : invitedRole;
  const [member] = await tx
    .update(users)
    .set({
      accountType: 'organization',
      organizationId: invitation.organizationId,
      departmentId: department?.id ?? null,
      ...roleFieldsFor(role),
      // The main sidebar and the admin-only routes read role 'admin' (as a role change sets it).
      ...(role === 'org_admin' ? { role: 'admin', systemRole: 'admin' } : {}),
    })
    .where(and(eq(users.id, user.id), sql`${users.organizationId} is null`))
    .returning({ id: users.id });
  if (!member) throw new AppError(409, ORG_INVITATION_MESSAGES.otherOrganization);
  if (role === 'dept_manager' && department) {
    await tx
      .insert(departmentManagers)
      .values({ departmentId: department.id, userId: user.id })
      .onConflictDoNothing();
  }
  // The person joining is the actor, whether signed in already or registering with the link.
  await recordAudit(
    tx,
    { ...audit, actorId: user.id, actorEmail: invitation.email },
    {
      action: 'invitation.accepted',
      organizationId: invitation.organizationId,
      target: { type: 'organization_invitation', id: invitation.id, label: invitation.email },
      after: { role, departmentId: department?.id ?? null },
    },
  );
  const entry = await recordActivity(tx, {
    type: 'org_member_joined',
    message: `${user.name} joined the organization as ${ORG_ROLE_LABELS[role]}`,
    actor: { id: user.id, name: user.name },
    projectId: null,
    organizationId: invitation.organizationId,
    entity: { type: 'user', id: user.id, title: user.name },
  });
  if (invitation.invitedBy) {
    await notify(tx, outbox, user.id, [
      {
        recipientId: invitation.invitedBy,
        type: 'user_joined',
        title: 'Invitation accepted',
        message: `${user.name} accepted your invitation and joined ${invitation.organizationName}`,
      },
    ]);
  }
  outbox.add(
    {
      type: 'organization.member.changed',
      organizationId: invitation.organizationId,
      update: {
        action: 'added',
        userId: user.id,
        userName: user.name,
        organizationId: invitation.organizationId,
        role,
      },
      rightsReduced: false,
    },
    {
      type: 'organization.activity',
      organizationId: invitation.organizationId,
      entry: toActivityEntry(entry),
    },
  );
  return { organizationId: invitation.organizationId, organizationName: invitation.organizationName, role };
}

/**
 * POST /organizations/join/{token}/accept: the signed-in user joins, if they are signed in with exactly the
 * invited address and belong to no organization yet.
 */
export async function acceptInvitation(
  deps: InvitationDeps,
  user: CurrentUser,
  token: string,
  audit: AuditContext,
): Promise<OrgInvitationJoined> {
  const now = new Date();
  const invitation = await usableInvitation(deps.db, token, now);
  lifecycle.requireInvitee(user, invitation);
  if (user.organizationId === invitation.organizationId) {
    throw new AppError(409, ORG_INVITATION_MESSAGES.alreadyMember);
  }
  if (user.organizationId) throw new AppError(409, ORG_INVITATION_MESSAGES.otherOrganization);
  const outbox = new EventOutbox();
  const joined = await deps.db.transaction((tx) =>
    joinWithInvitation(tx, outbox, invitation, { id: user.id, name: user.name }, now, audit),
  );
  outbox.flushTo(deps.events);
  return joined;
}

/**
 * POST /organizations/join/{token}/register: a new account for the invited address, joined at once. The link
 * proves the address, so no verification mail follows; an address that already has an account signs in instead.
 */
export async function registerWithInvitation(
  deps: InvitationDeps,
  token: string,
  payload: OrgInvitationRegisterPayload,
  audit: AuditContext,
): Promise<{ subject: { id: string; tokenVersion: number }; joined: OrgInvitationJoined }> {
  const now = new Date();
  const invitation = await usableInvitation(deps.db, token, now);
  const account = await lifecycle.newAccount(deps.db, invitation.email, payload);
  const outbox = new EventOutbox();
  const result = await deps.db.transaction(async (tx) => {
    const created = await lifecycle.insertAccount(tx, account);
    const joined = await joinWithInvitation(
      tx,
      outbox,
      invitation,
      { id: created.id, name: payload.name },
      now,
      audit,
    );
    return { subject: created, joined };
  });
  outbox.flushTo(deps.events);
  return result;
}
