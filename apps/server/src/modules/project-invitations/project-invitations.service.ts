import {
  canInviteToProject,
  emailDomain,
  INVITATION_MESSAGES,
  type Invitation,
  type InvitationAcceptanceAnswer,
  type InvitationRegisterPayload,
  type InvitationUserStatus,
  type InvitationValidation,
  invitableProjectRoles,
  invitationLink,
  isInvitationValid,
  isOrgAdmin,
  PROJECT_INVITATION_ROLE_DESCRIPTIONS,
  PROJECT_INVITATION_TTL_MS,
  type ProjectInvitationRole,
  projectInvitationDeniedMessage,
  type SendInvitationPayload,
} from '@app/domain';
import { and, desc, eq, inArray, notInArray, type SQL } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import {
  organizations,
  type ProjectInvitationRow,
  projectInvitations,
  projectMembers,
  projects,
  users,
} from '../../db/schema';
import { EventOutbox } from '../../events/bus';
import { AppError } from '../../http/errors';
import { type InvitationDeps, invitationLifecycle } from '../../invitations/lifecycle';
import { isUniqueViolation } from '../../lib/db-errors';
import { type AuditContext, recordAudit } from '../audit';
import { type CurrentUser, findActiveOrganizationByDomain, findUserByEmail } from '../auth';
import { notify } from '../notifications';
import { findProjectAccess, type ProjectAccess, recordActivity, type Viewer } from '../work';

// Project invitations: the lifecycle (secret, expiry, single use, resend, withdrawal) is the shared one; here is
// what is the project's own: who may invite whom (the project role), what accepting grants (project membership),
// declining, the texts, the audit entries, and that a link works only while its sender may still send that role.
// Every dead link answers the same 404, so nobody learns which. No answer ever carries the secret: resend and
// cancel take the invitation's public id.

const lifecycle = invitationLifecycle({
  table: projectInvitations,
  scope: projectInvitations.projectId,
  ttlMs: PROJECT_INVITATION_TTL_MS,
  messages: INVITATION_MESSAGES,
});

// How many invitations the pending list shows at most.
const LIST_LIMIT = 100;
// What the list shows: the invitations still worth a look (not accepted, not cancelled).
const LISTED_STATUSES = ['pending', 'expired', 'declined'] as const;

const ROLE_NAMES: Record<ProjectInvitationRole, string> = {
  'team-member': 'a team member',
  'team-lead': 'a team lead',
  supervisor: 'a supervisor',
};

// The projects module's text for a project the caller cannot see (this module does not import that one: the
// projects module calls `revokeInvitationsOf`, and modules do not import each other both ways).
const PROJECT_NOT_FOUND = 'Project not found';

const notFound = () => new AppError(404, INVITATION_MESSAGES.notFound);

function queueMail(
  deps: InvitationDeps,
  to: string,
  inviter: string,
  projectTitle: string,
  role: ProjectInvitationRole,
  token: string,
): void {
  const mail = lifecycle.mail({
    subject: `${inviter} invited you to ${projectTitle} on TaskFlow`,
    inviter,
    joining: `the project "${projectTitle}"`,
    as: `${ROLE_NAMES[role]} (${PROJECT_INVITATION_ROLE_DESCRIPTIONS[role]})`,
    answer: 'accept or decline',
    linkLabel: 'Open the invitation',
    link: invitationLink(deps.config.appOrigin, token),
  });
  deps.mailer.queue(async () => ({ to, ...mail }));
}

type InvitationView = ProjectInvitationRow & {
  projectTitle: string;
  projectOrganizationId: string | null;
  inviterName: string | null;
};

const viewColumns = {
  invitation: projectInvitations,
  projectTitle: projects.title,
  projectOrganizationId: projects.organizationId,
  inviterName: users.name,
};

function viewOf(row: {
  invitation: ProjectInvitationRow;
  projectTitle: string;
  projectOrganizationId: string | null;
  inviterName: string | null;
}): InvitationView {
  return {
    ...row.invitation,
    projectTitle: row.projectTitle,
    projectOrganizationId: row.projectOrganizationId,
    inviterName: row.inviterName,
  };
}

