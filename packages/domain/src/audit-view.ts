// Zod-free: what the security screen shows of an audit entry (the changes, the time).

/** One field an audited change touched: its value before and after (undefined: absent on that side). */
export interface AuditChange {
  field: string;
  before: unknown;
  after: unknown;
}

/**
 * The fields of an entry's before/after, each once, in the order they first appear (before's, then after's new
 * ones); when both sides are recorded, a field with the same value on both is left out.
 */
export function auditChanges(
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown> | null | undefined,
): AuditChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const all = fields.map((field) => ({ field, before: before?.[field], after: after?.[field] }));
  if (!before || !after) return all;
  return all.filter((change) => JSON.stringify(change.before) !== JSON.stringify(change.after));
}

/** A recorded value as text: strings as they are, nothing as an em dash, anything else as JSON. */
export function auditValueText(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

/** An entry's time as the reader's locale writes date and time. */
export function auditTimeText(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : timeFormat.format(date);
}
