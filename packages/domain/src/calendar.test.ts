import { describe, expect, it } from 'vitest';
import { addDays, formatDay, localDayOf } from './calendar';

describe('formatDay', () => {
  it("writes a calendar date as the reader's locale does, on that very day", () => {
    const expected = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(
      new Date(2025, 5, 10),
    );
    expect(formatDay('2025-06-10')).toBe(expected);
  });

  it('shows an em dash without a date', () => {
    expect(formatDay(null)).toBe('—');
    expect(formatDay(undefined)).toBe('—');
    expect(formatDay('not a date')).toBe('—');
  });
});

describe('addDays', () => {
  it('adds calendar days across months, years and leap days, forwards and back', () => {
    expect(addDays('2030-06-15', 6)).toBe('2030-06-21');
    expect(addDays('2030-12-29', 6)).toBe('2031-01-04');
    expect(addDays('2028-02-26', 6)).toBe('2028-03-03');
    expect(addDays('2030-03-01', -1)).toBe('2030-02-28');
    expect(addDays('2030-03-01', 0)).toBe('2030-03-01');
  });
});

describe('localDayOf', () => {
  it('is the local calendar day of a moment', () => {
    expect(localDayOf(new Date(2026, 11, 7, 23, 30))).toBe('2026-12-07');
    expect(localDayOf(new Date(2026, 0, 1, 0, 0))).toBe('2026-01-01');
  });
});
