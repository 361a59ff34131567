import { TIME_MESSAGES, type TimeEntry, type Timer } from '@app/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createClient } from './client';
import { createFakeApi, fakeClient, TEST_BASE_URL, testId } from './test-support';
import {
  approveTimesheet,
  deleteTimeEntry,
  exportTimeReport,
  getProjectRates,
  getTimeReport,
  getTimer,
  listPendingTimesheets,
  listTimeEntries,
  logTime,
  rejectTimesheet,
  saveProjectRates,
  startTimer,
  stopTimer,
  submitTimesheet,
  updateTimeEntry,
} from './time';

const api = createFakeApi();
const client = fakeClient(api);

beforeEach(() => {
  api.reset();
  client.financeGrants.clear();
});
afterEach(() => expect(api.unexpected).toEqual([]));

const taskId = testId(100);
const entry = (n: number, fields: Partial<TimeEntry> = {}): TimeEntry => ({
  _id: testId(n),
  taskId,
  taskTitle: 'Write the brief',
  projectId: testId(500),
  projectTitle: 'Portal',
  user: { _id: testId(1), name: 'Alex' },
  date: '2026-12-07',
  durationSeconds: 5400,
  note: '',
  billable: true,
  rateMinor: 5000,
  rateCurrency: 'USD',
  usdRate: 1,
  costUsdMinor: 7500,
  fromTimer: false,
  locked: false,
  canEdit: true,
  createdAt: '2026-12-07T10:00:00.000Z',
  updatedAt: '2026-12-07T10:00:00.000Z',
  ...fields,
});
const timer: Timer = {
  taskId,
  taskTitle: 'Write the brief',
  projectId: testId(500),
  startedAt: '2026-12-07T09:00:00.000Z',
  timeZone: 'Asia/Kolkata',
};

describe('time entries', () => {
  it('logs, lists, changes and deletes entries at their routes', async () => {
    const id = testId(2);
    api.on(`POST /tasks/${taskId}/time-entries`, [201, { success: true, data: entry(2) }]);
    api.on('GET /time-entries', [
      200,
      { success: true, data: [entry(2)], pagination: { page: 1, limit: 10, total: 1, pages: 1 } },
    ]);
    api.on(`PUT /time-entries/${id}`, [200, { success: true, data: entry(2, { note: 'x' }) }]);
    api.on(`DELETE /time-entries/${id}`, [200, { success: true, message: TIME_MESSAGES.deleted }]);
    await expect(
      logTime(client, taskId, { date: '2026-12-07', durationSeconds: 5400, billable: true }),
    ).resolves.toEqual(entry(2));
    const page = await listTimeEntries(client, { from: '2026-12-01', to: '2026-12-07', userId: testId(1) });
    expect(page.data).toEqual([entry(2)]);
    await expect(updateTimeEntry(client, id, { note: 'x' })).resolves.toMatchObject({ note: 'x' });
    await expect(deleteTimeEntry(client, id)).resolves.toBeUndefined();
    expect(api.seen.map(({ method, path, search, json }) => ({ method, path, search, json }))).toEqual([
      {
        method: 'POST',
        path: `/tasks/${taskId}/time-entries`,
        search: '',
        json: { date: '2026-12-07', durationSeconds: 5400, billable: true },
      },
      {
        method: 'GET',
        path: '/time-entries',
        search: `?from=2026-12-01&to=2026-12-07&userId=${testId(1)}`,
        json: undefined,
      },
      { method: 'PUT', path: `/time-entries/${id}`, search: '', json: { note: 'x' } },
      { method: 'DELETE', path: `/time-entries/${id}`, search: '', json: undefined },
    ]);
  });

  it("throws the server's message for a locked week", async () => {
    const message = TIME_MESSAGES.weekLocked('2026-12-07', 'approved');
    api.on(`PUT /time-entries/${testId(3)}`, [409, { success: false, error: message }]);
    await expect(updateTimeEntry(client, testId(3), { durationSeconds: 60 })).rejects.toMatchObject({
      status: 409,
      message,
    });
  });
});

