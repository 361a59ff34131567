import {
  AUTH_MESSAGES,
  AVATAR_MAX_BYTES,
  type ChangePasswordPayload,
  DEFAULT_AVATAR,
  type DeleteAccountPayload,
  type EmailVerificationPending,
  emailDomain,
  isSafeUrl,
  type LoginPayload,
  type ProfileUpdatePayload,
  type RegisterPayload,
  USER_LIMITS,
} from '@app/domain';
import type { AppConfig } from '../../config';
import type { AppDb } from '../../db/client';
import type { NewUserRow } from '../../db/schema';
import { AppError } from '../../http/errors';
import { isUniqueViolation } from '../../lib/db-errors';
import { escapeHtml } from '../../lib/mail';
import { hashPassword, verifyPassword } from '../../lib/password';
import { randomToken, sha256Hex } from '../../lib/tokens';
import { avatarTypeOf, isImageOfType } from '../users';
import type { AuthDeps } from './auth.deps';
import {
  bumpTokenVersion,
  type CurrentUser,
  changePasswordHash,
  clearLoginFailures,
  deleteUserAndData,
  findActiveOrganizationByDomain,
  findCurrentUser,
  findLoginCandidate,
  findPasswordSubject,
  findUsableResetToken,
  findUserByEmail,
  findUserIdByIdentity,
  insertResetToken,
  insertUser,
  insertUserWithIdentity,
  linkIdentity,
  lockLogin,
  type PasswordSubject,
  recordLoginFailure,
  removeAvatar,
  resetPasswordWithToken,
  saveAvatar,
  updateUserProfile,
} from './auth.queries';
import { sendEmailVerification } from './email-verification';
import type { ProviderProfile } from './google';
import { GOOGLE_MESSAGES, ProviderSignInError } from './google';
import { revokeUserSessions } from './sessions.queries';

export type { AuthDeps } from './auth.deps';

/** Who a session is issued to. */
export interface SessionSubject {
  id: string;
  tokenVersion: number;
}

// Server texts carry the phrases the client matches on (spec 8.1): 'Account not found', 'Incorrect password',
// 'valid email', 'already registered'.
export const AUTH_SERVER_MESSAGES = {
  accountNotFound: AUTH_MESSAGES.accountNotFound,
  incorrectPassword: AUTH_MESSAGES.incorrectPassword,
  emailAlreadyRegistered: AUTH_MESSAGES.emailAlreadyRegistered,
  passwordlessAccount:
    'This account signs in with Google and has no password yet. Use Google, or set a password with "Forgot password"',
  tooManyAttempts: (seconds: number) =>
    `Too many failed sign-in attempts. Please wait ${seconds} seconds and try again`,
  resetLinkSent: AUTH_MESSAGES.resetLinkSent,
  resetLinkInvalid: 'Invalid or expired password reset link. Please request a new one',
  passwordReset: 'Your password has been reset. Please sign in with your new password',
  accountDeleted: 'Your account and its personal data have been deleted',
  signedOutEverywhere: 'Signed out on every device',
  profileImageUnsafe: 'Profile image must be an http or https address',
  currentPasswordIncorrect: 'Current password is incorrect',
  passwordUpdated: 'Password updated',
  avatarMissing: 'Choose an image to upload',
  avatarInvalid: 'The file is not a valid image',
  avatarTooLarge: `The image is too large: profile pictures may be at most ${AVATAR_MAX_BYTES / (1024 * 1024)} MB`,
  avatarUnsupportedType: 'Profile pictures must be PNG, JPEG, WebP or GIF images',
  tooLong: (field: string, max: number) => `${field} must be at most ${max} characters`,
} as const;

/** A reset link is valid for one hour (and only once). */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
// A failure older than this is forgotten: the lockout is about bursts of guesses, not about a typo last week.
const FAILURE_MEMORY_MS = 15 * 60 * 1000;
const FIRST_LOCK_SECONDS = 15;
// Argon2 prehashes its input, but nobody types a password this long: refuse instead of hashing megabytes.
const MAX_PASSWORD_LENGTH = 1024;

/**
 * How long an account stays locked after `failures` failed sign-ins in a row: nothing below the threshold,
 * then 15 s doubling with each further failure, never longer than the configured maximum. Sign-ins refused
 * while locked are not counted, so a stranger guessing cannot stretch the lock beyond that maximum.
 */
