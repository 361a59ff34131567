import {
  type AssignableOrgRole,
  canDoOrgAction,
  decideInvitation,
  decideOrgAction,
  isAssignableOrgRole,
  isInvitationAddressAllowed,
  ORG_FIELD_MESSAGES,
  ORG_INVITATION_MESSAGES,
  ORG_INVITATION_TOKEN_PATTERN,
  ORG_INVITATION_TTL_MS,
  ORG_ROLE_LABELS,
  type OrganizationInvitePayload,
  type OrgInvitation,
  type OrgInvitationJoined,
  type OrgInvitationListQuery,
  type OrgInvitationPage,
  type OrgInvitationPreview,
  type OrgInvitationRegisterPayload,
  orgActionDeniedMessage,
  pageCount,
  roleFieldsFor,
  SESSION_MESSAGES,
} from '@app/domain';
import { and, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
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
import { type DomainEventBus, EventOutbox } from '../../events/bus';
import { AppError } from '../../http/errors';
import { isUniqueViolation } from '../../lib/db-errors';
import { escapeHtml, type Mailer } from '../../lib/mail';
import { hashPassword } from '../../lib/password';
import { newLinkSecret, sameDigest, sha256Hex } from '../../lib/tokens';
import { type AuditContext, recordAudit } from '../audit';
import { type CurrentUser, findSecurityPolicy, findUserByEmail } from '../auth';
import { requireFreeSeat } from '../billing';
import { notify } from '../notifications';
import { type Actor, departmentParents } from '../organizations';
import { containsPattern, recordActivity, toActivityEntry } from '../work';

// Organization invitations (issue 17): the secret is 32 random bytes that only the mail carries; the table keeps
// its SHA-256. A link works once, for 7 days; resending replaces the secret and the expiry.

export interface InvitationDeps {
  db: AppDb;
  events: DomainEventBus;
  mailer: Mailer;
  config: AppConfig;
  log: FastifyBaseLogger;
}

/** The acceptance screen's address: always on APP_ORIGIN, never on whatever Host the request named. */
export function invitationLink(config: AppConfig, token: string): string {
  return `${config.appOrigin}/auth/join/${encodeURIComponent(token)}`;
}

function invitationMail(inviter: string, organizationName: string, role: AssignableOrgRole, link: string) {
  const roleLabel = ORG_ROLE_LABELS[role];
  const text = [
    'Hello,',
    '',
    `${inviter} invited you to join ${organizationName} on TaskFlow as ${roleLabel}.`,
    'Follow this link to accept. It works once, within 7 days, for this email address only:',
    '',
    link,
    '',
    'If you did not expect this invitation, ignore this mail: nobody joins without following the link.',
  ].join('\n');
  const html = [
    '<p>Hello,</p>',
    `<p>${escapeHtml(inviter)} invited you to join ${escapeHtml(organizationName)} on TaskFlow as ${escapeHtml(roleLabel)}.</p>`,
    '<p>Follow this link to accept. It works once, within 7 days, for this email address only:</p>',
    `<p><a href="${escapeHtml(link)}">Accept the invitation</a></p>`,
    `<p style="color:#64748b;font-size:12px">${escapeHtml(link)}</p>`,
    '<p>If you did not expect this invitation, ignore this mail: nobody joins without following the link.</p>',
  ].join('\n');
  return { subject: `${inviter} invited you to join ${organizationName} on TaskFlow`, text, html };
}

const newSecret = (now: Date) => newLinkSecret(now, ORG_INVITATION_TTL_MS);

function roleOf(row: OrganizationInvitationRow): AssignableOrgRole {
  return isAssignableOrgRole(row.orgRole) ? row.orgRole : 'member';
}

type InvitationView = OrganizationInvitationRow & {
  departmentName: string | null;
  inviterName: string | null;
};

function toInvitation(row: InvitationView, now: Date): OrgInvitation {
  const pastExpiry = row.status === 'pending' && row.expiresAt.getTime() <= now.getTime();
  return {
    _id: row.id,
    organizationId: row.organizationId,
    email: row.email,
    role: roleOf(row),
    departmentId: row.departmentId,
    departmentName: row.departmentName,
    invitedBy: row.invitedBy && row.inviterName ? { _id: row.invitedBy, name: row.inviterName } : null,
    status: pastExpiry ? 'expired' : row.status,
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

const inviters = sql`(select ${users.name} from ${users} where ${users.id} = ${organizationInvitations.invitedBy})`;

async function invitationView(db: AppDb, id: string): Promise<InvitationView> {
  const [row] = await db
    .select({
      invitation: organizationInvitations,
      departmentName: departments.name,
      inviterName: sql<string | null>`${inviters}`,
    })
    .from(organizationInvitations)
    .leftJoin(departments, eq(departments.id, organizationInvitations.departmentId))
    .where(eq(organizationInvitations.id, id))
    .limit(1);
  if (!row) throw new AppError(404, ORG_INVITATION_MESSAGES.notFound);
  return { ...row.invitation, departmentName: row.departmentName, inviterName: row.inviterName };
}

/** The organization the actor invites into: their own (a platform admin has none unless they belong to one). */
function actorOrganization(actor: Actor): string {
  if (!actor.organizationId) throw new AppError(403, orgActionDeniedMessage('member.invite'));
  return actor.organizationId;
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
    return { to, ...invitationMail(inviter, organization.name, role, invitationLink(deps.config, token)) };
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
  const organizationId = actorOrganization(actor);
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
  const secret = newSecret(now);
  let id: string;
  try {
    id = await db.transaction(async (tx) => {
      // A pending invitation past its expiry no longer holds the address: it becomes 'expired'.
      await tx
        .update(organizationInvitations)
        .set({ status: 'expired' })
        .where(
          and(
            eq(organizationInvitations.organizationId, organizationId),
            eq(organizationInvitations.email, email),
            eq(organizationInvitations.status, 'pending'),
            sql`${organizationInvitations.expiresAt} <= ${now.toISOString()}`,
          ),
        );
      const [row] = await tx
        .insert(organizationInvitations)
        .values({
          organizationId,
          email,
          orgRole: payload.role,
          departmentId,
          tokenHash: secret.tokenHash,
          invitedBy: actor.id,
          expiresAt: secret.expiresAt,
        })
        .returning({ id: organizationInvitations.id });
      if (!row) throw new Error('Invitation not created');
      await recordAudit(tx, audit, {
        action: 'invitation.sent',
        organizationId,
        target: { type: 'organization_invitation', id: row.id, label: email },
        after: { email, role: payload.role, departmentId },
      });
      return row.id;
    });
  } catch (error) {
    // The partial unique index keeps one pending invitation per organization and address.
    if (isUniqueViolation(error)) throw new AppError(409, ORG_INVITATION_MESSAGES.alreadyPending);
    throw error;
  }
  queueMail(deps, email, actor.name, organizationId, payload.role, secret.token);
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
    .select({
      invitation: organizationInvitations,
      departmentName: departments.name,
      inviterName: sql<string | null>`${inviters}`,
    })
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
    data: rows.map((row) =>
      toInvitation(
        { ...row.invitation, departmentName: row.departmentName, inviterName: row.inviterName },
        now,
      ),
    ),
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
  const secret = newSecret(now);
  const [updated] = await deps.db
    .update(organizationInvitations)
    .set({ tokenHash: secret.tokenHash, expiresAt: secret.expiresAt })
    .where(and(eq(organizationInvitations.id, row.id), eq(organizationInvitations.status, 'pending')))
    .returning({ id: organizationInvitations.id });
  if (!updated) throw new AppError(409, ORG_INVITATION_MESSAGES.notPending);
  queueMail(deps, row.email, actor.name, row.organizationId, roleOf(row), secret.token);
  return toInvitation(await invitationView(deps.db, row.id), now);
}

/** DELETE /organizations/invitations/{id}: the link stops working at once. */
export async function cancelInvitation(deps: InvitationDeps, actor: Actor, id: string): Promise<void> {
  const row = await manageableInvitation(deps.db, actor, id);
  await deps.db
    .update(organizationInvitations)
    .set({ status: 'revoked' })
    .where(and(eq(organizationInvitations.id, row.id), eq(organizationInvitations.status, 'pending')));
}

/** The invitation of a link, checked: known, pending, not expired, its organization active. Else a clear 4xx. */
async function usableInvitation(
  db: AppDb,
  token: string,
  now: Date,
): Promise<OrganizationInvitationRow & { organizationName: string }> {
  if (!ORG_INVITATION_TOKEN_PATTERN.test(token)) throw new AppError(404, ORG_INVITATION_MESSAGES.invalidLink);
  const tokenHash = sha256Hex(token);
  const [found] = await db
    .select({
      invitation: organizationInvitations,
      organizationName: organizations.name,
      active: organizations.isActive,
    })
    .from(organizationInvitations)
    .innerJoin(organizations, eq(organizations.id, organizationInvitations.organizationId))
    .where(eq(organizationInvitations.tokenHash, tokenHash))
    .limit(1);
  // The index finds the row by its hash; the comparison that lets it through is constant-time.
  if (!found || !sameDigest(found.invitation.tokenHash, tokenHash)) {
    throw new AppError(404, ORG_INVITATION_MESSAGES.invalidLink);
  }
  const { invitation } = found;
  if (invitation.status === 'accepted') throw new AppError(410, ORG_INVITATION_MESSAGES.used);
  if (invitation.status === 'revoked') throw new AppError(410, ORG_INVITATION_MESSAGES.revoked);
  if (invitation.status === 'expired' || invitation.expiresAt.getTime() <= now.getTime()) {
    throw new AppError(410, ORG_INVITATION_MESSAGES.expired);
  }
  if (!found.active) throw new AppError(410, ORG_INVITATION_MESSAGES.organizationInactive);
  return { ...invitation, organizationName: found.organizationName };
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

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
    accountExists: Boolean(await findUserByEmail(db, invitation.email)),
    signedIn: Boolean(caller),
    signedInAsInvitee: Boolean(caller && sameEmail(caller.email, invitation.email)),
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
  const [spent] = await tx
    .update(organizationInvitations)
    .set({ status: 'accepted', acceptedAt: now })
    .where(
      and(
        eq(organizationInvitations.id, invitation.id),
        eq(organizationInvitations.status, 'pending'),
        sql`${organizationInvitations.expiresAt} > ${now.toISOString()}`,
      ),
    )
    .returning({ id: organizationInvitations.id });
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
  if (!sameEmail(user.email, invitation.email)) {
    throw new AppError(403, ORG_INVITATION_MESSAGES.wrongAccount(invitation.email, user.email));
  }
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
  if (await findUserByEmail(deps.db, invitation.email)) {
    throw new AppError(409, ORG_INVITATION_MESSAGES.accountExists);
  }
  const passwordHash = await hashPassword(payload.password);
  const outbox = new EventOutbox();
  try {
    const result = await deps.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({
          name: payload.name,
          email: invitation.email,
          passwordHash,
          role: 'user',
          systemRole: 'user',
          accountType: 'individual',
        })
        .returning({ id: users.id, tokenVersion: users.tokenVersion });
      if (!created) throw new Error('User not created');
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
  } catch (error) {
    // Two registrations of one address at the same moment: the unique index decides.
    if (isUniqueViolation(error)) throw new AppError(409, ORG_INVITATION_MESSAGES.accountExists);
    throw error;
  }
}
