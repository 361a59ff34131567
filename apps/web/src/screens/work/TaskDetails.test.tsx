import type { Task } from '@app/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUserHandler, fakeToken, makeUser, mockNetwork, storeToken } from '../../testing/network';
import { renderApp } from '../../testing/renderApp';

// Issue 42: a task opened from a list paints its header at once, from the list's copy, while it loads.
const me = makeUser();
const TASK_ID = 'c'.repeat(24);
const task: Task = {
  _id: TASK_ID,
  title: 'Write the release notes',
  status: 'todo',
  priority: 'high',
  projectId: null,
  createdBy: me._id,
  assignedTo: me._id,
};
const page = (data: unknown[]) =>
  Response.json({ success: true, data, pagination: { page: 1, limit: 10, total: data.length, pages: 1 } });

vi.setConfig({ testTimeout: 60_000 });

beforeEach(() => {
  window.localStorage.clear();
  storeToken(fakeToken());
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('opening a task from My Tasks', () => {
  it("shows the task's title and priority before the task's own answer arrives", async () => {
    mockNetwork({
      ...currentUserHandler(me),
      'GET /api/v1/tasks': () => page([task]),
      'GET /api/v1/projects': () => page([]),
      'GET /api/v1/labels': () => Response.json({ success: true, data: [] }),
      'GET /api/v1/views': () => Response.json({ success: true, data: [] }),
      // The task's own answer never comes in this test.
      [`GET /api/v1/tasks/${TASK_ID}`]: () => new Promise<Response>(() => {}),
    });
    renderApp('/tasks');
    const list = await screen.findByRole('list', { name: 'Tasks' }, { timeout: 25_000 });
    await userEvent.click(within(list).getByRole('link', { name: task.title }));
    expect(
      await screen.findByRole('heading', { level: 1, name: task.title }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(screen.getByText('High')).toBeVisible();
    expect(screen.getByText('Loading task...')).toBeVisible();
  });
});
