import {
  type TaskStatus,
  TRANSFER_FORMAT,
  TRANSFER_VERSION,
  type TransferBundle,
  type TransferBundleInput,
  TransferBundleSchema,
  type TransferSkipped,
  type TransferSource,
} from '@app/domain';
import Papa from 'papaparse';
import { ImportParseError } from './errors';

// The helpers every parser shares: text cut to the bundle's maxima, refs, dates, the skipped list, CSV rows.

/** The bundle's maxima (packages/domain/src/transfer.ts). */
export const MAX = {
  ref: 200,
  name: 200,
  title: 500,
  description: 100_000,
  comment: 20_000,
  skipped: 500,
} as const;

/** The list of what the bundle does not carry: entries of the same kind are counted, not repeated. */
export class SkippedList {
  private readonly entries = new Map<
    string,
    { what: (count: number) => string; reason: string; count: number }
  >();

  /** Counts one more of a kind; `what` names them all, given how many there are. */
  count(key: string, what: (count: number) => string, reason: string, by = 1): void {
    const entry = this.entries.get(key);
    if (entry) entry.count += by;
    else this.entries.set(key, { what, reason, count: by });
  }

  /** One entry of its own (the same what and reason twice are listed once). */
  add(what: string, reason: string): void {
    this.count(`one:${what}\u0000${reason}`, () => what, reason);
  }

