// Zod-free on purpose: the sanitizer is on the first page load, the report schema (security-report.ts) is not.

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
