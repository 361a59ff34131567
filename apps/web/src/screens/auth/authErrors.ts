import { AUTH_MESSAGES, loginErrorMessage, registrationErrorMessage } from '@app/domain';
import { ApiError, failureText, REFUSALS_ONLY } from '@app/sdk';

/** What the spec 8.1 catalogue needs to know about a failure: its text, and whether any answer came. */
function describe(error: unknown): { message: string; network: boolean; status?: number } {
  if (error instanceof ApiError) {
    return error.isNetworkError
      ? { message: error.message, network: true }
      : { message: error.message, network: false, status: error.status };
  }
  return { message: error instanceof Error ? error.message : String(error), network: false };
}

/** Too many attempts: the server's text says how long to wait, which no catalogue line does. */
function rateLimited(error: unknown): string | undefined {
  return error instanceof ApiError && error.status === 429 ? error.message : undefined;
}

/** The message the login screen shows for a failed sign-in (spec 8.1). */
export function loginFailureText(error: unknown): string {
  const { message, ...context } = describe(error);
  return rateLimited(error) ?? loginErrorMessage(message, context);
}

/** The message the registration screens show for a failed sign-up (spec 8.1). */
export function registrationFailureText(error: unknown): string {
  const { message, ...context } = describe(error);
  return rateLimited(error) ?? registrationErrorMessage(message, context);
}

/**
 * The organization registration's failure toast (spec 7.7: the server's message): the server's own text when
 * it answered a 4xx, otherwise the catalogue's connection or server line.
 */
export function organizationRegistrationFailureText(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return error.message;
  return registrationFailureText(error);
}

/**
 * A link screen's failure (verifying an email, joining by a code): the server's own text when it refused the
 * request (an expired or used link says so), the catalogue's connection line for anything else.
 */
export function refusalText(error: unknown): string {
  return failureText(error, AUTH_MESSAGES.connectionProblem, REFUSALS_ONLY);
}

/** True when the server refused the request itself (4xx), as opposed to no answer or a server fault. */
export function isRejection(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

/**
 * Why the login screen was opened after a failed sign-in elsewhere (the `error` query parameter of
 * `/auth/login`, set by the callback screen). Codes, not texts, travel in the URL, so a crafted link cannot
 * make the screen say anything but these catalogue lines (spec 8.2).
 */
export const SIGN_IN_NOTICES = {
  google: AUTH_MESSAGES.googleAuthFailed,
  'google-incomplete': AUTH_MESSAGES.googleSignInFailed,
  auth: AUTH_MESSAGES.authenticationFailed,
  setup: AUTH_MESSAGES.authenticationSetupFailed,
} as const;

export type SignInNoticeCode = keyof typeof SIGN_IN_NOTICES;

/** The notice for an `error` query value; undefined for anything unknown. */
export function signInNotice(code: string | null): string | undefined {
  return code && Object.hasOwn(SIGN_IN_NOTICES, code) ? SIGN_IN_NOTICES[code as SignInNoticeCode] : undefined;
}
