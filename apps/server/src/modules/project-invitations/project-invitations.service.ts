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
  PROJECT_INVITATION_TOKEN_PATTERN,
  PROJECT_INVITATION_TTL_MS,
  type ProjectInvitationRole,
  projectInvitationDeniedMessage,
  type SendInvitationPayload,
} from '@app/domain';
import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import type { AppDb } from '../../db/client';
import {
  organizations,
  type ProjectInvitationRow,
  projectInvitations,
  projectMembers,
  projects,
  users,
} from '../../db/schema';
import { type DomainEventBus, EventOutbox } from '../../events/bus';
import { AppError } from '../../http/errors';
import { isUniqueViolation } from '../../lib/db-errors';
import { escapeHtml, type Mailer } from '../../lib/mail';
import { hashPassword } from '../../lib/password';
import { newLinkSecret, sameDigest, sha256Hex } from '../../lib/tokens';
import { type AuditContext, recordAudit } from '../audit';
import { type CurrentUser, findActiveOrganizationByDomain, findUserByEmail } from '../auth';
import { notify } from '../notifications';
import { findProjectAccess, type ProjectAccess, recordActivity, type Viewer } from '../work';

// Project invitations (issue 18). The secret is 32 random bytes that only the mail carries; the table keeps its
// SHA-256. A link works once, for 7 days, and only while the person who sent it may still send that role. No
// answer ever carries the secret: resend and cancel take the invitation's public id.

export interface ProjectInvitationDeps {
  db: AppDb;
  events: DomainEventBus;
  mailer: Mailer;
  config: AppConfig;
  log: FastifyBaseLogger;
}

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
const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

const newSecret = (now: Date) => newLinkSecret(now, PROJECT_INVITATION_TTL_MS);

function invitationMail(
  inviter: string,
  projectTitle: string,
  role: ProjectInvitationRole,
  link: string,
): { subject: string; text: string; html: string } {
  const what = `${ROLE_NAMES[role]} (${PROJECT_INVITATION_ROLE_DESCRIPTIONS[role]})`;
  const text = [
    'Hello,',
    '',
    `${inviter} invited you to join the project "${projectTitle}" on TaskFlow as ${what}.`,
    'Follow this link to accept or decline. It works once, within 7 days, for this email address only:',
    '',
    link,
    '',
    'If you did not expect this invitation, ignore this mail: nobody joins without following the link.',
  ].join('\n');
  const html = [
    '<p>Hello,</p>',
    `<p>${escapeHtml(inviter)} invited you to join the project &quot;${escapeHtml(projectTitle)}&quot; on TaskFlow as ${escapeHtml(what)}.</p>`,
    '<p>Follow this link to accept or decline. It works once, within 7 days, for this email address only:</p>',
    `<p><a href="${escapeHtml(link)}">Open the invitation</a></p>`,
    `<p style="color:#64748b;font-size:12px">${escapeHtml(link)}</p>`,
    '<p>If you did not expect this invitation, ignore this mail: nobody joins without following the link.</p>',
  ].join('\n');
  return { subject: `${inviter} invited you to ${projectTitle} on TaskFlow`, text, html };
}

function queueMail(
  deps: ProjectInvitationDeps,
  to: string,
  inviter: string,
  projectTitle: string,
  role: ProjectInvitationRole,
  token: string,
): void {
  deps.mailer.queue(async () => ({
    to,
    ...invitationMail(inviter, projectTitle, role, invitationLink(deps.config.appOrigin, token)),
  }));
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
  const pastExpiry = row.status === 'pending' && row.expiresAt.getTime() <= now.getTime();
  return {
    _id: row.id,
    email: row.email,
    role: row.role,
    projectId: row.projectId,
    projectName: row.projectTitle,
    invitedBy: { _id: row.invitedBy, name: row.inviterName ?? 'A former member' },
    invitedAt: row.createdAt.toISOString(),
    status: pastExpiry ? 'expired' : row.status,
    expiresAt: row.expiresAt.toISOString(),
  };
}

