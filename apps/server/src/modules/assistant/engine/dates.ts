import { createRequire } from 'node:module';
import { addDays } from '@app/domain';
import type * as Chrono from 'chrono-node';

// chrono-node (about 4 MiB of heap) is loaded by the first date read, as the rest of the engine (issue 43).
const require = createRequire(import.meta.url);
let chronoModule: typeof Chrono | undefined;
const chrono = (): typeof Chrono => {
  chronoModule ??= require('chrono-node') as typeof Chrono;
  return chronoModule;
};

// Dates in plain words, read with chrono-node relative to the context's `now`, in UTC (as the rest of the app).

export interface FoundDate {
  /** Character offsets of the words that gave the date. */
  start: number;
  end: number;
  /** YYYY-MM-DD. */
  date: string;
  /** The last day of a range ('between 10 and 20 March'), when the words gave one. */
  until?: string;
  /** 'this week', 'next week': a whole week, Monday to Sunday. */
  week?: 'this' | 'next';
}

export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Monday and Sunday of the week `weeks` after the one holding `now`. */
export function weekRange(now: Date, weeks: number): { from: string; to: string } {
  const sinceMonday = (now.getUTCDay() + 6) % 7;
  const monday = addDays(isoDate(now), weeks * 7 - sinceMonday);
  return { from: monday, to: addDays(monday, 6) };
}

const WEEK = /\b(this|next|the coming)\s+week\b/gi;

export function findDates(message: string, now: Date): FoundDate[] {
  const found: FoundDate[] = [];
  const masked = message.replace(WEEK, (words, which: string, offset: number) => {
    const next = which.toLowerCase() !== 'this';
    const range = weekRange(now, next ? 1 : 0);
    found.push({
      start: offset,
      end: offset + words.length,
      date: range.from,
      until: range.to,
      week: next ? 'next' : 'this',
    });
    return ' '.repeat(words.length);
  });
  // Words chrono does not read: 'the 14th' (the next such day), 'end of the week' (its Friday), '2day'.
  const own: [RegExp, (match: RegExpExecArray) => string | null][] = [
    [/\b(?:2day|tday)\b/gi, () => isoDate(now)],
    [/\b(?:the )?end of (?:the |this )?week\b/gi, () => addDays(isoDate(now), (5 - now.getUTCDay() + 7) % 7)],
    [
      /\bthe (\d{1,2})(?:st|nd|rd|th)\b(?!\s+of\b)/gi,
      (match) => {
        const day = Number(match[1]);
        if (day < 1 || day > 31) return null;
        const month = day >= now.getUTCDate() ? now.getUTCMonth() : now.getUTCMonth() + 1;
        return isoDate(new Date(Date.UTC(now.getUTCFullYear(), month, day)));
      },
    ],
  ];
  let text = masked;
  // 'this weekend': Saturday and Sunday.
  text = text.replace(/\b(?:this |the )?weekend\b/gi, (words: string, offset: number) => {
    const saturday = addDays(isoDate(now), (6 - now.getUTCDay() + 7) % 7);
    found.push({
      start: offset,
      end: offset + words.length,
      date: saturday,
      until: addDays(saturday, 1),
    });
    return ' '.repeat(words.length);
  });
  for (const [pattern, dateOf] of own) {
    text = text.replace(pattern, (words: string, ...rest: unknown[]) => {
      const offset = rest.find((value) => typeof value === 'number') as number;
      const match = Object.assign([words, ...rest.filter((value) => typeof value === 'string')], {
        index: offset,
        input: text,
      }) as unknown as RegExpExecArray;
      const date = dateOf(match);
      if (!date) return words;
      found.push({ start: offset, end: offset + words.length, date });
      return ' '.repeat(words.length);
    });
  }
  // Abbreviations chrono misses, replaced by ones it reads (same length, so offsets hold).
  text = text
    .replace(/\btues\b/gi, 'tue ')
    .replace(/\bweds\b/gi, 'wed ')
    .replace(/\bthur\b/gi, 'thu ');
  for (const result of chrono().parse(text, { instant: now, timezone: 0 }, { forwardDate: true })) {
    const text = result.text;
    // A bare number ('Trade Show 2025'), a time of day or 'now' is not a due date.
    if (/^\d+$/.test(text.trim()) || /^(right )?now$/i.test(text.trim())) continue;
    const { start } = result;
    if (
      !start.isCertain('day') &&
      !start.isCertain('weekday') &&
      !start.isCertain('month') &&
      !/month|week/i.test(text)
    )
      continue;
    // The rest of a word chrono read in part ('Tues' read as 'Tue').
    let end = result.index + text.length;
    while (/\p{L}/u.test(message[end] ?? '')) end++;
    found.push({
      start: result.index,
      end,
      date: isoDate(start.date()),
      ...(result.end ? { until: isoDate(result.end.date()) } : {}),
    });
  }
  return found.sort((a, b) => a.start - b.start);
}
