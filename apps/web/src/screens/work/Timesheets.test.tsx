import type { Timesheet, TimesheetSummary } from '@app/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUserHandler, fakeToken, makeUser, mockNetwork, storeToken } from '../../testing/network';
import { renderApp } from '../../testing/renderApp';

// Timesheets (issue 40): my week submitted, a colleague's week approved or rejected, and the header's timer.
const me = makeUser({ name: 'Olivia Chen' });
const ALEX = { _id: 'b'.repeat(24), name: 'Alex Kim' };
const TASK_ID = 'c'.repeat(24);
const SHEET_ID = 'd'.repeat(24);
const WEEK = '2026-11-30';
const AT = '2026-12-01T10:00:00.000Z';

function sheet(overrides: Partial<Timesheet> = {}): Timesheet {
  const days = [5400, 3600, 0, 0, 0, 0, 0];
  return {
    _id: null,
    user: { _id: me._id, name: me.name },
    weekStart: WEEK,
    weekEnd: '2026-12-06',
    state: 'draft',
    submittedAt: null,
    decidedBy: null,
    decidedAt: null,
    reason: null,
    days: days.map((seconds, index) => ({
      date: `2026-${index === 0 ? '11-30' : `12-0${index}`}`,
      totalSeconds: seconds,
      billableSeconds: 0,
    })),
    tasks: [
      {
        taskId: TASK_ID,
        taskTitle: 'Write the release notes',
        projectId: null,
        projectTitle: 'Website relaunch',
        days,
        totalSeconds: 9000,
        billableSeconds: 0,
      },
    ],
    entries: [],
    totalSeconds: 9000,
    billableSeconds: 0,
    locked: false,
    canSubmit: true,
    canReview: false,
    ...overrides,
  };
}

const summary: TimesheetSummary = {
  _id: SHEET_ID,
  user: ALEX,
  weekStart: WEEK,
  weekEnd: '2026-12-06',
  state: 'submitted',
  submittedAt: AT,
  totalSeconds: 9000,
  billableSeconds: 0,
};

const ok = (data: unknown) => Response.json({ success: true, data });

vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => {
  window.localStorage.clear();
  storeToken(fakeToken());
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('/timesheets', () => {
  it("shows my week's grid and submits it", async () => {
    let state: Timesheet['state'] = 'draft';
    const requests = mockNetwork({
      ...currentUserHandler(me),
      'GET /api/v1/timesheets/pending': () => ok([]),
      'GET /api/v1/timesheets': () =>
        ok(sheet({ state, canSubmit: state === 'draft', locked: state !== 'draft' })),
      'POST /api/v1/timesheets/submit': () => {
        state = 'submitted';
        return ok(sheet({ _id: SHEET_ID, state, canSubmit: false, locked: true, submittedAt: AT }));
      },
    });
    renderApp(`/timesheets?week=2026-12-02`);
    const grid = await screen.findByRole('table', { name: 'Time of the week of 30 Nov' });
    const row = within(grid).getByRole('row', { name: /Write the release notes/ });
    expect(within(row).getAllByRole('cell').at(-1)).toHaveTextContent('2h 30m');
    expect(screen.getByText('Draft')).toBeInTheDocument();
    // The week asked for is its Monday, whichever day the link named.
    const asked = requests.find((request) => new URL(request.url).pathname === '/api/v1/timesheets');
    expect(new URL(asked!.url).searchParams.get('week')).toBe(WEEK);

    await userEvent.click(screen.getByRole('button', { name: 'Submit week' }));
    expect(await screen.findByText('Timesheet submitted')).toBeInTheDocument();
    const submit = requests.find((request) => new URL(request.url).pathname === '/api/v1/timesheets/submit');
    expect(await submit!.json()).toEqual({ week: WEEK });
    expect(await screen.findByText('Submitted')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Submit week' })).not.toBeInTheDocument(),
    );
  });

  it("lets a manager approve a colleague's submitted week", async () => {
    let pending = [summary];
    const requests = mockNetwork({
      ...currentUserHandler(me),
      'GET /api/v1/timesheets/pending': () => ok(pending),
      'GET /api/v1/timesheets': () =>
        ok(
          sheet({
            _id: SHEET_ID,
            user: ALEX,
            state: 'submitted',
            canSubmit: false,
            canReview: true,
            locked: true,
          }),
        ),
      [`POST /api/v1/timesheets/${SHEET_ID}/approve`]: () => {
        pending = [];
        return ok({ ...summary, state: 'approved' });
      },
    });
    renderApp('/timesheets?tab=approvals');
    const tab = await screen.findByRole('tab', { name: 'Awaiting my approval (1)' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { name: 'Alex Kim: 30 Nov – 6 Dec' })).toBeInTheDocument();
    const asked = requests.find(
      (request) => new URL(request.url).pathname === '/api/v1/timesheets' && request.url.includes('userId'),
    );
    expect(new URL(asked!.url).searchParams.get('userId')).toBe(ALEX._id);

    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Timesheet approved')).toBeInTheDocument();
    expect(await screen.findByText('No timesheets are waiting for you.')).toBeInTheDocument();
  });

  it('sends a rejected week back with its reason, and shows a refusal in the dialog', async () => {
    let refuse = true;
    const requests = mockNetwork({
      ...currentUserHandler(me),
      'GET /api/v1/timesheets/pending': () => ok([summary]),
      'GET /api/v1/timesheets': () =>
        ok(
          sheet({
            _id: SHEET_ID,
            user: ALEX,
            state: 'submitted',
            canSubmit: false,
            canReview: true,
            locked: true,
          }),
        ),
      [`POST /api/v1/timesheets/${SHEET_ID}/reject`]: () => {
        if (refuse) {
          refuse = false;
          return Response.json(
            {
              success: false,
              error:
                'Only a manager of the project, the department or the organization can review this timesheet.',
            },
            { status: 403 },
          );
        }
        return ok({ ...summary, state: 'rejected' });
      },
    });
    renderApp('/timesheets?tab=approvals');
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this timesheet?' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Tuesday is missing');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText(/can review this timesheet/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Timesheet rejected')).toBeInTheDocument();
    const rejects = requests.filter((request) => request.url.endsWith('/reject'));
    expect(await rejects.at(-1)!.json()).toEqual({ reason: 'Tuesday is missing' });
  });
});

describe("the header's timer", () => {
  it('shows the running timer from the server and stops it', async () => {
    let running = true;
    const startedAt = new Date(Date.now() - (62 * 60 + 5) * 1000).toISOString();
    const requests = mockNetwork({
      ...currentUserHandler(me),
      'GET /api/v1/timesheets/pending': () => ok([]),
      'GET /api/v1/timesheets': () => ok(sheet()),
      'GET /api/v1/timer': () =>
        ok(
          running
            ? {
                taskId: TASK_ID,
                taskTitle: 'Write the release notes',
                projectId: null,
                startedAt,
                timeZone: null,
              }
            : null,
        ),
      'POST /api/v1/timer/stop': () => {
        running = false;
        return ok({
          _id: 'e'.repeat(24),
          taskId: TASK_ID,
          taskTitle: 'Write the release notes',
          projectId: null,
          projectTitle: null,
          user: { _id: me._id, name: me.name },
          date: '2026-12-07',
          durationSeconds: 3725,
          note: '',
          billable: false,
          rateMinor: null,
          rateCurrency: null,
          usdRate: null,
          costUsdMinor: 0,
          fromTimer: true,
          locked: false,
          canEdit: true,
          createdAt: AT,
          updatedAt: AT,
        });
      },
    });
    renderApp('/timesheets');
    const chip = await screen.findByRole('group', {
      name: /^Timer running on “Write the release notes”, 1 hour \d+ minutes?$/,
    });
    expect(within(chip).getByText(/^1:0\d:\d\d$/)).toBeInTheDocument();
    expect(within(chip).getByRole('link', { name: 'Open “Write the release notes”' })).toHaveAttribute(
      'href',
      `/tasks/${TASK_ID}`,
    );
    await userEvent.click(within(chip).getByRole('button', { name: 'Stop timer' }));
    expect(await screen.findByText('Timer stopped')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('group', { name: /^Timer running/ })).not.toBeInTheDocument(),
    );
    expect(requests.some((request) => request.method === 'POST' && request.url.endsWith('/timer/stop'))).toBe(
      true,
    );
  });
});
