import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addTaskComment } from './tasks';
import { createFakeApi, fakeClient, testId } from './test-support';
import { followTask, getTaskWatchers, unfollowTask } from './watchers';

const api = createFakeApi();
const client = fakeClient(api);

beforeEach(() => api.reset());
afterEach(() => expect(api.unexpected).toEqual([]));

describe('watchers calls', () => {
  const taskId = testId(1);
  const olivia = { _id: testId(901), name: 'Olivia Smith', profileImage: 'default-avatar.jpg' };
  const path = `/tasks/${taskId}/watchers`;

  it('reads, follows and unfollows a task, answering its followers', async () => {
    api.on(`GET ${path}`, [200, { success: true, data: { watching: false, watchers: [olivia] } }]);
    api.on(`POST ${path}`, [200, { success: true, data: { watching: true, watchers: [olivia] } }]);
    api.on(`DELETE ${path}`, [200, { success: true, data: { watching: false, watchers: [] } }]);

    await expect(getTaskWatchers(client, taskId)).resolves.toEqual({ watching: false, watchers: [olivia] });
    await expect(followTask(client, taskId)).resolves.toEqual({ watching: true, watchers: [olivia] });
    await expect(unfollowTask(client, taskId)).resolves.toEqual({ watching: false, watchers: [] });
    expect(api.seen.map(({ method, path: seenPath, json }) => [method, seenPath, json])).toEqual([
      ['GET', path, undefined],
      ['POST', path, undefined],
      ['DELETE', path, undefined],
    ]);
  });

  it('refuses an answer without the followers', async () => {
    api.on(`GET ${path}`, [200, { success: true, data: { watching: true } }]);
    await expect(getTaskWatchers(client, taskId)).rejects.toMatchObject({ fromServer: false });
  });

  it('sends the people a comment mentions beside its text', async () => {
    const comment = {
      _id: testId(2),
      taskId,
      text: 'Look @Jordan',
      author: { _id: olivia._id, name: olivia.name, email: 'olivia@acme.test' },
      createdAt: '2026-12-06T10:00:00.000Z',
      mentions: [testId(902)],
    };
    api.on(`POST /tasks/${taskId}/comments`, [201, { success: true, data: comment }]);
    await expect(
      addTaskComment(client, taskId, { text: 'Look @Jordan', mentions: [testId(902)] }),
    ).resolves.toEqual(comment);
    expect(api.seen[0]?.json).toEqual({ text: 'Look @Jordan', mentions: [testId(902)] });
  });
});
