// Formatting shared by the analytics charts. Dates arrive as calendar days ('2025-09-01'), read in UTC so a
// reader west of Greenwich does not see the day before.
const shortDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const longDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const count = new Intl.NumberFormat('en-US');

function asDate(day: string): Date {
  return new Date(day.length === 10 ? `${day}T00:00:00Z` : day);
}

/** 'Sep 1': an axis label. */
export function axisDay(day: string): string {
  return shortDay.format(asDate(day));
}

/** 'Sep 1, 2025': a table's row header. */
export function tableDay(day: string): string {
  return longDay.format(asDate(day));
}

/** '1,234'. */
export function formatCount(value: number): string {
  return count.format(value);
}

/** For a daily axis: a tick about once a week, at most `most` of them, so the labels never run together. */
export function weeklyTicks(count: number, most = 8): (value: unknown, index: number) => boolean {
  const step = Math.max(1, Math.ceil(count / most), count > 14 ? 7 : 1);
  return (_value, index) => index % step === 0;
}
