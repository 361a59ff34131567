import { createHmac, timingSafeEqual } from 'node:crypto';
import { ATTACHMENT_LINK_TTL_SECONDS } from '@app/domain';
import { deriveKey } from '../../lib/tokens';

/**
 * Signed links to an attachment's content (issue 38). A link names the attachment, its expiry and the session it
 * was made for, and is signed (HMAC-SHA256 with a key derived from the server's secret) over those and the
 * session's fingerprint hash: it works only in the browser that asked for it (an <img> or a new tab sends the
 * fingerprint cookie, not the bearer token), until it expires or the session ends. Who may see the task is checked
 * again when the link is followed.
 */

export interface LinkClaims {
  attachmentId: string;
  sessionId: string;
  /** SHA-256 (hex) of the session's fingerprint cookie (the token's `fph`). */
  fingerprintHash: string;
  /** Seconds since the epoch. */
  expires: number;
}

function signature(secret: string, claims: LinkClaims): Buffer {
  return createHmac('sha256', deriveKey(secret, 'attachment-link'))
    .update(
      [claims.attachmentId, claims.sessionId, claims.fingerprintHash, String(claims.expires)].join('\n'),
    )
    .digest();
}

/** The content path of an attachment, signed for one session until `expires`. */
export function signAttachmentUrl(secret: string, claims: LinkClaims): string {
  const query = new URLSearchParams({
    expires: String(claims.expires),
    sid: claims.sessionId,
    sig: signature(secret, claims).toString('base64url'),
  });
  return `/api/v1/attachments/${claims.attachmentId}/content?${query}`;
}

/** When a link made now expires, in seconds since the epoch. */
export function linkExpiry(now = Date.now()): number {
  return Math.floor(now / 1000) + ATTACHMENT_LINK_TTL_SECONDS;
}

export function isValidSignature(secret: string, claims: LinkClaims, sig: string): boolean {
  const expected = signature(secret, claims);
  const given = Buffer.from(sig, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
