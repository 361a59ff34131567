import type {
  ProjectRates,
  ProjectRatesPayload,
  TimeEntry,
  TimeEntryCreateInput,
  TimeEntryListQueryInput,
  TimeEntryPage,
  TimeEntryUpdatePayload,
  TimeReport,
  TimeReportExportQueryInput,
  TimeReportQueryInput,
  Timer,
  TimerStartPayload,
  TimerStartResult,
  TimerStopPayload,
  Timesheet,
  TimesheetQuery,
  TimesheetSummary,
} from '@app/domain';
import { financeGrantHeaders, isFinanceLocked } from './finance';
import type { FinanceGrantStore } from './finance-grant';
import type { ApiClient } from './http';
import { lazySchema } from './schema-source';
import { searchParamsOrNone, toSearchParams } from './search-params';

// Loaded with the first call, not with the client: see schemas/time.ts.
const schemas = () => import('./schemas/time');
const ApiMessageSchema = lazySchema(schemas, 'ApiMessageSchema');
const ProjectRatesAnswerSchema = lazySchema(schemas, 'ProjectRatesAnswerSchema');
const TimeEntryAnswerSchema = lazySchema(schemas, 'TimeEntryAnswerSchema');
const TimeEntryPageSchema = lazySchema(schemas, 'TimeEntryPageSchema');
const TimeReportAnswerSchema = lazySchema(schemas, 'TimeReportAnswerSchema');
const TimerAnswerSchema = lazySchema(schemas, 'TimerAnswerSchema');
const TimerStartAnswerSchema = lazySchema(schemas, 'TimerStartAnswerSchema');
const TimesheetAnswerSchema = lazySchema(schemas, 'TimesheetAnswerSchema');
const TimesheetReviewAnswerSchema = lazySchema(schemas, 'TimesheetReviewAnswerSchema');
const TimesheetSummaryListAnswerSchema = lazySchema(schemas, 'TimesheetSummaryListAnswerSchema');

/**
 * Time tracking (issue 40): time entries, the one running timer, weekly timesheets and their review, reports and
 * their exports, and a project's hourly rates (a finance call: it sends the finance unlock's grant).
 */

const entryPath = (id: string) => `time-entries/${encodeURIComponent(id)}`;
const timesheetPath = (id: string) => `timesheets/${encodeURIComponent(id)}`;
const ratesPath = (projectId: string) => `projects/${encodeURIComponent(projectId)}/rates`;

/** The browser's IANA time zone ('Asia/Kolkata'), sent with a timer's start so its entry is dated there. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

// Entries

/** POST /tasks/{id}/time-entries: time logged by hand on a task ({date, durationSeconds, note, billable}). */
export async function logTime(
  client: ApiClient,
  taskId: string,
  payload: TimeEntryCreateInput,
): Promise<TimeEntry> {
  const path = `tasks/${encodeURIComponent(taskId)}/time-entries`;
  return (await client.post(path, TimeEntryAnswerSchema, payload)).data;
}

/**
 * GET /time-entries: the entries the caller may read (their own; their projects', department's or organization's
 * when they manage them), newest day first, paged: `{ data, pagination }`.
 */
export async function listTimeEntries(
  client: ApiClient,
  query: TimeEntryListQueryInput = {},
): Promise<TimeEntryPage> {
  return client.get('time-entries', TimeEntryPageSchema, searchParamsOrNone(query));
}

/** PUT /time-entries/{id}: its own author changes it, while its week is neither submitted nor approved (409). */
export async function updateTimeEntry(
  client: ApiClient,
  id: string,
  payload: TimeEntryUpdatePayload,
): Promise<TimeEntry> {
  return (await client.put(entryPath(id), TimeEntryAnswerSchema, payload)).data;
}

/** DELETE /time-entries/{id}. */
export async function deleteTimeEntry(client: ApiClient, id: string): Promise<void> {
  await client.delete(entryPath(id), ApiMessageSchema);
}

// The timer

/** GET /timer: the caller's running timer ({taskId, taskTitle, startedAt}), or null. */
export async function getTimer(client: ApiClient): Promise<Timer | null> {
  return (await client.get('timer', TimerAnswerSchema)).data;
}

/**
 * POST /timer/start: starts a timer on a task, after stopping the running one (`stopped`: the entry it became).
 * The browser's time zone goes with it unless given.
 */
