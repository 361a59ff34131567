import { z } from 'zod';

/**
 * The sensitive actions the audit log records (issue 20), one name each. The server records them; the security
 * screen filters by them and names them with `AUDIT_ACTION_LABELS`.
 */
export const AUDIT_ACTIONS = [
  'auth.sign_in',
  'auth.sign_in_failed',
  'auth.sign_out',
  'auth.password_changed',
  'auth.password_reset',
  'session.ended',
  'session.ended_all',
  'member.role_changed',
  'member.removed',
  'member.signed_out',
  'invitation.sent',
  'invitation.accepted',
  'organization.settings_changed',
  'organization.branding_changed',
  'organization.policy_changed',
  'billing.changed',
  'finance.accessed',
  'assistant.write',
  'platform.organization_created',
  'platform.organization_updated',
  'platform.organization_activated',
  'platform.organization_deactivated',
  'platform.plan_changed',
  'platform.user_disabled',
  'platform.user_enabled',
  'organization.switched',
  'platform.role_changed',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AuditActionSchema = z.enum(AUDIT_ACTIONS);

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'auth.sign_in': 'Signed in',
  'auth.sign_in_failed': 'Sign-in failed',
  'auth.sign_out': 'Signed out',
  'auth.password_changed': 'Password changed',
  'auth.password_reset': 'Password reset',
  'session.ended': 'Session ended',
  'session.ended_all': 'All sessions ended',
  'member.role_changed': 'Role changed',
  'member.removed': 'Member removed',
  'member.signed_out': 'Member signed out everywhere',
  'invitation.sent': 'Invitation sent',
  'invitation.accepted': 'Invitation accepted',
  'organization.settings_changed': 'Settings changed',
  'organization.branding_changed': 'Branding changed',
  'organization.policy_changed': 'Security policy changed',
  'billing.changed': 'Billing changed',
  'finance.accessed': 'Finance accessed',
  'assistant.write': 'Change made through the assistant',
  'platform.organization_created': 'Organization created',
  'platform.organization_updated': 'Organization updated',
  'platform.organization_activated': 'Organization activated',
  'platform.organization_deactivated': 'Organization deactivated',
  'platform.plan_changed': 'Plan changed',
  'platform.user_disabled': 'User disabled',
  'platform.user_enabled': 'User enabled',
  'organization.switched': 'Organization switched',
  'platform.role_changed': 'Platform role changed',
};

/** One entry of the audit log as the security screen reads it. */
export const AuditEntrySchema = z.object({
  _id: z.string(),
  seq: z.number().int(),
  organizationId: z.string().nullable(),
  actorId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  targetLabel: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: z.string(),
  hash: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

/** The answer of 'Verify': the chain is intact, or the first entry whose hash or link does not hold. */
export const AuditVerificationSchema = z.object({
  intact: z.boolean(),
  checked: z.number().int(),
  firstBroken: z
    .object({ _id: z.string(), seq: z.number().int(), reason: z.enum(['altered', 'link']) })
    .nullable(),
});
export type AuditVerification = z.infer<typeof AuditVerificationSchema>;
