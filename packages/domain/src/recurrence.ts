/**
 * Recurring tasks (issue 40): a task's `recurrence` is an RRULE (RFC 5545) of the subset the Repeat control
 * builds: daily (every N days), weekdays, weekly on chosen days, monthly on a day, yearly; ending never, on a day
 * (UNTIL) or after N times (COUNT). Built and read here by hand (no library in the web bundle); the server
 * computes the next occurrence with the `rrule` package.
 */

export const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const WEEKDAY_NAMES: Record<Weekday, string> = {
  MO: 'Monday',
  TU: 'Tuesday',
  WE: 'Wednesday',
  TH: 'Thursday',
  FR: 'Friday',
  SA: 'Saturday',
  SU: 'Sunday',
};
export const WEEKDAY_SHORT: Record<Weekday, string> = {
  MO: 'Mon',
  TU: 'Tue',
  WE: 'Wed',
  TH: 'Thu',
  FR: 'Fri',
  SA: 'Sat',
  SU: 'Sun',
};
const WORKING_DAYS: readonly Weekday[] = ['MO', 'TU', 'WE', 'TH', 'FR'];

export const REPEAT_FREQUENCIES = ['daily', 'weekdays', 'weekly', 'monthly', 'yearly'] as const;
export type RepeatFrequency = (typeof REPEAT_FREQUENCIES)[number];

export type RepeatEnd =
  | { kind: 'never' }
  | { kind: 'until'; date: string }
  | { kind: 'count'; count: number };

/** What the Repeat control edits. */
export interface RepeatRule {
  frequency: RepeatFrequency;
  /** Every N days (daily) or weeks (weekly); 1 otherwise. */
  interval: number;
  /** Weekly: the days it falls on. */
  days: Weekday[];
  /** Monthly: the day of the month (1-31). */
  monthDay: number;
  end: RepeatEnd;
}

/** The longest rule string stored. */
export const RECURRENCE_MAX_LENGTH = 200;
export const RECURRENCE_COUNT_MAX = 1000;
export const RECURRENCE_INTERVAL_MAX = 99;

export const RECURRENCE_MESSAGES = {
  invalid:
    'Repeat must be daily, weekdays, weekly on chosen days, monthly on a day or yearly (an RRULE such as FREQ=WEEKLY;BYDAY=MO,TH)',
  needsDate: 'A repeating task needs a due date or a start date',
  noDays: 'Choose at least one day of the week',
  badCount: `Repeat from 1 to ${RECURRENCE_COUNT_MAX} times`,
  badUntil: 'The end date must be a valid date',
} as const;

export const RECURRENCE_TEXTS = {
  label: 'Repeat',
  none: 'Does not repeat',
  frequencies: {
    daily: 'Daily',
    weekdays: 'Weekdays',
    weekly: 'Weekly',
    monthly: 'Monthly',
    yearly: 'Yearly',
  } satisfies Record<RepeatFrequency, string>,
  every: 'Every',
  days: 'days',
  weeks: 'weeks',
  onDays: 'On',
  monthDay: 'Day of the month',
  ends: 'Ends',
  endNever: 'Never',
  endUntil: 'On date',
  endCount: 'After',
  times: 'times',
  repeats: 'Repeats',
} as const;

/** A new rule for the control, anchored on a due date (its weekday and day of month) when there is one. */
export function defaultRepeatRule(frequency: RepeatFrequency, anchor?: string | null): RepeatRule {
  const date = anchor ? new Date(`${anchor.slice(0, 10)}T00:00:00Z`) : undefined;
  const weekday = date && !Number.isNaN(date.getTime()) ? WEEKDAYS[(date.getUTCDay() + 6) % 7] : 'MO';
  const monthDay = date && !Number.isNaN(date.getTime()) ? date.getUTCDate() : 1;
  return { frequency, interval: 1, days: [weekday as Weekday], monthDay, end: { kind: 'never' } };
}

/** The rule as an RRULE string (without the `RRULE:` prefix). */
export function toRrule(rule: RepeatRule): string {
  const parts: string[] = [];
  const interval = Math.max(1, Math.floor(rule.interval || 1));
  switch (rule.frequency) {
    case 'daily':
      parts.push('FREQ=DAILY');
      if (interval > 1) parts.push(`INTERVAL=${interval}`);
      break;
    case 'weekdays':
      parts.push('FREQ=WEEKLY', `BYDAY=${WORKING_DAYS.join(',')}`);
      break;
    case 'weekly': {
      parts.push('FREQ=WEEKLY');
      if (interval > 1) parts.push(`INTERVAL=${interval}`);
      const days = WEEKDAYS.filter((day) => rule.days.includes(day));
      parts.push(`BYDAY=${days.join(',')}`);
      break;
    }
    case 'monthly':
      parts.push('FREQ=MONTHLY', `BYMONTHDAY=${rule.monthDay}`);
      break;
    case 'yearly':
      parts.push('FREQ=YEARLY');
      break;
  }
  if (rule.end.kind === 'until') parts.push(`UNTIL=${rule.end.date.replaceAll('-', '')}`);
  if (rule.end.kind === 'count') parts.push(`COUNT=${rule.end.count}`);
  return parts.join(';');
}

function parseDayList(value: string): Weekday[] | undefined {
  const days = value.split(',');
  if (!days.every((day): day is Weekday => (WEEKDAYS as readonly string[]).includes(day))) return undefined;
  if (new Set(days).size !== days.length) return undefined;
  return WEEKDAYS.filter((day) => days.includes(day));
}