/** The invitation as the API shows it: never its secret nor the secret's hash. */
function toInvitation(row: InvitationView, now: Date): Invitation {
  return {
    _id: row.id,
    email: row.email,
    role: row.role,
    projectId: row.projectId,
    projectName: row.projectTitle,
    invitedBy: { _id: row.invitedBy, name: row.inviterName ?? 'A former member' },
    invitedAt: row.createdAt.toISOString(),
    status: lifecycle.shownStatus(row, now),
    expiresAt: row.expiresAt.toISOString(),
  };
}

/** The invitation `where` selects (by its id, by its secret's hash), with its project and inviter. */
async function findInvitationView(db: AppDb, where: SQL): Promise<InvitationView | undefined> {
  const [row] = await db
    .select(viewColumns)
    .from(projectInvitations)
    .innerJoin(projects, eq(projects.id, projectInvitations.projectId))
    .leftJoin(users, eq(users.id, projectInvitations.invitedBy))
    .where(where)
    .limit(1);
  return row ? viewOf(row) : undefined;
}

/** What someone is to the app, read afresh (inside a transaction too): the fields tenant scope needs. */
async function viewerById(db: AppDb, id: string): Promise<Viewer | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      organizationId: users.organizationId,
      isOrgAdmin: users.isOrgAdmin,
      orgRole: users.orgRole,
    })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  if (!row) return undefined;
  return {
    id: row.id,
    name: row.name,
    organizationId: row.organizationId,
    isOrgAdmin: Boolean(row.organizationId) && isOrgAdmin(row),
  };
}

/** What `userId` is to the project now (null when they cannot see it or no longer exist). */
async function currentRole(db: AppDb, projectId: string, userId: string) {
  const viewer = await viewerById(db, userId);
  const access = viewer ? await findProjectAccess(db, viewer, projectId) : undefined;
  return access?.role ?? null;
}

/** May the person who sent this invitation still send it (still there, with a role that may offer its role)? */
async function inviterMaySend(
  db: AppDb,
  invitation: Pick<ProjectInvitationRow, 'invitedBy' | 'projectId' | 'role'>,
): Promise<boolean> {
  if (!invitation.invitedBy) return false;
  return canInviteToProject(
    await currentRole(db, invitation.projectId, invitation.invitedBy),
    invitation.role,
  );
}

async function cancelPending(db: AppDb, id: string): Promise<number> {
  return lifecycle.withdraw(db, lifecycle.byId(id), 'cancelled');
}

/** The project as the caller sees it; 404 'Project not found' when they cannot. */
async function visibleProject(db: AppDb, viewer: Viewer, projectId: string): Promise<ProjectAccess> {
  const access = await findProjectAccess(db, viewer, projectId);
  if (!access) throw new AppError(404, PROJECT_NOT_FOUND);
  return access;
}

function requireMayInvite(access: ProjectAccess, role: ProjectInvitationRole): void {
  if (!canInviteToProject(access.role, role)) {
    throw new AppError(403, projectInvitationDeniedMessage(access.role));
  }
}

async function isMember(db: AppDb, projectId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: projectMembers.userId })
    .from(projectMembers)
    .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId)))
    .limit(1);
  return Boolean(row);
}

/**
 * An organization's project takes its own people: an existing account must belong to the organization, a new
 * address must be on the organization's domain (registering with it makes the account a member).
 */
async function requireInvitableAddress(
  db: AppDb,
  organizationId: string | null,
  email: string,
  account: { organizationId: string | null } | undefined,
): Promise<void> {
  if (!organizationId) return;
  if (account) {
    if (account.organizationId !== organizationId) {
      throw new AppError(400, INVITATION_MESSAGES.otherOrganization);
    }
    return;
  }
  const [organization] = await db
    .select({ domain: organizations.domain })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .limit(1);
  if (!organization || emailDomain(email) !== organization.domain.trim().toLowerCase()) {
    throw new AppError(400, INVITATION_MESSAGES.otherOrganization);
  }
}