async function findInvitationView(db: AppDb, id: string): Promise<InvitationView | undefined> {
  const [row] = await db
    .select(viewColumns)
    .from(projectInvitations)
    .innerJoin(projects, eq(projects.id, projectInvitations.projectId))
    .leftJoin(users, eq(users.id, projectInvitations.invitedBy))
    .where(eq(projectInvitations.id, id))
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

async function cancelPending(db: AppDb, id: string): Promise<void> {
  await db
    .update(projectInvitations)
    .set({ status: 'cancelled' })
    .where(and(eq(projectInvitations.id, id), eq(projectInvitations.status, 'pending')));
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
  deps: ProjectInvitationDeps,
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
  const secret = newSecret(now);
  let id: string;
  try {
    id = await db.transaction(async (tx) => {
      // A pending invitation past its expiry no longer holds the address: it becomes 'expired'.
      await tx
        .update(projectInvitations)
        .set({ status: 'expired' })
        .where(
          and(
            eq(projectInvitations.projectId, project.id),
            eq(projectInvitations.email, email),
            eq(projectInvitations.status, 'pending'),
            sql`${projectInvitations.expiresAt} <= ${now.toISOString()}`,
          ),
        );
      const [row] = await tx
        .insert(projectInvitations)
        .values({
          projectId: project.id,
          email,
          role: payload.role,
          tokenHash: secret.tokenHash,
          invitedBy: viewer.id,
          expiresAt: secret.expiresAt,
          createdAt: now,
        })
        .returning({ id: projectInvitations.id });
      if (!row) throw new Error('Invitation not created');
      await recordAudit(tx, audit, {
        action: 'invitation.sent',
        organizationId: project.organizationId,
        target: { type: 'project_invitation', id: row.id, label: email },
        after: { email, role: payload.role, projectId: project.id, projectTitle: project.title },
      });
      return row.id;
    });
  } catch (error) {
    // The partial unique index keeps one pending invitation per project and address.
    if (isUniqueViolation(error)) throw new AppError(409, INVITATION_MESSAGES.alreadyPending);
    throw error;
  }
  queueMail(deps, email, viewer.name, project.title, payload.role, secret.token);
  deps.log.info({ projectId: project.id, invitationId: id }, 'Project invitation sent');
  return toInvitation(await requireInvitationView(db, id), now);
}

async function requireInvitationView(db: AppDb, id: string): Promise<InvitationView> {
  const row = await findInvitationView(db, id);
  if (!row) throw new AppError(404, INVITATION_MESSAGES.invitationNotFound);
  return row;
}

/**
 * An invitation the caller may manage (resend, cancel): one of a project they can see (else 404, as if it did
 * not exist), of a role they may send (else 403).
 */
async function manageableInvitation(db: AppDb, viewer: Viewer, id: string): Promise<InvitationView> {
  const row = await findInvitationView(db, id);
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
  deps: ProjectInvitationDeps,
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
  const secret = newSecret(now);
  let updated: { id: string } | undefined;
  try {
    [updated] = await db
      .update(projectInvitations)
      .set({
        tokenHash: secret.tokenHash,
        expiresAt: secret.expiresAt,
        status: 'pending',
        invitedBy: viewer.id,
        respondedAt: null,
      })
      // Only from the state it was read in: an answer or a cancellation meanwhile wins.
      .where(and(eq(projectInvitations.id, row.id), eq(projectInvitations.status, row.status)))
      .returning({ id: projectInvitations.id });
  } catch (error) {
    // Another invitation to the address is pending already.
    if (isUniqueViolation(error)) throw new AppError(409, INVITATION_MESSAGES.alreadyPending);
    throw error;
  }
  if (!updated) throw new AppError(409, INVITATION_MESSAGES.notResendable);
  queueMail(deps, row.email, viewer.name, row.projectTitle, row.role, secret.token);
  return toInvitation(await requireInvitationView(db, row.id), now);
}

/** DELETE /invite/cancel/{id}: a pending invitation is withdrawn; its link stops working at once. */
export async function cancelInvitation(
  deps: ProjectInvitationDeps,
  viewer: Viewer,
  id: string,
): Promise<void> {
  const row = await manageableInvitation(deps.db, viewer, id);
  const [cancelled] = await deps.db
    .update(projectInvitations)
    .set({ status: 'cancelled' })
    .where(and(eq(projectInvitations.id, row.id), eq(projectInvitations.status, 'pending')))
    .returning({ id: projectInvitations.id });
  if (!cancelled) throw new AppError(404, INVITATION_MESSAGES.invitationNotFound);
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
  if (!PROJECT_INVITATION_TOKEN_PATTERN.test(token)) throw notFound();
  const tokenHash = sha256Hex(token);
  const [row] = await db
    .select(viewColumns)
    .from(projectInvitations)
    .innerJoin(projects, eq(projects.id, projectInvitations.projectId))
    .leftJoin(users, eq(users.id, projectInvitations.invitedBy))
    .where(eq(projectInvitations.tokenHash, tokenHash))
    .limit(1);
  // The index finds the row by its hash; the comparison that lets it through is constant-time.
  if (!row || !sameDigest(row.invitation.tokenHash, tokenHash)) throw notFound();
  const invitation = viewOf(row);
  if (!isInvitationValid(invitation, now)) throw notFound();
  if (!(await inviterMaySend(db, invitation))) {
    await cancelPending(db, invitation.id);
    throw notFound();
  }
  return invitation;
}

async function accountExists(db: AppDb, email: string): Promise<boolean> {
  return Boolean(await findUserByEmail(db, email));
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
    if (!sameEmail(caller.email, invitation.email)) userStatus = 'other-account';
    else userStatus = (await isMember(db, invitation.projectId, caller.id)) ? 'member' : 'invitee';
  }
  return {
    invitation: toInvitation(invitation, now),
    userStatus,
    requiresAuth: userStatus === 'guest' || userStatus === 'other-account',
    authMode: (await accountExists(db, invitation.email)) ? 'login' : 'register',
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
  deps: ProjectInvitationDeps,
  user: CurrentUser,
  invitation: InvitationView,
  now: Date,
  audit: AuditContext,
): Promise<InvitationAcceptanceAnswer> {
  if (!sameEmail(user.email, invitation.email)) {
    throw new AppError(403, INVITATION_MESSAGES.wrongAccount(invitation.email, user.email));
  }
  if (invitation.projectOrganizationId && user.organizationId !== invitation.projectOrganizationId) {
    throw new AppError(403, INVITATION_MESSAGES.otherOrganization);
  }
  const projectTitle = invitation.projectTitle;
  const outbox = new EventOutbox();
  try {
    await deps.db.transaction(async (tx) => {
      const [spent] = await tx
        .update(projectInvitations)
        .set({ status: 'accepted', respondedAt: now })
        .where(
          and(
            eq(projectInvitations.id, invitation.id),
            eq(projectInvitations.status, 'pending'),
            sql`${projectInvitations.expiresAt} > ${now.toISOString()}`,
          ),
        )
        .returning({ invitedBy: projectInvitations.invitedBy, role: projectInvitations.role });
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
  deps: ProjectInvitationDeps,
  user: CurrentUser,
  invitation: InvitationView,
  now: Date,
): Promise<InvitationAcceptanceAnswer> {
  if (!sameEmail(user.email, invitation.email)) {
    throw new AppError(403, INVITATION_MESSAGES.wrongAccount(invitation.email, user.email));
  }
  const outbox = new EventOutbox();
  await deps.db.transaction(async (tx) => {
    const [spent] = await tx
      .update(projectInvitations)
      .set({ status: 'declined', respondedAt: now })
      .where(
        and(
          eq(projectInvitations.id, invitation.id),
          eq(projectInvitations.status, 'pending'),
          sql`${projectInvitations.expiresAt} > ${now.toISOString()}`,
        ),
      )
      .returning({ invitedBy: projectInvitations.invitedBy });
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
  deps: ProjectInvitationDeps,
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
  deps: ProjectInvitationDeps,
  token: string,
  projectId: string,
  caller: CurrentUser | undefined,
  audit: AuditContext,
): Promise<InvitationAcceptanceAnswer> {
  const now = new Date();
  const invitation = await usableInvitation(deps.db, token, now);
  if (invitation.projectId !== projectId) throw notFound();
  if (caller) return join(deps, caller, invitation, now, audit);
  const userExists = await accountExists(deps.db, invitation.email);
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
  deps: ProjectInvitationDeps,
  payload: InvitationRegisterPayload,
): Promise<{ id: string; tokenVersion: number }> {
  const invitation = await usableInvitation(deps.db, payload.token, new Date());
  if (await accountExists(deps.db, invitation.email)) {
    throw new AppError(409, INVITATION_MESSAGES.accountExists);
  }
  const passwordHash = await hashPassword(payload.password);
  const found = await findActiveOrganizationByDomain(deps.db, emailDomain(invitation.email));
  // The invitation proves the address: the organization's policy decides whether that is enough to join.
  const organization = found?.domainJoin === 'verified' ? found : undefined;
  let created: { id: string; tokenVersion: number } | undefined;
  try {
    [created] = await deps.db
      .insert(users)
      .values({
        name: payload.name,
        email: invitation.email,
        passwordHash,
        role: 'user',
        systemRole: 'user',
        ...(organization
          ? { accountType: 'organization', organizationId: organization.id, orgRole: 'member' }
          : { accountType: 'individual' }),
      })
      .returning({ id: users.id, tokenVersion: users.tokenVersion });
  } catch (error) {
    // Two registrations of one address at the same moment: the unique index decides.
    if (isUniqueViolation(error)) throw new AppError(409, INVITATION_MESSAGES.accountExists);
    throw error;
  }
  if (!created) throw new Error('User not created');
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
  const cancelled = await db
    .update(projectInvitations)
    .set({ status: 'cancelled' })
    .where(
      and(
        eq(projectInvitations.projectId, projectId),
        eq(projectInvitations.invitedBy, userId),
        eq(projectInvitations.status, 'pending'),
        allowed.length > 0 ? notInArray(projectInvitations.role, allowed) : undefined,
      ),
    )
    .returning({ id: projectInvitations.id });
  return cancelled.length;
}
