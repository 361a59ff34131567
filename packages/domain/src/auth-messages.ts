// Part of the message catalogue (messages.ts re-exports it): the texts of signing in and registering, and the
// session texts a sign-in can fail with, in a module of their own so the sign-in screens' first download carries
// only these.

/** Form validation messages of spec section 5. */
export const VALIDATION_MESSAGES = {
  requiredFields: 'Please fill in all required fields',
  invalidEmail: 'Please enter a valid email address',
  passwordTooShortLong: 'Password must be at least 6 characters long',
  passwordsDoNotMatchLong: 'Passwords do not match. Please check and try again',
  organizationNameRequired: 'Organization name is required',
  domainRequired: 'Domain is required',
  domainUnavailable: 'Domain is not available or invalid',
  adminNameRequired: 'Admin name is required',
  adminEmailRequired: 'Admin email is required',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 6 characters',
  passwordsDoNotMatch: 'Passwords do not match',
  adminEmailDomainMismatch: 'Admin email must match organization domain',
  emailRequired: 'Please enter your email address',
  nameRequired: 'Name is required',
} as const;

/** Sign-in, registration and account messages of spec 8.1 and 8.2. */
export const AUTH_MESSAGES = {
  accountNotFound: 'Account not found. Please check your email or sign up',
  incorrectPassword: 'Incorrect password. Please try again',
  invalidEmail: VALIDATION_MESSAGES.invalidEmail,
  connectionProblem: 'Connection problem. Please check your internet and try again',
  serverUnavailable: 'Server temporarily unavailable. Please try again later',
  loginFailedDetailed: 'Login failed. Please check your credentials and try again',
  emailAlreadyRegistered: 'This email is already registered. Please log in instead',
  registrationFailedDetailed: 'Registration failed. Please check your information and try again',
  // Lower-level fallbacks, used when the server sent no error text.
  loginFailed: 'Login failed',
  registrationFailed: 'Registration failed',
  failedToGetUserData: 'Failed to get user data',
  profileUpdateFailed: 'Profile update failed',
  accountDeletionFailed: 'Account deletion failed',
  failedToProcessRequest: 'Failed to process request',
  passwordResetFailed: 'Password reset failed',
  googleAuthUrlFailed: 'Failed to get Google authorization URL',
  googleSignInFailed: 'Failed to sign in with Google',
  googleAuthFailed: 'Google authentication failed. Please try again.',
  authenticationFailed: 'Authentication failed. Please try again.',
  authenticationSetupFailed: 'Authentication setup failed. Please try logging in again.',
  invalidResetLink: 'Invalid password reset link',
  resetLinkExpired: 'Failed to reset password. The link may have expired.',
  sendResetLinkFailed: 'Failed to send reset link. Please try again.',
  comingSoon: 'coming soon',
  // The generic /auth/email-sent confirmation: it never says whether the account exists.
  resetLinkSent:
    'If an account exists for that email, a password reset link is on its way. Please check your inbox.',
} as const;

/** Sessions and the organization security policy. */
export const SESSION_MESSAGES = {
  accountDisabled: 'This account has been disabled. Please contact your administrator',
  organizationInactive: 'Your organization has been deactivated. Please contact your administrator',
  methodNotAllowed: 'Your organization does not allow this sign-in method. Please sign in another way',
  sessionIdle: 'Your session ended after a period of inactivity. Please sign in again',
  sessionNotFound: 'Session not found',
  sessionEnded: 'Session ended',
  otherSessionsEnded: 'All other sessions ended',
  allSessionsEnded: 'All sessions ended',
  memberSignedOut: 'Signed out everywhere',
  userNotFound: 'User not found',
  signOutDenied: 'Insufficient permissions to sign this user out',
  policyDenied: "Insufficient permissions to manage this organization's security policy",
  policySaved: 'Security policy saved',
  policyNeedsMethod: 'Allow at least one sign-in method',
  policyMethodUnknown: 'Sign-in methods are password and google',
  policyDomainInvalid: 'Enter domains such as example.com',
  policyTooManyDomains: 'List at most 50 invitation domains',
  policyDomainJoinUnknown: 'Joining by domain is off, verified or approved',
  policyIdleTimeoutRange: 'Idle timeout is 0 (off) or between 5 and 1440 minutes',
  invitationDomainRefused:
    "This organization's security policy does not allow invitations to this email domain",
  includeCurrentInvalid: 'includeCurrent must be true or false',
  unknownDevice: 'Unknown device',
  domainJoinOff:
    'Your email is verified. This organization does not let people join by email domain: ask an administrator for an invitation',
  awaitingApproval:
    'Your email is verified. An administrator of the organization must approve your membership before you join',
} as const;

export interface AuthErrorContext {
  /** The request failed before any response arrived (network or fetch problem). */
  network?: boolean;
  /** The HTTP status of the response, when there was one. */
  status?: number;
}

type AuthErrorRule = { matches: (message: string) => boolean; text: string };

const includes = (needle: string) => (message: string) =>
  message.toLowerCase().includes(needle.toLowerCase());

// Spec 8.1, in table order: the first matching row wins.
const LOGIN_RULES: readonly AuthErrorRule[] = [
  { matches: includes('Account not found'), text: AUTH_MESSAGES.accountNotFound },
  { matches: includes('Incorrect password'), text: AUTH_MESSAGES.incorrectPassword },
  { matches: includes('valid email'), text: AUTH_MESSAGES.invalidEmail },
  { matches: includes('account has been disabled'), text: SESSION_MESSAGES.accountDisabled },
  { matches: includes('organization has been deactivated'), text: SESSION_MESSAGES.organizationInactive },
  { matches: includes('does not allow this sign-in method'), text: SESSION_MESSAGES.methodNotAllowed },
];

const REGISTRATION_RULES: readonly AuthErrorRule[] = [
  {
    matches: (m) => includes('already registered')(m) || includes('already exists')(m),
    text: AUTH_MESSAGES.emailAlreadyRegistered,
  },
  ...LOGIN_RULES,
];

const NETWORK_TEXT = /network|fetch/i;
const SERVER_TEXT = /server error|\b500\b/i;

function matchAuthError(
  rules: readonly AuthErrorRule[],
  fallback: string,
  rawMessage: string | null | undefined,
  context: AuthErrorContext,
): string {
  const message = rawMessage ?? '';
  for (const rule of rules) {
    if (rule.matches(message)) return rule.text;
  }
  if (context.network || NETWORK_TEXT.test(message)) return AUTH_MESSAGES.connectionProblem;
  if ((context.status !== undefined && context.status >= 500) || SERVER_TEXT.test(message)) {
    return AUTH_MESSAGES.serverUnavailable;
  }
  return fallback;
}

/** Spec 8.1: the message the login screen shows for a failed sign-in. */
export function loginErrorMessage(
  rawMessage: string | null | undefined,
  context: AuthErrorContext = {},
): string {
  return matchAuthError(LOGIN_RULES, AUTH_MESSAGES.loginFailedDetailed, rawMessage, context);
}

/** Spec 8.1: the message the registration screens show for a failed sign-up. */
export function registrationErrorMessage(
  rawMessage: string | null | undefined,
  context: AuthErrorContext = {},
): string {
  return matchAuthError(REGISTRATION_RULES, AUTH_MESSAGES.registrationFailedDetailed, rawMessage, context);
}