/**
 * POST /invite/send: mails a link inviting `email` into the project with `role`. The owner and supervisors (org
 * admins act as supervisors on their organization's projects) offer any role, team leads team members only.
 */
export async function sendInvitation(
  deps: InvitationDeps,
  viewer: Viewer,
  payload: SendInvitationPayload,
  audit: AuditContext,
): Promise<Invitation> {
  const { db } = deps;
  const access = await visibleProject(db, viewer, payload.projectId);
  requireMayInvite(access, payload.role);
  const { project } = access;
  const email = payload.email.trim().toLowerCase();
  const account = await findUserByEmail(db, email);
  if (account && (await isMember(db, project.id, account.id))) {
    throw new AppError(409, INVITATION_MESSAGES.alreadyMember);
  }
  await requireInvitableAddress(db, project.organizationId, email, account);

  const now = new Date();
  const { id, token } = await lifecycle.create(db, {
    scopeId: project.id,
    email,
    now,
    values: { projectId: project.id, email, role: payload.role, invitedBy: viewer.id, createdAt: now },
    record: (tx, invitationId) =>
      recordAudit(tx, audit, {
        action: 'invitation.sent',
        organizationId: project.organizationId,
        target: { type: 'project_invitation', id: invitationId, label: email },
        after: { email, role: payload.role, projectId: project.id, projectTitle: project.title },
      }),
  });
  queueMail(deps, email, viewer.name, project.title, payload.role, token);
  deps.log.info({ projectId: project.id, invitationId: id }, 'Project invitation sent');
  return toInvitation(await requireInvitationView(db, id), now);
}

async function requireInvitationView(db: AppDb, id: string): Promise<InvitationView> {
  const row = await findInvitationView(db, lifecycle.byId(id));
  if (!row) throw new AppError(404, INVITATION_MESSAGES.invitationNotFound);
  return row;
}

/**
 * An invitation the caller may manage (resend, cancel): one of a project they can see (else 404, as if it did
 * not exist), of a role they may send (else 403).
 */
async function manageableInvitation(db: AppDb, viewer: Viewer, id: string): Promise<InvitationView> {
  const row = await findInvitationView(db, lifecycle.byId(id));
  const access = row ? await findProjectAccess(db, viewer, row.projectId) : undefined;
  if (!row || !access) throw new AppError(404, INVITATION_MESSAGES.invitationNotFound);
  requireMayInvite(access, row.role);
  return row;
}

/**
 * POST /invite/resend/{id}: a new secret and 7 more days for a pending (even lapsed), expired or declined
 * invitation, sent again in the caller's name; the old link stops working.
 */
export async function resendInvitation(
  deps: InvitationDeps,
  viewer: Viewer,
  id: string,
): Promise<Invitation> {
  const { db } = deps;
  const row = await manageableInvitation(db, viewer, id);
  if (row.status === 'accepted' || row.status === 'cancelled') {
    throw new AppError(409, INVITATION_MESSAGES.notResendable);
  }
  const account = await findUserByEmail(db, row.email);
  if (account && (await isMember(db, row.projectId, account.id))) {
    throw new AppError(409, INVITATION_MESSAGES.alreadyMember);
  }
  const now = new Date();
  // Only from the state it was read in: an answer or a cancellation meanwhile wins.
  const token = await lifecycle.renew(db, row.id, row.status, now, {
    status: 'pending',
    invitedBy: viewer.id,
    respondedAt: null,
  });
  if (!token) throw new AppError(409, INVITATION_MESSAGES.notResendable);
  queueMail(deps, row.email, viewer.name, row.projectTitle, row.role, token);
  return toInvitation(await requireInvitationView(db, row.id), now);
}

