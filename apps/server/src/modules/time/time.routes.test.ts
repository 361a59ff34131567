import {
  EXCHANGE_RATES,
  FINANCE_GRANT_HEADER,
  FINANCE_LOCKED_CODE,
  type FinanceSummary,
  formatUsdMinor,
  shiftDay,
  TIME_MESSAGES,
  type TimeEntry,
  type TimeEntryPage,
  type TimeReport,
  type Timer,
  type Timesheet,
  type TimesheetSummary,
  weekStartOf,
} from '@app/domain';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TEST_PASSWORD } from '../../test/auth';
import { createTestApp, type TestApp } from '../../test/helpers';
import {
  addMember,
  type Caller,
  expectData,
  newProject,
  newTask,
  registerOrganization,
  signUp,
  UNKNOWN_ID,
} from '../projects/test-support';
import { runningTimers, timeEntries } from './time.schema';

// Acme: Olivia (admin, finance) owns `portal`, where Jordan is a team member (assigned `sso`), Sam a team lead
// (assigned `load`); Paula is an Acme member outside the project (she sees it as a viewer). Eve has an account of her
// own; Grace is Globex's admin. Portal bills $50/hour.
let t: TestApp;
let olivia: Caller;
let jordan: Caller;
let sam: Caller;
let paula: Caller;
let eve: Caller;
let grace: Caller;
let portal: { _id: string };
let sso: { _id: string };
let load: { _id: string };
let grant: string;

const today = () => new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  olivia = (await registerOrganization(t.app, 'acme-time.test', 'Olivia Smith')).admin;
  grace = (await registerOrganization(t.app, 'globex-time.test', 'Grace Globex')).admin;
  jordan = await signUp(t.app, 'Jordan Lee', 'jordan@acme-time.test');
  sam = await signUp(t.app, 'Sam Lead', 'sam@acme-time.test');
  paula = await signUp(t.app, 'Paula Plain', 'paula@acme-time.test');
  eve = await signUp(t.app, 'Eve Stone');
  portal = await newProject(olivia, { title: 'Customer portal' });
  await addMember(olivia, portal._id, jordan, 'team-member');
  await addMember(olivia, portal._id, sam, 'team-lead');
  sso = await newTask(olivia, { title: 'Single sign-on', projectId: portal._id, assignedTo: jordan.id });
  load = await newTask(olivia, { title: 'Load testing', projectId: portal._id, assignedTo: sam.id });
  const credentials = await olivia.request('PUT', '/finance/credentials', {
    username: 'finance',
    password: TEST_PASSWORD,
  });
  expect(credentials.statusCode, credentials.body).toBe(200);
  const unlocked = await olivia.request('POST', '/finance/unlock', {
    username: 'finance',
    password: TEST_PASSWORD,
  });
  expect(unlocked.statusCode, unlocked.body).toBe(200);
  grant = unlocked.json().data.grant;
  const rates = await withGrant(olivia, 'PUT', `/projects/${portal._id}/rates`, {
    projectRate: { rateMinor: 5000, currency: 'USD' },
    members: [],
  });
  expect(rates.statusCode, rates.body).toBe(200);
}, 120_000);
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

