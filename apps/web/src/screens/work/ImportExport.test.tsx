import type { ImportJob, ImportReport } from '@app/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUserHandler, fakeToken, makeUser, mockNetwork, storeToken } from '../../testing/network';
import { renderApp } from '../../testing/renderApp';

// Import and export (issue 41): an individual's CSV import through the wizard (mapping, dry run, run, progress,
// the project's link), and a member of an organization who may do neither.
const me = makeUser({ name: 'Alex Kim' });
const IMPORT_ID = 'e'.repeat(24);
const PROJECT_ID = 'f'.repeat(24);
const AT = '2026-12-07T10:00:00.000Z';

const counts = {
  projects: 1,
  states: 4,
  tasks: 2,
  subTasks: 0,
  labels: 0,
  taskLabels: 0,
  relations: 0,
  comments: 0,
  timeEntries: 0,
  checklistItems: 0,
  people: 0,
};
const mapping = {
  title: 'Name',
  description: null,
  status: null,
  priority: null,
  assigneeEmail: null,
  startDate: null,
  dueDate: null,
  labels: null,
  parent: null,
};
const report: ImportReport = {
  create: counts,
  reusedLabels: [],
  projects: [{ title: 'plan', tasks: 2 }],
  people: [],
  skipped: [{ what: 'Line 4', reason: 'It has no title' }],
  adjusted: [],
  columns: [
    { name: 'Name', sample: ['Write the plan', 'Share it'] },
    { name: 'When', sample: ['2027-01-10'] },
  ],
  mapping,
};
const job = (overrides: Partial<ImportJob> = {}): ImportJob => ({
  _id: IMPORT_ID,
  source: 'csv',
  fileName: 'plan.csv',
  status: 'parsed',
  processed: 0,
  total: 0,
  report,
  result: null,
  errors: [],
  createdAt: AT,
  expiresAt: AT,
  ...overrides,
});
const ok = (data: unknown, status = 200) => Response.json({ success: true, data }, { status });
const page = (data: object[]) =>
  Response.json({ success: true, data, pagination: { page: 1, limit: 100, total: data.length, pages: 1 } });
const ORG_ID = 'a'.repeat(24);
/** A project of the organization, as the list answers it for a caller of this role. */
const project = (title: string, myRole: string) => ({
  _id: title === 'Harbour' ? 'b'.repeat(24) : 'c'.repeat(24),
  title,
  status: 'active',
  priority: 'medium',
  progress: 0,
  ownerId: 'd'.repeat(24),
  owner: { _id: 'd'.repeat(24), name: 'Owen Owner', email: 'owen@example.com' },
  organizationId: ORG_ID,
  teamSize: 2,
  taskCounts: { total: 0, done: 0, overdue: 0 },
  myRole,
  createdAt: AT,
  updatedAt: AT,
});

vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => {
  window.localStorage.clear();
  storeToken(fakeToken());
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('/import-export', () => {
  it('uploads a CSV, maps a column, shows the dry run, imports and links to the project', async () => {
    let current = job();
    const requests = mockNetwork({
      ...currentUserHandler(me),
      'GET /api/v1/projects': () => page([]),
      'POST /api/v1/imports': () => ok(current, 201),
      [`PUT /api/v1/imports/${IMPORT_ID}/mapping`]: () => {
        current = job({ report: { ...report, mapping: { ...mapping, dueDate: 'When' } } });
        return ok(current);
      },
      [`POST /api/v1/imports/${IMPORT_ID}/run`]: () => {
        current = job({ status: 'running', processed: 1, total: 2 });
        return ok(current, 202);
      },
      [`GET /api/v1/imports/${IMPORT_ID}`]: () => {
        const answer = current;
        current = job({
          status: 'done',
          processed: 2,
          total: 2,
          result: { counts, projectIds: [PROJECT_ID] },
        });
        return ok(answer);
      },
    });
    renderApp('/import-export');
    expect(await screen.findByRole('combobox', { name: 'What to export' })).toHaveTextContent(
      'My whole workspace',
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Source' }));
    await userEvent.click(await screen.findByRole('option', { name: 'CSV (map the columns)' }));
    await userEvent.upload(
      screen.getByLabelText('File'),
      new File(['Name,When\nWrite the plan,2027-01-10\n'], 'plan.csv', { type: 'text/csv' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Read the file' }));

    const create = await screen.findByRole('table', { name: 'To create' });
    expect(within(create).getByRole('row', { name: 'Tasks 2' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Not imported' })).getByText('It has no title'),
    ).toBeInTheDocument();
    const upload = requests.find((request) => request.method === 'POST' && request.url.endsWith('/imports'));
    expect((await upload!.formData()).get('source')).toBe('csv');

    await userEvent.click(screen.getByRole('combobox', { name: 'Due date' }));
    await userEvent.click(await screen.findByRole('option', { name: 'When' }));
    await userEvent.click(screen.getByRole('button', { name: 'Apply the mapping' }));
    const put = await waitFor(() => {
      const found = requests.find((request) => request.method === 'PUT');
      expect(found).toBeDefined();
      return found as Request;
    });
    expect((await put.json()).mapping).toMatchObject({ title: 'Name', dueDate: 'When' });

    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    const link = await screen.findByRole('link', { name: 'Open the project plan' }, { timeout: 10_000 });
    expect(link).toHaveAttribute('href', `/projects/${PROJECT_ID}`);
  });

  it('tells an organization member the page is not theirs', async () => {
    mockNetwork({
      ...currentUserHandler(makeUser({ accountType: 'organization', organizationId: ORG_ID })),
      'GET /api/v1/projects': () => page([project('Harbour', 'team-member')]),
    });
    renderApp('/import-export');
    expect(
      await screen.findByText('Only organization admins import and export an organization’s work'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Read the file' })).not.toBeInTheDocument();
  });

  it('lets a project’s supervisor export that project, and only that one', async () => {
    const exportJob = {
      _id: IMPORT_ID,
      scope: 'project',
      projectId: 'c'.repeat(24),
      status: 'queued',
      progress: 0,
      counts: null,
      error: null,
      createdAt: AT,
      expiresAt: AT,
    };
    const requests = mockNetwork({
      ...currentUserHandler(makeUser({ accountType: 'organization', organizationId: ORG_ID })),
      'GET /api/v1/projects': () =>
        page([project('Harbour', 'team-member'), project('Lighthouse', 'supervisor')]),
      'POST /api/v1/exports': () => ok(exportJob, 202),
      [`GET /api/v1/exports/${IMPORT_ID}`]: () => ok(exportJob),
    });
    renderApp('/import-export');
    const what = await screen.findByRole('combobox', { name: 'What to export' });
    expect(what).toHaveTextContent('Lighthouse');
    await userEvent.click(what);
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Lighthouse',
    ]);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('button', { name: 'Read the file' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    const post = await waitFor(() => {
      const found = requests.find((request) => request.method === 'POST');
      expect(found).toBeDefined();
      return found as Request;
    });
    expect(await post.json()).toEqual({ scope: 'project', projectId: 'c'.repeat(24) });
  });
});
