import { createHash, createHmac, randomBytes, timingSafeEqual, webcrypto } from 'node:crypto';
import { ID_PATTERN } from '@app/domain';
import { EncryptJWT, type JWTPayload, jwtDecrypt, jwtVerify, SignJWT } from 'jose';

/** A random secret of `bytes` bytes, base64url (43 characters for the default 32 bytes). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** SHA-256 as lowercase hex: how reset tokens and fingerprints are stored and compared. */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Constant-time comparison of two hex digests of the same kind. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}

// One application secret, one key per purpose: a value made for one use can never pass as another.
const derivedKeys = new Map<string, Uint8Array>();
export function deriveKey(
  secret: string,
  purpose:
    | 'session-token'
    | 'oidc-state'
    | 'csrf-token'
    | 'finance-grant'
    | 'attachment-link'
    | 'mail-unsubscribe',
): Uint8Array {
  const cacheKey = `${purpose}\0${secret}`;
  let key = derivedKeys.get(cacheKey);
  if (!key) {
    key = new Uint8Array(createHash('sha256').update(cacheKey).digest());
    derivedKeys.set(cacheKey, key);
  }
  return key;
}

export const SESSION_TOKEN_ALGORITHM = 'HS256';

// The session key imported into WebCrypto once per secret, for jose's signing and verification: handing jose the
// raw bytes would import it again on every call, which showed up as the largest cost of an authenticated request.
const sessionKeys = new Map<string, Promise<webcrypto.CryptoKey>>();
function sessionKey(secret: string): Promise<webcrypto.CryptoKey> {
  let key = sessionKeys.get(secret);
  if (!key) {
    key = webcrypto.subtle.importKey(
      'raw',
      deriveKey(secret, 'session-token'),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    sessionKeys.set(secret, key);
  }
  return key;
}

/** What a session token says: whose it is, which token version, which browser (fingerprint hash), until when. */
export interface SessionClaims {
  /** The user id. */
  sub: string;
  /** The user's token version when it was issued; a bump revokes it. */
  tv: number;
  /** SHA-256 (hex) of the fingerprint cookie of the browser it was issued to. */
  fph: string;
  /** The server-side session (a user_sessions row): ending it ends the token at once. */
  sid: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

export interface SignSessionOptions {
  userId: string;
  tokenVersion: number;
  fingerprint: string;
  sessionId: string;
  ttlSeconds: number;
}

/**
 * Signs a session token (JWT, HS256, jose's SignJWT) bound to the browser that holds `fingerprint` in its cookie.
 * The header is `{"alg":"HS256","typ":"JWT"}` and the claims come in the order tokens always had (tv, fph, sid,
 * sub, iat, exp), so a token is the same string it was when the server computed the HMAC itself
 * (lib/tokens.test.ts).
 */
export async function signSessionToken(
  secret: string,
  options: SignSessionOptions,
): Promise<{ token: string; expiresAt: Date }> {
  const issuedAt = Math.floor(Date.now() / 1000);
  const exp = issuedAt + options.ttlSeconds;
  const token = await new SignJWT({
    tv: options.tokenVersion,
    fph: sha256Hex(options.fingerprint),
    sid: options.sessionId,
  })
    .setProtectedHeader({ alg: SESSION_TOKEN_ALGORITHM, typ: 'JWT' })
    .setSubject(options.userId)
    .setIssuedAt(issuedAt)
    .setExpirationTime(exp)
    .sign(await sessionKey(secret));
  return { token, expiresAt: new Date(exp * 1000) };
}

const FINGERPRINT_HASH = /^[0-9a-f]{64}$/;

function isSessionClaims(payload: JWTPayload): payload is JWTPayload & SessionClaims {
  return (
    typeof payload.sub === 'string' &&
    ID_PATTERN.test(payload.sub) &&
    Number.isSafeInteger(payload.tv) &&
    typeof payload.fph === 'string' &&
    FINGERPRINT_HASH.test(payload.fph) &&
    typeof payload.sid === 'string' &&
    ID_PATTERN.test(payload.sid) &&
    typeof payload.exp === 'number'
  );
}

/**
 * The claims of a genuine, unexpired session token; undefined for anything else: another algorithm (`none`
 * included), a changed payload, another key, an expired token, missing claims.
 */
export async function verifySessionToken(secret: string, token: string): Promise<SessionClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, await sessionKey(secret), {
      algorithms: [SESSION_TOKEN_ALGORITHM],
      requiredClaims: ['sub', 'exp'],
    });
    if (!isSessionClaims(payload)) return undefined;
    return { sub: payload.sub, tv: payload.tv, fph: payload.fph, sid: payload.sid, exp: payload.exp };
  } catch {
    return undefined;
  }
}

/**
 * Seals a small record (OIDC state, nonce, PKCE verifier) for a cookie: encrypted and authenticated (JWE,
 * A256GCM), so the browser can neither read nor change it, and it expires after `ttlSeconds`.
 */
export function sealValue(
  secret: string,
  value: Record<string, string>,
  ttlSeconds: number,
): Promise<string> {
  return new EncryptJWT(value)
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .encrypt(deriveKey(secret, 'oidc-state'));
}

/** The record sealed by {@link sealValue}, or undefined when it was changed, forged or has expired. */
export async function unsealValue(
  secret: string,
  sealed: string,
): Promise<Record<string, unknown> | undefined> {
  try {
    const { payload } = await jwtDecrypt(sealed, deriveKey(secret, 'oidc-state'), {
      keyManagementAlgorithms: ['dir'],
      contentEncryptionAlgorithms: ['A256GCM'],
    });
    return payload;
  } catch {
    return undefined;
  }
}

/** A secret for a mailed link: the link gets the token, the table only its hash; valid for `ttlMs` from `now`. */
export function newLinkSecret(
  now: Date,
  ttlMs: number,
): { token: string; tokenHash: string; expiresAt: Date } {
  const token = randomToken(32);
  return { token, tokenHash: sha256Hex(token), expiresAt: new Date(now.getTime() + ttlMs) };
}

/**
 * The CSRF token of one signed-in browser session (X-CSRF-Token): HMAC-SHA256, under the key of its own purpose,
 * of the session token's fingerprint hash. Stateless: the server recomputes it from the session on each check; a
 * new sign-in (a new fingerprint) gets a new token.
 */
export function csrfTokenFor(secret: string, fingerprintHash: string): string {
  return createHmac('sha256', deriveKey(secret, 'csrf-token'))
    .update(`csrf\0${fingerprintHash}`)
    .digest('base64url');
}

/** Whether `presented` is this session's CSRF token, compared in constant time. */
export function isCsrfTokenOf(
  secret: string,
  fingerprintHash: string,
  presented: string | undefined,
): boolean {
  if (!presented) return false;
  const expected = Buffer.from(csrfTokenFor(secret, fingerprintHash));
  const given = Buffer.from(presented);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
