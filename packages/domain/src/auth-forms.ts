import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from './auth-messages';
import { emailMatchesDomain, isValidDomain, isValidEmail } from './email';
import type { AuthMode } from './invitation';
import { passwordSchema } from './password-rule';
import { ChangePasswordPayloadSchema } from './user';

// The forms' rules of spec section 5 as zod schemas, with the catalogue's exact messages: the forms check their
// values with them through `formErrors` (forms.ts). A form schema describes what a person typed (every field a
// string, empty until filled in), so each field says first that it is missing, then what is wrong with it; the
// payload schemas beside them describe what the server accepts. Both use the same building blocks (the email
// pattern, `passwordSchema`), so a form and the server agree on what is valid.

/** A field that must not be empty (spaces alone count as empty). */
const filled = (message: string) => z.string().trim().min(1, { error: message });

/** A required email: `required` when empty, then the basic pattern. */
const requiredEmail = (required: string) =>
  filled(required).refine((value) => !value || isValidEmail(value), { error: M.invalidEmail });

/** A field that may stay empty: checked only if filled in. */
const optionalText = z.string().trim().optional();

/** The confirmation field: any text; whether it equals the password is the form's check. */
const confirmation = z.string().default('');

/**
 * The fields of `shape`, and the confirmation equal to the password (two empty fields do not disagree: the
 * password's own rule speaks). Zod runs this check once every field is text, alongside the fields' own messages.
 */
function withConfirmation<Shape extends z.ZodRawShape>(shape: Shape, message: string, password = 'password') {
  return z
    .object(shape)
    .refine(
      (values: Record<string, unknown>) => (values.confirmPassword ?? '') === (values[password] ?? ''),
      { error: message, path: ['confirmPassword'] },
    );
}

/** Login: both fields required ('Please fill in all required fields'), then the email pattern. */
export const LoginFormSchema = z.object({
  email: requiredEmail(M.requiredFields),
  password: z.string().min(1, { error: M.requiredFields }),
  rememberMe: z.boolean().optional(),
});

/** Individual registration: all four required, 6+ characters, matching, with the long messages. */
export const RegisterFormSchema = withConfirmation(
  {
    name: filled(M.requiredFields),
    email: requiredEmail(M.requiredFields),
    password: passwordSchema({ required: M.requiredFields, tooShort: M.passwordTooShortLong }),
    confirmPassword: z.string().min(1, { error: M.requiredFields }),
  },
  M.passwordsDoNotMatchLong,
);

/** Organization registration, step 1: the name and a well-formed domain (availability is the live check). */
export const OrganizationDetailsFormSchema = z.object({
  organizationName: filled(M.organizationNameRequired),
  domain: filled(M.domainRequired).refine((value) => !value || isValidDomain(value), {
    error: M.domainUnavailable,
  }),
  description: optionalText,
});

/** Organization registration, step 2, for the domain chosen in step 1: the admin's email is on it. */
export function organizationAdminFormSchema(domain: string) {
  return withConfirmation(
    {
      adminName: filled(M.adminNameRequired),
      adminEmail: requiredEmail(M.adminEmailRequired).refine(
        (value) => !value || !isValidEmail(value) || emailMatchesDomain(value, domain),
        { error: M.adminEmailDomainMismatch },
      ),
      adminJobTitle: optionalText,
      password: passwordSchema({ required: M.passwordRequired }),
      confirmPassword: confirmation,
    },
    M.passwordsDoNotMatch,
  );
}

/** Forgot password: 'Please enter your email address' when empty. */
export const ForgotPasswordFormSchema = z.object({ email: requiredEmail(M.emailRequired) });

/** Reset password: 6+ characters, matching. */
export const ResetPasswordFormSchema = withConfirmation(
  { password: passwordSchema({ required: M.passwordRequired }), confirmPassword: confirmation },
  M.passwordsDoNotMatch,
);

/** Joining by invitation, register mode: the name, 6+ character matching passwords; the email is the invited one. */
export const InvitationRegisterFormSchema = withConfirmation(
  {
    name: filled(M.nameRequired),
    email: z
      .string()
      .trim()
      .refine((value) => !value || isValidEmail(value), { error: M.invalidEmail })
      .optional(),
    password: passwordSchema({ required: M.passwordRequired }),
    confirmPassword: confirmation,
  },
  M.passwordsDoNotMatch,
);

/** Joining by invitation, sign-in mode: the invited email and a password. */
export const InvitationLoginFormSchema = z.object({
  email: requiredEmail(M.requiredFields),
  password: z.string().min(1, { error: M.passwordRequired }),
});

/**
 * Accepting an invitation while signed out (the invited address is fixed): sign in needs the password; register
 * needs a name, 6+ characters and matching passwords, with the long messages.
 */
export const INVITATION_AUTH_FORM_SCHEMAS = {
  login: z.object({ password: z.string().min(1, { error: M.requiredFields }) }),
  register: withConfirmation(
    {
      name: filled(M.nameRequired),
      password: passwordSchema({ tooShort: M.passwordTooShortLong }),
      confirmPassword: confirmation,
    },
    M.passwordsDoNotMatchLong,
  ),
} as const satisfies Record<AuthMode, z.ZodType>;

/** Change password: the payload's rules ('Current password is required', the password rule), matching. */
export const ChangePasswordFormSchema = withConfirmation(
  {
    currentPassword: ChangePasswordPayloadSchema.shape.currentPassword,
    newPassword: passwordSchema({ required: M.passwordRequired }),
    confirmPassword: confirmation,
  },
  M.passwordsDoNotMatch,
  'newPassword',
);
