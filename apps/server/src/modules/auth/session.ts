import {
  API_TOKEN_MESSAGES,
  API_TOKEN_PREFIX,
  type ApiTokenScope,
  apiTokenRefusal,
  hasPermission,
  hasRole,
  idleTimeoutMs,
  isSignInMethodAllowed,
  permissionDeniedMessage,
  SESSION_MESSAGES,
  type SignInMethod,
  securityPolicyOf,
} from '@app/domain';
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
import {
  findSessionState,
  findSignInSubject,
  insertSession,
  type SessionState,
  touchSession,
} from './sessions.queries';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by the guard enforcer on every route that is not 'public'. */
    user: CurrentUser | null;
    /** The verified session token's claims, next to `user`; null when a personal API token signed the request in. */
    session: SessionClaims | null;
    /** The personal API token that signed this request in (issue 41), null for a browser session. */
    apiToken: ApiTokenGrant | null;
  }
  interface FastifyInstance {
    /** Where the tokens module plugs in the check of personal API tokens (`setPersonalTokenVerifier`). */
    personalTokens: { verify: PersonalTokenVerifier | undefined };
  }
}

/** What a personal API token grants on a request: its id, scopes and the organization it is tied to. */
export interface ApiTokenGrant {
  id: string;
  scopes: ApiTokenScope[];
  /** Null: not tied to one organization. */
  organizationId: string | null;
}

/**
 * Checks a personal API token (`tf_pat_...`): its user as a request sees them (current rights) and the grant, or a
 * 401 AppError for an unknown, expired or revoked token. Installed by the tokens module, which the auth module
 * does not import.
 */
export type PersonalTokenVerifier = (
  request: FastifyRequest,
  secret: string,
) => Promise<{ user: CurrentUser; grant: ApiTokenGrant }>;

/** Installs the check of personal API tokens (the tokens module, at registration). */
export function setPersonalTokenVerifier(app: FastifyInstance, verify: PersonalTokenVerifier): void {
  app.personalTokens.verify = verify;
}

export const AUTH_ERRORS = {
  notSignedIn: 'Not authorized: please sign in',
  sessionInvalid: 'Your session has expired or is no longer valid. Please sign in again',
  roleDenied: 'Access denied: your role does not allow this',
} as const;

/** The route of the client's periodic session check (GET /auth/session), which is not the user's activity. */
const BACKGROUND_CHECK_ROUTE = '/api/v1/auth/session';

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

export interface IssueOptions {
  /** How the user proved who they are; checked against their organization's allowed sign-in methods. */
  method: SignInMethod;
  /** A new token for a session that is already signed in (after a password change): the method is not checked. */
  reissue?: boolean;
}

const MAX_USER_AGENT = 512;

/**
 * Refuses a sign-in of a disabled user, of a member of a deactivated organization, or by a method the user's
 * organization does not allow (403 with the catalogue's text).
 */
export async function assertMaySignIn(
  app: FastifyInstance,
  userId: string,
  options: IssueOptions,
): Promise<void> {
  const subject = await findSignInSubject(app.database.db, userId);
  if (!subject) throw new AppError(401, AUTH_ERRORS.sessionInvalid);
  if (subject.disabledAt) throw new AppError(403, SESSION_MESSAGES.accountDisabled);
  if (!subject.organizationId) return;
  if (subject.organizationActive === false) throw new AppError(403, SESSION_MESSAGES.organizationInactive);
  if (
    !options.reissue &&
    !isSignInMethodAllowed(securityPolicyOf(subject.organizationPolicy), options.method)
  ) {
    throw new AppError(403, SESSION_MESSAGES.methodNotAllowed);
  }
}

/**
 * Starts a server-side session for this user (a user_sessions row: method, address, user agent, expiry) and
 * signs its token, bound to the browser: a fresh random fingerprint goes into an HttpOnly, SameSite=Strict cookie
 * (Secure on https), and only its SHA-256 goes into the token. A token copied out of localStorage is useless
 * without the cookie, which scripts cannot read. Refused for a disabled user, an inactive organization or a
 * sign-in method the organization does not allow.
 */
