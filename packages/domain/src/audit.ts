import { z } from 'zod';
import { apiSuccess, PageQuerySchema, paginated } from './api';
import { IdSchema } from './ids';

/**
 * The sensitive actions the audit log records, one name each. The server records them; the security
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
  'system.checks_run',
  'platform.role_changed',
  // Finance.
  'finance.unlock_failed',
  'finance.credentials_changed',
  'finance.access_changed',
  'finance.rates_changed',
  'finance.budget_changed',
  'finance.expense_changed',
  // Personal API tokens.
  'token.created',
  'token.revoked',
  'token.used',
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
  'system.checks_run': 'System checks run',
  'platform.role_changed': 'Platform role changed',
  'finance.unlock_failed': 'Finance unlock failed',
  'finance.credentials_changed': 'Finance credentials changed',
  'finance.access_changed': 'Finance access changed',
  'finance.rates_changed': 'Exchange rates changed',
  'finance.budget_changed': 'Budget changed',
  'finance.expense_changed': 'Expense changed',
  'token.created': 'API token created',
  'token.revoked': 'API token revoked',
  'token.used': 'API token used',
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

/** The label of an action name; an unknown name (an older or newer server) is shown as it is. */
export function auditActionLabel(action: string): string {
  return (AUDIT_ACTION_LABELS as Record<string, string>)[action] ?? action;
}

const AUDIT_FILTER_TEXT_MAX = 200;
// A day (2026-11-26) or an ISO instant (2026-11-26T10:15:00Z); nothing looser, such as '1' or 'May 5'.
const DAY_OR_INSTANT = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2}))?$/;
const DayOrInstantSchema = z
  .string()
  .trim()
  .refine((value) => DAY_OR_INSTANT.test(value) && !Number.isNaN(Date.parse(value)), {
    message: 'Enter a valid date (YYYY-MM-DD)',
  });

/**
 * GET /organizations/{id}/audit (and its CSV export): who did it (part of the actor's email), which action, from
 * and to (a date `YYYY-MM-DD` takes in the whole day), and the page.
 */
const AuditListFieldsSchema = PageQuerySchema.omit({ search: true }).extend({
  actor: z.string().trim().max(AUDIT_FILTER_TEXT_MAX).optional(),
  action: AuditActionSchema.optional(),
  from: DayOrInstantSchema.optional(),
  to: DayOrInstantSchema.optional(),
});

export const AuditListQuerySchema = AuditListFieldsSchema.refine(
  (query) => !query.from || !query.to || auditRangeStart(query.from) <= auditRangeEnd(query.to),
  {
    message: 'The start date must not be after the end date',
    path: ['from'],
  },
);
export type AuditListQuery = z.infer<typeof AuditListQuerySchema>;

/**
 * The security screen's URL on its audit log tab: the list's filters and page, the tab, and for a platform admin
 * the organization looked at (`?organization=<id>`).
 */
export const AuditScreenQuerySchema = AuditListFieldsSchema.extend({
  tab: z.string().trim().max(40).optional(),
  organization: IdSchema.optional(),
});
export type AuditScreenQuery = z.infer<typeof AuditScreenQuerySchema>;
export type AuditListQueryInput = z.input<typeof AuditListQuerySchema>;
/** The filters alone (the export takes no page). */
export type AuditFilterValues = Pick<AuditListQueryInput, 'actor' | 'action' | 'from' | 'to'>;

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;
/** The first instant a `from` filter takes in (a bare date starts at 00:00 UTC). */
export function auditRangeStart(from: string): Date {
  return new Date(DAY_ONLY.test(from) ? `${from}T00:00:00.000Z` : from);
}
/** The first instant a `to` filter leaves out (a bare date takes in its whole day, UTC). */
export function auditRangeEnd(to: string): Date {
  if (!DAY_ONLY.test(to)) return new Date(new Date(to).getTime() + 1);
  const day = new Date(`${to}T00:00:00.000Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day;
}

export const AuditPageSchema = paginated(AuditEntrySchema);
export type AuditPage = z.infer<typeof AuditPageSchema>;

/** The first entry 'Verify' found broken, with what the screen names it by. */
export const AuditBrokenEntrySchema = z.object({
  _id: z.string(),
  seq: z.number().int(),
  reason: z.enum(['altered', 'link']),
  action: z.string(),
  createdAt: z.string(),
});

/** The answer of POST /organizations/{id}/audit/verify. */
export const AuditVerificationAnswerSchema = apiSuccess(
  AuditVerificationSchema.extend({ firstBroken: AuditBrokenEntrySchema.nullable() }),
);
export type AuditVerificationAnswer = z.infer<typeof AuditVerificationAnswerSchema>;
export type AuditVerificationResult = AuditVerificationAnswer['data'];