export function lockSeconds(failures: number, threshold: number, maxSeconds: number): number {
  if (failures < threshold) return 0;
  const doublings = Math.min(failures - threshold, 20);
  return Math.min(maxSeconds, FIRST_LOCK_SECONDS * 2 ** doublings);
}

function assertNotLocked(lockedUntil: Date | null): void {
  const remainingMs = lockedUntil ? lockedUntil.getTime() - Date.now() : 0;
  if (remainingMs > 0) {
    const seconds = Math.ceil(remainingMs / 1000);
    throw new AppError(429, AUTH_SERVER_MESSAGES.tooManyAttempts(seconds), { retryAfterSeconds: seconds });
  }
}

async function countFailure(deps: AuthDeps, userId: string): Promise<void> {
  const now = new Date();
  const failures = await recordLoginFailure(
    deps.db,
    userId,
    now,
    new Date(now.getTime() - FAILURE_MEMORY_MS),
  );
  const seconds = lockSeconds(
    failures,
    deps.config.auth.lockoutThreshold,
    deps.config.auth.lockoutMaxSeconds,
  );
  if (seconds > 0) {
    await lockLogin(deps.db, userId, new Date(now.getTime() + seconds * 1000));
    deps.log.warn({ userId, failures, lockSeconds: seconds }, 'Sign-in locked after repeated failures');
  }
}

/**
 * Checks a password of a user against the sign-in throttle: refused while locked (429), a wrong password
 * counts towards the lock, a right one clears the count.
 */
async function checkPassword(
  deps: AuthDeps,
  subject: PasswordSubject,
  password: string,
  wrongStatus: number,
  wrongMessage: string = AUTH_SERVER_MESSAGES.incorrectPassword,
): Promise<void> {
  if (password.length > MAX_PASSWORD_LENGTH) throw new AppError(400, wrongMessage);
  if (!subject.passwordHash) throw new AppError(400, AUTH_SERVER_MESSAGES.passwordlessAccount);
  assertNotLocked(subject.lockedUntil);
  if (!(await verifyPassword(subject.passwordHash, password))) {
    await countFailure(deps, subject.id);
    throw new AppError(wrongStatus, wrongMessage);
  }
  if (subject.failures !== null) await clearLoginFailures(deps.db, subject.id);
}

/** POST /auth/login: the signed-in user, as a request sees them. */
export async function login(deps: AuthDeps, payload: LoginPayload): Promise<CurrentUser> {
  const candidate = await findLoginCandidate(deps.db, payload.email);
  if (!candidate) throw new AppError(404, AUTH_SERVER_MESSAGES.accountNotFound);
  await checkPassword(deps, candidate, payload.password, 401);
  const { passwordHash: _hash, lockedUntil: _lockedUntil, failures: _failures, ...user } = candidate;
  return user;
}

/**
 * The organization a new account joins at once: the active organization that owns the email's domain (spec 2.5:
 * the registration screen tells the user they will join it). Only for an address the provider has verified;
 * a registration by password proves its address first (`sendEmailVerification`).
 */
async function organizationMembership(db: AppDb, email: string): Promise<Partial<NewUserRow>> {
  const organization = await findActiveOrganizationByDomain(db, emailDomain(email));
  // The organization's policy decides: joining by domain off, or waiting for an administrator's approval.
  if (organization?.domainJoin !== 'verified') return { accountType: 'individual' };
  return { accountType: 'organization', organizationId: organization.id, orgRole: 'member' };
}

/**
 * POST /auth/register. Only name, email and password are read (the payload schema drops everything else):
 * roles, organization and flags are decided here, never by the caller. An address on an organization's domain
 * makes an individual account with no organization role until the mailed link proves the address.
 */
