import type { Task, TimeEntry } from '@app/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUserHandler, fakeToken, makeUser, mockNetwork, storeToken } from '../../../testing/network';
import { renderApp } from '../../../testing/renderApp';

// The task page's time (issue 40): the timer started from the card, time logged by hand with a typed duration.
const me = makeUser({ name: 'Olivia Chen' });
const TASK_ID = 'c'.repeat(24);
const AT = '2026-12-07T09:00:00.000Z';
const task: Task = {
  _id: TASK_ID,
  title: 'Write the release notes',
  status: 'todo',
  priority: 'medium',
  projectId: null,
  createdBy: me._id,
  assignedTo: me._id,
};
const entry = (overrides: Partial<TimeEntry> = {}): TimeEntry => ({
  _id: 'e'.repeat(24),
  taskId: TASK_ID,
  taskTitle: task.title,
  projectId: null,
  projectTitle: null,
  user: { _id: me._id, name: me.name },
  date: '2026-12-07',
  durationSeconds: 5400,
  note: 'Drafted',
  billable: false,
  rateMinor: null,
  rateCurrency: null,
  usdRate: null,
  costUsdMinor: 0,
  fromTimer: false,
  locked: false,
  canEdit: true,
  createdAt: AT,
  updatedAt: AT,
  ...overrides,
});
const ok = (data: unknown) => Response.json({ success: true, data });

vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => {
  window.localStorage.clear();
  storeToken(fakeToken());
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("a task's time", () => {
  it('starts the timer from the card and logs time typed as 1h 30m', async () => {
    let entries: TimeEntry[] = [];
    let timer: unknown = null;
    const requests = mockNetwork({
      ...currentUserHandler(me),
      [`GET /api/v1/tasks/${TASK_ID}`]: () => ok(task),
      'GET /api/v1/time-entries': () =>
        Response.json({
          success: true,
          data: entries,
          pagination: { page: 1, limit: 100, total: entries.length, pages: 1 },
        }),
      'GET /api/v1/timer': () => ok(timer),
      'POST /api/v1/timer/start': () => {
        timer = {
          taskId: TASK_ID,
          taskTitle: task.title,
          projectId: null,
          startedAt: new Date().toISOString(),
          timeZone: null,
        };
        return ok({ timer, stopped: null });
      },
      [`POST /api/v1/tasks/${TASK_ID}/time-entries`]: async (request) => {
        const body = (await request.clone().json()) as { durationSeconds: number; date: string };
        entries = [entry({ durationSeconds: body.durationSeconds, date: body.date })];
        return ok(entries[0]);
      },
    });
    renderApp(`/tasks/${TASK_ID}`);
    const card = within(await screen.findByRole('region', { name: 'Time tracking' }));
    expect(card.getByText('No time logged.')).toBeInTheDocument();
    // The card asks for this task's entries only.
    const asked = requests.find((request) => new URL(request.url).pathname === '/api/v1/time-entries');
    expect(new URL(asked!.url).searchParams.get('taskId')).toBe(TASK_ID);

    await userEvent.click(card.getByRole('button', { name: 'Start timer' }));
    expect(
      await screen.findByRole('group', { name: /^Timer running on “Write the release notes”/ }),
    ).toBeInTheDocument();
    expect(await card.findByRole('button', { name: 'Stop timer' })).toBeInTheDocument();

    await userEvent.click(card.getByRole('button', { name: 'Log time' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Log time' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Duration' }), '1h 30m');
    await userEvent.click(dialog.getByRole('button', { name: 'Log time' }));
    expect(await screen.findByText('Time logged')).toBeInTheDocument();
    const logged = requests.find((request) => request.url.endsWith(`/tasks/${TASK_ID}/time-entries`));
    expect(await logged!.json()).toMatchObject({ durationSeconds: 5400, note: '', billable: false });
    // The total and the new entry.
    await waitFor(() => expect(card.getAllByText('1h 30m')).toHaveLength(2));
  });
});
