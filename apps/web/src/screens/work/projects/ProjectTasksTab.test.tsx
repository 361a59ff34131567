import type { CustomField, Project, Task, Workflow } from '@app/domain';
import { DEFAULT_WORKFLOW_STATES } from '@app/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppQueryClient } from '../../../app/queryClient';
import { currentUserHandler, fakeToken, makeUser, mockNetwork, storeToken } from '../../../testing/network';
import { renderApp } from '../../../testing/renderApp';
import { prefetchProjectPage, TAB_PARTS } from './projectTabParts';

// The Tasks tab reads its filters from the URL (a label, a custom field's value) and its board's columns from
// the project's workflow (issue 37).
const PROJECT_ID = 'a'.repeat(24);
const LABEL_ID = 'd'.repeat(24);
const FIELD_ID = 'e'.repeat(24);
const me = makeUser();

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
  taskCounts: { total: 1, done: 0, overdue: 0 },
  myRole: 'owner',
  createdAt: '2030-01-01T10:00:00.000Z',
  updatedAt: '2030-01-01T10:00:00.000Z',
} as Project;

const workflow: Workflow = {
  projectId: PROJECT_ID,
  states: [
    ...DEFAULT_WORKFLOW_STATES.slice(0, 3),
    { id: 'qa', name: 'QA', category: 'review', color: '#7b1fa2' },
    ...DEFAULT_WORKFLOW_STATES.slice(3),
  ],
  taskCounts: { qa: 1 },
};

const task: Task = {
  _id: 'f'.repeat(24),
  title: 'Check the forms',
  status: 'qa',
  statusCategory: 'review',
  statusName: 'QA',
  priority: 'medium',
  projectId: PROJECT_ID,
};

const field: CustomField = {
  _id: FIELD_ID,
  projectId: PROJECT_ID,
  name: 'Area',
  type: 'select',
  options: [{ id: 'opt1', label: 'Design', color: null }],
  position: 1,
  createdAt: '2030-01-01T10:00:00.000Z',
};

function network() {
  const asked: URLSearchParams[] = [];
  network.requests = mockNetwork({
    ...currentUserHandler(me),
    'GET /api/v1/notifications': () => Response.json({ success: true, data: [], unreadCount: 0 }),
    [`GET /api/v1/projects/${PROJECT_ID}`]: () => Response.json({ success: true, data: project }),
    [`GET /api/v1/projects/${PROJECT_ID}/workflow`]: () => Response.json({ success: true, data: workflow }),
    [`GET /api/v1/projects/${PROJECT_ID}/fields`]: () => Response.json({ success: true, data: [field] }),
    'GET /api/v1/views': () => Response.json({ success: true, data: [] }),
    'GET /api/v1/labels': () =>
      Response.json({
        success: true,
        data: [
          {
            _id: LABEL_ID,
            name: 'Launch',
            color: '#1976d2',
            organizationId: null,
            createdBy: me._id,
            taskCount: 1,
            createdAt: '2030-01-01T10:00:00.000Z',
          },
        ],
      }),
    [`GET /api/v1/projects/${PROJECT_ID}/tasks`]: (request) => {
      asked.push(new URL(request.url).searchParams);
      return Response.json({
        success: true,
        data: [task],
        pagination: { page: 1, limit: 100, total: 1, pages: 1 },
      });
    },
  });
  return asked;
}
network.requests = [] as readonly Request[];

vi.setConfig({ testTimeout: 30_000 });
beforeEach(() => {
  window.localStorage.clear();
  storeToken(fakeToken());
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the project’s Tasks tab', () => {
  it('asks for the label and field value of its URL, and shows the board’s columns in the workflow’s order', async () => {
    const asked = network();
    renderApp(`/projects/${PROJECT_ID}?tab=tasks&view=board&label=${LABEL_ID}&field=${FIELD_ID}:opt1`);
    const qa = await screen.findByRole('group', { name: 'QA' }, { timeout: 10_000 });
    expect(within(qa).getByRole('button', { name: /^Check the forms/ })).toBeVisible();
    const board =
      screen.getByRole('region', { name: 'Task board of Harbour' }).parentElement ?? document.body;
    expect(
      within(board)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent?.replace(/\d+$/, '').trim()),
    ).toEqual(['To do', 'In progress', 'Review', 'QA', 'Done']);
    // The label filter's old parameter opens as a term of the query.
    await waitFor(() => expect(asked.at(-1)?.get('q')).toBe(`label:${LABEL_ID}`));
    const query = asked.at(-1);
    expect([query?.get('fieldId'), query?.get('fieldValue')]).toEqual([FIELD_ID, 'opt1']);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Label' })).toHaveTextContent('Launch'));
    expect(screen.getByRole('searchbox', { name: 'Search or filter tasks' })).toHaveValue(
      `label:${LABEL_ID}`,
    );
  });

  it('leaves out a malformed label or field of a hand-made URL instead of failing the list', async () => {
    const asked = network();
    renderApp(`/projects/${PROJECT_ID}?tab=tasks&label=nope&field=area:design`);
    expect(await screen.findByRole('link', { name: 'Check the forms' }, { timeout: 10_000 })).toBeVisible();
    const query = asked.at(-1);
    expect([query?.get('q'), query?.get('fieldId')]).toEqual([null, null]);
  });

  it('opened at start, has its project, columns, toolbar and list asked for at once, and asks no second time', async () => {
    const asked = network();
    const client = createAppQueryClient();
    const search = new URLSearchParams('tab=tasks&view=board');
    await prefetchProjectPage(client, { params: { id: PROJECT_ID }, search });
    const paths = () =>
      network.requests.map((request) => `${request.method} ${new URL(request.url).pathname}`);
    expect(paths().sort()).toEqual(
      [
        `GET /api/v1/projects/${PROJECT_ID}`,
        `GET /api/v1/projects/${PROJECT_ID}/fields`,
        `GET /api/v1/projects/${PROJECT_ID}/tasks`,
        `GET /api/v1/projects/${PROJECT_ID}/workflow`,
        'GET /api/v1/labels',
        'GET /api/v1/views',
      ].sort(),
    );
    // The tab's code came with them: it draws without its fallback.
    expect(await TAB_PARTS.tasks.preload()).toBeTypeOf('function');
    renderApp(`/projects/${PROJECT_ID}?${search}`, { queryClient: client });
    expect(await screen.findByRole('group', { name: 'QA' }, { timeout: 10_000 })).toBeVisible();
    // The tab asked for the same list the prefetch did: it read it from the cache.
    expect(asked).toHaveLength(1);
    expect(paths().filter((path) => path.endsWith('/tasks'))).toHaveLength(1);
  });

  it('opened at start on a filtered list or another tab, asks only for what that page shows', async () => {
    const asked = network();
    const client = createAppQueryClient();
    await prefetchProjectPage(client, {
      params: { id: PROJECT_ID },
      search: new URLSearchParams('tab=tasks&q=x'),
    });
    expect(asked).toHaveLength(0);
    await prefetchProjectPage(createAppQueryClient(), {
      params: { id: PROJECT_ID },
      search: new URLSearchParams('tab=tasks&subtasks=hidden'),
    });
    expect(asked.at(-1)?.get('parentId')).toBe('none');
    network();
    await prefetchProjectPage(createAppQueryClient(), {
      params: { id: PROJECT_ID },
      search: new URLSearchParams(),
    });
    expect(network.requests.map((request) => new URL(request.url).pathname)).toEqual([
      `/api/v1/projects/${PROJECT_ID}`,
    ]);
  });
});
