// The global keyboard shortcuts of issue 39 through the whole app: navigation, the `?` dialog, the list keys.
import { DEFAULT_WORKFLOW_STATES, type Task } from '@app/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUserHandler, fakeToken, makeUser, mockNetwork, storeToken } from '../../testing/network';
import { renderApp } from '../../testing/renderApp';

vi.setConfig({ testTimeout: 30_000 });

const PROJECT_ID = 'b'.repeat(24);
const me = makeUser();
// The user's own tasks: he may change them, so their rows can be selected.
const task = (n: number): Task => ({
  _id: `64b7f0c2a1b2c3d4e5f60a${String(n).padStart(2, '0')}`,
  title: `Task number ${n}`,
  status: 'todo',
  priority: 'medium',
  createdBy: me._id,
});
const TASKS = [task(1), task(2), task(3)];

const page = (data: object[]) =>
  Response.json({
    success: true,
    data,
    pagination: { page: 1, limit: 10, total: data.length, pages: 1 },
  });

beforeEach(() => {
  window.localStorage.clear();
  storeToken(fakeToken());
  mockNetwork({
    ...currentUserHandler(me),
    'GET /api/v1/tasks': () => page(TASKS),
    [`GET /api/v1/tasks/${task(2)._id}`]: () => Response.json({ success: true, data: task(2) }),
    'GET /api/v1/projects': () => page([]),
    'GET /api/v1/labels': () => Response.json({ success: true, data: [] }),
  });
});

