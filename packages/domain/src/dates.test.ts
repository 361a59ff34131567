import { describe, expect, it } from 'vitest';
import { CalendarDaySchema, MoveToDateSchema } from './dates';
import { formErrors } from './forms';

describe('CalendarDaySchema', () => {
  it('takes a day that exists, leap days included', () => {
    expect(CalendarDaySchema.parse('2025-03-20')).toBe('2025-03-20');
    expect(CalendarDaySchema.parse('2024-02-29')).toBe('2024-02-29');
  });

  it('refuses a day that does not exist or is not written YYYY-MM-DD, with one message', () => {
    for (const value of [
      '20250-03-20',
      '2025-02-29',
      '2025-04-31',
      '2025-3-20',
      '',
      '2025-03-20T10:00:00Z',
    ]) {
      expect(formErrors(MoveToDateSchema, { date: value })).toEqual({ date: 'Enter a valid date.' });
    }
  });
});
