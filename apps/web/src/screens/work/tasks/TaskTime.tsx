import { dayInTimeZone, TIME_MESSAGES, TIME_SCREEN_TEXTS, type TimeEntry } from '@app/domain';
import { browserTimeZone, failureText } from '@app/sdk';
import {
  useDeleteTimeEntry,
  useLogTime,
  useStartTimer,
  useStopTimer,
  useTimeEntries,
  useTimer,
  useUpdateTimeEntry,
} from '@app/sdk/react';
import { TaskTimeCard, type TaskTimeEntry, useToast } from '@app/ui';
import { api } from '../../../app/api';

export interface TaskTimeProps {
  taskId: string;
  /** The viewer may log time here: whoever may change the task's status (`canLogTime`). */
  canLog: boolean;
}

/** The most entries one task's card reads (the server's largest page). */
const ENTRY_LIMIT = 100;

const entryOf = (entry: TimeEntry): TaskTimeEntry => ({
  id: entry._id,
  person: entry.user.name,
  date: entry.date,
  durationSeconds: entry.durationSeconds,
  note: entry.note,
  billable: entry.billable,
  locked: entry.locked,
  canEdit: entry.canEdit && !entry.locked,
});

/**
 * A task's time (issue 40): Start / Stop the viewer's timer on it, the entries the viewer may read (their own; all
 * of them for a manager) with the total, and Log time, Edit and Delete of their own.
 */
export function TaskTime({ taskId, canLog }: TaskTimeProps) {
  const { showToast } = useToast();
  const entries = useTimeEntries(api, { taskId, limit: ENTRY_LIMIT });
  const timer = useTimer(api);
  const start = useStartTimer(api);
  const stop = useStopTimer(api);
  const log = useLogTime(api);
  const update = useUpdateTimeEntry(api);
  const remove = useDeleteTimeEntry(api);
  const rethrow = (fallback: string) => (error: unknown) => {
    throw new Error(failureText(error, fallback));
  };
  const toast = (message: string) => () => {
    showToast(message, { variant: 'success' });
  };
  const onError = (error: unknown) =>
    showToast(failureText(error, TIME_SCREEN_TEXTS.timerFailed), { variant: 'error' });
  const list = entries.data?.data ?? [];
  return (
    <TaskTimeCard
      entries={list.map(entryOf)}
      totalSeconds={list.reduce((sum, entry) => sum + entry.durationSeconds, 0)}
      loading={entries.isFetching}
      canLog={canLog}
      timerRunning={timer.data?.taskId === taskId}
      timerBusy={start.isPending || stop.isPending}
      today={dayInTimeZone(new Date(), browserTimeZone())}
      onStartTimer={() => start.mutate({ taskId }, { onSuccess: toast(TIME_MESSAGES.timerStarted), onError })}
      onStopTimer={() => stop.mutate(undefined, { onSuccess: toast(TIME_MESSAGES.timerStopped), onError })}
      onLog={(values) =>
        log
          .mutateAsync({ taskId, payload: values })
          .then(toast(TIME_MESSAGES.logged), rethrow(TIME_SCREEN_TEXTS.logFailed))
      }
      onUpdate={(id, values) =>
        update
          .mutateAsync({ id, payload: values })
          .then(toast(TIME_MESSAGES.updated), rethrow(TIME_SCREEN_TEXTS.saveFailed))
      }
      onDelete={(id) =>
        remove.mutateAsync(id).then(toast(TIME_MESSAGES.deleted), rethrow(TIME_SCREEN_TEXTS.deleteFailed))
      }
    />
  );
}
