// CSV and spreadsheet cells for the exports (audit log, analytics): RFC 4180 quoting, and cells a spreadsheet
// would run as a formula made inert.

/** What a spreadsheet reads as the start of a formula (or of a formula hidden behind a control character). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Text a spreadsheet shows as text: a value starting with = + - @ tab or carriage return gets a leading apostrophe
 * (OWASP's CSV injection advice).
 */
export function inertText(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/**
 * One cell: made inert (inertText), then a value holding a comma, a double quote, CR or LF is quoted with its
 * quotes doubled (RFC 4180).
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = inertText(String(value));
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record, CRLF-terminated as RFC 4180 has it. */
export function csvRow(values: readonly (string | number | null | undefined)[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