describe('the timer', () => {
  it('reads the running timer or null, starts one with a time zone, stops it into an entry', async () => {
    api.on('GET /timer', [200, { success: true, data: null }]);
    await expect(getTimer(client)).resolves.toBeNull();
    api.on('GET /timer', [200, { success: true, data: timer }]);
    await expect(getTimer(client)).resolves.toEqual(timer);
    api.on('POST /timer/start', [200, { success: true, data: { timer, stopped: null } }]);
    await expect(startTimer(client, { taskId, timeZone: 'Asia/Kolkata' })).resolves.toEqual({
      timer,
      stopped: null,
    });
    api.on('POST /timer/stop', [200, { success: true, data: entry(4, { fromTimer: true }) }]);
    await expect(stopTimer(client)).resolves.toMatchObject({ durationSeconds: 5400, fromTimer: true });
    const posts = api.seen.filter((seen) => seen.method === 'POST');
    expect(posts.map((seen) => seen.json)).toEqual([{ taskId, timeZone: 'Asia/Kolkata' }, {}]);
  });

  it("sends the browser's time zone when none is given", async () => {
    api.on('POST /timer/start', [200, { success: true, data: { timer, stopped: null } }]);
    await startTimer(client, { taskId });
    const sent = api.seen[0]?.json as { timeZone?: string };
    expect(sent.timeZone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});

describe('timesheets and reports', () => {
  const summary = {
    _id: testId(9),
    user: { _id: testId(1), name: 'Alex' },
    weekStart: '2026-11-30',
    weekEnd: '2026-12-06',
    state: 'submitted' as const,
    submittedAt: '2026-12-05T10:00:00.000Z',
    totalSeconds: 3600,
    billableSeconds: 0,
  };

  it('submits a week, lists, approves and rejects with a reason', async () => {
    api.on('GET /timesheets/pending', [200, { success: true, data: [summary] }]);
    api.on(`POST /timesheets/${testId(9)}/approve`, [
      200,
      { success: true, data: { ...summary, state: 'approved' } },
    ]);
    api.on(`POST /timesheets/${testId(9)}/reject`, [
      200,
      { success: true, data: { ...summary, state: 'rejected' } },
    ]);
    api.on('POST /timesheets/submit', [400, { success: false, error: TIME_MESSAGES.emptyWeek }]);
    await expect(listPendingTimesheets(client)).resolves.toEqual([summary]);
    await expect(approveTimesheet(client, testId(9))).resolves.toMatchObject({ state: 'approved' });
    await expect(rejectTimesheet(client, testId(9), 'Missing Friday')).resolves.toMatchObject({
      state: 'rejected',
    });
    await expect(submitTimesheet(client, '2026-12-07')).rejects.toMatchObject({
      message: TIME_MESSAGES.emptyWeek,
    });
    expect(api.seen.map((seen) => seen.json)).toEqual([
      undefined,
      {},
      { reason: 'Missing Friday' },
      { week: '2026-12-07' },
    ]);
  });

  it('asks for a report and its export with the query', async () => {
    const report = {
      from: '2026-12-01',
      to: '2026-12-07',
      groupBy: 'user',
      rows: [],
      totals: { seconds: 0, billableSeconds: 0, labourCostUsdMinor: 0 },
    };
    api.on('GET /time-reports', [200, { success: true, data: report }]);
    api.on('GET /time-reports/export', [200, 'Person,Hours\n', 'text/csv']);
    await expect(
      getTimeReport(client, { from: '2026-12-01', to: '2026-12-07', groupBy: 'user' }),
    ).resolves.toEqual(report);
    const file = await exportTimeReport(client, { from: '2026-12-01', to: '2026-12-07', format: 'csv' });
    expect(await file.text()).toBe('Person,Hours\n');
    expect(api.seen.map((seen) => seen.search)).toEqual([
      '?from=2026-12-01&to=2026-12-07&groupBy=user',
      '?from=2026-12-01&to=2026-12-07&format=csv',
    ]);
  });
});

describe('project rates', () => {
  const projectId = testId(500);
  const rates = { projectId, projectRate: { rateMinor: 5000, currency: 'USD' }, members: [] };

  it('sends the finance grant, and ends the unlock on FINANCE_LOCKED', async () => {
    client.financeGrants.save({ grant: 'fg2.abc.def', expiresAt: '2099-01-01T00:00:00.000Z' });
    api.on(`GET /projects/${projectId}/rates`, [200, { success: true, data: rates }]);
    api.on(`PUT /projects/${projectId}/rates`, [
      403,
      { success: false, error: 'Finance is locked.', details: { code: 'FINANCE_LOCKED' } },
    ]);
    await expect(getProjectRates(client, projectId)).resolves.toEqual(rates);
    expect(api.seen[0]?.headers.get('x-finance-grant')).toBe('fg2.abc.def');
    await expect(
      saveProjectRates(client, projectId, { projectRate: null, members: [] }),
    ).rejects.toMatchObject({ status: 403 });
    expect(client.financeGrants.grant()).toBeUndefined();
  });
});

it('is the client.time namespace', async () => {
  const taskflow = createClient({ baseUrl: TEST_BASE_URL, fetch: api.fetch });
  api.on('GET /timer', [200, { success: true, data: null }]);
  await expect(taskflow.time.getTimer()).resolves.toBeNull();
});
