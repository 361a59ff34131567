import {
  AUTH_MESSAGES,
  type AuthResponse,
  type ChangePasswordPayload,
  type DeleteAccountPayload,
  type EmailVerificationPending,
  type ForgotPasswordPayload,
  type LoginPayload,
  type ProfileUpdatePayload,
  type RegisterPayload,
  type ResetPasswordPayload,
  type SessionInfo,
  type User,
} from '@app/domain';
import { withFallback } from './errors';
import type { ApiClient } from './http';
import { lazySchema } from './schema-source';

// Loaded with the first call, not with the screen: see schemas/account.ts.
const schemas = () => import('./schemas/account');
const AuthAnswerSchema = lazySchema(schemas, 'AuthAnswerSchema');
const RegisterAnswerSchema = lazySchema(schemas, 'RegisterAnswerSchema');
const UserAnswerSchema = lazySchema(schemas, 'UserAnswerSchema');
const SessionAnswerSchema = lazySchema(schemas, 'SessionAnswerSchema');
const PasswordChangedSchema = lazySchema(schemas, 'PasswordChangedSchema');
const ApiMessageSchema = lazySchema(schemas, 'ApiMessageSchema');
const GoogleAuthUrlSchema = lazySchema(schemas, 'GoogleAuthUrlSchema');

/** Signs in (POST /auth/login), keeps the token in the client's token storage and returns the token and user. */
export async function login(client: ApiClient, payload: LoginPayload): Promise<AuthResponse> {
  const { token, user } = await withFallback(
    AUTH_MESSAGES.loginFailed,
    client.post('auth/login', AuthAnswerSchema, payload),
  );
  client.tokenStorage.set(token);
  return { token, user };
}

/** What registering gives: the session, and for an address on an organization's domain, the link to follow. */
export interface RegisterResult extends AuthResponse {
  verification?: EmailVerificationPending;
}

/**
 * Creates an individual account (POST /auth/register) and signs in with it, like {@link login}. An address on
 * an organization's domain joins it only once the mailed link is followed: `verification` says so.
 */
export async function register(client: ApiClient, payload: RegisterPayload): Promise<RegisterResult> {
  const { token, user, verification } = await withFallback(
    AUTH_MESSAGES.registrationFailed,
    client.post('auth/register', RegisterAnswerSchema, payload),
  );
  client.tokenStorage.set(token);
  return verification ? { token, user, verification } : { token, user };
}

/**
 * Follows an email verification link (POST /auth/verify-email): the account joins the organization of its
 * address. Returns the server's confirmation text; a spent, unknown or expired link rejects with its message.
 */
export async function verifyEmail(client: ApiClient, token: string): Promise<string> {
  return (await client.post('auth/verify-email', ApiMessageSchema, { token })).message;
}

/**
 * Asks for a new verification link (POST /auth/verify-email/resend) for the signed-in account still waiting to
 * join the organization of its address. Returns the server's check-your-email text.
 */
export async function resendEmailVerification(client: ApiClient): Promise<string> {
  return (await client.post('auth/verify-email/resend', ApiMessageSchema)).message;
}

/** The signed-in user (GET /auth/me). */
export async function getCurrentUser(client: ApiClient): Promise<User> {
  return (await withFallback(AUTH_MESSAGES.failedToGetUserData, client.get('auth/me', UserAnswerSchema)))
    .data;
}

/** Changes name, email, picture or job title (PUT /auth/profile); returns the updated user. */
export async function updateProfile(client: ApiClient, payload: ProfileUpdatePayload): Promise<User> {
  return (
    await withFallback(
      AUTH_MESSAGES.profileUpdateFailed,
      client.put('auth/profile', UserAnswerSchema, payload),
    )
  ).data;
}

/**
 * Deletes the account and its personal data (DELETE /auth/account, confirmed by the password), then forgets
 * the stored token. Returns the server's confirmation text.
 */
export async function deleteAccount(client: ApiClient, payload: DeleteAccountPayload): Promise<string> {
  const { message } = await withFallback(
    AUTH_MESSAGES.accountDeletionFailed,
    client.delete('auth/account', ApiMessageSchema, payload),
  );
  client.tokenStorage.clear();
  return message;
}

/**
 * Asks for a password reset link by mail (POST /auth/forgotpassword). The answer is the same whether or not
 * the account exists; returns its text.
 */
export async function forgotPassword(client: ApiClient, payload: ForgotPasswordPayload): Promise<string> {
  return (
    await withFallback(
      AUTH_MESSAGES.failedToProcessRequest,
      client.post('auth/forgotpassword', ApiMessageSchema, payload),
    )
  ).message;
}

/** Sets a new password with the token of a reset link (PUT /auth/resetpassword/{token}); returns the server text. */
export async function resetPassword(
  client: ApiClient,
  token: string,
  payload: ResetPasswordPayload,
): Promise<string> {
  return (
    await withFallback(
      AUTH_MESSAGES.passwordResetFailed,
      client.put(`auth/resetpassword/${encodeURIComponent(token)}`, ApiMessageSchema, payload),
    )
  ).message;
}

/** The Google authorization URL to send the browser to (GET /auth/google). */
export async function getGoogleAuthUrl(client: ApiClient): Promise<string> {
  return (
    await withFallback(AUTH_MESSAGES.googleAuthUrlFailed, client.get('auth/google', GoogleAuthUrlSchema))
  ).url;
}

/**
 * The session fingerprint check (GET /auth/session): resolves with the session's expiry while the token is
 * valid for this browser; rejects with a 401 ApiError (and forgets the token) otherwise.
 */
export async function checkSession(client: ApiClient): Promise<SessionInfo> {
  return (await client.get('auth/session', SessionAnswerSchema)).data;
}

/** Signs out on every device (POST /auth/logout-all): every token issued so far stops working. */
export async function logoutEverywhere(client: ApiClient): Promise<string> {
  const { message } = await client.post('auth/logout-all', ApiMessageSchema);
  client.tokenStorage.clear();
  client.financeGrants.clear();
  // The session's recent activity (the assistant's context) ends with it.
  client.recentActivity.clear();
  return message;
}

/**
 * Changes the password (PUT /auth/password, the current one required). The server signs every other session
 * out and answers this one with a new token, which replaces the stored one. Returns the server's text.
 */
export async function changePassword(client: ApiClient, payload: ChangePasswordPayload): Promise<string> {
  const { token, message } = await client.put('auth/password', PasswordChangedSchema, payload);
  client.tokenStorage.set(token);
  return message;
}

/**
 * Uploads a profile picture (PUT /auth/profile/avatar): the image is the raw body under its own type (PNG, JPEG,
 * WebP or GIF, at most 2 MiB). Returns the updated user, whose profileImage points at the new picture.
 */
export async function uploadAvatar(client: ApiClient, file: Blob): Promise<User> {
  return (await client.put('auth/profile/avatar', UserAnswerSchema, file)).data;
}
