import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from './constants';
import { VALIDATION_MESSAGES as M } from './messages';
import { DomainSchema, emailMatchesDomain } from './organization';
import { EmailSchema } from './user';

// Form schemas of spec section 5, with its exact messages. They validate what the user typed (including the
// confirm field); the server validates the API payloads in user.ts and organization.ts.

// No `abort` on field checks: an aborted field would make zod skip the object-level rules below. The first
// message per field (required before format) is the one to show; see firstErrorByField.
const required = (message: string) => z.string().trim().min(1, { error: message });

/** A password field: required, then at least 6 characters. */
const password = (requiredMessage: string, tooShortMessage: string) =>
  z.string().min(1, { error: requiredMessage }).min(MIN_PASSWORD_LENGTH, { error: tooShortMessage });

/**
 * Runs an object-level rule as soon as the fields it reads are strings, even when other fields have errors, so
 * that a form shows every problem at once (zod would otherwise skip it until the whole object is valid).
 */
const whenStrings =
  (...keys: string[]) =>
  (payload: z.core.ParsePayload): boolean => {
    const value = payload.value as Record<string, unknown> | null;
    return typeof value === 'object' && value !== null && keys.every((key) => typeof value[key] === 'string');
  };

type Rule<T> = [
  check: (value: T) => boolean,
  params: { error: string; path: PropertyKey[]; when: (payload: z.core.ParsePayload) => boolean },
];

/** confirmPassword must equal password, reported on confirmPassword. */
const passwordsMatch = (message: string): Rule<{ password: string; confirmPassword: string }> => [
  (value) => value.password === value.confirmPassword,
  { error: message, path: ['confirmPassword'], when: whenStrings('password', 'confirmPassword') },
];

/** The admin email must be on `domain` (from the value itself when not given), reported on adminEmail. */
const adminEmailOnDomain = (domain?: string): Rule<{ adminEmail: string; domain?: string }> => [
  (value: { adminEmail: string; domain?: string }) =>
    emailMatchesDomain(value.adminEmail, domain ?? value.domain ?? ''),
  {
    error: M.adminEmailDomainMismatch,
    path: ['adminEmail'],
    when: domain === undefined ? whenStrings('adminEmail', 'domain') : whenStrings('adminEmail'),
  },
];

/** Login: both fields required ('Please fill in all required fields'), then a basic email pattern. */
export const LoginFormSchema = z.object({
  email: required(M.requiredFields).pipe(EmailSchema),
  password: z.string().min(1, { error: M.requiredFields }),
  rememberMe: z.boolean().optional(),
});
export type LoginForm = z.infer<typeof LoginFormSchema>;

/** Individual registration. */
export const RegisterFormSchema = z
  .object({
    name: required(M.requiredFields),
    email: required(M.requiredFields).pipe(EmailSchema),
    password: password(M.requiredFields, M.passwordTooShortLong),
    confirmPassword: z.string().min(1, { error: M.requiredFields }),
  })
  .refine(...passwordsMatch(M.passwordsDoNotMatchLong));
export type RegisterForm = z.infer<typeof RegisterFormSchema>;

/**
 * Organization registration step 1. `domainAvailable` carries the result of the live domain check: when it is
 * false the domain is refused with 'Domain is not available or invalid'; left out, only the format is checked.
 */
export const OrganizationDetailsFormSchema = z
  .object({
    organizationName: required(M.organizationNameRequired),
    domain: DomainSchema,
    description: z.string().trim().optional(),
    domainAvailable: z.boolean().optional(),
  })
  .refine((value) => value.domainAvailable !== false, {
    error: M.domainUnavailable,
    path: ['domain'],
    when: (payload) => (payload.value as { domainAvailable?: unknown } | null)?.domainAvailable === false,
  });
export type OrganizationDetailsForm = z.infer<typeof OrganizationDetailsFormSchema>;

const adminFields = {
  adminName: required(M.adminNameRequired),
  adminEmail: required(M.adminEmailRequired).pipe(EmailSchema),
  adminJobTitle: z.string().trim().optional(),
  password: password(M.passwordRequired, M.passwordTooShort),
  confirmPassword: z.string(),
};

/**
 * Organization registration step 2 for the domain chosen in step 1: the admin email must be on that domain
 * ('Admin email must match organization domain').
 */
export function organizationAdminFormSchema(domain: string) {
  return z
    .object(adminFields)
    .refine(...passwordsMatch(M.passwordsDoNotMatch))
    .refine(...adminEmailOnDomain(domain));
}
export type OrganizationAdminForm = z.infer<ReturnType<typeof organizationAdminFormSchema>>;

/** Both steps together, as submitted at the end of the wizard. */
export const OrganizationRegistrationFormSchema = z
  .object({
    organizationName: required(M.organizationNameRequired),
    domain: DomainSchema,
    description: z.string().trim().optional(),
    ...adminFields,
  })
  .refine(...passwordsMatch(M.passwordsDoNotMatch))
  .refine(...adminEmailOnDomain());
export type OrganizationRegistrationForm = z.infer<typeof OrganizationRegistrationFormSchema>;

/** Forgot password: an empty email shows 'Please enter your email address'. */
export const ForgotPasswordFormSchema = z.object({
  email: required(M.emailRequired).pipe(EmailSchema),
});
export type ForgotPasswordForm = z.infer<typeof ForgotPasswordFormSchema>;

/** Reset password: at least 6 characters and matching. */
export const ResetPasswordFormSchema = z
  .object({
    password: password(M.passwordRequired, M.passwordTooShort),
    confirmPassword: z.string(),
  })
  .refine(...passwordsMatch(M.passwordsDoNotMatch));
export type ResetPasswordForm = z.infer<typeof ResetPasswordFormSchema>;

/** Invitation register mode: name required, 6+ character matching passwords; the email is the invited one. */
export const InvitationRegisterFormSchema = z
  .object({
    name: required(M.nameRequired),
    email: EmailSchema,
    password: password(M.passwordRequired, M.passwordTooShort),
    confirmPassword: z.string(),
  })
  .refine(...passwordsMatch(M.passwordsDoNotMatch));
export type InvitationRegisterForm = z.infer<typeof InvitationRegisterFormSchema>;

/** Invitation login mode: the invited email and a password. */
export const InvitationLoginFormSchema = z.object({
  email: EmailSchema,
  password: z.string().min(1, { error: M.passwordRequired }),
});
export type InvitationLoginForm = z.infer<typeof InvitationLoginFormSchema>;

/** Invite by email: the basic pattern. */
export const InviteEmailFormSchema = z.object({
  email: required(M.requiredFields).pipe(EmailSchema),
});
export type InviteEmailForm = z.infer<typeof InviteEmailFormSchema>;

/** Finance gate: both fields required. */
export const FinanceGateFormSchema = z.object({
  username: required(M.requiredFields),
  password: z.string().min(1, { error: M.requiredFields }),
});
export type FinanceGateForm = z.infer<typeof FinanceGateFormSchema>;

/** The first message per field, for form libraries that show one error under each input. */
export function firstErrorByField(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}
