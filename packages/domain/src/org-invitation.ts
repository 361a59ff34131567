import { z } from 'zod';
import { apiSuccess, PageQuerySchema, paginated } from './api';
import { DateTimeStringSchema } from './dates';
import { IdSchema } from './ids';
import { INVITATION_TOKEN_PATTERN } from './invitation';
import { AUTH_MESSAGES, ORG_POLICY_MESSAGES } from './messages';
import {
  type AssignableOrgRole,
  actorRank,
  decideOrgAction,
  ORG_ROLE_LABELS,
  type OrgActor,
  type OrgTarget,
  orgRoleRank,
} from './org-policy';
import { AssignableOrgRoleSchema, type OrganizationInvitePayloadSchema } from './organization';
import { AuthAnswerSchema, PasswordSchema, UserNameSchema } from './user';

// Organization invitations: an admin or a department manager invites a person by email; the mailed
// link carries a secret the server keeps only as a hash; following it, the person signs in or registers with
// exactly the invited address and joins with the invited role and department.

/** An invitation link is valid for 7 days; resending starts the 7 days again with a new secret. */
export const ORG_INVITATION_VALID_DAYS = 7;
export const ORG_INVITATION_TTL_MS = ORG_INVITATION_VALID_DAYS * 24 * 60 * 60 * 1000;

export const ORG_INVITATION_STATUSES = ['pending', 'accepted', 'revoked', 'expired'] as const;
export type OrgInvitationStatus = (typeof ORG_INVITATION_STATUSES)[number];

/** The secret in the link: see {@link INVITATION_TOKEN_PATTERN}. */
export const ORG_INVITATION_TOKEN_PATTERN = INVITATION_TOKEN_PATTERN;

/** The texts of the invitation calls and of the acceptance screen. */
export const ORG_INVITATION_MESSAGES = {
  sent: (email: string) => `Invitation sent to ${email}`,
  resent: (email: string) => `A new invitation link was sent to ${email}`,
  cancelled: 'Invitation cancelled',
  notFound: 'Invitation not found',
  alreadyMember: 'This person is already a member of the organization',
  alreadyPending:
    'An invitation to this email is already pending. Resend it from the pending invitations instead',
  departmentRequired: 'Choose the department a department manager will manage',
  departmentNotFound: 'Department not found',
  notPending: 'Only a pending invitation can be resent or cancelled',
  // The acceptance link's states: the holder of the link may know which one it is.
  invalidLink: 'This invitation link is invalid. Check that you opened the whole link from the email',
  expired: 'This invitation has expired. Ask the person who invited you to send a new one',
  used: 'This invitation has already been used. Sign in to open the organization',
  revoked: 'This invitation was cancelled. Ask the person who invited you if you still need access',
  organizationInactive: 'This organization is no longer active',
  wrongAccount: (invited: string, signedIn: string) =>
    `This invitation is for ${invited}, but you are signed in as ${signedIn}. Sign out, then sign in or register with ${invited}`,
  otherOrganization:
    'Your account already belongs to another organization. An account can be a member of one organization only',
  accountExists: AUTH_MESSAGES.emailAlreadyRegistered,
  joined: (organizationName: string) => `You joined ${organizationName}`,
  // Screen texts.
  screenTitle: (organizationName: string) => `Join ${organizationName}`,
  invalidTitle: 'Invitation not valid',
  loadingTitle: 'Opening your invitation',
  loading: 'Checking your invitation…',
  invitedAs: (role: string, department: string | null) =>
    department ? `You are invited as ${role} in ${department}.` : `You are invited as ${role}.`,
  invitedBy: (name: string) => `${name} invited you.`,
  acceptButton: 'Accept and join',
  signInMode: 'Sign in to accept',
  registerMode: 'Create your account',
  signInButton: 'Sign in and join',
  registerButton: 'Create account and join',
  switchToRegister: 'New here? Create an account',
  switchToSignIn: 'Already have an account? Sign in',
  signOut: 'Sign out',
  backToSignIn: 'Go to sign in',
  emailFixed: 'The invitation is for this address',
} as const;

/** POST /organizations/invite as a caller writes it (the role defaults to member). */
export type OrganizationInviteInput = z.input<typeof OrganizationInvitePayloadSchema>;

/** Who invited, as the pending list shows them. */
const InviterSchema = z.object({ _id: IdSchema, name: z.string() });

