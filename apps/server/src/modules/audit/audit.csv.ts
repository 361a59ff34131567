// CSV for the audit log export: RFC 4180 quoting, and cells a spreadsheet would run as a formula made inert.

/** What a spreadsheet reads as the start of a formula (or of a formula hidden behind a control character). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell: a value starting with = + - @ tab or carriage return gets a leading apostrophe (OWASP's CSV injection
 * advice), then a value holding a comma, a double quote, CR or LF is quoted with its quotes doubled (RFC 4180).
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record, CRLF-terminated as RFC 4180 has it. */
export function csvRow(values: readonly (string | number | null | undefined)[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