/** DELETE /invite/cancel/{id}: a pending invitation is withdrawn; its link stops working at once. */
export async function cancelInvitation(deps: InvitationDeps, viewer: Viewer, id: string): Promise<void> {
  const row = await manageableInvitation(deps.db, viewer, id);
  if (!(await cancelPending(deps.db, row.id)))
    throw new AppError(404, INVITATION_MESSAGES.invitationNotFound);
}

/**
 * GET /invite/project/{projectId}: the invitations not accepted or cancelled, newest first, for members who may
 * invite (a stranger learns nothing of the project: 404).
 */
export async function listInvitations(db: AppDb, viewer: Viewer, projectId: string): Promise<Invitation[]> {
  const access = await visibleProject(db, viewer, projectId);
  if (invitableProjectRoles(access.role).length === 0) {
    throw new AppError(403, INVITATION_MESSAGES.cannotInvite);
  }
  const rows = await db
    .select(viewColumns)
    .from(projectInvitations)
    .innerJoin(projects, eq(projects.id, projectInvitations.projectId))
    .leftJoin(users, eq(users.id, projectInvitations.invitedBy))
    .where(
      and(
        eq(projectInvitations.projectId, projectId),
        inArray(projectInvitations.status, [...LISTED_STATUSES]),
      ),
    )
    .orderBy(desc(projectInvitations.createdAt), desc(projectInvitations.id))
    .limit(LIST_LIMIT);
  const now = new Date();
  return rows.map((row) => toInvitation(viewOf(row), now));
}

/**
 * The invitation of a link, checked: well-formed, known (the stored hash compared in constant time), pending,
 * not expired, and its sender may still send it (one who may not any more cancels it). Else one 404 for all.
 */
async function usableInvitation(db: AppDb, token: string, now: Date): Promise<InvitationView> {
  const invitation = await lifecycle.findByToken(token, (tokenHash) =>
    findInvitationView(db, eq(projectInvitations.tokenHash, tokenHash)),
  );
  if (!invitation || !isInvitationValid(invitation, now)) throw notFound();
  if (!(await inviterMaySend(db, invitation))) {
    await cancelPending(db, invitation.id);
    throw notFound();
  }
  return invitation;
}

/**
 * GET /invite/validate/{token} (public): the invitation, and what the caller is to it: signed out, signed in as
 * the invitee, as someone else, or as the invitee who is already a member.
 */
export async function validateInvitation(
  db: AppDb,
  token: string,
  caller: CurrentUser | undefined,
): Promise<InvitationValidation> {
  const now = new Date();
  const invitation = await usableInvitation(db, token, now);
  let userStatus: InvitationUserStatus = 'guest';
  if (caller) {
    if (!lifecycle.isInvitee(caller, invitation)) userStatus = 'other-account';
    else userStatus = (await isMember(db, invitation.projectId, caller.id)) ? 'member' : 'invitee';
  }
  return {
    invitation: toInvitation(invitation, now),
    userStatus,
    requiresAuth: userStatus === 'guest' || userStatus === 'other-account',
    authMode: (await lifecycle.hasAccount(db, invitation.email)) ? 'login' : 'register',
    isAuthenticated: Boolean(caller),
  };
}

// Thrown inside the acceptance's transaction when the sender may no longer send the invitation's role.
class InviterLostRights extends Error {}

/**
 * Joins `user` to the invitation's project, once: the conditional update that spends the invitation decides a
 * race (the second accept finds it spent), the sender's rights are checked again, the membership, the feed entry,
 * the notifications and the member event follow in the same transaction.
 */
