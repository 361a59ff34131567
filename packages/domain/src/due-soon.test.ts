import { describe, expect, it } from 'vitest';
import { DUE_SOON_TEXTS, dueSoonDates } from './due-soon';

describe('due soon', () => {
  it('counts today and tomorrow in UTC, across a month and a year', () => {
    expect(dueSoonDates(new Date('2026-03-31T23:30:00Z'))).toEqual({
      today: '2026-03-31',
      tomorrow: '2026-04-01',
    });
    expect(dueSoonDates(new Date('2026-12-31T00:00:00Z')).tomorrow).toBe('2027-01-01');
  });

  it('says when the task is due', () => {
    const now = new Date('2026-05-04T10:00:00Z');
    expect(DUE_SOON_TEXTS.title).toBe('Task due soon');
    expect(DUE_SOON_TEXTS.message('Fix login', '2026-05-04', now)).toBe('"Fix login" is due today');
    expect(DUE_SOON_TEXTS.message('Fix login', '2026-05-05', now)).toBe('"Fix login" is due tomorrow');
  });
});
