// The filter language of task lists, the board, the table and the command palette (issue 39):
//   status:todo assignee:me label:bug,"needs design" due:<7d priority:high,urgent project:"Website" is:open "text"
// Terms are `key:value` (a comma between values: any of them; two terms of one key: both); everything else is
// free text, matched in titles and descriptions. The same parser runs in the browser (to show a mistake at once
// and to keep the filter selects in step with the text) and on the server (GET /tasks?q=), so they cannot
// disagree. No zod here: the palette loads this with its first chunk.

import { addDays } from './calendar';
import { PRIORITIES, type Priority, TASK_STATUSES } from './task-values';

/** The filters a query can hold. */
export const FILTER_KEYS = ['status', 'priority', 'assignee', 'label', 'project', 'due', 'is'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

/** Other spellings accepted for a key; the query is written back with the key itself. */
const KEY_ALIASES: Readonly<Record<string, FilterKey>> = {
  state: 'status',
  assigned: 'assignee',
  labels: 'label',
  prio: 'priority',
};

/** `is:` values: unfinished, finished, waiting on an unfinished task that blocks it, a sub-task. */
export const FILTER_IS_VALUES = ['open', 'done', 'blocked', 'subtask'] as const;
export type FilterIsValue = (typeof FILTER_IS_VALUES)[number];

/** `due:` words; besides them `<7d`, `<=2w`, `>3d`, `>=1d`, a day (2026-12-31), `<2026-12-31`, `a..b`. */
export const FILTER_DUE_WORDS = [
  'today',
  'tomorrow',
  'yesterday',
  'overdue',
  'this-week',
  'next-week',
  'this-month',
  'none',
] as const;

const VALUE_MAX = 100;
const STATE_ID = /^[a-z0-9][a-z0-9-]*$/;
const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const RELATIVE = /^(<=|>=|<|>)(\d{1,4})([dw])$/;
const COMPARED_DAY = /^(<=|>=|<|>)(\d{4}-\d{2}-\d{2})$/;

/** The longest query a list takes (`TaskListQuerySchema.q`). */
export const FILTER_QUERY_MAX = 500;

export const FILTER_QUERY_TEXTS = {
  fieldLabel: 'Search or filter tasks',
  placeholder: 'Search or filter: status:todo label:bug due:<7d',
  hint: 'Filters: status, priority, assignee, label, project, due, is. Quotes keep words together.',
  filterTasks: (query: string) => `Show tasks matching ${query}`,
} as const;

const VALUE_HINTS: Readonly<Record<FilterKey, string>> = {
  status: 'Use todo, in-progress, review, done or the id of a project’s state.',
  priority: 'Use low, medium, high or urgent.',
  assignee: 'Use me, none, or a person’s name or email.',
  label: 'Use a label’s name.',
  project: 'Use a project’s name.',
  due: 'Use today, tomorrow, overdue, this-week, next-week, this-month, none, <7d, >2w or a day such as 2026-12-31.',
  is: 'Use open, done, blocked or subtask.',
};

export const FILTER_QUERY_MESSAGES = {
  unknownKey: (key: string) =>
    `“${key}:” is not a filter. The filters are ${FILTER_KEYS.map((name) => `${name}:`).join(', ')}.`,
  missingValue: (key: string) => `“${key}:” needs a value, for example ${key}:${EXAMPLES[key as FilterKey]}.`,
  badValue: (key: FilterKey, value: string) => `“${value}” is not a ${key} filter. ${VALUE_HINTS[key]}`,
  unclosedQuote: 'A quotation mark is not closed.',
  tooLong: `A filter value is at most ${VALUE_MAX} characters.`,
} as const;

const EXAMPLES: Readonly<Record<FilterKey, string>> = {
  status: 'todo',
  priority: 'high',
  assignee: 'me',
  label: 'bug',
  project: '"Website"',
  due: '<7d',
  is: 'open',
};

/** One `key:value,value` of a query. */
export interface FilterTerm {
  key: FilterKey;
  values: string[];
}

/** A piece of a query, in its order: a term, free text (a word or a quoted phrase), or what could not be read. */
export type FilterToken =
  | { kind: 'term'; term: FilterTerm }
  | { kind: 'text'; text: string; quoted: boolean }
  | { kind: 'invalid'; raw: string; error: string };

export interface ParsedFilterQuery {
  tokens: FilterToken[];
  terms: FilterTerm[];
  /** The free text, words and phrases joined by single spaces; '' for none. */
  text: string;
  /** One message per mistake, in the query's order. */
  errors: string[];
}

function normaliseStatus(value: string): string {
  const lower = value.trim().toLowerCase().replace(/\s+/g, '-');
  if (lower === 'to-do') return 'todo';
  if (lower === 'inprogress' || lower === 'doing') return 'in-progress';
  return lower;
}

/** A value in the form the server filters by, or an error message. */
function checkValue(key: FilterKey, raw: string): { value: string } | { error: string } {
  if (raw.length > VALUE_MAX) return { error: FILTER_QUERY_MESSAGES.tooLong };
  switch (key) {
    case 'status': {
      const value = normaliseStatus(raw);
      return STATE_ID.test(value) ? { value } : { error: FILTER_QUERY_MESSAGES.badValue(key, raw) };
    }
    case 'priority': {
      const value = raw.toLowerCase();
      return (PRIORITIES as readonly string[]).includes(value)
        ? { value }
        : { error: FILTER_QUERY_MESSAGES.badValue(key, raw) };
    }
    case 'is': {
      const value = raw.toLowerCase();
      return (FILTER_IS_VALUES as readonly string[]).includes(value)
        ? { value }
        : { error: FILTER_QUERY_MESSAGES.badValue(key, raw) };
    }
    case 'due': {
      const value = raw.toLowerCase();
      return resolveDueFilter(value, '2000-01-01')
        ? { value }
        : { error: FILTER_QUERY_MESSAGES.badValue(key, raw) };
    }
    case 'assignee': {
      const lower = raw.toLowerCase();
      return { value: lower === 'me' || lower === 'none' ? lower : raw };
    }
    default:
      return { value: raw };
  }
}

function keyOf(name: string): FilterKey | undefined {
  const lower = name.toLowerCase();
  return (FILTER_KEYS as readonly string[]).includes(lower) ? (lower as FilterKey) : KEY_ALIASES[lower];
}

/** Reads a query. Never throws: what cannot be read is an `invalid` token with its message. */
export function parseFilterQuery(input: string): ParsedFilterQuery {
  const tokens: FilterToken[] = [];
  const source = input ?? '';
  let at = 0;
  const isSpace = (char: string | undefined) => char !== undefined && /\s/.test(char);
  /** A quoted run from `at` (on the opening quote): its text and where it ends, or null when unclosed. */
  const quoted = (from: number): { text: string; end: number } | null => {
    const close = source.indexOf('"', from + 1);
    return close < 0 ? null : { text: source.slice(from + 1, close), end: close + 1 };
  };
  while (at < source.length) {
    if (isSpace(source[at])) {
      at += 1;
      continue;
    }
    if (source[at] === '"') {
      const phrase = quoted(at);
      if (!phrase) {
        tokens.push({ kind: 'invalid', raw: source.slice(at), error: FILTER_QUERY_MESSAGES.unclosedQuote });
        break;
      }
      const text = phrase.text.trim().replace(/\s+/g, ' ');
      if (text) tokens.push({ kind: 'text', text, quoted: true });
      at = phrase.end;
      continue;
    }
    const start = at;
    const name = /^([A-Za-z]+):/.exec(source.slice(at));
    if (!name) {
      while (at < source.length && !isSpace(source[at])) at += 1;
      tokens.push({ kind: 'text', text: source.slice(start, at), quoted: false });
      continue;
    }
    const key = keyOf(name[1] as string);
    at += (name[0] as string).length;
    // The values: quoted or bare, separated by commas.
    const values: string[] = [];
    let error: string | undefined;
    for (;;) {
      if (source[at] === '"') {
        const phrase = quoted(at);
        if (!phrase) {
          error = FILTER_QUERY_MESSAGES.unclosedQuote;
          at = source.length;
          break;
        }
        values.push(phrase.text.trim());
        at = phrase.end;
      } else {
        const from = at;
        while (at < source.length && !isSpace(source[at]) && source[at] !== ',') at += 1;
        values.push(source.slice(from, at));
      }
      if (source[at] !== ',') break;
      at += 1;
    }
    // A word such as 'about:' whose tail is a value could still be text; only letters before ':' make a key.
    while (at < source.length && !isSpace(source[at])) at += 1;
    const raw = source.slice(start, at);
    if (error) {
      tokens.push({ kind: 'invalid', raw, error });
      continue;
    }
    if (!key) {
      tokens.push({ kind: 'invalid', raw, error: FILTER_QUERY_MESSAGES.unknownKey(name[1] as string) });
      continue;
    }
    const present = values.filter((value) => value !== '');
    if (present.length === 0) {
      tokens.push({ kind: 'invalid', raw, error: FILTER_QUERY_MESSAGES.missingValue(key) });
      continue;
    }
    const checked = present.map((value) => checkValue(key, value));
    const wrong = checked.find((result): result is { error: string } => 'error' in result);
    if (wrong) {
      tokens.push({ kind: 'invalid', raw, error: wrong.error });
      continue;
    }
    const unique = [...new Set(checked.map((result) => (result as { value: string }).value))];
    tokens.push({ kind: 'term', term: { key, values: unique } });
  }
  return {
    tokens,
    terms: tokens.flatMap((token) => (token.kind === 'term' ? [token.term] : [])),
    text: tokens
      .flatMap((token) => (token.kind === 'text' ? [token.text] : []))
      .join(' ')
      .trim(),
    errors: tokens.flatMap((token) => (token.kind === 'invalid' ? [token.error] : [])),
  };
}

function formatValue(value: string): string {
  const clean = value.replace(/"/g, '');
  return /[\s,]/.test(clean) || clean === '' ? `"${clean}"` : clean;
}

/** A term written out: `label:bug,"needs design"`. */
export function formatFilterTerm(term: FilterTerm): string {
  return `${term.key}:${term.values.map(formatValue).join(',')}`;
}

/** Tokens written back as a query, in their order. */
export function formatFilterTokens(tokens: readonly FilterToken[]): string {
  return tokens
    .map((token) => {
      if (token.kind === 'term') return formatFilterTerm(token.term);
      if (token.kind === 'text') return token.quoted ? `"${token.text.replace(/"/g, '')}"` : token.text;
      return token.raw;
    })
    .join(' ');
}

/** The values of every `key` term of a query, in order, each once. */
export function filterQueryValues(query: string, key: FilterKey): string[] {
  const values = parseFilterQuery(query)
    .terms.filter((term) => term.key === key)
    .flatMap((term) => term.values);
  return [...new Set(values)];
}

/**
 * The query with its `key` terms replaced by one term of `values` (none: the key's terms removed). A new term goes
 * where the first old one was, else before the free text, so 'label:bug fix login' stays readable.
 */
export function setFilterQueryTerm(query: string, key: FilterKey, values: readonly string[]): string {
  const { tokens } = parseFilterQuery(query);
  const first = tokens.findIndex((token) => token.kind === 'term' && token.term.key === key);
  const kept = tokens.filter((token) => !(token.kind === 'term' && token.term.key === key));
  if (values.length > 0) {
    const term: FilterToken = { kind: 'term', term: { key, values: [...values] } };
    const textAt = kept.findIndex((token) => token.kind === 'text');
    const at = first >= 0 ? first : textAt >= 0 ? textAt : kept.length;
    kept.splice(at, 0, term);
  }
  return formatFilterTokens(kept);
}

/** Whether a typed text holds at least one filter term (the palette then offers to filter the tasks by it). */
export function hasFilterTerms(query: string): boolean {
  return parseFilterQuery(query).terms.length > 0;
}

/** Monday of the ISO week of `day`. */
function weekStart(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** The due-date range of a `due:` value on `today` (YYYY-MM-DD); null when the value is not one. */
export interface DueRange {
  /** Due on or after this day. */
  after?: string;
  /** Due on or before this day. */
  before?: string;
  /** Without a due date. */
  none?: boolean;
  /** Unfinished tasks only (overdue). */
  open?: boolean;
}

export function resolveDueFilter(value: string, today: string): DueRange | null {
  switch (value) {
    case 'today':
      return { after: today, before: today };
    case 'tomorrow': {
      const day = addDays(today, 1);
      return { after: day, before: day };
    }
    case 'yesterday': {
      const day = addDays(today, -1);
      return { after: day, before: day };
    }
    case 'overdue':
      return { before: addDays(today, -1), open: true };
    case 'this-week': {
      const monday = weekStart(today);
      return { after: monday, before: addDays(monday, 6) };
    }
    case 'next-week': {
      const monday = addDays(weekStart(today), 7);
      return { after: monday, before: addDays(monday, 6) };
    }
    case 'this-month': {
      const first = `${today.slice(0, 7)}-01`;
      const next = new Date(`${first}T00:00:00Z`);
      next.setUTCMonth(next.getUTCMonth() + 1);
      return { after: first, before: addDays(next.toISOString().slice(0, 10), -1) };
    }
    case 'none':
      return { none: true };
  }
  const relative = RELATIVE.exec(value);
  if (relative) {
    const days = Number(relative[2]) * (relative[3] === 'w' ? 7 : 1);
    const edge = addDays(today, days);
    switch (relative[1]) {
      case '<':
        return { before: addDays(edge, -1) };
      case '<=':
        return { before: edge };
      case '>':
        return { after: addDays(edge, 1) };
      default:
        return { after: edge };
    }
  }
  const compared = COMPARED_DAY.exec(value);
  if (compared && DAY.test(compared[2] as string)) {
    const day = compared[2] as string;
    switch (compared[1]) {
      case '<':
        return { before: addDays(day, -1) };
      case '<=':
        return { before: day };
      case '>':
        return { after: addDays(day, 1) };
      default:
        return { after: day };
    }
  }
  if (DAY.test(value)) return { after: value, before: value };
  const [from, to, ...rest] = value.split('..');
  if (rest.length === 0 && from && to && DAY.test(from) && DAY.test(to) && from <= to) {
    return { after: from, before: to };
  }
  return null;
}

/** Whether `value` is one of the task categories (`status:` also takes a project's own state ids). */
export function isStatusCategory(value: string): boolean {
  return (TASK_STATUSES as readonly string[]).includes(value);
}

/** Priority values of a query, typed. */
export function filterPriorities(query: string): Priority[] {
  return filterQueryValues(query, 'priority') as Priority[];
}

/** The list filters of links written before the filter language (`?status=todo&assignedTo=me`). */
export interface LegacyListFilters {
  search?: string | undefined;
  status?: readonly string[] | undefined;
  priority?: readonly string[] | undefined;
  assignedTo?: string | undefined;
  labelId?: string | undefined;
  projectId?: string | undefined;
}

/** Those filters folded into a query (ids stand for names: the server takes both), after `query`'s own terms. */
export function foldLegacyFilters(query: string, legacy: LegacyListFilters): string {
  let folded = query;
  const fold = (key: FilterKey, values: readonly string[] | undefined) => {
    if (!values?.length) return;
    folded = setFilterQueryTerm(folded, key, [...filterQueryValues(folded, key), ...values]);
  };
  fold('status', legacy.status);
  fold('priority', legacy.priority);
  fold('assignee', legacy.assignedTo ? [legacy.assignedTo] : undefined);
  fold('label', legacy.labelId ? [legacy.labelId] : undefined);
  fold('project', legacy.projectId ? [legacy.projectId] : undefined);
  const search = legacy.search?.trim();
  if (search) folded = `${folded} ${/\s/.test(search) ? `"${search.replace(/"/g, '')}"` : search}`.trim();
  return folded;
}

/** A list request in words, as the assistant reads it ('my urgent security tasks due this week'). */
export interface ListRequest {
  assignedToMe?: boolean | undefined;
  /** A status or category; without one, unfinished tasks (`is:open`). */
  status?: string | undefined;
  priority?: string | undefined;
  labels?: readonly string[] | undefined;
  due?: 'overdue' | 'today' | 'this_week' | undefined;
  /** Days (YYYY-MM-DD) the due date is on or after, on or before. */
  dueFrom?: string | undefined;
  dueTo?: string | undefined;
  /** A project's name. */
  project?: string | undefined;
  /** With a day, `due` words are written as the days they mean on it (a clock other than the reader's). */
  today?: string | undefined;
}

/** The filter-language query of a list request: what the assistant lists, and the link that reopens it. */
export function filterQueryOf(request: ListRequest): string {
  const terms: FilterTerm[] = [];
  if (request.assignedToMe) terms.push({ key: 'assignee', values: ['me'] });
  if (request.status) terms.push({ key: 'status', values: [request.status] });
  else terms.push({ key: 'is', values: ['open'] });
  if (request.priority) terms.push({ key: 'priority', values: [request.priority] });
  if (request.labels?.length) terms.push({ key: 'label', values: [...request.labels] });
  const from = request.dueFrom?.slice(0, 10);
  const to = request.dueTo?.slice(0, 10);
  const word = request.due?.replace('_', '-');
  const range = word && request.today ? resolveDueFilter(word, request.today) : null;
  if (range) {
    const value =
      range.after && range.before
        ? range.after === range.before
          ? range.after
          : `${range.after}..${range.before}`
        : range.after
          ? `>=${range.after}`
          : `<=${range.before}`;
    terms.push({ key: 'due', values: [value] });
  } else if (word) terms.push({ key: 'due', values: [word] });
  else if (from && to) terms.push({ key: 'due', values: [from === to ? from : `${from}..${to}`] });
  else if (from) terms.push({ key: 'due', values: [`>=${from}`] });
  else if (to) terms.push({ key: 'due', values: [`<=${to}`] });
  if (request.project) terms.push({ key: 'project', values: [request.project] });
  return terms.map(formatFilterTerm).join(' ');
}
