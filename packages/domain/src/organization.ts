import { z } from 'zod';
import { apiSuccess, PageQuerySchema, paginated } from './api';
import { customCssProblem, MAX_CUSTOM_CSS_LENGTH } from './custom-css';
import { DateTimeStringSchema } from './dates';
import { DOMAIN_PATTERN, emailMatchesDomain, isValidDomain } from './email';
import { IdSchema } from './ids';
import { ORG_FIELD_MESSAGES, VALIDATION_MESSAGES } from './messages';
import { ASSIGNABLE_ORG_ROLES } from './org-policy';
import { ORG_SETTINGS_TEXTS, SUBDOMAIN_PATTERN } from './org-settings-screen-texts';
import { passwordSchema } from './password-rule';
import { PLAN_IDS, type PlanId } from './plans';
import { PROJECT_STATUSES } from './project-values';
import { isSafeUrl } from './security';
import { TASK_STATUSES } from './task-values';
import { BrandingSchema } from './theme';
import { EmailSchema, UserSchema } from './user';
import { UserSummarySchema } from './user-summary';

const MAX_ORGANIZATION_NAME_LENGTH = 200;
const MAX_ORGANIZATION_DESCRIPTION_LENGTH = 2000;
const MAX_DEPARTMENT_NAME_LENGTH = 120;
const MAX_FONT_LENGTH = 200;
const MAX_DEPARTMENT_MANAGERS = 20;
const MAX_TEAM_MEMBERS = 500;

/** Subscription tiers: the plans of plans.ts; 'free' is the one the subscription gate names (spec 6.5). */
export const SUBSCRIPTION_TIERS = PLAN_IDS;
export type SubscriptionTier = PlanId;
export const SubscriptionTierSchema = z.enum(SUBSCRIPTION_TIERS);

/** A company domain such as acme.com: trimmed, lowercased, with a dot and a top-level part. */
export const DomainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, { error: VALIDATION_MESSAGES.domainRequired })
  .regex(DOMAIN_PATTERN, { error: VALIDATION_MESSAGES.domainUnavailable });

export { isValidDomain };

export const SubdomainSchema = z.string().trim().toLowerCase().regex(SUBDOMAIN_PATTERN, {
  error: ORG_SETTINGS_TEXTS.subdomainInvalid,
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

// An organization logo's limits (PNG, JPEG or WebP up to 1 MiB; SVG is refused: it can carry script) are
// ORGANIZATION_LOGO_MAX_BYTES and ORGANIZATION_LOGO_TYPES in org-texts.ts, which screens read without zod.

/** An address people enter (a logo, a website): http or https only (spec 5). */
export const HttpUrlSchema = z
  .string()
  .trim()
  .max(2048)
  .refine(isSafeUrl, { error: ORG_FIELD_MESSAGES.urlScheme });

/** Organization branding as a payload: the tokens of spec 3, custom CSS checked by the domain's rule. */
export const BrandingPayloadSchema = BrandingSchema.extend({
  primaryFont: z.string().trim().min(1).max(MAX_FONT_LENGTH).optional(),
  headingFont: z.string().trim().min(1).max(MAX_FONT_LENGTH).optional(),
  customCSS: z
    .string()
    .max(MAX_CUSTOM_CSS_LENGTH, { error: ORG_FIELD_MESSAGES.customCssTooLong })
    .superRefine((css, context) => {
      const problem = customCssProblem(css);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    })
    .optional(),
}).strict();

/** POST /organizations (platform admin). */
export const OrganizationCreatePayloadSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: VALIDATION_MESSAGES.organizationNameRequired })
    .max(MAX_ORGANIZATION_NAME_LENGTH),
  domain: DomainSchema,
  subdomain: SubdomainSchema.optional(),
  description: z.string().trim().max(MAX_ORGANIZATION_DESCRIPTION_LENGTH).optional(),
  logo: HttpUrlSchema.optional(),
  subscriptionTier: SubscriptionTierSchema.optional(),
});
export type OrganizationCreatePayload = z.infer<typeof OrganizationCreatePayloadSchema>;

/** PUT /organizations/{id}: profile and branding (organization admins). Null clears a field. */
export const OrganizationUpdatePayloadSchema = z
  .object({
    name: OrganizationCreatePayloadSchema.shape.name,
    description: z.string().trim().max(MAX_ORGANIZATION_DESCRIPTION_LENGTH).nullable(),
    logo: HttpUrlSchema.nullable(),
    subdomain: SubdomainSchema.nullable(),
    branding: BrandingPayloadSchema,
  })
  .partial()
  .strict();
export type OrganizationUpdatePayload = z.infer<typeof OrganizationUpdatePayloadSchema>;

/** GET /organizations/all (platform admin): paging and a search on name or domain. */
export const OrganizationListQuerySchema = PageQuerySchema;
export type OrganizationListQuery = z.infer<typeof OrganizationListQuerySchema>;