  list(): TransferSkipped[] {
    return [...this.entries.values()].map((entry) => ({
      what: cutPlain(entry.what(entry.count), MAX.skipped),
      reason: cutPlain(entry.reason, MAX.skipped),
    }));
  }
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

function cutPlain(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/** A short quotation of a source's name for the skipped list. */
export function quote(text: string): string {
  return `“${cutPlain(text.replace(/\s+/g, ' ').trim(), 60)}”`;
}

/** Trimmed text cut to `max` characters; a cut is counted in the skipped list under `field`. */
export function cutText(value: unknown, max: number, field: string, skipped: SkippedList): string {
  const text = asString(value).trim();
  if (text.length <= max) return text;
  skipped.count(
    `cut:${field}`,
    (n) => `The end of ${plural(n, field)}`,
    `Longer than ${max.toLocaleString('en-US')} characters; cut to that length.`,
  );
  return text.slice(0, max).trimEnd();
}

/** Like cutText, null when empty. */
export function cutOptional(value: unknown, max: number, field: string, skipped: SkippedList): string | null {
  const text = cutText(value, max, field, skipped);
  return text === '' ? null : text;
}

/** A source value as text: strings as they are, numbers written out, anything else empty. */
export function asString(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

export function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** The objects of a source array (anything else in it is ignored). */
export function asRecords(value: unknown): Record<string, unknown>[] {
  return asArray(value).filter(
    (item): item is Record<string, unknown> =>
      item !== null && typeof item === 'object' && !Array.isArray(item),
  );
}

export function asRecord(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/**
 * Refs unique within their kind. A source id becomes `<kind>:<id>` when it is usable and new; otherwise (missing,
 * too long, a duplicate) the ref is a counter. `of` finds the ref a source id was given first.
 */
export class RefAllocator {
  private readonly used = new Set<string>();
  private readonly bySource = new Map<string, string>();
  private counter = 0;

  constructor(private readonly kind: string) {}

  allocate(sourceId: unknown): string {
    const id = asString(sourceId).trim();
    let ref = id !== '' && id.length <= 150 ? `${this.kind}:${id}` : '';
    while (ref === '' || this.used.has(ref)) {
      this.counter += 1;
      ref = `${this.kind}#${this.counter}`;
    }
    this.used.add(ref);
    if (id !== '' && !this.bySource.has(id)) this.bySource.set(id, ref);
    return ref;
  }

  of(sourceId: unknown): string | undefined {
    const id = asString(sourceId).trim();
    return id === '' ? undefined : this.bySource.get(id);
  }
}

const EMAIL = /^[^\s@<>(),;:"]+@[^\s@<>(),;:"]+\.[^\s@<>(),;:"]+$/;

/** A plausible e-mail address, lower-cased; null for anything else (a parser never makes one up). */
export function asEmail(value: unknown): string | null {
  const text = asString(value).trim().toLowerCase();
  return text.length <= 320 && EMAIL.test(text) ? text : null;
}

/** A moment as an ISO 8601 string (UTC), or null when it is not a real moment between the years 1000 and 9999. */
export function isoDateTime(value: unknown): string | null {
  let date: Date;
  if (value instanceof Date) date = value;
  else if (typeof value === 'string' && value.trim() !== '') {
    const text = value.trim();
    // Engines roll 30 February over to 1 March: a day that does not exist is no date.
    const day = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
    if (day && !dayExists(Number(day[1]), Number(day[2]), Number(day[3]))) return null;
    // '+0000' (Jira, Java) as '+00:00', which every engine reads.
    date = new Date(text.replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
  } else return null;
  const time = date.getTime();
  if (!Number.isFinite(time)) return null;
  const year = date.getUTCFullYear();
  if (year < 1000 || year > 9999) return null;
  return date.toISOString();
}

function dayExists(year: number, month: number, day: number): boolean {
  return (
    month >= 1 && month <= 12 && day >= 1 && new Date(Date.UTC(year, month - 1, day)).getUTCDate() === day
  );
}

/** A calendar day (YYYY-MM-DD): a plain day as it is, a moment as its UTC day. */
export function isoDay(value: unknown): string | null {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value.trim())) {
    return isoDateTime(`${value.trim()}T00:00:00Z`) ? value.trim() : null;
  }
  return isoDateTime(value)?.slice(0, 10) ?? null;
}

/**
 * The category of a state, guessed from its name (a Trello list, a Jira status, an Asana section); null when the
 * name says nothing.
 */
export function categoryFromName(name: string): TaskStatus | null {
  const text = name.toLowerCase();
  if (/\b(done|complete|completed|finished|shipped|released|closed|resolved|live|deployed)\b/.test(text)) {
    return 'done';
  }
  if (/\b(review|reviewing|qa|testing|verify|verification|approval)\b/.test(text)) return 'review';
  if (/\b(doing|in[ -]?progress|progress|started|working|wip|ongoing|active|development)\b/.test(text)) {
    return 'in-progress';
  }
  return null;
}

/** Rows of a CSV file as arrays of cells (papaparse; the header is the first row). */
export function parseCsvRows(text: unknown, notThisFormat: string): string[][] {
  if (typeof text !== 'string') throw new ImportParseError(notThisFormat);
  const source = text.replace(/^\uFEFF/, '');
  if (source.trim() === '') throw new ImportParseError('The file is empty.');
  const result = Papa.parse<string[]>(source, { header: false, skipEmptyLines: 'greedy' });
  return result.data.filter((row) => Array.isArray(row));
}

/** A CSV header read by name: columns named alike (Jira repeats Labels, Comment...) are all kept, in order. */
export class CsvColumns {
  private readonly byName = new Map<string, number[]>();
  readonly names: string[];

  constructor(header: string[]) {
    this.names = header.map((name) => name.trim());
    this.names.forEach((name, index) => {
      const key = name.toLowerCase();
      const list = this.byName.get(key);
      if (list) list.push(index);
      else this.byName.set(key, [index]);
    });
  }

  has(name: string): boolean {
    return this.byName.has(name.toLowerCase());
  }

  /** The first column of these names that exists. */
  find(...names: string[]): string | undefined {
    return names.find((name) => this.has(name));
  }

  /** The first non-empty value of the column(s) of this name in a row, trimmed; '' when none. */
  one(row: string[], name: string | undefined): string {
    if (!name) return '';
    for (const index of this.byName.get(name.toLowerCase()) ?? []) {
      const value = (row[index] ?? '').trim();
      if (value !== '') return value;
    }
    return '';
  }

  /** Every non-empty value of the columns of this name in a row, trimmed. */
  all(row: string[], name: string | undefined): string[] {
    if (!name) return [];
    return (this.byName.get(name.toLowerCase()) ?? [])
      .map((index) => (row[index] ?? '').trim())
      .filter((value) => value !== '');
  }

  /** The distinct column names, as written in the header. */
  distinctNames(): string[] {
    return [...new Set(this.names)];
  }
}

/** The bundle checked against its schema: a parser's output always passes; if not, that is a parser's bug. */
export function finishBundle(
  source: TransferSource,
  input: Omit<TransferBundleInput, 'format' | 'version' | 'source' | 'skipped'>,
  skipped: SkippedList,
): TransferBundle {
  return TransferBundleSchema.parse({
    ...input,
    format: TRANSFER_FORMAT,
    version: TRANSFER_VERSION,
    source,
    skipped: skipped.list(),
  });
}