export async function register(
  deps: AuthDeps,
  payload: RegisterPayload,
): Promise<SessionSubject & { verification?: EmailVerificationPending }> {
  if (payload.password.length > MAX_PASSWORD_LENGTH) {
    throw new AppError(400, AUTH_SERVER_MESSAGES.tooLong('Password', MAX_PASSWORD_LENGTH));
  }
  if (await findUserByEmail(deps.db, payload.email)) {
    throw new AppError(409, AUTH_SERVER_MESSAGES.emailAlreadyRegistered);
  }
  const passwordHash = await hashPassword(payload.password);
  let id: string;
  try {
    id = await insertUser(deps.db, {
      name: payload.name,
      email: payload.email,
      passwordHash,
      role: 'user',
      systemRole: 'user',
      accountType: 'individual',
    });
  } catch (error) {
    // Two registrations of one email at the same moment: the unique index decides.
    if (isUniqueViolation(error)) throw new AppError(409, AUTH_SERVER_MESSAGES.emailAlreadyRegistered);
    throw error;
  }
  const organization = await findActiveOrganizationByDomain(deps.db, emailDomain(payload.email));
  // Joining by domain switched off by the organization's policy: an individual account, nothing to verify.
  if (!organization || organization.domainJoin === 'off') return { id, tokenVersion: 0 };
  const verification = sendEmailVerification(deps, {
    userId: id,
    name: payload.name,
    email: payload.email,
    organization,
  });
  return { id, tokenVersion: 0, verification };
}

/** The address of this user's uploaded picture; `v` changes with every upload so that caches fetch the new one. */
export function avatarPath(userId: string, version: number): string {
  return `/api/v1/users/${userId}/avatar?v=${version}`;
}

const OWN_AVATAR_PATH = /^\/api\/v1\/users\/([0-9a-f]{24})\/avatar(?:\?v=\d{1,16})?$/;

/** A picture a profile may point at: none, the user's own uploaded avatar, or an http(s) URL. */
function isAcceptableProfileImage(image: string, userId: string): boolean {
  if (image === DEFAULT_AVATAR) return true;
  const own = OWN_AVATAR_PATH.exec(image);
  if (own) return own[1] === userId;
  return isSafeUrl(image);
}

/** PUT /auth/profile: name, email, picture, job title and notification preferences of the signed-in user. */
export async function updateProfile(
  deps: AuthDeps,
  user: CurrentUser,
  payload: ProfileUpdatePayload,
): Promise<CurrentUser> {
  const changes: Partial<NewUserRow> = {};
  if (payload.name !== undefined) changes.name = payload.name;
  if (payload.jobTitle !== undefined) changes.jobTitle = payload.jobTitle || null;
  if (payload.profileImage !== undefined) {
    const image = payload.profileImage || DEFAULT_AVATAR;
    if (!isAcceptableProfileImage(image, user.id)) {
      throw new AppError(400, AUTH_SERVER_MESSAGES.profileImageUnsafe);
    }
    changes.profileImage = image;
  }
  if (payload.email !== undefined && payload.email !== user.email.toLowerCase()) {
    const owner = await findUserByEmail(deps.db, payload.email);
    if (owner && owner.id !== user.id) throw new AppError(409, AUTH_SERVER_MESSAGES.emailAlreadyRegistered);
    changes.email = payload.email;
  }
  if (Object.keys(changes).length > 0 || payload.notificationPreferences) {
    try {
      await updateUserProfile(deps.db, user.id, changes, payload.notificationPreferences);
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError(409, AUTH_SERVER_MESSAGES.emailAlreadyRegistered);
      throw error;
    }
  }
  deps.events.publish({ type: 'user.changed', userId: user.id });
  const updated = await findCurrentUser(deps.db, user.id);
  if (!updated) throw new AppError(404, AUTH_SERVER_MESSAGES.accountNotFound);
  return updated;
}

/**
 * PUT /auth/password: the current password proves it is the user (wrong ones count towards the sign-in lock,
 * like sign-ins). Every session issued so far stops working; the caller gets the subject of a new one.
 */
export async function changePassword(
  deps: AuthDeps,
  user: CurrentUser,
  payload: ChangePasswordPayload,
): Promise<SessionSubject> {
  if (payload.newPassword.length > MAX_PASSWORD_LENGTH) {
    throw new AppError(400, AUTH_SERVER_MESSAGES.tooLong('Password', MAX_PASSWORD_LENGTH));
  }
  const subject = await findPasswordSubject(deps.db, user.id);
  if (!subject) throw new AppError(404, AUTH_SERVER_MESSAGES.accountNotFound);
  await checkPassword(
    deps,
    subject,
    payload.currentPassword,
    400,
    AUTH_SERVER_MESSAGES.currentPasswordIncorrect,
  );
  const passwordHash = await hashPassword(payload.newPassword);
  const tokenVersion = await changePasswordHash(deps.db, user.id, passwordHash, new Date());
  if (tokenVersion === undefined) throw new AppError(404, AUTH_SERVER_MESSAGES.accountNotFound);
  await revokeUserSessions(deps.db, user.id);
  deps.events.publish({ type: 'sessions.revoked', userId: user.id });
  deps.log.info({ userId: user.id }, 'Password changed');
  return { id: user.id, tokenVersion };
}

