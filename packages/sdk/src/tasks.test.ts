import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { toSearchParams } from './search-params';
import {
  addTaskComment,
  createTask,
  deleteTask,
  getTask,
  listTaskComments,
  listTasks,
  updateTask,
} from './tasks';
import { createFakeApi, fakeClient, person, testId } from './test-support';

const api = createFakeApi();
const client = fakeClient(api);

const taskId = testId(20);
const task = {
  _id: taskId,
  title: 'Write the launch post',
  status: 'in-progress',
  priority: 'urgent',
  projectId: testId(1),
  project: { _id: testId(1), title: 'Website relaunch' },
  assignedTo: person(2)._id,
  assignee: person(2),
  dueDate: '2026-03-01',
  completedAt: null,
  checklist: [{ id: 'c1', text: 'Outline', done: true }],
  commentCount: 1,
};
const comment = {
  _id: testId(30),
  taskId,
  text: 'Draft is in the shared folder',
  author: person(1),
  createdAt: '2026-02-01T10:00:00.000Z',
};
const page = (data: unknown[]) => ({
  success: true,
  data,
  pagination: { page: 1, limit: 10, total: data.length, pages: 1 },
});

beforeEach(() => api.reset());
afterEach(() => expect(api.unexpected).toEqual([]));

describe('query strings', () => {
  it('drops undefined, null, blank and empty values, trims text and joins arrays with commas', () => {
    expect(
      toSearchParams({
        page: 1,
        search: '  ',
        status: ['todo', 'done'],
        priority: [],
        assignedTo: undefined,
        projectId: null,
        dueAfter: ' 2026-03-01 ',
        limit: Number.NaN,
        archived: false,
      }),
    ).toEqual({ page: 1, status: 'todo,done', dueAfter: '2026-03-01', archived: false });
    expect(toSearchParams(undefined)).toEqual({});
  });
});

describe('task calls', () => {
  it('lists tasks with every filter the board, list and calendar use', async () => {
    api.on('GET /tasks', [200, page([task])]);
    const answer = await listTasks(client, {
      projectId: testId(1),
      status: ['todo', 'in-progress'],
      priority: 'urgent',
      assignedTo: 'me',
      dueAfter: '2026-03-01',
      dueBefore: '2026-03-31',
      search: '',
      sort: 'dueDate',
      page: 1,
      limit: 100,
    });
    expect(answer.data[0]).toMatchObject({ title: 'Write the launch post', assignee: person(2) });
    expect(api.seen[0]).toMatchObject({
      method: 'GET',
      path: '/tasks',
      query: {
        projectId: testId(1),
        status: 'todo,in-progress',
        priority: 'urgent',
        assignedTo: 'me',
        dueAfter: '2026-03-01',
        dueBefore: '2026-03-31',
        sort: 'dueDate',
        page: '1',
        limit: '100',
      },
    });
  });

  it('reads, creates, updates and deletes a task', async () => {
    api.on(`GET /tasks/${taskId}`, [200, { success: true, data: task }]);
    api.on('POST /tasks', [201, { success: true, data: { ...task, status: 'todo' } }]);
    api.on(`PUT /tasks/${taskId}`, [
      200,
      { success: true, data: { ...task, status: 'done', completedAt: '2026-02-02T09:00:00.000Z' } },
    ]);
    api.on(`DELETE /tasks/${taskId}`, [200, { success: true, message: 'Task deleted' }]);

    await expect(getTask(client, taskId)).resolves.toEqual(task);
    await createTask(client, { title: 'Write the launch post', projectId: testId(1), dueDate: '2026-03-01' });
    await expect(updateTask(client, taskId, { status: 'done' })).resolves.toMatchObject({
      completedAt: '2026-02-02T09:00:00.000Z',
    });
    await expect(deleteTask(client, taskId)).resolves.toBeUndefined();

    expect(api.seen.map(({ method, path, json }) => ({ method, path, json }))).toEqual([
      { method: 'GET', path: `/tasks/${taskId}`, json: undefined },
      {
        method: 'POST',
        path: '/tasks',
        json: { title: 'Write the launch post', projectId: testId(1), dueDate: '2026-03-01' },
      },
      { method: 'PUT', path: `/tasks/${taskId}`, json: { status: 'done' } },
      { method: 'DELETE', path: `/tasks/${taskId}`, json: undefined },
    ]);
  });

  it('lists and adds comments', async () => {
    api.on(`GET /tasks/${taskId}/comments`, [200, page([comment])]);
    api.on(`POST /tasks/${taskId}/comments`, [201, { success: true, data: comment }]);
    await expect(listTaskComments(client, taskId, { limit: 50 })).resolves.toMatchObject({ data: [comment] });
    await expect(addTaskComment(client, taskId, { text: 'Draft is in the shared folder' })).resolves.toEqual(
      comment,
    );
    expect(api.seen[0]?.query).toEqual({ limit: '50' });
    expect(api.seen[1]).toMatchObject({ method: 'POST', json: { text: 'Draft is in the shared folder' } });
  });

  it("refuses a malformed task or comment, and carries the server's message on a 4xx", async () => {
    api.on(`GET /tasks/${taskId}`, [200, { success: true, data: { ...task, status: null } }]);
    await expect(getTask(client, taskId)).rejects.toMatchObject({
      status: 200,
      message: `Unexpected answer from the server for GET tasks/${taskId}`,
    });
    api.on(`POST /tasks/${taskId}/comments`, [201, { success: true, data: { ...comment, author: null } }]);
    await expect(addTaskComment(client, taskId, { text: 'Hi' })).rejects.toThrow('Unexpected answer');

    api.on(`PUT /tasks/${taskId}`, [403, { success: false, error: 'You cannot change this task' }]);
    await expect(updateTask(client, taskId, { title: 'Mine now' })).rejects.toMatchObject({
      status: 403,
      message: 'You cannot change this task',
    });
    api.on(`DELETE /tasks/${taskId}`, [404, { success: false, error: 'Task not found' }]);
    await expect(deleteTask(client, taskId)).rejects.toMatchObject({
      status: 404,
      message: 'Task not found',
    });
  });
});