/** A person in the organization's screens: id, name, email and picture. */
export const OrgPersonSchema = UserSummarySchema;
export type OrgPerson = z.infer<typeof OrgPersonSchema>;

/** One department of the tree (GET /organizations/{id}/departments), with its managers and counts. */
export const DepartmentSchema = z.object({
  _id: IdSchema,
  organizationId: IdSchema,
  parentId: IdSchema.nullable(),
  name: z.string(),
  description: z.string().nullable(),
  managers: z.array(OrgPersonSchema),
  /** People whose department this is (not counting sub-departments). */
  memberCount: z.number().int().min(0),
  teamCount: z.number().int().min(0),
  projectCount: z.number().int().min(0),
  createdAt: DateTimeStringSchema,
});
export type Department = z.infer<typeof DepartmentSchema>;

/** A department with its sub-departments, as the tree screen shows it. */
export type DepartmentNode = Department & { children: DepartmentNode[] };

export const DepartmentNodeSchema: z.ZodType<DepartmentNode> = DepartmentSchema.extend({
  get children() {
    return z.array(DepartmentNodeSchema);
  },
});

/** The departments answer: the flat list (parents before children) and the tree built from it. */
export const DepartmentTreeAnswerSchema = apiSuccess(z.array(DepartmentNodeSchema));
export type DepartmentTreeAnswer = z.infer<typeof DepartmentTreeAnswerSchema>;
export const DepartmentAnswerSchema = apiSuccess(DepartmentSchema);

const DepartmentNameSchema = z
  .string()
  .trim()
  .min(1, { error: ORG_FIELD_MESSAGES.departmentNameRequired })
  .max(MAX_DEPARTMENT_NAME_LENGTH);

/** POST /organizations/departments (the organization is the caller's unless a platform admin names one). */
export const DepartmentCreatePayloadSchema = z
  .object({
    name: DepartmentNameSchema,
    description: z.string().trim().max(MAX_ORGANIZATION_DESCRIPTION_LENGTH).optional(),
    parentId: IdSchema.nullable().optional(),
    managerIds: z.array(IdSchema).max(MAX_DEPARTMENT_MANAGERS).optional(),
    organizationId: IdSchema.optional(),
  })
  .strict();
export type DepartmentCreatePayload = z.infer<typeof DepartmentCreatePayloadSchema>;

/** PUT /organizations/departments/{id}: rename, move (parentId; null makes it top-level), set its managers. */
export const DepartmentUpdatePayloadSchema = z
  .object({
    name: DepartmentNameSchema,
    description: z.string().trim().max(MAX_ORGANIZATION_DESCRIPTION_LENGTH).nullable(),
    parentId: IdSchema.nullable(),
    managerIds: z.array(IdSchema).max(MAX_DEPARTMENT_MANAGERS),
  })
  .partial()
  .strict();
export type DepartmentUpdatePayload = z.infer<typeof DepartmentUpdatePayloadSchema>;

export const AssignableOrgRoleSchema = z.enum(ASSIGNABLE_ORG_ROLES);

/** A row of the member list (GET /organizations/{id}/users). */
export const OrgMemberSchema = OrgPersonSchema.extend({
  orgRole: AssignableOrgRoleSchema,
  isOrgAdmin: z.boolean(),
  isDeptManager: z.boolean(),
  jobTitle: z.string().nullable(),
  departmentId: IdSchema.nullable(),
  departmentName: z.string().nullable(),
  /** The departments this person manages. */
  managedDepartmentIds: z.array(IdSchema),
  createdAt: DateTimeStringSchema,
});
export type OrgMember = z.infer<typeof OrgMemberSchema>;

/** GET /organizations/{id}/users: paging, search on name or email, filters by department and role. */
export const OrgMemberListQuerySchema = PageQuerySchema.extend({
  departmentId: IdSchema.optional(),
  role: AssignableOrgRoleSchema.optional(),
});
export type OrgMemberListQuery = z.infer<typeof OrgMemberListQuerySchema>;
export type OrgMemberListQueryInput = z.input<typeof OrgMemberListQuerySchema>;

export const OrgMemberPageSchema = paginated(OrgMemberSchema);
export type OrgMemberPage = z.infer<typeof OrgMemberPageSchema>;
export const OrgMemberAnswerSchema = apiSuccess(OrgMemberSchema);

/** PUT /organizations/users/{id}/role: the new role, and optionally the person's department. */
export const UpdateUserRolePayloadSchema = z
  .object({
    role: AssignableOrgRoleSchema,
    departmentId: IdSchema.nullable().optional(),
  })
  .strict();
export type UpdateUserRolePayload = z.infer<typeof UpdateUserRolePayloadSchema>;

