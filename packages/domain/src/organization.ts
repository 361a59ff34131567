import { z } from 'zod';
import { apiSuccess } from './api';
import { MIN_PASSWORD_LENGTH } from './constants';
import { DateTimeStringSchema } from './dates';
import { DOMAIN_PATTERN, emailMatchesDomain, isValidDomain } from './email';
import { IdSchema } from './ids';
import { VALIDATION_MESSAGES } from './messages';
import { BrandingSchema } from './theme';
import { EmailSchema, OrgRoleSchema, UserSchema } from './user';

/** Subscription tiers; 'free' is the one the subscription gate names (spec 6.5). */
export const SUBSCRIPTION_TIERS = ['free', 'starter', 'professional', 'enterprise'] as const;
export type SubscriptionTier = (typeof SUBSCRIPTION_TIERS)[number];
export const SubscriptionTierSchema = z.enum(SUBSCRIPTION_TIERS);

const SUBDOMAIN_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** A company domain such as acme.com: trimmed, lowercased, with a dot and a top-level part. */
export const DomainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, { error: VALIDATION_MESSAGES.domainRequired })
  .regex(DOMAIN_PATTERN, { error: VALIDATION_MESSAGES.domainUnavailable });

export { isValidDomain };

export const SubdomainSchema = z.string().trim().toLowerCase().regex(SUBDOMAIN_PATTERN, {
  error: 'Use letters, digits and hyphens only',
});

/** Billing information: its fields are not part of the spec, so it is an open record. */
export const BillingSchema = z.record(z.string(), z.unknown());
export type Billing = z.infer<typeof BillingSchema>;

export const OrganizationSchema = z.object({
  _id: IdSchema,
  name: z.string(),
  logo: z.string().nullable().optional(),
  subdomain: z.string().nullable().optional(),
  domain: z.string(),
  description: z.string().nullable().optional(),
  isActive: z.boolean(),
  subscriptionTier: SubscriptionTierSchema,
  trialEndsAt: DateTimeStringSchema.nullable().optional(),
  branding: BrandingSchema.optional(),
  billing: BillingSchema.optional(),
  createdAt: DateTimeStringSchema.optional(),
});
export type Organization = z.infer<typeof OrganizationSchema>;

/** POST /organizations (platform admin). */
export const OrganizationCreatePayloadSchema = z.object({
  name: z.string().trim().min(1, { error: VALIDATION_MESSAGES.organizationNameRequired }),
  domain: DomainSchema,
  subdomain: SubdomainSchema.optional(),
  description: z.string().trim().optional(),
  logo: z.string().trim().optional(),
  subscriptionTier: SubscriptionTierSchema.optional(),
});
export type OrganizationCreatePayload = z.infer<typeof OrganizationCreatePayloadSchema>;

/** PUT /organizations/{id}: settings and branding. */
export const OrganizationUpdatePayloadSchema = OrganizationCreatePayloadSchema.extend({
  isActive: z.boolean(),
  branding: BrandingSchema,
  trialEndsAt: DateTimeStringSchema.nullable(),
}).partial();
export type OrganizationUpdatePayload = z.infer<typeof OrganizationUpdatePayloadSchema>;

export const DepartmentSchema = z.object({
  _id: IdSchema,
  organizationId: IdSchema,
  name: z.string(),
  description: z.string().nullable().optional(),
  managerId: IdSchema.nullable().optional(),
  memberCount: z.number().int().min(0).optional(),
  createdAt: DateTimeStringSchema.optional(),
});
export type Department = z.infer<typeof DepartmentSchema>;

/** POST /organizations/departments (the organization is the caller's unless a platform admin names one). */
export const DepartmentCreatePayloadSchema = z.object({
  name: z.string().trim().min(1, { error: 'Department name is required' }),
  description: z.string().trim().optional(),
  managerId: IdSchema.nullable().optional(),
  organizationId: IdSchema.optional(),
});
export type DepartmentCreatePayload = z.infer<typeof DepartmentCreatePayloadSchema>;

/** PUT /organizations/departments/{id}. */
export const DepartmentUpdatePayloadSchema = DepartmentCreatePayloadSchema.omit({
  organizationId: true,
}).partial();
export type DepartmentUpdatePayload = z.infer<typeof DepartmentUpdatePayloadSchema>;

