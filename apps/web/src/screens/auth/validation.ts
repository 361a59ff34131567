import {
  emailMatchesDomain,
  isValidDomain,
  isValidEmail,
  VALIDATION_MESSAGES as M,
  MIN_PASSWORD_LENGTH,
} from '@app/domain';
import * as yup from 'yup';

// The form rules of spec section 5 as yup schemas for formik, with the catalogue's exact messages. The
// patterns are the domain package's own checks, so the forms and the server agree on what is valid.

/** A required email with the basic pattern. */
const email = (requiredMessage: string) =>
  yup
    .string()
    .trim()
    .required(requiredMessage)
    .test('email', M.invalidEmail, (value) => !value || isValidEmail(value));

/** A password: required, then at least 6 characters. */
const password = (requiredMessage: string, tooShortMessage: string) =>
  yup.string().required(requiredMessage).min(MIN_PASSWORD_LENGTH, tooShortMessage);

/** The confirmation must equal `password` (an empty one does not). */
const confirmation = (message: string) =>
  yup
    .string()
    .default('')
    .test('matches', message, function matches(value) {
      // Formik hands an empty field over as undefined: two empty fields do not disagree.
      return (value ?? '') === ((this.parent as { password?: string }).password ?? '');
    });

/** Login: both fields required ('Please fill in all required fields'), then the email pattern. */
export const loginSchema = yup.object({
  email: email(M.requiredFields),
  password: yup.string().required(M.requiredFields),
  rememberMe: yup.boolean(),
});

/** Individual registration: all four required, 6+ characters, matching. */
export const registerSchema = yup.object({
  name: yup.string().trim().required(M.requiredFields),
  email: email(M.requiredFields),
  password: password(M.requiredFields, M.passwordTooShortLong),
  confirmPassword: yup
    .string()
    .required(M.requiredFields)
    .test('matches', M.passwordsDoNotMatchLong, function matches(value) {
      return value === (this.parent as { password?: string }).password;
    }),
});

/** Organization registration, step 1: name and a well-formed domain (availability is the live check). */
export const organizationDetailsSchema = yup.object({
  organizationName: yup.string().trim().required(M.organizationNameRequired),
  domain: yup
    .string()
    .trim()
    .required(M.domainRequired)
    .test('domain', M.domainUnavailable, (value) => !value || isValidDomain(value)),
  description: yup.string().trim(),
});

/** Organization registration, step 2, for the domain chosen in step 1. */
export function organizationAdminSchema(domain: string) {
  return yup.object({
    adminName: yup.string().trim().required(M.adminNameRequired),
    adminEmail: email(M.adminEmailRequired).test(
      'on-domain',
      M.adminEmailDomainMismatch,
      (value) => !value || !isValidEmail(value) || emailMatchesDomain(value, domain),
    ),
    adminJobTitle: yup.string().trim(),
    password: password(M.passwordRequired, M.passwordTooShort),
    confirmPassword: confirmation(M.passwordsDoNotMatch),
  });
}

/** Forgot password: 'Please enter your email address' when empty. */
export const forgotPasswordSchema = yup.object({ email: email(M.emailRequired) });

/** Reset password: 6+ characters, matching. */
export const resetPasswordSchema = yup.object({
  password: password(M.passwordRequired, M.passwordTooShort),
  confirmPassword: confirmation(M.passwordsDoNotMatch),
});

/** Invitation, register mode: the name, 6+ character matching passwords; the email is the invited one. */
export const invitationRegisterSchema = yup.object({
  name: yup.string().trim().required(M.nameRequired),
  email: yup
    .string()
    .trim()
    .test('email', M.invalidEmail, (value) => !value || isValidEmail(value)),
  password: password(M.passwordRequired, M.passwordTooShort),
  confirmPassword: confirmation(M.passwordsDoNotMatch),
});

/** Invitation, sign-in mode: the invited email and a password. */
export const invitationLoginSchema = yup.object({
  email: email(M.requiredFields),
  password: yup.string().required(M.passwordRequired),
});

/** Invite by email: the basic pattern. */
export const inviteEmailSchema = yup.object({ email: email(M.requiredFields) });

/** Finance gate: both fields required. */
export const financeGateSchema = yup.object({
  username: yup.string().trim().required(M.requiredFields),
  password: yup.string().required(M.requiredFields),
});
