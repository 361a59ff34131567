import { z } from 'zod';
import { DateTimeStringSchema } from './dates';
import { SESSION_MESSAGES } from './messages';
import { isOrgAdmin, isPlatformAdmin, type RoleSubject } from './permissions';

// "Sessions" and "Policy": the organization's security policy, the rules that say who manages it and
// who may sign whom out, and the session list a user sees on /profile. One definition for server and screens.

export const SIGN_IN_METHODS = ['password', 'google'] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];

/** Joining an organization by the email domain at registration: never, after verification, or also approval. */
export const DOMAIN_JOIN_MODES = ['off', 'verified', 'approved'] as const;
export type DomainJoinMode = (typeof DOMAIN_JOIN_MODES)[number];

export const SIGN_IN_METHOD_LABELS: Record<SignInMethod, string> = {
  password: 'Email and password',
  google: 'Google',
};

export const DOMAIN_JOIN_LABELS: Record<DomainJoinMode, string> = {
  off: 'Off: people on the domain register as individuals',
  verified: 'On, after the email address is verified',
  approved: 'On, after verification and an administrator’s approval',
};

export const IDLE_TIMEOUT_MIN_MINUTES = 5;
export const IDLE_TIMEOUT_MAX_MINUTES = 1440;
export const MAX_INVITATION_DOMAINS = 50;

const DOMAIN_NAME = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

export const SecurityPolicySchema = z.object({
  allowedSignInMethods: z
    .array(z.enum(SIGN_IN_METHODS, { message: SESSION_MESSAGES.policyMethodUnknown }))
    .min(1, SESSION_MESSAGES.policyNeedsMethod)
    .transform((methods) => SIGN_IN_METHODS.filter((method) => methods.includes(method))),
  invitationDomains: z
    .array(
      z
        .string()
        .trim()
        .toLowerCase()
        .transform((domain) => domain.replace(/^@/, ''))
        .refine((domain) => DOMAIN_NAME.test(domain), SESSION_MESSAGES.policyDomainInvalid),
    )
    .max(MAX_INVITATION_DOMAINS, SESSION_MESSAGES.policyTooManyDomains)
    .transform((domains) => [...new Set(domains)]),
  domainJoin: z.enum(DOMAIN_JOIN_MODES, { message: SESSION_MESSAGES.policyDomainJoinUnknown }),
  idleTimeoutMinutes: z
    .number({ message: SESSION_MESSAGES.policyIdleTimeoutRange })
    .int(SESSION_MESSAGES.policyIdleTimeoutRange)
    .refine(
      (minutes) =>
        minutes === 0 || (minutes >= IDLE_TIMEOUT_MIN_MINUTES && minutes <= IDLE_TIMEOUT_MAX_MINUTES),
      SESSION_MESSAGES.policyIdleTimeoutRange,
    ),
});
/** The policy as the server answers it (already normalized: no transforms, so it serializes as is). */
export const SecurityPolicyViewSchema = z.object({
  allowedSignInMethods: z.array(z.enum(SIGN_IN_METHODS)),
  invitationDomains: z.array(z.string()),
  domainJoin: z.enum(DOMAIN_JOIN_MODES),
  idleTimeoutMinutes: z.number().int(),
});
export type SecurityPolicy = z.infer<typeof SecurityPolicyViewSchema>;
export type SecurityPolicyInput = z.input<typeof SecurityPolicySchema>;

/** Every method allowed, invitations to any address, joining by domain after verification, no idle timeout. */
export const DEFAULT_SECURITY_POLICY: SecurityPolicy = {
  allowedSignInMethods: [...SIGN_IN_METHODS],
  invitationDomains: [],
  domainJoin: 'verified',
  idleTimeoutMinutes: 0,
};

/** The policy stored for an organization (a jsonb column), each missing or damaged field at its default. */
export function securityPolicyOf(stored: unknown): SecurityPolicy {
  const record = stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
  const fields = SecurityPolicySchema.shape;
  const field = <K extends keyof SecurityPolicy>(key: K): SecurityPolicy[K] => {
    const parsed = fields[key].safeParse(record[key]);
    return parsed.success ? (parsed.data as SecurityPolicy[K]) : DEFAULT_SECURITY_POLICY[key];
  };
  return {
    allowedSignInMethods: field('allowedSignInMethods'),
    invitationDomains: field('invitationDomains'),
    domainJoin: field('domainJoin'),
    idleTimeoutMinutes: field('idleTimeoutMinutes'),
  };
}

export function isSignInMethodAllowed(policy: SecurityPolicy, method: SignInMethod): boolean {
  return policy.allowedSignInMethods.includes(method);
}