export async function issueSession(
  app: FastifyInstance,
  reply: FastifyReply,
  user: { id: string; tokenVersion: number },
  options: IssueOptions = { method: 'password' },
): Promise<{ token: string; expiresAt: Date; sessionId: string }> {
  const { config } = app;
  await assertMaySignIn(app, user.id, options);
  const agent = reply.request.headers['user-agent'];
  const expiresAt = new Date(Date.now() + config.auth.tokenTtlSeconds * 1000);
  const sessionId = await insertSession(app.database.db, {
    userId: user.id,
    method: options.method,
    ip: reply.request.ip ?? null,
    userAgent: typeof agent === 'string' ? agent.slice(0, MAX_USER_AGENT) : null,
    expiresAt,
  });
  const fingerprint = randomToken(32);
  const session = await signSessionToken(config.jwtSecret, {
    userId: user.id,
    tokenVersion: user.tokenVersion,
    fingerprint,
    sessionId,
    ttlSeconds: config.auth.tokenTtlSeconds,
  });
  reply.setCookie(fingerprintCookieName(config), fingerprint, {
    httpOnly: true,
    sameSite: 'strict',
    secure: isHttps(config),
    path: '/',
    maxAge: config.auth.tokenTtlSeconds,
  });
  return { ...session, sessionId };
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
): Promise<{ user: CurrentUser; claims: SessionClaims | null; apiToken: ApiTokenGrant | null }> {
  const token = bearerToken(request);
  if (!token) throw new AppError(401, AUTH_ERRORS.notSignedIn);
  // A personal API token (issue 41) needs no fingerprint cookie: it is checked by its hash, on every request.
  if (token.startsWith(API_TOKEN_PREFIX)) {
    const verify = app.personalTokens.verify;
    if (!verify || token.length > MAX_TOKEN_LENGTH) throw new AppError(401, API_TOKEN_MESSAGES.invalid);
    const { user, grant } = await verify(request, token);
    return { user, claims: null, apiToken: grant };
  }
  // The app's periodic session check runs by itself in an open tab: it is not activity, so it does not keep an
  // idle session alive.
  const touch = request.routeOptions.url !== BACKGROUND_CHECK_ROUTE;
  const session = await verifySession(app, token, fingerprintCookie(app, request), { touch });
  return { ...session, apiToken: null };
}

/**
 * The same checks for a token that did not come in an Authorization header (the socket handshake's `auth`
 * payload), with the fingerprint cookie's value. Throws a 401 AppError when any check fails.
 */
export async function verifySession(
  app: FastifyInstance,
  token: string,
  fingerprint: string | undefined,
  { touch = true }: { touch?: boolean } = {},
): Promise<{ user: CurrentUser; claims: SessionClaims }> {
  if (token.length > MAX_TOKEN_LENGTH) throw new AppError(401, AUTH_ERRORS.sessionInvalid);
  const claims = await verifiedClaims(app, token);
  if (!claims) throw new AppError(401, AUTH_ERRORS.sessionInvalid);
  if (!fingerprint || !sameDigest(sha256Hex(fingerprint), claims.fph)) {
    throw new AppError(401, AUTH_ERRORS.sessionInvalid);
  }
  const user = await app.readCache.user(claims.sub, () => findCurrentUser(app.database.db, claims.sub));
  if (!user || user.tokenVersion !== claims.tv) throw new AppError(401, AUTH_ERRORS.sessionInvalid);
  if (user.disabledAt) throw new AppError(401, SESSION_MESSAGES.accountDisabled);
  await checkServerSession(app, claims, touch);
  return { user, claims };
}

/** A session's last-seen time is written at most once a minute. */
export const LAST_SEEN_INTERVAL_MS = 60_000;

interface CachedSession extends Omit<SessionState, 'organizationPolicy'> {
  /** The organization's idle timeout (ms), worked out once per load. */
  idleMs: number | undefined;
}

async function loadSession(app: FastifyInstance, sessionId: string): Promise<CachedSession | undefined> {
  const state = await findSessionState(app.database.db, sessionId);
  if (!state) return undefined;
  const { organizationPolicy, ...rest } = state;
  return {
    ...rest,
    idleMs:
      rest.organizationActive === null ? undefined : idleTimeoutMs(securityPolicyOf(organizationPolicy)),
  };
}

/**
 * The server-side session of the token: it must exist for this user, be neither revoked nor expired, belong to
 * an active organization (if any), and not have been idle longer than the organization's idle timeout. Cached
 * with the user (one indexed query on a miss, none on a hit); the last-seen time is written once a minute.
 */
