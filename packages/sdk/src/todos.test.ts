import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFakeApi, fakeClient, person, testId } from './test-support';
import { createTodo, deleteTodo, listTodos, updateTodo } from './todos';

const api = createFakeApi();
const client = fakeClient(api);

const todoId = testId(40);
const todo = {
  _id: todoId,
  text: 'Book the venue',
  done: false,
  visibility: 'project',
  shared: true,
  projectId: testId(1),
  project: { _id: testId(1), title: 'Website relaunch' },
  dueDate: null,
  position: 1024,
  owner: person(1),
  canEdit: true,
  completedAt: null,
  createdAt: '2026-01-05T08:00:00.000Z',
  updatedAt: '2026-01-05T08:00:00.000Z',
};

beforeEach(() => api.reset());
afterEach(() => expect(api.unexpected).toEqual([]));

describe('to-do calls', () => {
  it('lists the shared, unfinished to-dos', async () => {
    api.on('GET /todos', [
      200,
      { success: true, data: [todo], pagination: { page: 1, limit: 100, total: 1, pages: 1 } },
    ]);
    await expect(listTodos(client, { view: 'shared', done: 'false', limit: 100 })).resolves.toMatchObject({
      data: [todo],
    });
    expect(api.seen[0]).toMatchObject({
      method: 'GET',
      path: '/todos',
      query: { view: 'shared', done: 'false', limit: '100' },
    });
  });

  it('creates, changes (position included) and deletes a to-do', async () => {
    api.on('POST /todos', [201, { success: true, data: todo }]);
    api.on(`PUT /todos/${todoId}`, [200, { success: true, data: { ...todo, position: 512.5 } }]);
    api.on(`DELETE /todos/${todoId}`, [200, { success: true, message: 'To-do deleted' }]);

    await createTodo(client, { text: 'Book the venue', visibility: 'project', projectId: testId(1) });
    await expect(updateTodo(client, todoId, { position: 512.5 })).resolves.toMatchObject({ position: 512.5 });
    await expect(deleteTodo(client, todoId)).resolves.toBeUndefined();

    expect(api.seen.map(({ method, path, json }) => ({ method, path, json }))).toEqual([
      {
        method: 'POST',
        path: '/todos',
        json: { text: 'Book the venue', visibility: 'project', projectId: testId(1) },
      },
      { method: 'PUT', path: `/todos/${todoId}`, json: { position: 512.5 } },
      { method: 'DELETE', path: `/todos/${todoId}`, json: undefined },
    ]);
  });

  it("refuses a malformed to-do and carries the server's message on a 4xx", async () => {
    api.on('POST /todos', [201, { success: true, data: { ...todo, canEdit: undefined } }]);
    await expect(createTodo(client, { text: 'x' })).rejects.toThrow(
      'Unexpected answer from the server for POST todos',
    );
    api.on(`PUT /todos/${todoId}`, [403, { success: false, error: 'Only the owner can edit this to-do' }]);
    await expect(updateTodo(client, todoId, { text: 'Mine' })).rejects.toMatchObject({
      status: 403,
      message: 'Only the owner can edit this to-do',
    });
  });
});
