import { DOMAIN_CHECK_MIN_LENGTH } from './constants';

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
