import { describe, expect, it } from 'vitest';
import {
  durationInWords,
  formatElapsed,
  parseDuration,
  shortDay,
  TIME_SCREEN_TEXTS,
} from './time-screen-texts';

describe('parseDuration', () => {
  it('reads hours and minutes with units', () => {
    expect(parseDuration('1h 30m')).toBe(5400);
    expect(parseDuration('1h30m')).toBe(5400);
    expect(parseDuration('1 h 30 min')).toBe(5400);
    expect(parseDuration('2 hours, 5 minutes')).toBe(7500);
    expect(parseDuration('2h')).toBe(7200);
    expect(parseDuration('90m')).toBe(5400);
    expect(parseDuration('45 min')).toBe(2700);
    expect(parseDuration('1h 2m 3s')).toBe(3723);
    expect(parseDuration('30s')).toBe(30);
    expect(parseDuration(' 1H 30M ')).toBe(5400);
  });

  it('reads a bare number as hours, with a point or a comma', () => {
    expect(parseDuration('1.5')).toBe(5400);
    expect(parseDuration('1,5')).toBe(5400);
    expect(parseDuration('.25')).toBe(900);
    expect(parseDuration('8')).toBe(28800);
    expect(parseDuration('1.5h')).toBe(5400);
  });

  it('reads h:mm and h:mm:ss', () => {
    expect(parseDuration('1:30')).toBe(5400);
    expect(parseDuration('0:45')).toBe(2700);
    expect(parseDuration('1:02:03')).toBe(3723);
  });

  it('refuses what is not a duration, or nothing', () => {
    for (const text of [
      '',
      '  ',
      'abc',
      '1x',
      '30m 1h',
      '1h 1h',
      '1:75',
      '-1',
      '0',
      '0m',
      '1h abc',
      'h',
      '1..5',
    ]) {
      expect(parseDuration(text), text).toBeNull();
    }
  });
});

describe('formatElapsed', () => {
  it('is a clock of hours, minutes and seconds', () => {
    expect(formatElapsed(0)).toBe('0:00:00');
    expect(formatElapsed(5)).toBe('0:00:05');
    expect(formatElapsed(3723)).toBe('1:02:03');
    expect(formatElapsed(43200)).toBe('12:00:00');
    expect(formatElapsed(-4)).toBe('0:00:00');
  });
});

describe('durationInWords', () => {
  it('says hours and minutes, seconds under a minute', () => {
    expect(durationInWords(3723)).toBe('1 hour 2 minutes');
    expect(durationInWords(7200)).toBe('2 hours');
    expect(durationInWords(60)).toBe('1 minute');
    expect(durationInWords(2700)).toBe('45 minutes');
    expect(durationInWords(1)).toBe('1 second');
    expect(durationInWords(30)).toBe('30 seconds');
  });
});

describe('time screen texts', () => {
  it('names the running timer with its task and elapsed time', () => {
    expect(TIME_SCREEN_TEXTS.timerRunningOn('Write the notes', 3725)).toBe(
      'Timer running on “Write the notes”, 1 hour 2 minutes',
    );
  });

  it('writes days and weeks shortly', () => {
    expect(shortDay('2026-12-07')).toBe('7 Dec');
    expect(TIME_SCREEN_TEXTS.weekOf('2026-12-28', '2027-01-03')).toBe('28 Dec – 3 Jan');
  });
});
