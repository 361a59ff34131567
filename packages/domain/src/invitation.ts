import { z } from 'zod';
import { parseDate } from './calendar';
import { DateTimeStringSchema } from './dates';
import { IdSchema } from './ids';
import { INVITATION_PART_TEXTS } from './invitation-part-texts';
import { INVITATION_MESSAGES } from './messages';
import { EmailSchema, PasswordSchema, UserNameSchema } from './user';

/** Project invitation roles (spec section 3). */
export const PROJECT_INVITATION_ROLES = ['team-member', 'team-lead', 'supervisor'] as const;
export type ProjectInvitationRole = (typeof PROJECT_INVITATION_ROLES)[number];
export const ProjectInvitationRoleSchema = z.enum(PROJECT_INVITATION_ROLES);

export const PROJECT_INVITATION_ROLE_DESCRIPTIONS: Record<ProjectInvitationRole, string> = {
  'team-member': 'view and complete tasks',
  'team-lead': 'manage members and assign tasks',
  supervisor: 'full project management',
};

/**
 * Spec 4.3's statuses, and 'cancelled' (the inviter withdrew it, or lost the right to have sent it). Only a
 * pending invitation before its expiry can be answered.
 */
export const INVITATION_STATUSES = ['pending', 'accepted', 'declined', 'expired', 'cancelled'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];
export const InvitationStatusSchema = z.enum(INVITATION_STATUSES);

/** An invitation link's secret, into an organization or a project: 32 random bytes, base64url (43 characters). */
export const INVITATION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** A project invitation link's secret: see {@link INVITATION_TOKEN_PATTERN}. */
export const PROJECT_INVITATION_TOKEN_PATTERN = INVITATION_TOKEN_PATTERN;
/** A project invitation link works for 7 days. */
export const PROJECT_INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** Spec 9: the welcome screen counts down 5 seconds into the project. */
export const INVITATION_REDIRECT_SECONDS = 5;

/**
 * A project invitation (spec 3). The spec's `token` is never sent by any call, the inviter's included: the
 * secret exists only in the mail. `_id` is the invitation's public id, which resend and cancel take.
 */
export const InvitationSchema = z.object({
  _id: IdSchema,
  email: z.string(),
  role: ProjectInvitationRoleSchema,
  projectId: IdSchema,
  projectName: z.string(),
  invitedBy: z.object({ _id: IdSchema.nullable().optional(), name: z.string() }),
  invitedAt: DateTimeStringSchema,
  /** 'expired' is also reported for a pending invitation past its expiry. */
  status: InvitationStatusSchema,
  // No expiry means the invitation never expires.
  expiresAt: DateTimeStringSchema.nullable().optional(),
});
export type Invitation = z.infer<typeof InvitationSchema>;

export const AUTH_MODES = ['login', 'register'] as const;
export type AuthMode = (typeof AUTH_MODES)[number];
export const AuthModeSchema = z.enum(AUTH_MODES);

/**
 * What the caller is to an invitation: signed out ('guest'), signed in with the invited address ('invitee'),
 * signed in with another address ('other-account'), or already a member of the project ('member').
 */
export const INVITATION_USER_STATUSES = ['guest', 'invitee', 'other-account', 'member'] as const;
export type InvitationUserStatus = (typeof INVITATION_USER_STATUSES)[number];
export const InvitationUserStatusSchema = z.enum(INVITATION_USER_STATUSES);

/** GET /invite/validate/{token} answer data. */
export const InvitationValidationSchema = z.object({
  invitation: InvitationSchema,
  userStatus: InvitationUserStatusSchema,
  /** The caller must sign in or register (as the invited address) before accepting. */
  requiresAuth: z.boolean(),
  /** 'login' when an account with the invited address exists, else 'register'. */
  authMode: AuthModeSchema,
  isAuthenticated: z.boolean(),
});
export type InvitationValidation = z.infer<typeof InvitationValidationSchema>;
export const InvitationValidationAnswerSchema = z.object({
  success: z.literal(true),
  data: InvitationValidationSchema,
});
export type InvitationValidationAnswer = z.infer<typeof InvitationValidationAnswerSchema>;

/** Invitation acceptance response (spec section 3): what to do next, or where to go after joining. */
export const InvitationAcceptanceSchema = z.object({
  requiresAuth: z.boolean().optional(),
  authMode: AuthModeSchema.optional(),
  userExists: z.boolean().optional(),
  invitationEmail: z.string().optional(),
  projectName: z.string().optional(),
  role: ProjectInvitationRoleSchema.optional(),
  project: z.object({ _id: IdSchema, title: z.string() }).optional(),
  redirectTo: z.string().optional(),
  userStatus: z.string().optional(),
  isAuthenticated: z.boolean().optional(),
});
export type InvitationAcceptance = z.infer<typeof InvitationAcceptanceSchema>;

/**
 * The answer of POST /api/v1/projects/accept-invitation/{token} and POST /invite/respond: `success`, a `message`
 * and the acceptance data. Signed out, the first answers 200 with `success: false`, `error` and
 * `data.requiresAuth: true` (with `authMode`, `userExists`, `invitationEmail`, `projectName`, `role`); joined,
 * `data.project` and `data.redirectTo` ('/projects/{id}'); declined, `data.redirectTo` '/'.
 */
