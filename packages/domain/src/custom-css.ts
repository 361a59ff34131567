import { ORG_FIELD_MESSAGES } from './messages';

/** Organization custom CSS longer than this is refused (the client's sanitizer cuts there too). */
export const MAX_CUSTOM_CSS_LENGTH = 50_000;

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const URL_FUNCTION = /url\(\s*(?:"([^"]*)"|'([^']*)'|([^"'()\s]*))\s*\)/gi;

/**
 * Why the server refuses this custom CSS, or undefined. A first line of defence when it is saved: markup, @import,
 * script hooks and off-site url()s are refused with a message the settings form shows. The client still
 * sanitizes and scopes every rule when it applies the CSS (packages/ui/src/theme/customCss.ts).
 */
export function customCssProblem(css: string): string | undefined {
  if (css.length > MAX_CUSTOM_CSS_LENGTH) return ORG_FIELD_MESSAGES.customCssTooLong;
  // '>' is CSS's child combinator; '<' only ever opens markup (a closing style tag).
  if (css.includes('<')) return ORG_FIELD_MESSAGES.customCssMarkup;
  if (/@import/i.test(css)) return ORG_FIELD_MESSAGES.customCssImport;
  if (/expression\s*\(|javascript:|vbscript:|-moz-binding|behavior\s*:/i.test(css)) {
    return ORG_FIELD_MESSAGES.customCssScript;
  }
  const opened = css.match(/url\(/gi)?.length ?? 0;
  const targets = [...css.matchAll(URL_FUNCTION)].map((match) => match[1] ?? match[2] ?? match[3] ?? '');
  if (
    targets.length !== opened ||
    targets.some((target) => SCHEME.test(target.trim()) || target.trim().startsWith('//'))
  ) {
    return ORG_FIELD_MESSAGES.customCssExternalUrl;
  }
  return undefined;
}
