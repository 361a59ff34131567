import { createHmac, timingSafeEqual } from 'node:crypto';
import { FINANCE_GATE_SESSION_MS } from '@app/domain';
import { deriveKey } from '../../lib/tokens';

/** What a finance grant says: whose, for which organization, in which signed-in session, until when. */
export interface FinanceGrantClaims {
  /** The user id. */
  userId: string;
  organizationId: string;
  /** The server-side session (`sid` of the session token): signing out ends the grant with it. */
  sessionId: string;
  /**
   * The version of the organization's credentials the unlock checked (their `updated_at`, ms since the epoch): a
   * change of the credentials ends the grant, even one signed after the change by an unlock that had read the old
   * pair before it.
   */
  credentialsAt: number;
  /** Milliseconds since the epoch. */
  expiresAt: number;
}

const VERSION = 'fg2';
const MAX_GRANT_LENGTH = 1024;

function signature(secret: string, payload: string): Buffer {
  return createHmac('sha256', deriveKey(secret, 'finance-grant')).update(`${VERSION}.${payload}`).digest();
}

/**
 * A finance grant (the gate's unlock, spec 4.2, checked on the server): `fg2.<claims>.<HMAC-SHA256>`, under the
 * key of its own purpose, valid 8 hours (FINANCE_GATE_SESSION_MS) from `now`.
 */
export function signFinanceGrant(
  secret: string,
  claims: Omit<FinanceGrantClaims, 'expiresAt'>,
  now: number = Date.now(),
): { grant: string; claims: FinanceGrantClaims } {
  const full: FinanceGrantClaims = { ...claims, expiresAt: now + FINANCE_GATE_SESSION_MS };
  return { grant: encodeFinanceGrant(secret, full), claims: full };
}

/** The grant of exactly these claims (tests make expired ones with it). */
export function encodeFinanceGrant(secret: string, claims: FinanceGrantClaims): string {
  const payload = Buffer.from(
    JSON.stringify({
      u: claims.userId,
      o: claims.organizationId,
      s: claims.sessionId,
      c: claims.credentialsAt,
      e: claims.expiresAt,
    }),
  ).toString('base64url');
  return `${VERSION}.${payload}.${signature(secret, payload).toString('base64url')}`;
}

/** The claims of a genuine grant that has not expired by `now`, or undefined (forged, altered, expired, garbage). */
export function verifyFinanceGrant(
  secret: string,
  grant: string | undefined,
  now: number = Date.now(),
): FinanceGrantClaims | undefined {
  if (!grant || grant.length > MAX_GRANT_LENGTH) return undefined;
  const [version, payload, sig, ...rest] = grant.split('.');
  if (version !== VERSION || !payload || !sig || rest.length > 0) return undefined;
  const expected = signature(secret, payload);
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  const { u, o, s, c, e } = (value ?? {}) as Record<string, unknown>;
  if (
    typeof u !== 'string' ||
    typeof o !== 'string' ||
    typeof s !== 'string' ||
    typeof c !== 'number' ||
    typeof e !== 'number'
  ) {
    return undefined;
  }
  if (e <= now) return undefined;
  return { userId: u, organizationId: o, sessionId: s, credentialsAt: c, expiresAt: e };
}