export const InvitationAcceptanceAnswerSchema = z.object({
  success: z.boolean(),
  message: z.string().optional(),
  error: z.string().optional(),
  data: InvitationAcceptanceSchema,
});
export type InvitationAcceptanceAnswer = z.infer<typeof InvitationAcceptanceAnswerSchema>;

/** POST /api/v1/projects/accept-invitation/{token}: body { projectId }. */
export const AcceptInvitationPayloadSchema = z.object({ projectId: IdSchema });
export type AcceptInvitationPayload = z.infer<typeof AcceptInvitationPayloadSchema>;

/** POST /invite/send. */
export const SendInvitationPayloadSchema = z.object({
  projectId: IdSchema,
  email: EmailSchema,
  role: ProjectInvitationRoleSchema,
});
export type SendInvitationPayload = z.infer<typeof SendInvitationPayloadSchema>;

/**
 * A project's 'Invite by email' form (what the person typed): an address is required, then it must pass the
 * payload's email rule. The role is chosen from a list and always valid.
 */
export const ProjectInviteFormSchema = z.object({
  email: z.string().trim().min(1, { error: INVITATION_PART_TEXTS.inviteEmailRequired }).pipe(EmailSchema),
});

/** POST /invite/send and POST /invite/resend/{id}: the invitation (never its secret) and what happened. */
export const InvitationSentAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: InvitationSchema,
});
export type InvitationSentAnswer = z.infer<typeof InvitationSentAnswerSchema>;

/** GET /invite/project/{projectId}: the project's invitations not yet accepted or cancelled, newest first. */
export const InvitationListAnswerSchema = z.object({
  success: z.literal(true),
  data: z.array(InvitationSchema),
});
export type InvitationListAnswer = z.infer<typeof InvitationListAnswerSchema>;

/** POST /invite/respond. */
export const RespondInvitationPayloadSchema = z.object({
  token: z.string().min(1).max(200),
  action: z.enum(['accept', 'decline']),
});
export type RespondInvitationPayload = z.infer<typeof RespondInvitationPayloadSchema>;

/**
 * POST /invite/register: a new account for the invited address (the link proves it, so no verification mail
 * follows), answered like POST /auth/register (`{ success, token, user }`). The acceptance is a separate call.
 */
export const InvitationRegisterPayloadSchema = z
  .object({
    token: z.string().min(1).max(200),
    name: UserNameSchema,
    password: PasswordSchema.max(1024),
  })
  .strict();
export type InvitationRegisterPayload = z.infer<typeof InvitationRegisterPayloadSchema>;

/** The invitation link shape of spec 7.3: {origin}/invite?token={token}. */
export function invitationLink(origin: string, token: string): string {
  return `${origin.replace(/\/+$/, '')}/invite?token=${encodeURIComponent(token)}`;
}

type ExpiryValue = string | Date | null | undefined;

/** Spec 4.3: valid only when pending and not past expiresAt (no expiry never lapses). */
export function isInvitationValid(
  invitation: { status: InvitationStatus | string; expiresAt?: ExpiryValue },
  now: Date,
): boolean {
  if (invitation.status !== 'pending') return false;
  const expiresAt = parseDate(invitation.expiresAt);
  return expiresAt === undefined || expiresAt.getTime() > now.getTime();
}

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Spec 4.3 expiry text. Exact choice:
 * - no expiry: 'Never expires'; expiry at or before now: 'Expired';
 * - under 1 hour left: 'Expires soon';
 * - under 1 day: whole hours left, rounded down: 'Expires in 1 hour' / 'Expires in N hours' (1..23);
 * - otherwise days left, to the nearest whole day: 'Expires in 1 day' / 'Expires in N days' (a link sent a moment
 *   ago reads 'Expires in 7 days', not 6).
 */
export function invitationExpiryText(expiresAt: ExpiryValue, now: Date): string {
  const expiry = parseDate(expiresAt);
  if (expiry === undefined) return INVITATION_MESSAGES.neverExpires;
  const left = expiry.getTime() - now.getTime();
  if (left <= 0) return INVITATION_MESSAGES.expired;
  if (left < HOUR_MS) return INVITATION_MESSAGES.expiresSoon;
  if (left < DAY_MS) {
    const hours = Math.floor(left / HOUR_MS);
    return `Expires in ${hours} ${hours === 1 ? 'hour' : 'hours'}`;
  }
  const days = Math.round(left / DAY_MS);
  return `Expires in ${days} ${days === 1 ? 'day' : 'days'}`;
}

/** An invitation's expiry line (spec 4.3) and whether it has lapsed: what every invitation list shows. */
export interface InvitationExpiry {
  text: string;
  expired: boolean;
}

/**
 * The one expiry formatter of every invitation list (an organization's and a project's Members tab): the text of
 * {@link invitationExpiryText} and whether the link has lapsed (at or before now), which the lists show in the
 * error colour. An invitation's status does not change its expiry: a declined one still shows its date's text.
 */
export function invitationExpiry(expiresAt: ExpiryValue, now: Date): InvitationExpiry {
  const expiry = parseDate(expiresAt);
  return {
    text: invitationExpiryText(expiresAt, now),
    expired: expiry !== undefined && expiry.getTime() <= now.getTime(),
  };
}
