import { z } from 'zod';
import { parseDate } from './calendar';
import { DateTimeStringSchema } from './dates';
import { IdSchema } from './ids';
import { INVITATION_MESSAGES } from './messages';
import { EmailSchema } from './user';

/** Project invitation roles (spec section 3). */
export const PROJECT_INVITATION_ROLES = ['team-member', 'team-lead', 'supervisor'] as const;
export type ProjectInvitationRole = (typeof PROJECT_INVITATION_ROLES)[number];
export const ProjectInvitationRoleSchema = z.enum(PROJECT_INVITATION_ROLES);

export const PROJECT_INVITATION_ROLE_DESCRIPTIONS: Record<ProjectInvitationRole, string> = {
  'team-member': 'view and complete tasks',
  'team-lead': 'manage members and assign tasks',
  supervisor: 'full project management',
};

export const INVITATION_STATUSES = ['pending', 'accepted', 'declined', 'expired'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];
export const InvitationStatusSchema = z.enum(INVITATION_STATUSES);

export const InvitationSchema = z.object({
  _id: IdSchema,
  email: z.string(),
  role: ProjectInvitationRoleSchema,
  projectId: IdSchema,
  projectName: z.string(),
  invitedBy: z.object({ name: z.string() }),
  invitedAt: DateTimeStringSchema,
  status: InvitationStatusSchema,
  // No expiry means the invitation never expires.
  expiresAt: DateTimeStringSchema.nullable().optional(),
  token: z.string().min(1),
});
export type Invitation = z.infer<typeof InvitationSchema>;

export const AUTH_MODES = ['login', 'register'] as const;
export type AuthMode = (typeof AUTH_MODES)[number];
export const AuthModeSchema = z.enum(AUTH_MODES);

/** GET /invite/validate/{token} answer data. */
export const InvitationValidationSchema = z.object({
  invitation: InvitationSchema,
  userStatus: z.string().optional(),
  requiresAuth: z.boolean(),
  authMode: AuthModeSchema.optional(),
  isAuthenticated: z.boolean(),
});
export type InvitationValidation = z.infer<typeof InvitationValidationSchema>;

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

/** POST /invite/respond. */
export const RespondInvitationPayloadSchema = z.object({
  token: z.string().min(1),
  action: z.enum(['accept', 'decline']),
});
export type RespondInvitationPayload = z.infer<typeof RespondInvitationPayloadSchema>;

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
 * - otherwise whole days left, rounded down: 'Expires in 1 day' / 'Expires in N days'.
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
  const days = Math.floor(left / DAY_MS);
  return `Expires in ${days} ${days === 1 ? 'day' : 'days'}`;
}