async function join(
  deps: InvitationDeps,
  user: CurrentUser,
  invitation: InvitationView,
  now: Date,
  audit: AuditContext,
): Promise<InvitationAcceptanceAnswer> {
  lifecycle.requireInvitee(user, invitation);
  if (invitation.projectOrganizationId && user.organizationId !== invitation.projectOrganizationId) {
    throw new AppError(403, INVITATION_MESSAGES.otherOrganization);
  }
  const projectTitle = invitation.projectTitle;
  const outbox = new EventOutbox();
  try {
    await deps.db.transaction(async (tx) => {
      const spent = await lifecycle.spend(tx, invitation.id, now, { status: 'accepted', respondedAt: now });
      if (!spent) throw notFound();
      if (!(await inviterMaySend(tx, { ...spent, projectId: invitation.projectId }))) {
        throw new InviterLostRights();
      }
      // The membership's primary key refuses a second one (a member already: 409 below).
      await tx
        .insert(projectMembers)
        .values({ projectId: invitation.projectId, userId: user.id, role: spent.role });
      await recordAudit(
        tx,
        { ...audit, actorId: user.id, actorEmail: user.email },
        {
          action: 'invitation.accepted',
          organizationId: invitation.projectOrganizationId,
          target: { type: 'project_invitation', id: invitation.id, label: invitation.email },
          after: { role: spent.role, projectId: invitation.projectId, projectTitle },
        },
      );
      await recordActivity(
        tx,
        {
          type: 'member_added',
          message: `${user.name} joined project "${projectTitle}" as ${ROLE_NAMES[spent.role]}`,
          actor: user,
          projectId: invitation.projectId,
          organizationId: invitation.projectOrganizationId,
          entity: { type: 'project', id: invitation.projectId, title: projectTitle },
        },
        outbox,
      );
      const [project] = await tx
        .select({ ownerId: projects.ownerId })
        .from(projects)
        .where(eq(projects.id, invitation.projectId))
        .limit(1);
      await notify(tx, outbox, user.id, [
        ...(spent.invitedBy
          ? [
              {
                recipientId: spent.invitedBy,
                type: 'user_joined' as const,
                title: 'Invitation accepted',
                message: `${user.name} accepted your invitation and joined project "${projectTitle}"`,
                projectId: invitation.projectId,
              },
            ]
          : []),
        ...(project
          ? [
              {
                recipientId: project.ownerId,
                type: 'user_joined' as const,
                title: 'New project member',
                message: `${user.name} joined project "${projectTitle}"`,
                projectId: invitation.projectId,
                preference: 'memberJoined' as const,
              },
            ]
          : []),
      ]);
      outbox.add({
        type: 'member.changed',
        change: {
          action: 'added',
          userId: user.id,
          userName: user.name,
          projectId: invitation.projectId,
          role: spent.role,
        },
        projectId: invitation.projectId,
        organizationId: invitation.projectOrganizationId,
        actor: { userId: user.id, userName: user.name },
      });
    });
  } catch (error) {
    if (error instanceof InviterLostRights) {
      await cancelPending(deps.db, invitation.id);
      throw notFound();
    }
    // A member already: the membership's primary key says so (the invitation stays as it was).
    if (isUniqueViolation(error)) throw new AppError(409, INVITATION_MESSAGES.youAreAlreadyMember);
    throw error;
  }
  outbox.flushTo(deps.events);
  return {
    success: true,
    message: INVITATION_MESSAGES.joined(projectTitle),
    data: {
      requiresAuth: false,
      isAuthenticated: true,
      userStatus: 'member',
      project: { _id: invitation.projectId, title: projectTitle },
      projectName: projectTitle,
      role: invitation.role,
      redirectTo: `/projects/${invitation.projectId}`,
      invitationEmail: invitation.email,
    },
  };
}

async function decline(
  deps: InvitationDeps,
  user: CurrentUser,
  invitation: InvitationView,
  now: Date,
): Promise<InvitationAcceptanceAnswer> {
  lifecycle.requireInvitee(user, invitation);
  const outbox = new EventOutbox();
  await deps.db.transaction(async (tx) => {
    const spent = await lifecycle.spend(tx, invitation.id, now, { status: 'declined', respondedAt: now });
    if (!spent) throw notFound();
    if (spent.invitedBy) {
      await notify(tx, outbox, user.id, [
        {
          recipientId: spent.invitedBy,
          type: 'other',
          title: 'Invitation declined',
          message: `${user.name} declined your invitation to project "${invitation.projectTitle}"`,
          projectId: invitation.projectId,
        },
      ]);
    }
  });
  outbox.flushTo(deps.events);
  return { success: true, message: INVITATION_MESSAGES.declined, data: { redirectTo: '/' } };
}

