import { describe, expect, it } from 'vitest';
import { formatDay } from './calendar';

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