/** POST /organizations/register (spec section 3). The admin email must be on the organization's domain. */
export const OrganizationRegistrationPayloadSchema = z
  .object({
    organizationName: z.string().trim().min(1, { error: VALIDATION_MESSAGES.organizationNameRequired }),
    domain: DomainSchema,
    description: z.string().trim().optional(),
    adminName: z.string().trim().min(1, { error: VALIDATION_MESSAGES.adminNameRequired }),
    adminEmail: z.string().trim().min(1, { error: VALIDATION_MESSAGES.adminEmailRequired }).pipe(EmailSchema),
    adminPassword: z
      .string()
      .min(1, { error: VALIDATION_MESSAGES.passwordRequired })
      .min(MIN_PASSWORD_LENGTH, { error: VALIDATION_MESSAGES.passwordTooShort }),
    adminJobTitle: z.string().trim().optional(),
  })
  .refine((value) => emailMatchesDomain(value.adminEmail, value.domain), {
    error: VALIDATION_MESSAGES.adminEmailDomainMismatch,
    path: ['adminEmail'],
    // Also reported alongside other field errors, as long as both fields are strings.
    when: (payload) => {
      const value = payload.value as { adminEmail?: unknown; domain?: unknown } | null;
      return typeof value?.adminEmail === 'string' && typeof value.domain === 'string';
    },
  });
export type OrganizationRegistrationPayload = z.infer<typeof OrganizationRegistrationPayloadSchema>;

export { emailMatchesDomain };

/** POST /organizations/register answer data; the token is stored like a login token. */
export const OrganizationRegistrationResultSchema = z.object({
  token: z.string().min(1),
  user: UserSchema,
  organization: OrganizationSchema,
});
export type OrganizationRegistrationResult = z.infer<typeof OrganizationRegistrationResultSchema>;

/** The whole answer of POST /organizations/register: `{ success, data: { token, user, organization }, message }`. */
export const OrganizationRegistrationAnswerSchema = apiSuccess(OrganizationRegistrationResultSchema);
export type OrganizationRegistrationAnswer = z.infer<typeof OrganizationRegistrationAnswerSchema>;

/** Domain check result (spec section 3 and GET /organizations/domain-check/{domain}). */
export const DomainCheckResultSchema = z.object({
  available: z.boolean(),
  organization: z
    .object({
      name: z.string(),
      domain: z.string(),
      isActive: z.boolean(),
    })
    .nullable()
    .optional(),
  error: z.string().optional(),
  suggestions: z.array(z.string()).optional(),
});
export type DomainCheckResult = z.infer<typeof DomainCheckResultSchema>;

/** POST /organizations/check-domain. */
export const CheckDomainPayloadSchema = z.object({ domain: DomainSchema });
export type CheckDomainPayload = z.infer<typeof CheckDomainPayloadSchema>;

/** POST /organizations/check-subdomain. */
export const CheckSubdomainPayloadSchema = z.object({ subdomain: SubdomainSchema });
export type CheckSubdomainPayload = z.infer<typeof CheckSubdomainPayloadSchema>;

/** Answer of both availability checks: the client reads `available`. */
export const AvailabilityResultSchema = z.object({
  available: z.boolean(),
  suggestions: z.array(z.string()).optional(),
});
export type AvailabilityResult = z.infer<typeof AvailabilityResultSchema>;

/** Answer of POST /organizations/check-domain and check-subdomain: `available` at the top level (spec 7.2). */
export const AvailabilityAnswerSchema = AvailabilityResultSchema.extend({ success: z.literal(true) });
export type AvailabilityAnswer = z.infer<typeof AvailabilityAnswerSchema>;

/** Answer of GET /organizations/domain-check/{domain}: success, message, suggestions, data (spec 7.2). */
export const DomainCheckAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  suggestions: z.array(z.string()),
  data: DomainCheckResultSchema,
});
export type DomainCheckAnswer = z.infer<typeof DomainCheckAnswerSchema>;

/** POST /organizations/invite: invite a person into the organization. */
export const OrganizationInvitePayloadSchema = z.object({
  email: EmailSchema,
  orgRole: OrgRoleSchema.exclude(['all']).optional(),
  departmentId: IdSchema.optional(),
});
export type OrganizationInvitePayload = z.infer<typeof OrganizationInvitePayloadSchema>;

/** PUT /organizations/users/{id}/role. */
export const UpdateUserRolePayloadSchema = z.object({
  orgRole: OrgRoleSchema.exclude(['all']),
  departmentId: IdSchema.nullable().optional(),
  isDeptManager: z.boolean().optional(),
});
export type UpdateUserRolePayload = z.infer<typeof UpdateUserRolePayloadSchema>;

/** GET /organizations/{id}/stats. */
export const OrganizationStatsSchema = z.object({
  totalUsers: z.number().int().min(0),
  totalDepartments: z.number().int().min(0),
  totalProjects: z.number().int().min(0),
  activeProjects: z.number().int().min(0),
  totalTasks: z.number().int().min(0),
  completedTasks: z.number().int().min(0),
});
export type OrganizationStats = z.infer<typeof OrganizationStatsSchema>;
