// The work area's paged lists, My Tasks and My Projects, through the whole app: their states and the URL.
import type { Task } from '@app/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUserHandler, fakeToken, makeUser, mockNetwork, storeToken } from '../../testing/network';
import { renderApp } from '../../testing/renderApp';

const task = (n: number): Task => ({
  _id: `64b7f0c2a1b2c3d4e5f60a${String(n).padStart(2, '0')}`,
  title: `Task number ${n}`,
  status: 'todo',
  priority: 'medium',
});

/** One page of a list as the server answers it. */
const listPage = (data: object[], total: number, { page = 1, limit = 10 } = {}) =>
  Response.json({ success: true, data, pagination: { page, limit, total, pages: Math.ceil(total / limit) } });

const PROJECT = {
  _id: '64b7f0c2a1b2c3d4e5f60901',
  title: 'Website redesign',
  status: 'active',
  priority: 'high',
  progress: 40,
  teamSize: 3,
};

// My Tasks' filter choices (projects, labels) and saved views, all empty.
const NO_FILTER_CHOICES = {
  'GET /api/v1/projects': () => listPage([], 0),
  'GET /api/v1/labels': () => Response.json({ success: true, data: [] }),
  'GET /api/v1/views': () => Response.json({ success: true, data: [] }),
};

// The shell renders a large tree; role queries over it are slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => {
  window.localStorage.clear();
  storeToken(fakeToken());
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('My Tasks (/tasks)', () => {
  it('shows a page of tasks with how many there are, and turns the page in the URL', async () => {
    mockNetwork({
      ...currentUserHandler(makeUser()),
      ...NO_FILTER_CHOICES,
      'GET /api/v1/tasks': (request) => {
        const asked = Number(new URL(request.url).searchParams.get('page') ?? '1');
        return listPage([task(asked === 2 ? 11 : 1)], 11, { page: asked });
      },
    });
    const { router } = renderApp('/tasks');
    // The file's first render loads the signed-in frame's and the screen's modules cold: on a loaded machine that
    // alone took over 10 s (a fresh-clone run, and session 35's), so the first wait is 20 s.
    const tasks = await screen.findByRole('list', { name: 'Tasks' }, { timeout: 20_000 });
    expect(within(tasks).getByRole('link', { name: 'Task number 1' })).toHaveAttribute(
      'href',
      `/tasks/${task(1)._id}`,
    );
    expect(screen.getByText('11 tasks')).toBeVisible();

    const pages = screen.getByRole('navigation', { name: 'Task pages' });
    await userEvent.setup().click(within(pages).getByRole('button', { name: 'Go to page 2' }));
    expect(await screen.findByRole('link', { name: 'Task number 11' })).toBeVisible();
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('2');
  }, 40_000);

  it('goes to the last page from a page past the end, without a history entry', async () => {
    mockNetwork({
      ...currentUserHandler(makeUser()),
      ...NO_FILTER_CHOICES,
      'GET /api/v1/tasks': (request) => {
        const asked = Number(new URL(request.url).searchParams.get('page') ?? '1');
        return asked === 2 ? listPage([task(11)], 11, { page: 2 }) : listPage([], 11, { page: asked });
      },
    });
    const { router } = renderApp('/tasks?page=9');
    // The file's longest chain (the page past the end, the redirect, the last page): on a fresh clone's loaded
    // run, 10 s was not always enough (2026-12-07).
    expect(await screen.findByRole('link', { name: 'Task number 11' }, { timeout: 20_000 })).toBeVisible();
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('2');
    expect(router.state.historyAction).toBe('REPLACE');
  }, 40_000);

  it("offers 'Clear filters' when the filters match nothing, which keeps the sort", async () => {
    mockNetwork({
      ...currentUserHandler(makeUser()),
      ...NO_FILTER_CHOICES,
      'GET /api/v1/tasks': () => listPage([], 0),
    });
    const { router } = renderApp('/tasks?search=nothing&sort=title');
    const empty = await screen.findByRole(
      'region',
      { name: 'No tasks match these filters' },
      { timeout: 10_000 },
    );
    expect(
      within(empty).getByText('Try another search, or clear the filters to see every task.'),
    ).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Task pages' })).not.toBeInTheDocument();

    await userEvent.setup().click(within(empty).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=title'));
    const none = await screen.findByRole('region', { name: 'No tasks yet' });
    expect(within(none).getByRole('link', { name: 'New Task' })).toHaveAttribute('href', '/tasks/create');
  });

  it('filters by the filter language in the URL, keeps the selects in step and holds back a mistake', async () => {
    const asked: (string | null)[] = [];
    mockNetwork({
      ...currentUserHandler(makeUser()),
      ...NO_FILTER_CHOICES,
      'GET /api/v1/labels': () => Response.json({ success: true, data: [] }),
      'GET /api/v1/tasks': (request) => {
        asked.push(new URL(request.url).searchParams.get('q'));
        return listPage([task(1)], 1);
      },
    });
    // An old link's filters open folded into the query.
    const { router } = renderApp('/tasks?assignedTo=me&status=review');
    const field = await screen.findByRole(
      'searchbox',
      { name: 'Search or filter tasks' },
      { timeout: 10_000 },
    );
    await waitFor(() => expect(field).toHaveValue('status:review assignee:me'));
    expect(router.state.location.search).toBe('?q=status%3Areview+assignee%3Ame');
    expect(screen.getByRole('switch', { name: 'Assigned to me' })).toBeChecked();
    await waitFor(() => expect(asked.at(-1)).toBe('status:review assignee:me'));

    const user = userEvent.setup();
    await user.click(screen.getByRole('switch', { name: 'Assigned to me' }));
    await waitFor(() => expect(field).toHaveValue('status:review'));

    // A mistake is named under the field; the list keeps the last query that read cleanly.
    await user.type(field, ' due:soon{Enter}');
    expect(await screen.findByText('“soon” is not a due filter.', { exact: false })).toBeVisible();
    expect(asked.at(-1)).toBe('status:review');

    await user.clear(field);
    await user.type(field, 'label:bug due:<7d "login page"{Enter}');
    await waitFor(() => expect(asked.at(-1)).toBe('label:bug due:<7d "login page"'));
    expect(screen.queryByText(/is not a due filter/)).not.toBeInTheDocument();
  });

  it('opens a saved view’s filter and saves the filter in force as a new view', async () => {
    const me = makeUser();
    const view = (id: string, name: string, query: string, owner = me) => ({
      _id: `64b7f0c2a1b2c3d4e5f60c${id}`,
      name,
      query,
      layout: 'list',
      shared: false,
      projectId: null,
      owner: { _id: owner._id, name: owner.name, email: owner.email },
      createdAt: '2026-12-01T10:00:00.000Z',
      updatedAt: '2026-12-01T10:00:00.000Z',
      canEdit: true,
    });
    const views = [view('01', 'My urgent', 'assignee:me priority:urgent')];
    const created: unknown[] = [];
    mockNetwork({
      ...currentUserHandler(me),
      ...NO_FILTER_CHOICES,
      'GET /api/v1/labels': () => Response.json({ success: true, data: [] }),
      'GET /api/v1/tasks': () => listPage([task(1)], 1),
      'GET /api/v1/views': () => Response.json({ success: true, data: views }),
      'POST /api/v1/views': async (request) => {
        const body = (await request.json()) as { name: string; query: string };
        created.push(body);
        views.push(view('02', body.name, body.query));
        return Response.json({ success: true, data: views.at(-1) }, { status: 201 });
      },
    });
    const { router } = renderApp('/tasks');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Views' }, { timeout: 10_000 }));
    await user.click(await screen.findByRole('button', { name: /^My urgent/ }));
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('q')).toBe('assignee:me priority:urgent'),
    );
    expect(await screen.findByRole('button', { name: 'View: My urgent' })).toBeVisible();

    const field = screen.getByRole('searchbox', { name: 'Search or filter tasks' });
    await user.clear(field);
    await user.type(field, 'label:bug{Enter}');
    await user.click(screen.getByRole('button', { name: 'View: My urgent' }));
    await user.click(await screen.findByRole('button', { name: 'Save as a new view…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save view' });
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Bugs');
    await user.click(within(dialog).getByRole('button', { name: 'Save view' }));
    await waitFor(() =>
      expect(created).toEqual([{ name: 'Bugs', query: 'label:bug', layout: 'list', shared: false }]),
    );
    expect(await screen.findByRole('button', { name: 'View: Bugs' })).toBeVisible();
  });

  it('says when the tasks could not be loaded, and asks again on Retry', async () => {
    let answers = 0;
    mockNetwork({
      ...currentUserHandler(makeUser()),
      ...NO_FILTER_CHOICES,
      'GET /api/v1/tasks': () => {
        answers += 1;
        // The first request and the query's one automatic retry fail; the person's Retry succeeds.
        return answers <= 2
          ? Response.json({ success: false, message: 'The task store is down' }, { status: 503 })
          : listPage([task(1)], 1);
      },
    });
    renderApp('/tasks');
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent('Tasks could not be loaded.');
    expect(screen.queryByRole('list', { name: 'Tasks' })).not.toBeInTheDocument();

    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Task number 1' })).toBeVisible();
    expect(screen.getByText('1 task')).toBeVisible();
  });
});