function isValidDay(day: string): boolean {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}

/**
 * Reads an RRULE of the supported subset; undefined for anything else (another frequency, BYSETPOS, a malformed
 * part). `RRULE:` in front is accepted.
 */
export function parseRrule(text: string): RepeatRule | undefined {
  const source = text.trim().replace(/^RRULE:/i, '');
  if (!source || source.length > RECURRENCE_MAX_LENGTH) return undefined;
  const fields = new Map<string, string>();
  for (const part of source.split(';')) {
    const [key, value, ...rest] = part.split('=');
    if (!key || value === undefined || rest.length > 0 || fields.has(key.toUpperCase())) return undefined;
    fields.set(key.toUpperCase(), value.toUpperCase());
  }
  const known = new Set(['FREQ', 'INTERVAL', 'BYDAY', 'BYMONTHDAY', 'UNTIL', 'COUNT', 'WKST']);
  if ([...fields.keys()].some((key) => !known.has(key))) return undefined;
  let interval = 1;
  if (fields.has('INTERVAL')) {
    const value = fields.get('INTERVAL') ?? '';
    if (!/^\d{1,2}$/.test(value) || Number(value) < 1) return undefined;
    interval = Number(value);
  }
  let end: RepeatEnd = { kind: 'never' };
  const until = fields.get('UNTIL');
  const count = fields.get('COUNT');
  if (until !== undefined && count !== undefined) return undefined;
  if (until !== undefined) {
    const match = /^(\d{4})(\d{2})(\d{2})(T\d{6}Z?)?$/.exec(until);
    if (!match) return undefined;
    const date = `${match[1]}-${match[2]}-${match[3]}`;
    if (!isValidDay(date)) return undefined;
    end = { kind: 'until', date };
  }
  if (count !== undefined) {
    if (!/^\d{1,4}$/.test(count) || Number(count) < 1 || Number(count) > RECURRENCE_COUNT_MAX)
      return undefined;
    end = { kind: 'count', count: Number(count) };
  }
  const byDay = fields.get('BYDAY');
  const byMonthDay = fields.get('BYMONTHDAY');
  const base = { interval, days: [] as Weekday[], monthDay: 1, end };
  switch (fields.get('FREQ')) {
    case 'DAILY':
      if (byDay !== undefined || byMonthDay !== undefined) return undefined;
      return { ...base, frequency: 'daily' };
    case 'WEEKLY': {
      if (byMonthDay !== undefined || byDay === undefined) return undefined;
      const days = parseDayList(byDay);
      if (!days || days.length === 0) return undefined;
      if (interval === 1 && days.join(',') === WORKING_DAYS.join(',')) {
        return { ...base, frequency: 'weekdays', days };
      }
      return { ...base, frequency: 'weekly', days };
    }
    case 'MONTHLY': {
      if (byDay !== undefined || interval !== 1 || byMonthDay === undefined) return undefined;
      if (!/^\d{1,2}$/.test(byMonthDay) || Number(byMonthDay) < 1 || Number(byMonthDay) > 31)
        return undefined;
      return { ...base, frequency: 'monthly', monthDay: Number(byMonthDay) };
    }
    case 'YEARLY':
      if (byDay !== undefined || byMonthDay !== undefined || interval !== 1) return undefined;
      return { ...base, frequency: 'yearly' };
    default:
      return undefined;
  }
}

/** Why a rule string cannot be stored, or undefined when it can. */
export function recurrenceError(text: string): string | undefined {
  return parseRrule(text) ? undefined : RECURRENCE_MESSAGES.invalid;
}

function listText(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th'}`;
}

/** The rule in words: "Weekly on Monday and Thursday", "Every 2 days, 5 times", "Monthly on the 15th, until 2027-01-10". */
export function describeRepeatRule(rule: RepeatRule): string {
  let text: string;
  switch (rule.frequency) {
    case 'daily':
      text = rule.interval > 1 ? `Every ${rule.interval} days` : 'Daily';
      break;
    case 'weekdays':
      text = 'Every weekday';
      break;
    case 'weekly': {
      const days = listText(rule.days.map((day) => WEEKDAY_NAMES[day]));
      text = rule.interval > 1 ? `Every ${rule.interval} weeks on ${days}` : `Weekly on ${days}`;
      break;
    }
    case 'monthly':
      text = `Monthly on the ${ordinal(rule.monthDay)}`;
      break;
    case 'yearly':
      text = 'Yearly';
      break;
  }
  if (rule.end.kind === 'until') text += `, until ${rule.end.date}`;
  if (rule.end.kind === 'count') text += rule.end.count === 1 ? ', once' : `, ${rule.end.count} times`;
  return text;
}

/** A stored rule in words; a rule outside the subset reads as itself. */
export function describeRecurrence(text: string | null | undefined): string {
  if (!text) return RECURRENCE_TEXTS.none;
  const rule = parseRrule(text);
  return rule ? describeRepeatRule(rule) : text;
}

/** The rule of the next instance: COUNT counts the instances left, so it goes down by one (undefined: none left). */
export function nextRecurrence(text: string): string | undefined {
  const rule = parseRrule(text);
  if (!rule) return undefined;
  if (rule.end.kind !== 'count') return toRrule(rule);
  if (rule.end.count <= 1) return undefined;
  return toRrule({ ...rule, end: { kind: 'count', count: rule.end.count - 1 } });
}
