import { RECENT_ACTIVITY_LIMIT } from '@app/domain';
import { Server } from 'mock-socket';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sendChatMessage } from './assistant';
import { createClient, type TaskFlowClient } from './client';
import { postDiscussionMessage } from './discussion';
import { createProject, updateProject } from './projects';
import { createMockSocketIo, onClientEvent, TEST_SOCKET_URL } from './realtime-test-support';
import { logout } from './sessions';
import { createTask, deleteTask, updateTask } from './tasks';
import { createFakeApi, person, TEST_BASE_URL, testId } from './test-support';

// What follows the SDK's own successful mutations, from the one place they are told (`client.changes`): the
// socket's change notices (spec 7.6) and the assistant's recent activity (spec 7.5).

const projectId = testId(1);
const taskId = testId(20);
const task = {
  _id: taskId,
  title: 'Write the launch post',
  status: 'in-progress',
  priority: 'medium',
  projectId,
  project: { _id: projectId, title: 'Website relaunch' },
  assignedTo: null,
  assignee: null,
  dueDate: null,
  completedAt: null,
  checklist: [],
  commentCount: 0,
};
const project = {
  _id: projectId,
  title: 'Website relaunch',
  status: 'active',
  priority: 'high',
  progress: 40,
  budget: 1200,
  dueDate: '2026-06-30',
  owner: person(1),
  teamSize: 2,
  taskCounts: { total: 5, done: 2, overdue: 1 },
  myRole: 'owner',
};
const message = {
  id: testId(40),
  discussionId: projectId,
  projectId,
  text: 'On it',
  author: { userId: person(1)._id, userName: 'Person 1' },
  timestamp: '2026-02-01T10:00:00.000Z',
};
const reply = { response: 'Done.', action: null, actionData: null, confidence: 0.9, suggestions: [] };

const api = createFakeApi();
let server: Server;
let client: TaskFlowClient;

beforeEach(() => {
  api.reset();
  api.on('POST /tasks', [201, { success: true, data: { ...task, title: 'Call the printer' } }]);
  api.on(`PUT /tasks/${taskId}`, (request) => [
    200,
    { success: true, data: { ...task, ...(request.json as object) } },
  ]);
  api.on(`DELETE /tasks/${taskId}`, [200, { success: true, message: 'Task deleted' }]);
  api.on('POST /projects', [201, { success: true, data: { ...project, title: 'Brochure' } }]);
  api.on(`PUT /projects/${projectId}`, [200, { success: true, data: project }]);
  api.on(`POST /projects/${projectId}/discussion`, [201, { success: true, data: message }]);
  api.on('POST /chatbot/message', [200, { success: true, data: reply }]);
  api.on('POST /auth/logout', [200, { success: true, message: 'Signed out' }]);
  server = new Server(TEST_SOCKET_URL);
  client = createClient({
    baseUrl: TEST_BASE_URL,
    fetch: api.fetch,
    realtimeUrl: TEST_SOCKET_URL,
    io: createMockSocketIo().factory,
    cookieJar: false,
  });
  client.tokenStorage.set('t.o.k');
});
afterEach(() => {
  client.realtime.disconnect();
  server.stop();
});

/** Every client event the mock server receives, with its payload. */
function received(): { event: string; payload: unknown }[] {
  const seen: { event: string; payload: unknown }[] = [];
  for (const event of ['taskUpdate', 'projectUpdate', 'discussionMessage']) {
    onClientEvent(server, event, (payload, ack) => {
      seen.push({ event, payload });
      if (typeof ack === 'function') ack({ ok: true });
    });
  }
  return seen;
}

describe('socket change notices (spec 7.6)', () => {
  it('emits taskUpdate, projectUpdate and discussionMessage after the successful calls, with ids only', async () => {
    const seen = received();
    client.realtime.connect();
    await vi.waitFor(() => expect(client.realtime.getStatus()).toBe('connected'));

    await createTask(client, { title: 'Call the printer', projectId });
    await updateTask(client, taskId, { status: 'review' });
    await updateProject(client, projectId, { description: 'Ship it' });
    await postDiscussionMessage(client, projectId, 'On it');
    await vi.waitFor(() => expect(seen).toHaveLength(3));
    expect(seen).toEqual([
      { event: 'taskUpdate', payload: { projectId, taskId } },
      { event: 'projectUpdate', payload: { projectId } },
      { event: 'discussionMessage', payload: { projectId, discussionId: projectId, messageId: message.id } },
    ]);
  });

  it('emits nothing for a refused call, and opens no connection to tell of a change', async () => {
    const seen = received();
    api.on(`PUT /tasks/${taskId}`, [403, { success: false, error: 'Not allowed' }]);
    await updateProject(client, projectId, { description: 'Offline' });
    expect(client.realtime.getStatus()).toBe('idle');

    client.realtime.connect();
    await vi.waitFor(() => expect(client.realtime.getStatus()).toBe('connected'));
    await expect(updateTask(client, taskId, { status: 'done' })).rejects.toMatchObject({ status: 403 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toEqual([]);
  });
});

describe("the assistant's recent activity (spec 7.5)", () => {
  it('sends the last few actions of this session in context.recentActivity, and forgets them at sign-out', async () => {
    await sendChatMessage(client, { message: 'hi', context: { currentPage: '/tasks' } });
    // Nothing done yet: no recentActivity.
    expect(api.seen.at(-1)?.json).toEqual({ message: 'hi', context: { currentPage: '/tasks' } });

    await createTask(client, { title: 'Call the printer', projectId });
    await updateTask(client, taskId, { status: 'done' });
    await deleteTask(client, taskId);
    await createProject(client, { title: 'Brochure' });
    await updateProject(client, projectId, { description: 'Ship it' });
    await postDiscussionMessage(client, projectId, 'On it');
    // A refused call is no action.
    api.on(`PUT /tasks/${taskId}`, [403, { success: false, error: 'Not allowed' }]);
    await expect(updateTask(client, taskId, { title: 'Nope' })).rejects.toThrow();

    await sendChatMessage(client, { message: 'what next?', context: { currentPage: '/tasks' } });
    const sent = api.seen.at(-1)?.json as { context: { recentActivity: string[] } };
    expect(sent.context.recentActivity).toHaveLength(RECENT_ACTIVITY_LIMIT);
    expect(sent.context).toEqual({
      currentPage: '/tasks',
      recentActivity: [
        'Completed task "Write the launch post"',
        'Deleted a task',
        'Created project "Brochure"',
        'Updated project "Website relaunch"',
        'Posted in a project discussion',
      ],
    });

    await logout(client);
    await sendChatMessage(client, { message: 'hi again' });
    expect(api.seen.at(-1)?.json).toEqual({ message: 'hi again' });
  });

  it("keeps the caller's own recentActivity when it gives one", async () => {
    await createTask(client, { title: 'Call the printer', projectId });
    await sendChatMessage(client, { message: 'hi', context: { recentActivity: ['Opened project "Y"'] } });
    expect(api.seen.at(-1)?.json).toEqual({
      message: 'hi',
      context: { recentActivity: ['Opened project "Y"'] },
    });
  });
});