/** A pending (or past) invitation, as the organization's screens see it: never its secret. */
export const OrgInvitationSchema = z.object({
  _id: IdSchema,
  organizationId: IdSchema,
  email: z.string(),
  role: AssignableOrgRoleSchema,
  departmentId: IdSchema.nullable(),
  departmentName: z.string().nullable(),
  invitedBy: InviterSchema.nullable(),
  status: z.enum(ORG_INVITATION_STATUSES),
  expiresAt: DateTimeStringSchema,
  createdAt: DateTimeStringSchema,
});
export type OrgInvitation = z.infer<typeof OrgInvitationSchema>;
export const OrgInvitationAnswerSchema = apiSuccess(OrgInvitationSchema);
export type OrgInvitationAnswer = z.infer<typeof OrgInvitationAnswerSchema>;

/** GET /organizations/{id}/invitations: the pending ones, paged, searched by email. */
export const OrgInvitationListQuerySchema = PageQuerySchema;
export type OrgInvitationListQuery = z.infer<typeof OrgInvitationListQuerySchema>;
export type OrgInvitationListQueryInput = z.input<typeof OrgInvitationListQuerySchema>;
export const OrgInvitationPageSchema = paginated(OrgInvitationSchema);
export type OrgInvitationPage = z.infer<typeof OrgInvitationPageSchema>;

/** The token of an acceptance link, as a route parameter. */
export const OrgInvitationTokenSchema = z
  .string()
  .regex(ORG_INVITATION_TOKEN_PATTERN, { error: ORG_INVITATION_MESSAGES.invalidLink });

/**
 * GET /organizations/join/{token}: what the acceptance screen shows and which way it offers (sign in when
 * an account has the address, register otherwise; accept at once when the caller is signed in as it).
 */
export const OrgInvitationPreviewSchema = z.object({
  organizationName: z.string(),
  email: z.string(),
  role: AssignableOrgRoleSchema,
  departmentName: z.string().nullable(),
  invitedByName: z.string().nullable(),
  expiresAt: DateTimeStringSchema,
  /** An account with the invited address exists. */
  accountExists: z.boolean(),
  /** The caller is signed in (as anyone). */
  signedIn: z.boolean(),
  /** The caller is signed in as the invited address. */
  signedInAsInvitee: z.boolean(),
});
export type OrgInvitationPreview = z.infer<typeof OrgInvitationPreviewSchema>;
export const OrgInvitationPreviewAnswerSchema = apiSuccess(OrgInvitationPreviewSchema);

/** POST /organizations/join/{token}/accept: where the new member now belongs. */
export const OrgInvitationJoinedSchema = z.object({
  organizationId: IdSchema,
  organizationName: z.string(),
  role: AssignableOrgRoleSchema,
});
export type OrgInvitationJoined = z.infer<typeof OrgInvitationJoinedSchema>;
export const OrgInvitationJoinedAnswerSchema = apiSuccess(OrgInvitationJoinedSchema);

/**
 * POST /organizations/join/{token}/register: a new account for the invited address (the link proves it),
 * joined at once. The address is the invitation's, never the caller's.
 */
export const OrgInvitationRegisterPayloadSchema = z
  .object({
    name: UserNameSchema,
    // Argon2 prehashes its input, but nobody types a password this long.
    password: PasswordSchema.max(1024),
  })
  .strict();
export type OrgInvitationRegisterPayload = z.infer<typeof OrgInvitationRegisterPayloadSchema>;
export const OrgInvitationRegisterAnswerSchema = AuthAnswerSchema.extend({
  organization: OrgInvitationJoinedSchema,
});
export type OrgInvitationRegisterAnswer = z.infer<typeof OrgInvitationRegisterAnswerSchema>;

export type InvitationDecision = { allowed: true } | { allowed: false; status: 400 | 403; reason: string };

/**
 * May `actor` invite someone into `target` (the organization, and the department named) with `role`? The
 * policy's 'member.invite' decides the scope (organization admins anywhere in their organization, department
 * managers into their departments and below); nobody invites with a role above their own; a department
 * manager is invited into the department they will manage.
 */
export function decideInvitation(
  actor: OrgActor | null | undefined,
  role: AssignableOrgRole,
  target: OrgTarget,
): InvitationDecision {
  const scope = decideOrgAction(actor, 'member.invite', target);
  if (!scope.allowed) return { allowed: false, status: 403, reason: scope.reason };
  if (orgRoleRank(role) > actorRank(actor)) {
    return { allowed: false, status: 403, reason: ORG_POLICY_MESSAGES.roleAboveOwn };
  }
  if (role === 'dept_manager' && !target.departmentId) {
    return { allowed: false, status: 400, reason: ORG_INVITATION_MESSAGES.departmentRequired };
  }
  return { allowed: true };
}

/** The role's label as the invitation shows it. */
export function orgInvitationRoleLabel(role: AssignableOrgRole): string {
  return ORG_ROLE_LABELS[role];
}
