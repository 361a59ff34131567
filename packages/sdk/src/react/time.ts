import type {
  ProjectRatesPayload,
  TimeEntryCreateInput,
  TimeEntryListQueryInput,
  TimeEntryUpdatePayload,
  TimeReportQueryInput,
  TimerStartPayload,
  TimerStopPayload,
  TimesheetQuery,
} from '@app/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../http';
import {
  approveTimesheet,
  deleteTimeEntry,
  getProjectRates,
  getTimeReport,
  getTimer,
  getTimesheet,
  listPendingTimesheets,
  listTimeEntries,
  logTime,
  rejectTimesheet,
  saveProjectRates,
  startTimer,
  stopTimer,
  submitTimesheet,
  updateTimeEntry,
} from '../time';
import { financeQueryKeys } from './finance';

/**
 * Query keys of time tracking: `['time']` ⊃ the timer, entry lists, timesheets, pending reviews and reports; a
 * project's rates under `['time', 'rates', projectId]`. Any change of time reads every time query again (the
 * timer's stop is an entry, an entry changes its week and the reports), and the finance summary (labour cost).
 */
export const timeQueryKeys = {
  all: () => ['time'] as const,
  timer: () => ['time', 'timer'] as const,
  entries: (query: TimeEntryListQueryInput = {}) => ['time', 'entries', query] as const,
  timesheet: (query: TimesheetQuery) => ['time', 'timesheet', query.week, query.userId ?? null] as const,
  pending: () => ['time', 'pending'] as const,
  report: (query: TimeReportQueryInput) => ['time', 'report', query] as const,
  rates: (projectId: string) => ['time', 'rates', projectId] as const,
};

export function timerQueryOptions(client: ApiClient) {
  return queryOptions({ queryKey: timeQueryKeys.timer(), queryFn: () => getTimer(client) });
}

/** The caller's running timer ({taskId, taskTitle, startedAt}) or null; it survives a reload (kept on the server). */
export function useTimer(client: ApiClient, options: { enabled?: boolean } = {}) {
  return useQuery({ ...timerQueryOptions(client), enabled: options.enabled ?? true });
}

function useRefreshTime() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: timeQueryKeys.all() });
    void queryClient.invalidateQueries({ queryKey: financeQueryKeys.all() });
  };
}

/** Starts a timer on a task (the running one is stopped first and becomes an entry). */
export function useStartTimer(client: ApiClient) {
  const queryClient = useQueryClient();
  const refresh = useRefreshTime();
  return useMutation({
    mutationFn: (payload: TimerStartPayload) => startTimer(client, payload),
    onSuccess: (result) => queryClient.setQueryData(timeQueryKeys.timer(), result.timer),
    onSettled: refresh,
  });
}

/** Stops the running timer; answers the entry it became. */
export function useStopTimer(client: ApiClient) {
  const queryClient = useQueryClient();
  const refresh = useRefreshTime();
  return useMutation({
    mutationFn: (payload: TimerStopPayload = {}) => stopTimer(client, payload),
    onSuccess: () => queryClient.setQueryData(timeQueryKeys.timer(), null),
    onSettled: refresh,
  });
}

export function timeEntriesQueryOptions(client: ApiClient, query: TimeEntryListQueryInput = {}) {
  return queryOptions({
    queryKey: timeQueryKeys.entries(query),
    queryFn: () => listTimeEntries(client, query),
  });
}

/** A page of the time entries the caller may read. */
export function useTimeEntries(
  client: ApiClient,
  query: TimeEntryListQueryInput = {},
  options: { enabled?: boolean } = {},
) {
  return useQuery({ ...timeEntriesQueryOptions(client, query), enabled: options.enabled ?? true });
}

/** Logs time on a task by hand. */
export function useLogTime(client: ApiClient) {
  const refresh = useRefreshTime();
  return useMutation({
    mutationFn: ({ taskId, payload }: { taskId: string; payload: TimeEntryCreateInput }) =>
      logTime(client, taskId, payload),
    onSettled: refresh,
  });
}

/** Changes one of the caller's entries. */
export function useUpdateTimeEntry(client: ApiClient) {
  const refresh = useRefreshTime();
  return useMutation({
    mutationFn: ({ id, payload }: { id: string; payload: TimeEntryUpdatePayload }) =>
      updateTimeEntry(client, id, payload),
    onSettled: refresh,
  });
}

/** Deletes one of the caller's entries. */
export function useDeleteTimeEntry(client: ApiClient) {
  const refresh = useRefreshTime();
  return useMutation({ mutationFn: (id: string) => deleteTimeEntry(client, id), onSettled: refresh });
}

export function timesheetQueryOptions(client: ApiClient, query: TimesheetQuery) {
  return queryOptions({
    queryKey: timeQueryKeys.timesheet(query),
    queryFn: () => getTimesheet(client, query),
  });
}

/** A person's week (the caller's without `userId`). */
export function useTimesheet(client: ApiClient, query: TimesheetQuery, options: { enabled?: boolean } = {}) {
  return useQuery({ ...timesheetQueryOptions(client, query), enabled: options.enabled ?? true });
}

/** Submits the caller's week. */
export function useSubmitTimesheet(client: ApiClient) {
  const refresh = useRefreshTime();
  return useMutation({ mutationFn: (week: string) => submitTimesheet(client, week), onSettled: refresh });
}

/** What a review does: approve, or reject with a reason. */
export type TimesheetReview =
  | { id: string; decision: 'approve' }
  | { id: string; decision: 'reject'; reason: string };

/** Approves or rejects a submitted week. */
export function useReviewTimesheet(client: ApiClient) {
  const refresh = useRefreshTime();
  return useMutation({
    mutationFn: (review: TimesheetReview) =>
      review.decision === 'approve'
        ? approveTimesheet(client, review.id)
        : rejectTimesheet(client, review.id, review.reason),
    onSettled: refresh,
  });
}

/** The submitted weeks awaiting the caller's review. */
export function usePendingTimesheets(client: ApiClient, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: timeQueryKeys.pending(),
    queryFn: () => listPendingTimesheets(client),
    enabled: options.enabled ?? true,
  });
}

/** Time, billable time and labour cost per project, person or week. */
export function useTimeReport(
  client: ApiClient,
  query: TimeReportQueryInput,
  options: { enabled?: boolean } = {},
) {
  return useQuery({
    queryKey: timeQueryKeys.report(query),
    queryFn: () => getTimeReport(client, query),
    enabled: options.enabled ?? true,
  });
}

/** A project's hourly rates (a finance call: needs the unlock). */
export function useProjectRates(client: ApiClient, projectId: string, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: timeQueryKeys.rates(projectId),
    queryFn: () => getProjectRates(client, projectId),
    enabled: options.enabled ?? true,
  });
}

/** Saves a project's hourly rates. */
export function useSaveProjectRates(client: ApiClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ projectId, payload }: { projectId: string; payload: ProjectRatesPayload }) =>
      saveProjectRates(client, projectId, payload),
    onSuccess: (rates) => queryClient.setQueryData(timeQueryKeys.rates(rates.projectId), rates),
  });
}