/** Whether the policy lets the organization invite this address (no domains listed: any address). */
export function isInvitationAddressAllowed(policy: SecurityPolicy, email: string): boolean {
  if (policy.invitationDomains.length === 0) return true;
  const domain = email.trim().toLowerCase().split('@').pop() ?? '';
  return policy.invitationDomains.includes(domain);
}

/** Milliseconds a session may stay unused before it ends; undefined when the policy sets no idle timeout. */
export function idleTimeoutMs(policy: SecurityPolicy): number | undefined {
  return policy.idleTimeoutMinutes > 0 ? policy.idleTimeoutMinutes * 60_000 : undefined;
}

/** Who reads and changes an organization's security policy: its admins, and platform admins for any. */
export function canManageSecurityPolicy(
  actor: RoleSubject | null | undefined,
  organizationId: string | null | undefined,
): boolean {
  if (!actor || !organizationId) return false;
  if (isPlatformAdmin(actor)) return true;
  return isOrgAdmin(actor) && actor.organizationId === organizationId;
}

/**
 * Who may sign a user out everywhere: a platform admin anyone; an organization admin the people of their own
 * organization.
 */
export function canSignOutUser(
  actor: RoleSubject | null | undefined,
  target: { organizationId?: string | null } | null | undefined,
): boolean {
  if (!actor || !target) return false;
  if (isPlatformAdmin(actor)) return true;
  return isOrgAdmin(actor) && !!actor.organizationId && actor.organizationId === target.organizationId;
}

/** One of the signed-in user's active sessions, as /profile lists it. */
export const UserSessionSchema = z.object({
  _id: z.string(),
  device: z.string(),
  ip: z.string().nullable(),
  method: z.string(),
  createdAt: DateTimeStringSchema,
  lastSeenAt: DateTimeStringSchema,
  current: z.boolean(),
});
export type UserSession = z.infer<typeof UserSessionSchema>;

export const EndSessionsQuerySchema = z.object({
  includeCurrent: z
    .enum(['true', 'false'], { message: SESSION_MESSAGES.includeCurrentInvalid })
    .optional()
    .transform((value) => value === 'true'),
});
export type EndSessionsQuery = z.input<typeof EndSessionsQuerySchema>;

const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\b(?:Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*Safari\//, 'Safari'],
  [/\bcurl\//i, 'curl'],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/\b(?:iPhone|iPod)\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

/** A short name for the device of a user agent, e.g. 'Chrome on Windows'; 'Unknown device' when it says nothing. */
export function describeUserAgent(userAgent: string | null | undefined): string {
  const agent = userAgent ?? '';
  const browser = BROWSERS.find(([pattern]) => pattern.test(agent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(agent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? SESSION_MESSAGES.unknownDevice;
}

/** The texts of the session list (/profile) and the security policy form (/org/security). */
export const SESSION_TEXTS = {
  sessionsTitle: 'Sessions',
  sessionsHint: 'Where your account is signed in. End a session you do not recognise.',
  listLabel: 'Active sessions',
  thisDevice: 'This device',
  lastSeen: (when: string) => `Last seen ${when}`,
  unknownAddress: 'Unknown address',
  end: 'End',
  endLabel: (device: string) => `End the session on ${device}`,
  endTitle: 'End this session?',
  endMessage: (device: string) => `${device} is signed out at once.`,
  endCurrentMessage: 'This is the device you are using: you are signed out here.',
  endAllOthers: 'End all others',
  endAllTitle: 'End all other sessions?',
  endAllMessage: 'Every other device is signed out at once. This one stays signed in.',
  noOtherSessions: 'No other sessions',
  signOutEverywhere: 'Sign out everywhere',
  signOutEverywhereLabel: (name: string) => `Sign ${name} out everywhere`,
  signOutEverywhereTitle: (name: string) => `Sign ${name} out everywhere?`,
  signOutEverywhereMessage: 'Every session of this member ends at once; they must sign in again.',
  policyTab: 'Sessions & policy',
  policyTitle: 'Security policy',
  policyLabel: 'Security policy',
  methodsLegend: 'Allowed sign-in methods',
  domainsLabel: 'Allowed email domains for invitations',
  domainsHint: 'Separate domains with commas or spaces. Leave empty to allow any address.',
  domainJoinLegend: 'Joining by email domain',
  idleLabel: 'Session idle timeout (minutes)',
  idleHint: '0 turns it off; otherwise between 5 and 1440 minutes.',
  save: 'Save policy',
  saveFailed: 'The policy could not be saved',
  policyDeniedHint: 'Only the organization’s administrators can see and change its security policy.',
} as const;