function withGrant(caller: Caller, method: 'GET' | 'PUT', url: string, payload?: unknown, header = grant) {
  return t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { ...caller.session.headers, ...(header ? { [FINANCE_GRANT_HEADER]: header } : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

function expectError(response: LightMyRequestResponse, status: number, error?: string): void {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json() as { success: boolean; error: string };
  expect(body.success).toBe(false);
  if (error !== undefined) expect(body.error).toBe(error);
}

function log(caller: Caller, taskId: string, fields: Record<string, unknown> = {}): Promise<TimeEntry> {
  return expectData<TimeEntry>(
    caller.request('POST', `/tasks/${taskId}/time-entries`, {
      date: today(),
      durationSeconds: 1800,
      ...fields,
    }),
    201,
  );
}

async function portalFinance(): Promise<FinanceSummary['projects'][number]> {
  const response = await withGrant(olivia, 'GET', `/finance/summary?projectId=${portal._id}`);
  expect(response.statusCode, response.body).toBe(200);
  const summary = response.json().data as FinanceSummary;
  const project = summary.projects.find((row) => row.projectId === portal._id);
  if (!project) throw new Error('No portal in the summary');
  return project;
}

describe('done when', () => {
  it("adds $75.00 (₹6,236) to the project's actual spend for a 90-minute timer at $50/hour", async () => {
    const before = await portalFinance();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-02T09:00:00Z'));
    const started = await expectData<{ timer: Timer; stopped: TimeEntry | null }>(
      jordan.request('POST', '/timer/start', { taskId: sso._id, timeZone: 'UTC' }),
    );
    expect(started).toMatchObject({ timer: { taskId: sso._id, taskTitle: 'Single sign-on' }, stopped: null });
    expect(await expectData<Timer>(jordan.request('GET', '/timer'))).toMatchObject({
      taskId: sso._id,
      startedAt: '2026-12-02T09:00:00.000Z',
    });
    vi.setSystemTime(new Date('2026-12-02T10:30:00Z'));
    const entry = await expectData<TimeEntry>(jordan.request('POST', '/timer/stop', {}));
    expect(entry).toMatchObject({
      durationSeconds: 5400,
      date: '2026-12-02',
      billable: true,
      rateMinor: 5000,
      rateCurrency: 'USD',
      usdRate: 1,
      costUsdMinor: 7500,
      fromTimer: true,
    });
    expect(await expectData<Timer | null>(jordan.request('GET', '/timer'))).toBeNull();
    vi.useRealTimers();
    const after = await portalFinance();
    expect(after.actualUsdMinor - before.actualUsdMinor).toBe(7500);
    expect(after.labourUsdMinor - before.labourUsdMinor).toBe(7500);
    expect(formatUsdMinor(7500, 'USD', EXCHANGE_RATES)).toBe('$75');
    expect(formatUsdMinor(7500, 'INR', EXCHANGE_RATES)).toBe('₹6,236');
    expect(after.byCategory.find((row) => row.category === 'labor')?.actualUsdMinor).toBeGreaterThanOrEqual(
      7500,
    );
  });

  it('refuses to create, edit or delete time in an approved week, and drops a timer stopped into it', async () => {
    const week = shiftDay(weekStartOf(today()), -28);
    const entry = await log(jordan, sso._id, { date: week, durationSeconds: 3600 });
    const submitted = await expectData<Timesheet>(jordan.request('POST', '/timesheets/submit', { week }));
    expect(submitted).toMatchObject({
      state: 'submitted',
      locked: true,
      totalSeconds: 3600,
      canSubmit: false,
    });
    const lockedSubmitted = TIME_MESSAGES.weekLocked(week, 'submitted');
    expectError(
      await jordan.request('PUT', `/time-entries/${entry._id}`, { note: 'x' }),
      409,
      lockedSubmitted,
    );
    const approved = await expectData<TimesheetSummary>(
      olivia.request('POST', `/timesheets/${submitted._id}/approve`),
    );
    expect(approved).toMatchObject({ state: 'approved', totalSeconds: 3600 });
    const locked = TIME_MESSAGES.weekLocked(week, 'approved');
    expectError(
      await jordan.request('PUT', `/time-entries/${entry._id}`, { durationSeconds: 60 }),
      409,
      locked,
    );
    expectError(await jordan.request('DELETE', `/time-entries/${entry._id}`), 409, locked);
    expectError(
      await jordan.request('POST', `/tasks/${sso._id}/time-entries`, {
        date: shiftDay(week, 2),
        durationSeconds: 60,
      }),
      409,
      locked,
    );
    // Moving another week's entry into it is refused too.
    const other = await log(jordan, sso._id, { date: shiftDay(week, 7) });
    expectError(
      await jordan.request('PUT', `/time-entries/${other._id}`, { date: shiftDay(week, 1) }),
      409,
      locked,
    );
    // Approved stays approved: no second review, no new submission.
    expectError(await olivia.request('POST', `/timesheets/${submitted._id}/reject`, { reason: 'x' }), 409);
    expectError(await jordan.request('POST', '/timesheets/submit', { week }), 409);
    // A timer started before the week was locked and stopped after: its time is not recorded (409).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${shiftDay(week, 3)}T09:00:00Z`));
    // (The week is locked already, so the start itself is refused.)
    expectError(
      await jordan.request('POST', '/timer/start', { taskId: sso._id, timeZone: 'UTC' }),
      409,
      locked,
    );
    vi.useRealTimers();
    await t.database.db.insert(runningTimers).values({
      userId: jordan.id,
      taskId: sso._id,
      startedAt: new Date(`${shiftDay(week, 3)}T09:00:00Z`),
      timeZone: 'UTC',
    });
    const stop = await jordan.request('POST', '/timer/stop', {});
    expectError(stop, 409, TIME_MESSAGES.timerWeekLocked(week, 'approved'));
    expect(await expectData<Timer | null>(jordan.request('GET', '/timer'))).toBeNull();
    const sheet = await expectData<Timesheet>(jordan.request('GET', `/timesheets?week=${shiftDay(week, 4)}`));
    expect(sheet).toMatchObject({ state: 'approved', totalSeconds: 3600, decidedBy: { _id: olivia.id } });
  });
});

describe('time entries', () => {
  it('logs, lists, changes and deletes an entry; the cost follows the duration', async () => {
    const entry = await log(jordan, sso._id, { durationSeconds: 3600, note: ' Login ', billable: true });
    expect(entry).toMatchObject({
      taskTitle: 'Single sign-on',
      projectId: portal._id,
      user: { _id: jordan.id, name: 'Jordan Lee' },
      note: 'Login',
      costUsdMinor: 5000,
      canEdit: true,
      locked: false,
    });
    const changed = await expectData<TimeEntry>(
      jordan.request('PUT', `/time-entries/${entry._id}`, { durationSeconds: 1800 }),
    );
    expect(changed).toMatchObject({ durationSeconds: 1800, costUsdMinor: 2500 });
    const unbilled = await expectData<TimeEntry>(
      jordan.request('PUT', `/time-entries/${entry._id}`, { billable: false }),
    );
    expect(unbilled).toMatchObject({ billable: false, costUsdMinor: 0, rateMinor: null });
    const page = await expectData<TimeEntry[]>(
      jordan.request('GET', `/time-entries?taskId=${sso._id}&limit=100`),
    );
    expect(page.map((row) => row._id)).toContain(entry._id);
    const response = await jordan.request('DELETE', `/time-entries/${entry._id}`);
    expect(response.json()).toEqual({ success: true, message: TIME_MESSAGES.deleted });
    expectError(
      await jordan.request('DELETE', `/time-entries/${entry._id}`),
      404,
      TIME_MESSAGES.entryNotFound,
    );
  });

  it('answers bad input with 400 and a clear message', async () => {
    expectError(
      await jordan.request('POST', `/tasks/${sso._id}/time-entries`, { date: today(), durationSeconds: 0 }),
      400,
    );
    expectError(
      await jordan.request('POST', `/tasks/${sso._id}/time-entries`, {
        date: '2026-02-30',
        durationSeconds: 60,
      }),
      400,
    );
    expectError(
      await jordan.request('POST', '/timer/start', { taskId: sso._id, timeZone: 'Mars/Base' }),
      400,
    );
    expectError(await jordan.request('GET', '/time-entries?from=2026-12-08&to=2026-12-01'), 400);
    expectError(await jordan.request('POST', '/timesheets/submit', { week: 'soon' }), 400);
    expectError(await olivia.request('POST', `/timesheets/${UNKNOWN_ID}/reject`, { reason: '' }), 400);
    expectError(
      await withGrant(olivia, 'PUT', `/projects/${portal._id}/rates`, {
        projectRate: { rateMinor: 5000, currency: 'USD' },
        members: [{ userId: eve.id, rateMinor: 1, currency: 'USD' }],
      }),
      400,
      TIME_MESSAGES.rateNotMember('Eve Stone'),
    );
  });

  it('takes a member rate over the project rate, converting INR at the rate in force', async () => {
    const saved = await withGrant(olivia, 'PUT', `/projects/${portal._id}/rates`, {
      projectRate: { rateMinor: 5000, currency: 'USD' },
      members: [{ userId: sam.id, rateMinor: 415_750, currency: 'INR' }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({
      projectRate: { rateMinor: 5000, currency: 'USD' },
      members: [{ userId: sam.id, name: 'Sam Lead', rateMinor: 415_750, currency: 'INR' }],
    });
    const entry = await log(sam, load._id, { durationSeconds: 3600, billable: true });
    expect(entry).toMatchObject({
      rateMinor: 415_750,
      rateCurrency: 'INR',
      usdRate: 0.012,
      costUsdMinor: 4989,
    });
    await expectData(sam.request('DELETE', `/time-entries/${entry._id}`));
  });
});

describe('timesheets', () => {
  it('goes draft → submitted → rejected (editable again) → submitted, reviewed by a team lead', async () => {
    const week = shiftDay(weekStartOf(today()), -14);
    const draft = await expectData<Timesheet>(jordan.request('GET', `/timesheets?week=${shiftDay(week, 2)}`));
    expect(draft).toMatchObject({
      _id: null,
      state: 'draft',
      weekStart: week,
      entries: [],
      canSubmit: false,
    });
    expectError(await jordan.request('POST', '/timesheets/submit', { week }), 400, TIME_MESSAGES.emptyWeek);
    const entry = await log(jordan, sso._id, { date: shiftDay(week, 1), durationSeconds: 7200 });
    await log(jordan, sso._id, { date: shiftDay(week, 1), durationSeconds: 1800, billable: true });
    const submitted = await expectData<Timesheet>(jordan.request('POST', '/timesheets/submit', { week }));
    expect(submitted.tasks).toEqual([
      expect.objectContaining({ taskId: sso._id, days: [0, 9000, 0, 0, 0, 0, 0], totalSeconds: 9000 }),
    ]);
    expect(submitted.days[1]).toEqual({ date: shiftDay(week, 1), totalSeconds: 9000, billableSeconds: 1800 });
    const seenBySam = await expectData<Timesheet>(
      sam.request('GET', `/timesheets?week=${week}&userId=${jordan.id}`),
    );
    expect(seenBySam).toMatchObject({ state: 'submitted', canReview: true });
    const pending = await expectData<TimesheetSummary[]>(sam.request('GET', '/timesheets/pending'));
    expect(pending.map((row) => row._id)).toContain(submitted._id);
    const rejected = await expectData<TimesheetSummary>(
      sam.request('POST', `/timesheets/${submitted._id}/reject`, { reason: 'Split the Tuesday' }),
    );
    expect(rejected.state).toBe('rejected');
    const again = await expectData<Timesheet>(jordan.request('GET', `/timesheets?week=${week}`));
    expect(again).toMatchObject({
      state: 'rejected',
      reason: 'Split the Tuesday',
      locked: false,
      canSubmit: true,
    });
    await expectData(jordan.request('PUT', `/time-entries/${entry._id}`, { durationSeconds: 3600 }));
    const resubmitted = await expectData<Timesheet>(jordan.request('POST', '/timesheets/submit', { week }));
    expect(resubmitted).toMatchObject({
      _id: submitted._id,
      state: 'submitted',
      reason: null,
      totalSeconds: 5400,
    });
  });

  it('lets nobody review their own week, nor someone who manages none of it', async () => {
    const week = shiftDay(weekStartOf(today()), -21);
    await log(olivia, sso._id, { date: week });
    const own = await expectData<Timesheet>(olivia.request('POST', '/timesheets/submit', { week }));
    expectError(
      await olivia.request('POST', `/timesheets/${own._id}/approve`),
      403,
      TIME_MESSAGES.ownTimesheet,
    );
    expect(
      (await expectData<TimesheetSummary[]>(olivia.request('GET', '/timesheets/pending'))).map((s) => s._id),
    ).not.toContain(own._id);
    // Sam leads the project Olivia's week has time on: he may review it.
    expect(
      await expectData<TimesheetSummary>(sam.request('POST', `/timesheets/${own._id}/approve`)),
    ).toMatchObject({
      state: 'approved',
    });
    await log(sam, load._id, { date: week });
    const sams = await expectData<Timesheet>(sam.request('POST', '/timesheets/submit', { week }));
    for (const [caller, status] of [
      [jordan, 403],
      [paula, 403],
      [eve, 403],
      [grace, 403],
    ] as const) {
      expectError(
        await caller.request('POST', `/timesheets/${sams._id}/approve`),
        status,
        TIME_MESSAGES.cannotApprove,
      );
      expectError(await caller.request('GET', `/timesheets?week=${week}&userId=${sam.id}`), 403);
      expect(
        (await expectData<TimesheetSummary[]>(caller.request('GET', '/timesheets/pending'))).map(
          (s) => s._id,
        ),
      ).not.toContain(sams._id);
    }
    expectError(
      await olivia.request('POST', `/timesheets/${UNKNOWN_ID}/approve`),
      404,
      TIME_MESSAGES.timesheetNotFound,
    );
    expect(
      await expectData<TimesheetSummary>(olivia.request('POST', `/timesheets/${sams._id}/approve`)),
    ).toMatchObject({
      state: 'approved',
    });
  });
});

describe('who may do what (the permission matrix)', () => {
  it('answers 401 to every route signed out', async () => {
    const routes: [string, string][] = [
      ['POST', `/tasks/${sso._id}/time-entries`],
      ['GET', '/time-entries'],
      ['PUT', `/time-entries/${UNKNOWN_ID}`],
      ['DELETE', `/time-entries/${UNKNOWN_ID}`],
      ['GET', '/timer'],
      ['POST', '/timer/start'],
      ['POST', '/timer/stop'],
      ['GET', '/timesheets?week=2026-12-07'],
      ['GET', '/timesheets/pending'],
      ['POST', '/timesheets/submit'],
      ['POST', `/timesheets/${UNKNOWN_ID}/approve`],
      ['POST', `/timesheets/${UNKNOWN_ID}/reject`],
      ['GET', '/time-reports?from=2026-12-01&to=2026-12-07'],
      ['GET', '/time-reports/export?from=2026-12-01&to=2026-12-07'],
      ['GET', `/projects/${portal._id}/rates`],
      ['PUT', `/projects/${portal._id}/rates`],
    ];
    for (const [method, url] of routes) {
      const response = await t.app.inject({ method: method as 'GET', url: `/api/v1${url}`, payload: {} });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('lets whoever may move a task log time on it, and nobody else', async () => {
    expect((await log(sam, sso._id))._id).toBeTruthy(); // a team lead moves any task of the project
    expectError(
      await paula.request('POST', `/tasks/${sso._id}/time-entries`, { date: today(), durationSeconds: 60 }),
      403,
      TIME_MESSAGES.cannotLog,
    );
    expectError(
      await jordan.request('POST', `/tasks/${load._id}/time-entries`, { date: today(), durationSeconds: 60 }),
      403,
      TIME_MESSAGES.cannotLog,
    );
    for (const stranger of [eve, grace]) {
      expectError(
        await stranger.request('POST', `/tasks/${sso._id}/time-entries`, {
          date: today(),
          durationSeconds: 60,
        }),
        404,
        TIME_MESSAGES.taskNotFound,
      );
      expectError(await stranger.request('POST', '/timer/start', { taskId: sso._id }), 404);
    }
    expectError(
      await paula.request('POST', '/timer/start', { taskId: sso._id }),
      403,
      TIME_MESSAGES.cannotLog,
    );
    expectError(await paula.request('POST', '/timer/stop', {}), 404, TIME_MESSAGES.noTimer);
    expect(await expectData<Timer | null>(paula.request('GET', '/timer'))).toBeNull();
  });

  it('lets people read their own time, managers their projects’, admins their organization’s', async () => {
    const entry = await log(jordan, sso._id, { note: 'visible?' });
    const seen = async (caller: Caller) =>
      (
        await expectData<TimeEntry[]>(caller.request('GET', `/time-entries?userId=${jordan.id}&limit=100`))
      ).map((row) => row._id);
    expect(await seen(jordan)).toContain(entry._id);
    expect(await seen(sam)).toContain(entry._id);
    expect(await seen(olivia)).toContain(entry._id);
    for (const caller of [paula, eve, grace]) expect(await seen(caller)).toEqual([]);
    const paged = (await jordan.request('GET', '/time-entries?limit=1')).json() as TimeEntryPage;
    expect(paged.data).toHaveLength(1);
    expect(paged.pagination.total).toBeGreaterThan(1);
    // Only its author changes an entry: a manager who reads it is refused, others do not find it.
    expectError(
      await sam.request('PUT', `/time-entries/${entry._id}`, { note: 'x' }),
      403,
      TIME_MESSAGES.cannotEdit,
    );
    expectError(await olivia.request('DELETE', `/time-entries/${entry._id}`), 403, TIME_MESSAGES.cannotEdit);
    for (const caller of [paula, eve, grace]) {
      expectError(await caller.request('PUT', `/time-entries/${entry._id}`, { note: 'x' }), 404);
      expectError(await caller.request('DELETE', `/time-entries/${entry._id}`), 404);
    }
  });

  it('reports the time the caller may read, by project, person and week, and exports it', async () => {
    const range = `from=${shiftDay(today(), -60)}&to=${today()}`;
    const byUser = await expectData<TimeReport>(olivia.request('GET', `/time-reports?${range}&groupBy=user`));
    expect(byUser.rows.map((row) => row.label)).toEqual(expect.arrayContaining(['Jordan Lee', 'Sam Lead']));
    expect(byUser.totals.seconds).toBe(byUser.rows.reduce((sum, row) => sum + row.seconds, 0));
    const own = await expectData<TimeReport>(jordan.request('GET', `/time-reports?${range}&groupBy=user`));
    expect(own.rows.map((row) => row.key)).toEqual([jordan.id]);
    const byProject = await expectData<TimeReport>(
      sam.request('GET', `/time-reports?${range}&groupBy=project`),
    );
    expect(byProject.rows).toEqual([expect.objectContaining({ key: portal._id, label: 'Customer portal' })]);
    const byWeek = await expectData<TimeReport>(olivia.request('GET', `/time-reports?${range}&groupBy=week`));
    for (const row of byWeek.rows) expect(weekStartOf(row.key)).toBe(row.key);
    expect((await expectData<TimeReport>(eve.request('GET', `/time-reports?${range}`))).rows).toEqual([]);
    const csv = await olivia.request('GET', `/time-reports/export?${range}&groupBy=user&format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('Jordan Lee');
    const xlsx = await olivia.request('GET', `/time-reports/export?${range}&format=xlsx`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('keeps rates behind the finance gate: a finance role and the grant', async () => {
    const locked = await withGrant(olivia, 'GET', `/projects/${portal._id}/rates`, undefined, '');
    expect(locked.statusCode).toBe(403);
    expect(locked.json().details).toEqual({ code: FINANCE_LOCKED_CODE });
    for (const caller of [jordan, sam, paula]) {
      expectError(await withGrant(caller, 'GET', `/projects/${portal._id}/rates`), 403);
      expectError(
        await withGrant(caller, 'PUT', `/projects/${portal._id}/rates`, { projectRate: null, members: [] }),
        403,
      );
    }
    expectError(await withGrant(eve, 'GET', `/projects/${portal._id}/rates`), 403);
    expectError(await withGrant(grace, 'GET', `/projects/${portal._id}/rates`), 403);
    expectError(await withGrant(olivia, 'GET', `/projects/${UNKNOWN_ID}/rates`), 404);
    expect((await withGrant(olivia, 'GET', `/projects/${portal._id}/rates`)).statusCode).toBe(200);
  });
});

describe('labour in budgets', () => {
  it("alerts the project's owner once the labour cost reaches 80 and 100 % of its budget", async () => {
    const tiny = await newProject(olivia, { title: 'Tiny budget', budget: 100 });
    await addMember(olivia, tiny._id, jordan, 'team-member');
    const task = await newTask(olivia, {
      title: 'Billable work',
      projectId: tiny._id,
      assignedTo: jordan.id,
    });
    const rates = await withGrant(olivia, 'PUT', `/projects/${tiny._id}/rates`, {
      projectRate: { rateMinor: 5000, currency: 'USD' },
      members: [],
    });
    expect(rates.statusCode, rates.body).toBe(200);
    const titles = async () =>
      (
        (await olivia.request('GET', '/notifications?limit=100')).json().data as {
          title: string;
          projectId?: string;
        }[]
      )
        .filter((notification) => notification.title.startsWith('Budget'))
        .map((notification) => notification.title);
    // Jordan's time; Olivia (the owner, and Acme's finance admin) hears of it.
    await log(jordan, task._id, { durationSeconds: 6000, billable: true }); // $83.33 of $100
    expect(await titles()).toEqual(['Budget 80% used']);
    const second = await log(jordan, task._id, { durationSeconds: 1800, billable: true }); // $108.33
    expect((await titles()).sort()).toEqual(['Budget 80% used', 'Budget exceeded']);
    await expectData(jordan.request('DELETE', `/time-entries/${second._id}`));
    const project = (await withGrant(olivia, 'GET', `/finance/summary?projectId=${tiny._id}`)).json().data
      .projects[0] as FinanceSummary['projects'][number];
    expect(project).toMatchObject({ actualUsdMinor: 8333, labourUsdMinor: 8333, alertLevel: 'warning' });
  });
});

describe('one running timer per user', () => {
  it('keeps one timer under concurrent starts; each start stops the one before into an entry', async () => {
    const before = await t.database.db.select().from(timeEntries).where(eq(timeEntries.userId, sam.id));
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        sam.request('POST', '/timer/start', { taskId: load._id, timeZone: 'UTC' }),
      ),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const timers = await t.database.db.select().from(runningTimers).where(eq(runningTimers.userId, sam.id));
    expect(timers).toHaveLength(1);
    const after = await t.database.db.select().from(timeEntries).where(eq(timeEntries.userId, sam.id));
    expect(after.length - before.length).toBe(4);
    expect(answers.filter((answer) => answer.json().data.stopped === null)).toHaveLength(1);
    // A start while one runs on another task: the running one becomes an entry of its task.
    const moved = await expectData<{ timer: Timer; stopped: TimeEntry }>(
      sam.request('POST', '/timer/start', { taskId: sso._id }),
    );
    expect(moved).toMatchObject({
      timer: { taskId: sso._id },
      stopped: { taskId: load._id, fromTimer: true },
    });
    const stopped = await expectData<TimeEntry>(sam.request('POST', '/timer/stop', { note: 'Done' }));
    expect(stopped).toMatchObject({ taskId: sso._id, note: 'Done', durationSeconds: 1 });
    expect(await t.database.db.select().from(runningTimers).where(eq(runningTimers.userId, sam.id))).toEqual(
      [],
    );
  });
});