async function checkServerSession(
  app: FastifyInstance,
  claims: SessionClaims,
  touch: boolean,
): Promise<void> {
  const { readCache } = app;
  const load = () => loadSession(app, claims.sid);
  let session = await readCache.session(claims.sub, claims.sid, load);
  const now = Date.now();
  const idleFor = (s: CachedSession) =>
    s.idleMs === undefined ? 0 : now - s.lastSeenAt.getTime() - s.idleMs;
  // Another process may have seen the session since this one cached it: ask the database before refusing.
  if (session && idleFor(session) > 0)
    session = await readCache.session(claims.sub, claims.sid, load, { refresh: true });
  if (!session || session.userId !== claims.sub || session.revokedAt || session.expiresAt.getTime() <= now) {
    throw new AppError(401, AUTH_ERRORS.sessionInvalid);
  }
  if (session.organizationActive === false) throw new AppError(401, SESSION_MESSAGES.organizationInactive);
  if (idleFor(session) > 0) throw new AppError(401, SESSION_MESSAGES.sessionIdle);
  if (touch && now - session.lastSeenAt.getTime() >= LAST_SEEN_INTERVAL_MS) {
    const seen = new Date(now);
    await touchSession(app.database.db, claims.sid, seen, LAST_SEEN_INTERVAL_MS);
    readCache.updateSession(claims.sub, claims.sid, { ...session, lastSeenAt: seen });
  }
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
    const { user, claims, apiToken } = await authenticate(app, request);
    request.user = user;
    request.session = claims;
    request.apiToken = apiToken;
    if (apiToken) checkApiToken(request, user, apiToken, guard);
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

/** Ids a request's path or query names an organization by (`/organizations/:id` names one by its `id`). */
const ORGANIZATION_PARAMS = ['organizationId', 'orgId'] as const;
const ORGANIZATION_QUERY = ['organization', 'organizationId'] as const;

function namedOrganizations(request: FastifyRequest): string[] {
  const named: string[] = [];
  const params = (request.params ?? {}) as Record<string, unknown>;
  const query = (request.query ?? {}) as Record<string, unknown>;
  for (const key of ORGANIZATION_PARAMS) if (typeof params[key] === 'string') named.push(params[key]);
  if (
    /^\/api\/v1\/organizations\/:id(\/|$)/.test(request.routeOptions.url ?? '') &&
    typeof params.id === 'string'
  ) {
    named.push(params.id);
  }
  for (const key of ORGANIZATION_QUERY) if (typeof query[key] === 'string') named.push(query[key]);
  return named;
}

/**
 * What a personal API token may do on this route, before the route's own guard (the user's rights) is checked:
 * never a refused route (tokens, sessions, password), only within its scope (domain `apiTokenRefusal`), and for a
 * token tied to an organization, only while its user works in that organization and never naming another one in
 * the path or query (the body is checked in `preValidation`, once it is parsed).
 */
function checkApiToken(
  request: FastifyRequest,
  user: CurrentUser,
  token: ApiTokenGrant,
  guard: ProtectedGuard,
): void {
  const refusal = apiTokenRefusal(token, {
    method: request.method,
    path: request.routeOptions.url ?? request.url,
    guard,
  });
  if (refusal) throw new AppError(403, refusal);
  const tied = token.organizationId;
  if (!tied) return;
  if (user.organizationId !== tied || namedOrganizations(request).some((id) => id !== tied)) {
    throw new AppError(403, API_TOKEN_MESSAGES.otherOrganization);
  }
}

type ProtectedGuard = Parameters<GuardEnforcer>[1];

/**
 * The body's half of the organization check of a tied token: a body naming another organization
 * (`organizationId`) is refused before the route runs.
 */
export async function checkApiTokenBody(request: FastifyRequest): Promise<void> {
  const tied = request.apiToken?.organizationId;
  if (!tied) return;
  const body = request.body;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return;
  const named = (body as Record<string, unknown>).organizationId;
  if (typeof named === 'string' && named !== tied) {
    throw new AppError(403, API_TOKEN_MESSAGES.otherOrganization);
  }
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
    const { user, apiToken } = await authenticate(app, request);
    // A token on a public route counts only within its scope and organization, as on a guarded one.
    if (apiToken) checkApiToken(request, user, apiToken, 'signed-in');
    return user;
  } catch {
    return undefined;
  }
}
