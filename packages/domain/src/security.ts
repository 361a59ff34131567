// Zod-free on purpose: the sanitizer is on the first page load, the report schema (security-report.ts) is not.
import { isOrgAdmin, isPlatformAdmin, type RoleSubject } from './permissions';

export const CSRF_HEADER = 'X-CSRF-Token';

const SCRIPT_ELEMENT = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi;
// A lone opening or closing script tag left over (unclosed, or split by an earlier removal).
const SCRIPT_TAG = /<\/?script\b[^>]*>?/gi;
// data: needs a word boundary so that ordinary words such as "metadata:" survive.
const DANGEROUS_SCHEMES = /(?:java|vb)script\s*:|\bdata\s*:/gi;
// on-event attributes with a double-quoted, single-quoted or unquoted value.
const EVENT_ATTRIBUTE = /\s*\bon[a-z]+\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]*)/gi;

/**
 * Spec 5 client-side input sanitizer: removes script elements (with their content), javascript:, vbscript: and
 * data: schemes, and inline on-event attributes. It repeats until nothing changes, so that pieces which join
 * up after a removal (e.g. 'javajavascript:script:') are removed too. The server still escapes on output.
 */
export function sanitizeInput(text: string): string {
  let current = text;
  for (;;) {
    const next = current
      .replace(SCRIPT_ELEMENT, '')
      .replace(SCRIPT_TAG, '')
      .replace(DANGEROUS_SCHEMES, '')
      .replace(EVENT_ATTRIBUTE, '');
    if (next === current) return next;
    current = next;
  }
}

// The WHATWG URL parser exists in browsers and Node alike; this package compiles without DOM or Node types.
declare const URL: new (input: string) => { protocol: string };

/** Spec 5: a URL is accepted only with the http or https scheme. */
export function isSafeUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url.trim());
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

// Security reports (POST /security/report): the limits the client and the server share.

/** At most one report per category in this many milliseconds: the client's pace and the server's limit. */
export const SECURITY_REPORT_INTERVAL_MS = 5000;
/** The largest `data` of a report, as JSON text (UTF-8 bytes). */
export const SECURITY_REPORT_MAX_DATA_BYTES = 8192;
/** The `id` that lists the reports of individual accounts (no organization): platform admins only. */
export const INDIVIDUAL_REPORTS_ID = 'individuals';

/** The size of a report's data as the server stores it: UTF-8 bytes of its JSON text. */
export function securityReportDataBytes(data: unknown): number {
  const text = JSON.stringify(data) ?? '';
  let bytes = 0;
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/** The categories the web app sends, with how the security screen names them; others show as sent. */
export const SECURITY_REPORT_CATEGORY_LABELS: Readonly<Record<string, string>> = {
  'csp-violation': 'CSP violation',
  'client-error': 'Client error',
  'unhandled-rejection': 'Unhandled rejection',
  'render-error': 'Screen error',
};

/** A report category as people read it: its label, or the category itself. */
export function securityReportCategoryLabel(category: string): string {
  return SECURITY_REPORT_CATEGORY_LABELS[category] ?? category;
}

export const SECURITY_REPORT_MESSAGES = {
  stored: 'Report received',
  csrfMissing: 'The X-CSRF-Token header is missing: fetch a token from GET /api/v1/security/csrf-token',
  csrfInvalid: 'The X-CSRF-Token header does not match this session: fetch a new token',
  tooLarge: `The report data is too large (at most ${SECURITY_REPORT_MAX_DATA_BYTES} bytes as JSON)`,
  throttled: (seconds: number) =>
    `One report per category every ${SECURITY_REPORT_INTERVAL_MS / 1000} seconds: wait ${seconds} seconds`,
  denied: "Only the organization's admins can view its security reports",
  individualsDenied: 'Only platform admins can view the security reports of individual accounts',
} as const;

/**
 * May `reader` list the security reports of `organizationId` ({@link INDIVIDUAL_REPORTS_ID} for individual
 * accounts)? Platform admins any; an organization's admins their own organization's; nobody else. Undefined when
 * allowed, else the refusal's text.
 */
export function securityReportsDenial(
  reader: RoleSubject | null | undefined,
  organizationId: string,
): string | undefined {
  if (reader && isPlatformAdmin(reader)) return undefined;
  if (organizationId === INDIVIDUAL_REPORTS_ID) return SECURITY_REPORT_MESSAGES.individualsDenied;
  if (reader && isOrgAdmin(reader) && reader.organizationId === organizationId) return undefined;
  return SECURITY_REPORT_MESSAGES.denied;
}

/** The boolean form of {@link securityReportsDenial}, for screens. */
export function canViewSecurityReports(
  reader: RoleSubject | null | undefined,
  organizationId: string | null | undefined,
): boolean {
  return Boolean(organizationId) && securityReportsDenial(reader, organizationId as string) === undefined;
}

/** One line that says what a report is about: its message, or what a CSP violation blocked, or its first text. */
export function securityReportSummary(data: Readonly<Record<string, unknown>>): string {
  const text = (value: unknown) =>
    typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  const message = text(data.message);
  if (message) return message;
  const blocked = text(data.blockedURI);
  const directive = text(data.effectiveDirective) ?? text(data.violatedDirective);
  if (blocked || directive) return `${directive ?? 'Blocked'}: ${blocked ?? 'unknown source'}`;
  const first = Object.values(data).map(text).find(Boolean);
  return first ?? 'No details';
}
