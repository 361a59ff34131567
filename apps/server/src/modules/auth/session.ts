import { hasPermission, hasRole, permissionDeniedMessage } from '@app/domain';
import { fastifyCookie } from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config';
import { AppError } from '../../http/errors';
import type { GuardEnforcer } from '../../http/guards';
import {
  randomToken,
  type SessionClaims,
  sameDigest,
  sha256Hex,
  signSessionToken,
  verifySessionToken,
} from '../../lib/tokens';
import { type CurrentUser, findCurrentUser } from './auth.queries';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by the guard enforcer on every route that is not 'public'. */
    user: CurrentUser | null;
    /** The verified session token's claims, next to `user`. */
    session: SessionClaims | null;
  }
}

export const AUTH_ERRORS = {
  notSignedIn: 'Not authorized: please sign in',
  sessionInvalid: 'Your session has expired or is no longer valid. Please sign in again',
  roleDenied: 'Access denied: your role does not allow this',
} as const;

// Tokens are a few hundred bytes; anything far longer is not ours and is not worth verifying.
const MAX_TOKEN_LENGTH = 4096;
const BEARER = /^Bearer[ \t]+([A-Za-z0-9._~+/-]+=*)[ \t]*$/i;

/** The fingerprint cookie: `__Host-` prefixed (Secure, whole site, this host only) when the app is on https. */
export function fingerprintCookieName(config: AppConfig): string {
  return isHttps(config) ? '__Host-fgp' : 'fgp';
}

export function isHttps(config: AppConfig): boolean {
  return config.appOrigin.startsWith('https:');
}

/**
 * Signs a session token for this user and binds it to the browser: a fresh random fingerprint goes into an
 * HttpOnly, SameSite=Strict cookie (Secure on https), and only its SHA-256 goes into the token. A token copied
 * out of localStorage is useless without the cookie, which scripts cannot read.
 */
export function issueSession(
  app: FastifyInstance,
  reply: FastifyReply,
  user: { id: string; tokenVersion: number },
): { token: string; expiresAt: Date } {
  const { config } = app;
  const fingerprint = randomToken(32);
  const session = signSessionToken(config.jwtSecret, {
    userId: user.id,
    tokenVersion: user.tokenVersion,
    fingerprint,
    ttlSeconds: config.auth.tokenTtlSeconds,
  });
  reply.setCookie(fingerprintCookieName(config), fingerprint, {
    httpOnly: true,
    sameSite: 'strict',
    secure: isHttps(config),
    path: '/',
    maxAge: config.auth.tokenTtlSeconds,
  });
  return session;
}

export function clearSessionCookie(app: FastifyInstance, reply: FastifyReply): void {
  reply.clearCookie(fingerprintCookieName(app.config), {
    httpOnly: true,
    sameSite: 'strict',
    secure: isHttps(app.config),
    path: '/',
  });
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header || header.length > MAX_TOKEN_LENGTH + 20) return undefined;
  return BEARER.exec(header)?.[1];
}

function fingerprintCookie(app: FastifyInstance, request: FastifyRequest): string | undefined {
  const name = fingerprintCookieName(app.config);
  // The guard runs before the cookie plugin's own hook, so read the header when cookies are not parsed yet.
  const cookies = request.cookies ?? app.parseCookie(request.headers.cookie ?? '');
  return cookies[name] || undefined;
}

/**
 * The signed-in user of this request: a genuine, unexpired bearer token, issued to this browser (fingerprint
 * cookie), of a user who still exists, at their current token version. Throws a 401 otherwise.
 */
export async function authenticate(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<{ user: CurrentUser; claims: SessionClaims }> {
  const token = bearerToken(request);
  if (!token) throw new AppError(401, AUTH_ERRORS.notSignedIn);
  return verifySession(app, token, fingerprintCookie(app, request));
}

/**
 * The same checks for a token that did not come in an Authorization header (the socket handshake's `auth`
 * payload), with the fingerprint cookie's value. Throws a 401 AppError when any check fails.
 */
export async function verifySession(
  app: FastifyInstance,
  token: string,
  fingerprint: string | undefined,
): Promise<{ user: CurrentUser; claims: SessionClaims }> {
  if (token.length > MAX_TOKEN_LENGTH) throw new AppError(401, AUTH_ERRORS.sessionInvalid);
  const claims = await verifiedClaims(app, token);
  if (!claims) throw new AppError(401, AUTH_ERRORS.sessionInvalid);
  if (!fingerprint || !sameDigest(sha256Hex(fingerprint), claims.fph)) {
    throw new AppError(401, AUTH_ERRORS.sessionInvalid);
  }
  const user = await app.readCache.user(claims.sub, () => findCurrentUser(app.database.db, claims.sub));
  if (!user || user.tokenVersion !== claims.tv) throw new AppError(401, AUTH_ERRORS.sessionInvalid);
  return { user, claims };
}

/**
 * The claims of a genuine, unexpired token. A token's signature and claims never change, so one verified before
 * is taken from the read cache until it expires; everything that can revoke it (the token version, the user's
 * existence) is checked against the user on every request.
 */
async function verifiedClaims(app: FastifyInstance, token: string): Promise<SessionClaims | undefined> {
  const cached = app.readCache.verifiedToken<SessionClaims>(token);
  if (cached) return cached;
  const claims = await verifySessionToken(app.config.jwtSecret, token);
  if (claims) app.readCache.rememberToken(token, claims, claims.exp * 1000);
  return claims;
}

/** The fingerprint cookie's value in a raw Cookie header. */
export function fingerprintFromCookieHeader(
  app: FastifyInstance,
  header: string | undefined,
): string | undefined {
  // The cookie plugin lives in the API's scope; the socket server sits beside it, so parse the header directly.
  return fastifyCookie.parse(header ?? '')[fingerprintCookieName(app.config)] || undefined;
}

/**
 * The guard enforcer of the app: 'signed-in', `{ roles }` (spec 6.1 `hasRole`) and `{ permission }`, decided by
 * the permission's one rule in @app/domain's `PERMISSIONS` (the rule the client's visibility checks use too) and
 * refused with that permission's text (spec 8.5).
 */
export function createGuardEnforcer(app: FastifyInstance): GuardEnforcer {
  return async (request, guard) => {
    const { user, claims } = await authenticate(app, request);
    request.user = user;
    request.session = claims;
    if (guard === 'signed-in') return;
    if ('roles' in guard) {
      if (!hasRole(user, guard.roles)) throw new AppError(403, AUTH_ERRORS.roleDenied);
      return;
    }
    if (!hasPermission(user, guard.permission)) {
      throw new AppError(403, permissionDeniedMessage(guard.permission));
    }
  };
}

/** The signed-in user of a guarded route's request (the enforcer has set it). */
export function requireUser(request: FastifyRequest): CurrentUser {
  if (!request.user) throw new AppError(401, AUTH_ERRORS.notSignedIn);
  return request.user;
}

/** The caller of a public route, when a valid session came with it (a bad one counts as signed out). */
export async function optionalCaller(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<CurrentUser | undefined> {
  if (!request.headers.authorization) return undefined;
  try {
    return (await authenticate(app, request)).user;
  } catch {
    return undefined;
  }
}
