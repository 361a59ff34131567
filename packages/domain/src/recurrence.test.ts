import { describe, expect, it } from 'vitest';
import {
  defaultRepeatRule,
  describeRecurrence,
  nextRecurrence,
  parseRrule,
  RECURRENCE_MESSAGES,
  recurrenceError,
  toRrule,
} from './recurrence';

describe('recurrence rules', () => {
  it('build and read back every kind the Repeat control offers', () => {
    const cases = [
      'FREQ=DAILY',
      'FREQ=DAILY;INTERVAL=3',
      'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR',
      'FREQ=WEEKLY;BYDAY=MO,TH',
      'FREQ=WEEKLY;INTERVAL=2;BYDAY=FR',
      'FREQ=MONTHLY;BYMONTHDAY=15',
      'FREQ=YEARLY',
      'FREQ=WEEKLY;BYDAY=MO,TH;COUNT=5',
      'FREQ=DAILY;UNTIL=20270110',
    ];
    for (const text of cases) {
      const rule = parseRrule(text);
      expect(rule, text).toBeDefined();
      expect(toRrule(rule as NonNullable<typeof rule>)).toBe(text);
    }
    expect(parseRrule('RRULE:FREQ=WEEKLY;BYDAY=TH,MO')?.days).toEqual(['MO', 'TH']);
    expect(parseRrule('FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR')?.frequency).toBe('weekdays');
    expect(parseRrule('FREQ=DAILY;UNTIL=20270110T235959Z')?.end).toEqual({
      kind: 'until',
      date: '2027-01-10',
    });
  });

  it('refuse what the subset does not hold, with one message', () => {
    for (const text of [
      '',
      'FREQ=HOURLY',
      'FREQ=WEEKLY',
      'FREQ=WEEKLY;BYDAY=XX',
      'FREQ=WEEKLY;BYDAY=MO,MO',
      'FREQ=MONTHLY;BYMONTHDAY=32',
      'FREQ=MONTHLY;BYDAY=1MO',
      'FREQ=DAILY;COUNT=0',
      'FREQ=DAILY;COUNT=2;UNTIL=20270101',
      'FREQ=DAILY;UNTIL=20270230',
      'FREQ=DAILY;BYSETPOS=1',
      'FREQ=DAILY;INTERVAL=0',
      'garbage',
    ]) {
      expect(parseRrule(text), text).toBeUndefined();
      expect(recurrenceError(text)).toBe(RECURRENCE_MESSAGES.invalid);
    }
    expect(recurrenceError('FREQ=DAILY')).toBeUndefined();
  });

  it('read as words', () => {
    expect(describeRecurrence('FREQ=WEEKLY;BYDAY=MO,TH')).toBe('Weekly on Monday and Thursday');
    expect(describeRecurrence('FREQ=WEEKLY;BYDAY=MO,WE,FR')).toBe('Weekly on Monday, Wednesday and Friday');
    expect(describeRecurrence('FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR')).toBe('Every weekday');
    expect(describeRecurrence('FREQ=DAILY;INTERVAL=2;COUNT=5')).toBe('Every 2 days, 5 times');
    expect(describeRecurrence('FREQ=MONTHLY;BYMONTHDAY=22')).toBe('Monthly on the 22nd');
    expect(describeRecurrence('FREQ=MONTHLY;BYMONTHDAY=11')).toBe('Monthly on the 11th');
    expect(describeRecurrence('FREQ=YEARLY;UNTIL=20300101')).toBe('Yearly, until 2030-01-01');
    expect(describeRecurrence(null)).toBe('Does not repeat');
  });

  it('count down the instances left; the last one has no next', () => {
    expect(nextRecurrence('FREQ=DAILY;COUNT=3')).toBe('FREQ=DAILY;COUNT=2');
    expect(nextRecurrence('FREQ=DAILY;COUNT=1')).toBeUndefined();
    expect(nextRecurrence('FREQ=WEEKLY;BYDAY=MO')).toBe('FREQ=WEEKLY;BYDAY=MO');
  });

  it('start from the due date: its weekday and day of the month', () => {
    // 2026-12-10 is a Thursday.
    expect(defaultRepeatRule('weekly', '2026-12-10')).toMatchObject({ days: ['TH'], monthDay: 10 });
    expect(defaultRepeatRule('monthly', null)).toMatchObject({ days: ['MO'], monthDay: 1 });
  });
});