/**
 * PUT /auth/profile/avatar: the raw image body becomes the user's picture, once its first bytes prove it is an
 * image of the declared type.
 */
export async function uploadAvatar(
  deps: AuthDeps,
  user: CurrentUser,
  contentType: string | undefined,
  body: unknown,
): Promise<CurrentUser> {
  const type = avatarTypeOf(contentType);
  if (!type) throw new AppError(415, AUTH_SERVER_MESSAGES.avatarUnsupportedType);
  if (!Buffer.isBuffer(body) || body.length === 0) {
    throw new AppError(400, AUTH_SERVER_MESSAGES.avatarMissing);
  }
  if (body.length > AVATAR_MAX_BYTES) throw new AppError(413, AUTH_SERVER_MESSAGES.avatarTooLarge);
  if (!isImageOfType(body, type)) throw new AppError(400, AUTH_SERVER_MESSAGES.avatarInvalid);
  await saveAvatar(deps.db, user.id, { contentType: type, data: body }, avatarPath(user.id, Date.now()));
  deps.events.publish({ type: 'user.changed', userId: user.id });
  return currentUserOrFail(deps, user.id);
}

/** DELETE /auth/profile/avatar: back to the initial ('default-avatar.jpg'). */
export async function deleteAvatar(deps: AuthDeps, user: CurrentUser): Promise<CurrentUser> {
  await removeAvatar(deps.db, user.id);
  deps.events.publish({ type: 'user.changed', userId: user.id });
  return currentUserOrFail(deps, user.id);
}

async function currentUserOrFail(deps: AuthDeps, id: string): Promise<CurrentUser> {
  const user = await findCurrentUser(deps.db, id);
  if (!user) throw new AppError(404, AUTH_SERVER_MESSAGES.accountNotFound);
  return user;
}

/** DELETE /auth/account: the password confirms it; the user and their personal data are removed. */
export async function deleteAccount(
  deps: AuthDeps,
  user: CurrentUser,
  payload: DeleteAccountPayload,
): Promise<void> {
  const subject = await findPasswordSubject(deps.db, user.id);
  if (!subject) throw new AppError(404, AUTH_SERVER_MESSAGES.accountNotFound);
  // 403, not 401: the session is fine, the confirmation is not (a 401 would sign the client out).
  await checkPassword(deps, subject, payload.password, 403);
  await deleteUserAndData(deps.db, user);
  deps.events.publish(
    { type: 'account.deleted', userId: user.id },
    { type: 'sessions.revoked', userId: user.id },
  );
  deps.log.info({ userId: user.id }, 'Account deleted');
}

/** POST /auth/logout-all: every token issued so far stops working. */
export async function logoutEverywhere(deps: AuthDeps, user: CurrentUser): Promise<void> {
  await bumpTokenVersion(deps.db, user.id);
  await revokeUserSessions(deps.db, user.id);
  deps.events.publish({ type: 'sessions.revoked', userId: user.id });
}

/** The reset link the mail carries: always on APP_ORIGIN, never on whatever Host the request named. */
export function resetLink(config: AppConfig, token: string): string {
  return `${config.appOrigin}/auth/reset-password/${encodeURIComponent(token)}`;
}

function resetMail(name: string, link: string) {
  const text = [
    `Hello ${name},`,
    '',
    'Someone (hopefully you) asked to reset the password of your TaskFlow account.',
    'Choose a new password here. The link works once, within the next hour:',
    '',
    link,
    '',
    'If you did not ask for this, ignore this mail: your password stays as it is.',
  ].join('\n');
  const html = [
    `<p>Hello ${escapeHtml(name)},</p>`,
    '<p>Someone (hopefully you) asked to reset the password of your TaskFlow account.</p>',
    '<p>Choose a new password here. The link works once, within the next hour:</p>',
    `<p><a href="${escapeHtml(link)}">Reset my password</a></p>`,
    `<p style="color:#64748b;font-size:12px">${escapeHtml(link)}</p>`,
    '<p>If you did not ask for this, ignore this mail: your password stays as it is.</p>',
  ].join('\n');
  return { subject: 'Reset your TaskFlow password', text, html };
}