/** A project of the user's with two tasks to do, for its board. */
function projectNetwork() {
  const project = {
    _id: PROJECT_ID,
    title: 'Harbour',
    status: 'active',
    priority: 'medium',
    progress: 0,
    ownerId: me._id,
    owner: { _id: me._id, name: me.name, email: me.email },
    members: [],
    teamSize: 1,
    taskCounts: { total: 2, done: 0, overdue: 0 },
    myRole: 'owner',
    createdAt: '2030-01-01T10:00:00.000Z',
    updatedAt: '2030-01-01T10:00:00.000Z',
  };
  const tasks = [task(1), task(2)].map((entry) => ({ ...entry, projectId: PROJECT_ID }));
  mockNetwork({
    ...currentUserHandler(me),
    [`GET /api/v1/projects/${PROJECT_ID}`]: () => Response.json({ success: true, data: project }),
    [`GET /api/v1/projects/${PROJECT_ID}/workflow`]: () =>
      Response.json({
        success: true,
        data: { projectId: PROJECT_ID, states: DEFAULT_WORKFLOW_STATES, taskCounts: {} },
      }),
    [`GET /api/v1/projects/${PROJECT_ID}/fields`]: () => Response.json({ success: true, data: [] }),
    'GET /api/v1/labels': () => Response.json({ success: true, data: [] }),
    'GET /api/v1/projects': () => page([project]),
    [`GET /api/v1/tasks/${task(2)._id}`]: () => Response.json({ success: true, data: tasks[1] }),
    [`GET /api/v1/projects/${PROJECT_ID}/tasks`]: () =>
      Response.json({ success: true, data: tasks, pagination: { page: 1, limit: 100, total: 2, pages: 1 } }),
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

/** My Tasks with its rows drawn. */
async function tasksPage() {
  const result = renderApp('/tasks');
  const list = await screen.findByRole('list', { name: 'Tasks' }, { timeout: 10_000 });
  await within(list).findByRole('link', { name: 'Task number 1' });
  return { ...result, list };
}

describe('the global keyboard shortcuts', () => {
  it('goes to projects with G then P, to the calendar with G then C, and creates a task with C', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/settings');
    await screen.findByRole('heading', { name: 'Email notifications' });
    await user.keyboard('gp');
    await waitFor(() => expect(router.state.location.pathname).toBe('/projects'));
    await user.keyboard('gc');
    await waitFor(() => expect(router.state.location.pathname).toBe('/tasks/calendar'));
    await user.keyboard('c');
    await waitFor(() => expect(router.state.location.pathname).toBe('/tasks/create'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Create Task' })).toBeVisible();
  });

  it('goes to the dashboard the sidebar leads to with G then D: the organization’s in its area', async () => {
    const member = makeUser({
      accountType: 'organization',
      organizationId: 'c'.repeat(24),
      orgRole: 'member',
    });
    mockNetwork({ ...currentUserHandler(member) });
    const user = userEvent.setup();
    const { router } = renderApp('/org/teams');
    await screen.findByRole('navigation', { name: /organization/i }, { timeout: 10_000 });
    await user.keyboard('gd');
    await waitFor(() => expect(router.state.location.pathname).toBe('/org/dashboard'));
    await router.navigate('/settings');
    await screen.findByRole('heading', { name: 'Email notifications' });
    await user.keyboard('gd');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('moves between the cards of a project’s board with J, edits one with E, and creates a task there with C', async () => {
    projectNetwork();
    const user = userEvent.setup();
    const { router } = renderApp(`/projects/${PROJECT_ID}?tab=tasks&view=board`);
    const todo = await screen.findByRole('group', { name: 'To do' }, { timeout: 10_000 });
    const card = (n: number) => within(todo).getByRole('button', { name: new RegExp(`^Task number ${n}`) });
    await user.keyboard('j');
    expect(card(1)).toHaveFocus();
    await user.keyboard('j');
    expect(card(2)).toHaveFocus();
    await user.keyboard('e');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/tasks/${task(2)._id}/edit`));
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Task' })).toBeVisible();

    await router.navigate(`/projects/${PROJECT_ID}?tab=tasks&view=board`);
    await screen.findByRole('group', { name: 'To do' }, { timeout: 10_000 });
    await user.keyboard('c');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/projects/${PROJECT_ID}/tasks/create`));
  });

  it('shows every shortcut with ?, the table of the help page, once', async () => {
    const user = userEvent.setup();
    renderApp('/settings');
    await screen.findByRole('heading', { name: 'Email notifications' });
    await user.keyboard('?');
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    const table = within(dialog).getByRole('table', { name: 'Keyboard shortcuts' });
    expect(within(table).getByRole('row', { name: /Go to My Tasks/ })).toHaveTextContent('G then T');
    expect(within(table).getByText('Open the command palette (⌘K on a Mac)')).toBeVisible();
    await user.keyboard('?');
    expect(screen.getAllByRole('dialog', { name: 'Keyboard shortcuts' })).toHaveLength(1);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Keyboard shortcuts' })).toBeNull());
  });

  it('leaves the keys alone while typing in a field, and with Ctrl held', async () => {
    const user = userEvent.setup();
    const { router } = await tasksPage();
    const search = screen.getByRole('searchbox', { name: 'Search or filter tasks' });
    await user.click(search);
    await user.keyboard('gpc?');
    expect(search).toHaveValue('gpc?');
    expect(router.state.location.pathname).toBe('/tasks');
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('heading', { level: 1, name: 'My Tasks' }));
    await user.keyboard('{Control>}c{/Control}');
    expect(router.state.location.pathname).toBe('/tasks');
  });

  it('focuses the list’s search field with /, without typing the slash', async () => {
    const user = userEvent.setup();
    await tasksPage();
    await user.keyboard('/');
    const search = screen.getByRole('searchbox', { name: 'Search or filter tasks' });
    await waitFor(() => expect(search).toHaveFocus());
    expect(search).toHaveValue('');
  });

  it('moves between the rows with J and K, and edits the current one with E', async () => {
    const user = userEvent.setup();
    const { router, list } = await tasksPage();
    const link = (n: number) => within(list).getByRole('link', { name: `Task number ${n}` });
    await user.keyboard('j');
    expect(link(1)).toHaveFocus();
    await user.keyboard('jj');
    expect(link(3)).toHaveFocus();
    // At the end it stays.
    await user.keyboard('j');
    expect(link(3)).toHaveFocus();
    await user.keyboard('k');
    expect(link(2)).toHaveFocus();
    await user.keyboard('e');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/tasks/${task(2)._id}/edit`));
  });

  it('selects the current row for a bulk edit with X, turning the selection on', async () => {
    const user = userEvent.setup();
    const { list } = await tasksPage();
    expect(screen.getByRole('button', { name: 'Select' })).toHaveAttribute('aria-pressed', 'false');
    await user.keyboard('jj');
    await user.keyboard('x');
    const box = await within(list).findByRole('checkbox', { name: 'Select “Task number 2”' });
    await waitFor(() => expect(box).toBeChecked());
    expect(screen.getByRole('button', { name: 'Select' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(list).getByRole('checkbox', { name: 'Select “Task number 1”' })).not.toBeChecked();
    // The focus stays on the row; X again unselects it.
    expect(within(list).getByRole('link', { name: 'Task number 2' })).toHaveFocus();
    await user.keyboard('x');
    await waitFor(() => expect(box).not.toBeChecked());
  });
});
