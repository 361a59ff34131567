import { z } from 'zod';
import { TIMESHEETS_TABS } from './time-screen-texts-values';
import { TIME_REPORT_GROUPS } from './time-tracking';

export {
  durationInWords,
  formatElapsed,
  parseDuration,
  shortDay,
  TIME_SCREEN_TEXTS,
  TIMESHEETS_TABS,
} from './time-screen-texts-values';
export type TimesheetsTab = (typeof TIMESHEETS_TABS)[number];

const ScreenDaySchema = z.iso.date().optional().catch(undefined);

/**
 * What /timesheets keeps in its URL: the tab, the week shown (any day of it; this week without), the approver's
 * chosen timesheet, and the report's range and grouping. A wrong value falls back rather than failing the page.
 */
export const TimesheetsScreenQuerySchema = z.object({
  tab: z.enum(TIMESHEETS_TABS).default('week').catch('week'),
  week: ScreenDaySchema,
  sheet: z.string().max(64).optional().catch(undefined),
  from: ScreenDaySchema,
  to: ScreenDaySchema,
  groupBy: z.enum(TIME_REPORT_GROUPS).default('project').catch('project'),
});
export type TimesheetsScreenQuery = z.infer<typeof TimesheetsScreenQuerySchema>;