describe('My Projects (/projects)', () => {
  it('shows the projects as cards that lead to each project', async () => {
    mockNetwork({
      ...currentUserHandler(makeUser()),
      'GET /api/v1/projects': () => listPage([PROJECT], 1, { limit: 12 }),
    });
    renderApp('/projects');
    const list = await screen.findByRole('list', { name: 'Projects' }, { timeout: 10_000 });
    expect(within(list).getByRole('link', { name: 'Website redesign' })).toHaveAttribute(
      'href',
      `/projects/${PROJECT._id}`,
    );
    expect(within(list).getByText('3 members')).toBeVisible();
    // One page: no page buttons.
    expect(screen.queryByRole('navigation', { name: 'Project pages' })).not.toBeInTheDocument();
  });

  it("offers 'Clear filters' when the filters match nothing, then 'New Project' on an empty list", async () => {
    mockNetwork({
      ...currentUserHandler(makeUser()),
      'GET /api/v1/projects': () => listPage([], 0, { limit: 12 }),
    });
    const { router } = renderApp('/projects?status=active&sort=title');
    const empty = await screen.findByRole(
      'region',
      { name: 'No projects match these filters' },
      { timeout: 10_000 },
    );
    await userEvent.setup().click(within(empty).getByRole('button', { name: 'Clear filters' }));
    // Everything goes, the sort too.
    await waitFor(() => expect(router.state.location.search).toBe(''));
    const none = await screen.findByRole('region', { name: 'No projects yet' });
    expect(
      within(none).getByText(
        'Create your first project to plan the work, break it into tasks and follow its progress.',
      ),
    ).toBeVisible();
    expect(within(none).getByRole('link', { name: 'New Project' })).toHaveAttribute(
      'href',
      '/projects/create',
    );
  });
});
