import { createHmac, timingSafeEqual } from 'node:crypto';
import { EMAIL_KINDS, type EmailKind, ID_PATTERN } from '@app/domain';
import { deriveKey } from '../../lib/tokens';

/**
 * One-click unsubscribe links (RFC 8058): `<user id>.<kind>.<HMAC of both>`, signed with the app's secret under
 * its own derived key. Nothing is stored: the link keeps working until the secret changes, and it can only turn
 * off the one kind of mail of the one person it was made for.
 */
function signature(secret: string, userId: string, kind: EmailKind): string {
  return createHmac('sha256', deriveKey(secret, 'mail-unsubscribe'))
    .update(`${userId}.${kind}`)
    .digest('base64url');
}

export function unsubscribeToken(secret: string, userId: string, kind: EmailKind): string {
  return `${userId}.${kind}.${signature(secret, userId, kind)}`;
}

/** The person and kind of a valid token; undefined for anything else. */
export function readUnsubscribeToken(
  secret: string,
  token: string,
): { userId: string; kind: EmailKind } | undefined {
  const [userId, kind, given, ...rest] = token.split('.');
  if (rest.length > 0 || !userId || !kind || !given) return undefined;
  if (!ID_PATTERN.test(userId) || !(EMAIL_KINDS as readonly string[]).includes(kind)) return undefined;
  const expected = Buffer.from(signature(secret, userId, kind as EmailKind));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return undefined;
  return { userId, kind: kind as EmailKind };
}