/**
 * POST /auth/forgotpassword. The answer is the same, and comes as fast, whether or not the account exists:
 * the link is made and mailed in the background after the answer.
 */
export async function requestPasswordReset(deps: AuthDeps, email: string): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (!user) {
    deps.log.info('Password reset asked for an unknown email');
    return;
  }
  deps.mailer.queue(async () => {
    const token = randomToken(32);
    const now = new Date();
    await insertResetToken(
      deps.db,
      {
        userId: user.id,
        tokenHash: sha256Hex(token),
        expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
      },
      now,
    );
    return { to: user.email, ...resetMail(user.name, resetLink(deps.config, token)) };
  });
}

const RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * PUT /auth/resetpassword/{token}: sets the new password, spends the link and revokes every older token. Answers
 * the account's id.
 */
export async function resetPassword(deps: AuthDeps, token: string, password: string): Promise<string> {
  if (!RESET_TOKEN_PATTERN.test(token)) throw new AppError(400, AUTH_SERVER_MESSAGES.resetLinkInvalid);
  if (password.length > MAX_PASSWORD_LENGTH) {
    throw new AppError(400, AUTH_SERVER_MESSAGES.tooLong('Password', MAX_PASSWORD_LENGTH));
  }
  const tokenHash = sha256Hex(token);
  // Check first, so that a wrong link costs a lookup, not an Argon2 hash.
  if (!(await findUsableResetToken(deps.db, tokenHash, new Date()))) {
    throw new AppError(400, AUTH_SERVER_MESSAGES.resetLinkInvalid);
  }
  const passwordHash = await hashPassword(password);
  const userId = await resetPasswordWithToken(deps.db, tokenHash, passwordHash, new Date());
  if (!userId) throw new AppError(400, AUTH_SERVER_MESSAGES.resetLinkInvalid);
  await revokeUserSessions(deps.db, userId);
  deps.events.publish({ type: 'sessions.revoked', userId });
  deps.log.info({ userId }, 'Password reset');
  return userId;
}

/**
 * The account for a provider sign-in: the one linked to this issuer + subject; else the account with the
 * same email, linked now, but only when the provider has verified that email; else a new account.
 */
export async function signInWithProvider(deps: AuthDeps, profile: ProviderProfile): Promise<SessionSubject> {
  const linkedId = await findUserIdByIdentity(deps.db, profile.issuer, profile.subject);
  if (linkedId) return subjectOf(deps, linkedId);

  if (!profile.email) throw new ProviderSignInError(GOOGLE_MESSAGES.noEmail);
  // An unverified address could belong to anyone: it may neither take over an account nor claim the email.
  if (!profile.emailVerified) throw new ProviderSignInError(GOOGLE_MESSAGES.unverifiedEmail);

  const existing = await findUserByEmail(deps.db, profile.email);
  if (existing) {
    await linkIdentity(deps.db, {
      userId: existing.id,
      issuer: profile.issuer,
      subject: profile.subject,
      email: profile.email,
    });
    deps.log.info({ userId: existing.id, issuer: profile.issuer }, 'Provider identity linked');
    return { id: existing.id, tokenVersion: existing.tokenVersion };
  }

  const name = (profile.name || profile.email.split('@')[0] || profile.email).slice(0, USER_LIMITS.nameMax);
  const picture =
    profile.picture && isSafeUrl(profile.picture) && profile.picture.length <= USER_LIMITS.profileImageMax;
  try {
    const id = await insertUserWithIdentity(
      deps.db,
      {
        name,
        email: profile.email,
        passwordHash: null,
        role: 'user',
        systemRole: 'user',
        ...(picture ? { profileImage: profile.picture } : {}),
        ...(await organizationMembership(deps.db, profile.email)),
      },
      { issuer: profile.issuer, subject: profile.subject },
    );
    return { id, tokenVersion: 0 };
  } catch (error) {
    // The same person finishing two sign-ins at once: the other one created the account; use it.
    if (isUniqueViolation(error)) {
      const winner = await findUserIdByIdentity(deps.db, profile.issuer, profile.subject);
      if (winner) return subjectOf(deps, winner);
    }
    throw error;
  }
}

async function subjectOf(deps: AuthDeps, id: string): Promise<SessionSubject> {
  const user = await findCurrentUser(deps.db, id);
  if (!user) throw new ProviderSignInError(GOOGLE_MESSAGES.failed);
  return { id: user.id, tokenVersion: user.tokenVersion };
}
