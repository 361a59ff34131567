import { SAVED_VIEW_MESSAGES, type SavedView } from '@app/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createClient } from './client';
import { createFakeApi, fakeClient, person, TEST_BASE_URL, testId } from './test-support';
import { createSavedView, deleteSavedView, listSavedViews, updateSavedView } from './views';

const api = createFakeApi();
const client = fakeClient(api);

beforeEach(() => api.reset());
afterEach(() => expect(api.unexpected).toEqual([]));

const savedView = (n: number, fields: Partial<SavedView> = {}): SavedView => ({
  _id: testId(n),
  name: `View ${n}`,
  query: 'status:todo',
  layout: 'list',
  shared: false,
  projectId: null,
  owner: person(1),
  createdAt: '2026-12-01T10:00:00.000Z',
  updatedAt: '2026-12-01T10:00:00.000Z',
  canEdit: true,
  ...fields,
});

describe('saved views', () => {
  it('lists the views of /tasks without a query, and of a project with its id', async () => {
    const projectId = testId(500);
    api.on('GET /views', [200, { success: true, data: [savedView(1)] }]);
    await expect(listSavedViews(client)).resolves.toEqual([savedView(1)]);
    await listSavedViews(client, { projectId: null });
    await listSavedViews(client, { projectId });
    expect(api.seen.map((seen) => seen.search)).toEqual(['', '', `?projectId=${projectId}`]);
  });

  it('sends a new view, a change and a deletion to their routes', async () => {
    const id = testId(2);
    api.on('POST /views', [201, { success: true, data: savedView(2), message: SAVED_VIEW_MESSAGES.created }]);
    api.on(`PUT /views/${id}`, [200, { success: true, data: savedView(2, { shared: true }) }]);
    api.on(`DELETE /views/${id}`, [200, { success: true, message: SAVED_VIEW_MESSAGES.deleted }]);
    await expect(
      createSavedView(client, { name: 'My urgent', query: 'priority:urgent', layout: 'board' }),
    ).resolves.toEqual(savedView(2));
    await expect(updateSavedView(client, id, { shared: true })).resolves.toMatchObject({ shared: true });
    await expect(deleteSavedView(client, id)).resolves.toBeUndefined();
    expect(api.seen.map(({ method, path, json }) => ({ method, path, json }))).toEqual([
      {
        method: 'POST',
        path: '/views',
        json: { name: 'My urgent', query: 'priority:urgent', layout: 'board' },
      },
      { method: 'PUT', path: `/views/${id}`, json: { shared: true } },
      { method: 'DELETE', path: `/views/${id}`, json: undefined },
    ]);
  });

  it("throws the server's message for a refused view, and refuses an answer with an unknown layout", async () => {
    api.on('POST /views', [409, { success: false, error: SAVED_VIEW_MESSAGES.duplicate }]);
    await expect(createSavedView(client, { name: 'Twice', query: '', layout: 'list' })).rejects.toMatchObject(
      { status: 409, message: SAVED_VIEW_MESSAGES.duplicate },
    );
    api.on('GET /views', [200, { success: true, data: [{ ...savedView(3), layout: 'gantt' }] }]);
    await expect(listSavedViews(client)).rejects.toMatchObject({ fromServer: false });
  });

  it('is the client.views namespace', async () => {
    const taskflow = createClient({ baseUrl: TEST_BASE_URL, fetch: api.fetch });
    api.on('GET /views', [200, { success: true, data: [] }]);
    await expect(taskflow.views.listSavedViews()).resolves.toEqual([]);
  });
});