export async function startTimer(client: ApiClient, payload: TimerStartPayload): Promise<TimerStartResult> {
  const timeZone = payload.timeZone ?? browserTimeZone();
  const body = timeZone ? { ...payload, timeZone } : payload;
  return (await client.post('timer/start', TimerStartAnswerSchema, body)).data;
}

/** POST /timer/stop: stops the running timer; answers the entry it became (with `durationSeconds`). */
export async function stopTimer(client: ApiClient, payload: TimerStopPayload = {}): Promise<TimeEntry> {
  return (await client.post('timer/stop', TimeEntryAnswerSchema, payload ?? {})).data;
}

// Timesheets

/** GET /timesheets?week=&userId=: a person's week (the caller's by default), grouped by day and task. */
export async function getTimesheet(client: ApiClient, query: TimesheetQuery): Promise<Timesheet> {
  return (await client.get('timesheets', TimesheetAnswerSchema, toSearchParams(query))).data;
}

/** POST /timesheets/submit: hands in the caller's week (any day of it); its entries are locked. */
export async function submitTimesheet(client: ApiClient, week: string): Promise<Timesheet> {
  return (await client.post('timesheets/submit', TimesheetAnswerSchema, { week })).data;
}

/** POST /timesheets/{id}/approve: a manager approves a submitted week (locked for good). */
export async function approveTimesheet(client: ApiClient, id: string): Promise<TimesheetSummary> {
  return (await client.post(`${timesheetPath(id)}/approve`, TimesheetReviewAnswerSchema, {})).data;
}

/** POST /timesheets/{id}/reject: a manager sends a submitted week back, with a reason (editable again). */
export async function rejectTimesheet(
  client: ApiClient,
  id: string,
  reason: string,
): Promise<TimesheetSummary> {
  return (await client.post(`${timesheetPath(id)}/reject`, TimesheetReviewAnswerSchema, { reason })).data;
}

/** GET /timesheets/pending: the submitted weeks the caller may review, oldest first. */
export async function listPendingTimesheets(client: ApiClient): Promise<TimesheetSummary[]> {
  return (await client.get('timesheets/pending', TimesheetSummaryListAnswerSchema)).data;
}

// Reports

/** GET /time-reports: time, billable time and labour cost (USD minor units) per project, person or week. */
export async function getTimeReport(client: ApiClient, query: TimeReportQueryInput): Promise<TimeReport> {
  return (await client.get('time-reports', TimeReportAnswerSchema, toSearchParams(query))).data;
}

/** GET /time-reports/export: the same report as a CSV or XLSX file. */
export function exportTimeReport(client: ApiClient, query: TimeReportExportQueryInput): Promise<Blob> {
  return client.getBlob('time-reports/export', toSearchParams(query));
}

// Rates (finance)

/** Which unlock a rates call sends; the client's own by default. */
export interface RatesCallOptions {
  grants?: FinanceGrantStore;
}

async function withGrant<T>(
  client: ApiClient,
  options: RatesCallOptions,
  call: (headers: Record<string, string>) => Promise<T>,
): Promise<T> {
  const grants = options.grants ?? client.financeGrants;
  try {
    return await call(financeGrantHeaders(grants));
  } catch (error) {
    if (isFinanceLocked(error)) grants.clear();
    throw error;
  }
}

/** GET /projects/{id}/rates: the project's hourly rate and the members' own (finance viewers, with the grant). */
export function getProjectRates(
  client: ApiClient,
  projectId: string,
  options: RatesCallOptions = {},
): Promise<ProjectRates> {
  return withGrant(
    client,
    options,
    async (headers) =>
      (await client.get(ratesPath(projectId), ProjectRatesAnswerSchema, undefined, headers)).data,
  );
}

/** PUT /projects/{id}/rates: replaces the project's rate and every member rate (finance managers, with the grant). */
export function saveProjectRates(
  client: ApiClient,
  projectId: string,
  payload: ProjectRatesPayload,
  options: RatesCallOptions = {},
): Promise<ProjectRates> {
  return withGrant(
    client,
    options,
    async (headers) =>
      (await client.put(ratesPath(projectId), ProjectRatesAnswerSchema, payload, headers)).data,
  );
}
