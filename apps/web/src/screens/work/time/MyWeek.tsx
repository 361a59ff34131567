import {
  dayInTimeZone,
  shiftDay,
  TIME_MESSAGES,
  TIME_SCREEN_TEXTS,
  type Timesheet,
  weekStartOf,
} from '@app/domain';
import { browserTimeZone, failureText } from '@app/sdk';
import { useSubmitTimesheet, useTimesheet } from '@app/sdk/react';
import { SectionCard, TimesheetWeek, type TimesheetWeekRow, useToast } from '@app/ui';
import { api } from '../../../app/api';
import { paths } from '../../../app/paths';
import { timesheetQueryState } from './timesheetQueryState';

/** A timesheet's task rows for the grid. */
export function timesheetRows(sheet: Timesheet): TimesheetWeekRow[] {
  return sheet.tasks.map((task) => ({
    key: task.taskId,
    label: task.taskTitle,
    sublabel: task.projectTitle,
    href: paths.tasks.detail.href(task.taskId),
    days: task.days,
  }));
}

export interface MyWeekProps {
  /** Any day of the week shown; this week without. */
  week: string | undefined;
  onWeek: (week: string) => void;
}

/** The viewer's week: the grid, its state, the previous and next week, and Submit. */
export function MyWeek({ week, onWeek }: MyWeekProps) {
  const { showToast } = useToast();
  const weekStart = weekStartOf(week ?? dayInTimeZone(new Date(), browserTimeZone()));
  const sheet = useTimesheet(api, { week: weekStart });
  const submit = useSubmitTimesheet(api);
  const pending = timesheetQueryState(sheet);
  if (pending || !sheet.data) return pending;
  const data = sheet.data;
  return (
    <SectionCard busy={sheet.isFetching ? TIME_SCREEN_TEXTS.loading : undefined}>
      <TimesheetWeek
        weekStart={data.weekStart}
        rows={timesheetRows(data)}
        state={data.state}
        reason={data.reason}
        onPreviousWeek={() => onWeek(shiftDay(data.weekStart, -7))}
        onNextWeek={() => onWeek(shiftDay(data.weekStart, 7))}
        canSubmit={data.canSubmit}
        busy={submit.isPending}
        onSubmit={() =>
          submit.mutate(data.weekStart, {
            onSuccess: () => showToast(TIME_MESSAGES.submitted, { variant: 'success' }),
            onError: (error) =>
              showToast(failureText(error, TIME_SCREEN_TEXTS.submitFailed), { variant: 'error' }),
          })
        }
      />
    </SectionCard>
  );
}