/** POST /invite/respond: the signed-in invitee accepts or declines. */
export async function respondToInvitation(
  deps: InvitationDeps,
  user: CurrentUser,
  token: string,
  action: 'accept' | 'decline',
  audit: AuditContext,
): Promise<InvitationAcceptanceAnswer> {
  const now = new Date();
  const invitation = await usableInvitation(deps.db, token, now);
  return action === 'accept'
    ? join(deps, user, invitation, now, audit)
    : decline(deps, user, invitation, now);
}

/**
 * POST /projects/accept-invitation/{token} (public): signed out, what to do next (sign in or register as the
 * invited address); signed in, the same acceptance as POST /invite/respond.
 */
export async function acceptInvitationLink(
  deps: InvitationDeps,
  token: string,
  projectId: string,
  caller: CurrentUser | undefined,
  audit: AuditContext,
): Promise<InvitationAcceptanceAnswer> {
  const now = new Date();
  const invitation = await usableInvitation(deps.db, token, now);
  if (invitation.projectId !== projectId) throw notFound();
  if (caller) return join(deps, caller, invitation, now, audit);
  const userExists = await lifecycle.hasAccount(deps.db, invitation.email);
  return {
    success: false,
    error: INVITATION_MESSAGES.authRequired,
    message: INVITATION_MESSAGES.authRequired,
    data: {
      requiresAuth: true,
      authMode: userExists ? 'login' : 'register',
      userExists,
      invitationEmail: invitation.email,
      projectName: invitation.projectTitle,
      role: invitation.role,
      isAuthenticated: false,
      userStatus: 'guest',
    },
  };
}

/**
 * POST /invite/register (public): a new account for the invited address. The link proves the address, so no
 * verification mail follows, and an address on an active organization's domain joins it as a member (as a
 * verified registration would). It does not accept: the client responds next, signed in.
 */
export async function registerWithInvitation(
  deps: InvitationDeps,
  payload: InvitationRegisterPayload,
): Promise<{ id: string; tokenVersion: number }> {
  const invitation = await usableInvitation(deps.db, payload.token, new Date());
  const account = await lifecycle.newAccount(deps.db, invitation.email, payload);
  const found = await findActiveOrganizationByDomain(deps.db, emailDomain(invitation.email));
  // The invitation proves the address: the organization's policy decides whether that is enough to join.
  const organization = found?.domainJoin === 'verified' ? found : undefined;
  const created = await lifecycle.insertAccount(
    deps.db,
    organization
      ? { ...account, accountType: 'organization', organizationId: organization.id, orgRole: 'member' }
      : account,
  );
  if (organization) {
    deps.events.publish({
      type: 'organization.member.changed',
      organizationId: organization.id,
      update: {
        action: 'added',
        userId: created.id,
        userName: payload.name,
        organizationId: organization.id,
        role: 'member',
      },
      rightsReduced: false,
    });
  }
  deps.log.info({ userId: created.id, invitationId: invitation.id }, 'Account registered from an invitation');
  return created;
}

/**
 * Revocation: cancels the pending invitations `userId` sent for the project that their role there now (after a
 * removal or a role change, inside that change's transaction) may no longer send. Returns how many.
 */
export async function revokeInvitationsOf(db: AppDb, projectId: string, userId: string): Promise<number> {
  const allowed = invitableProjectRoles(await currentRole(db, projectId, userId));
  return lifecycle.withdraw(
    db,
    and(
      eq(projectInvitations.projectId, projectId),
      eq(projectInvitations.invitedBy, userId),
      allowed.length > 0 ? notInArray(projectInvitations.role, allowed) : undefined,
    ),
    'cancelled',
  );
}
