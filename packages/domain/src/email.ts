import { DOMAIN_CHECK_MIN_LENGTH } from './constants';

// Zod-free on purpose: the sign-in and sign-up forms check emails and domains with these before any schema loads.

/** The spec's basic email pattern. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A company domain such as acme.com: a dot and a top-level part, 4 to 253 characters. */
export const DOMAIN_PATTERN = /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

export function isValidDomain(value: string): boolean {
  return DOMAIN_PATTERN.test(value.trim().toLowerCase());
}

/**
 * Two addresses name the same mailbox: compared ignoring case and surrounding spaces, the way sign-up and
 * invitations store them.
 */
export function sameEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** The email's domain equals the organization domain, ignoring case and surrounding spaces. */
export function emailMatchesDomain(email: string, domain: string): boolean {
  const at = email.lastIndexOf('@');
  if (at < 0) return false;
  return (
    email
      .slice(at + 1)
      .trim()
      .toLowerCase() === domain.trim().toLowerCase()
  );
}

/** The part after the last '@', trimmed and lowercased; empty when there is none. */
export function emailDomain(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 0
    ? ''
    : email
        .slice(at + 1)
        .trim()
        .toLowerCase();
}

/** Spec 5: the organization lookup runs only when the domain is longer than 3 characters. */
export function shouldCheckDomain(domain: string): boolean {
  return domain.trim().length > DOMAIN_CHECK_MIN_LENGTH;
}

/**
 * Spec 2.5: the admin email suggestion, the lowercased admin name with dots between words, '@' and the
 * organization domain ('Jane  Q Doe' + 'acme.com' -> 'jane.q.doe@acme.com'); empty when either part is empty.
 */
export function suggestAdminEmail(adminName: string, domain: string): string {
  const local = adminName.trim().toLowerCase().split(/\s+/).filter(Boolean).join('.');
  const host = domain.trim().toLowerCase();
  return local && host ? `${local}@${host}` : '';
}

/**
 * What the live domain check of organization registration says about the domain in the field (spec 4.4):
 * nothing yet (too short or malformed), checking, available, taken (the server's reason and free alternatives)
 * or failed.
 */
export type DomainAvailability =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'available'; message: string }
  | { kind: 'taken'; error: string; suggestions: readonly string[] }
  | { kind: 'failed'; error: string };