/** POST /organizations/invite: invite a person into the organization. */
export const OrganizationInvitePayloadSchema = z
  .object({
    email: EmailSchema,
    role: AssignableOrgRoleSchema.default('member'),
    departmentId: IdSchema.nullable().optional(),
    /** The organization invited into: platform admins only (others invite into their own). */
    organizationId: IdSchema.optional().describe(
      'The organization invited into: platform admins only; anyone else invites into their own organization',
    ),
  })
  .strict();
export type OrganizationInvitePayload = z.infer<typeof OrganizationInvitePayloadSchema>;

/** A team: name, optional department, lead, members. */
export const TeamSchema = z.object({
  _id: IdSchema,
  organizationId: IdSchema,
  departmentId: IdSchema.nullable(),
  name: z.string(),
  description: z.string().nullable(),
  lead: OrgPersonSchema.nullable(),
  members: z.array(OrgPersonSchema),
  createdAt: DateTimeStringSchema,
});
export type Team = z.infer<typeof TeamSchema>;
export const TeamAnswerSchema = apiSuccess(TeamSchema);

/** GET /organizations/{id}/teams: paging, search on the name, filter by department. */
export const TeamListQuerySchema = PageQuerySchema.extend({ departmentId: IdSchema.optional() });
export type TeamListQuery = z.infer<typeof TeamListQuerySchema>;
export type TeamListQueryInput = z.input<typeof TeamListQuerySchema>;
export const TeamPageSchema = paginated(TeamSchema);
export type TeamPage = z.infer<typeof TeamPageSchema>;

const TeamNameSchema = z
  .string()
  .trim()
  .min(1, { error: ORG_FIELD_MESSAGES.teamNameRequired })
  .max(MAX_DEPARTMENT_NAME_LENGTH);

/** POST /organizations/teams. */
export const TeamCreatePayloadSchema = z
  .object({
    name: TeamNameSchema,
    description: z.string().trim().max(MAX_ORGANIZATION_DESCRIPTION_LENGTH).optional(),
    departmentId: IdSchema.nullable().optional(),
    leadId: IdSchema.nullable().optional(),
    memberIds: z.array(IdSchema).max(MAX_TEAM_MEMBERS).optional(),
    organizationId: IdSchema.optional(),
  })
  .strict();
export type TeamCreatePayload = z.infer<typeof TeamCreatePayloadSchema>;

/** PUT /organizations/teams/{id}: memberIds replaces the member list. */
export const TeamUpdatePayloadSchema = z
  .object({
    name: TeamNameSchema,
    description: z.string().trim().max(MAX_ORGANIZATION_DESCRIPTION_LENGTH).nullable(),
    departmentId: IdSchema.nullable(),
    leadId: IdSchema.nullable(),
    memberIds: z.array(IdSchema).max(MAX_TEAM_MEMBERS),
  })
  .partial()
  .strict();
export type TeamUpdatePayload = z.infer<typeof TeamUpdatePayloadSchema>;

const CountSchema = z.number().int().min(0);

/** GET /organizations/{id}/stats. */
export const OrganizationStatsSchema = z.object({
  members: CountSchema,
  departments: CountSchema,
  teams: CountSchema,
  projects: z.object({
    total: CountSchema,
    byStatus: z.record(z.enum(PROJECT_STATUSES), CountSchema),
  }),
  tasks: z.object({
    total: CountSchema,
    byStatus: z.record(z.enum(TASK_STATUSES), CountSchema),
    overdue: CountSchema,
  }),
  /** Members with an activity entry in the last 7 days. */
  activeMembersLast7Days: CountSchema,
  membersByRole: z.record(AssignableOrgRoleSchema, CountSchema),
  projectsByDepartment: z.array(
    z.object({ departmentId: IdSchema.nullable(), name: z.string().nullable(), count: CountSchema }),
  ),
});
export type OrganizationStats = z.infer<typeof OrganizationStatsSchema>;

export const OrganizationAnswerSchema = apiSuccess(OrganizationSchema);
export const OrganizationPageSchema = paginated(OrganizationSchema);
export type OrganizationPage = z.infer<typeof OrganizationPageSchema>;

/** POST /organizations/register (spec section 3). The admin email must be on the organization's domain. */
export const OrganizationRegistrationPayloadSchema = z
  .object({
    organizationName: z.string().trim().min(1, { error: VALIDATION_MESSAGES.organizationNameRequired }),
    domain: DomainSchema,
    description: z.string().trim().optional(),
    adminName: z.string().trim().min(1, { error: VALIDATION_MESSAGES.adminNameRequired }),
    adminEmail: z.string().trim().min(1, { error: VALIDATION_MESSAGES.adminEmailRequired }).pipe(EmailSchema),
    adminPassword: passwordSchema({ required: VALIDATION_MESSAGES.passwordRequired }),
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
