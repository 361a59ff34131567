import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listDiscussion, postDiscussionMessage } from './discussion';
import { createFakeApi, fakeClient, testId } from './test-support';

const api = createFakeApi();
const client = fakeClient(api);

beforeEach(() => api.reset());
afterEach(() => expect(api.unexpected).toEqual([]));

describe('discussion calls', () => {
  const projectId = testId(1);
  const message = {
    id: 'm1',
    discussionId: projectId,
    projectId,
    text: 'Kick-off at 10',
    author: { userId: testId(901), userName: 'Person 1' },
    timestamp: '2026-01-05T08:00:00.000Z',
  };

  it('lists a page of the discussion and posts a message', async () => {
    api.on(`GET /projects/${projectId}/discussion`, [
      200,
      { success: true, data: [message], pagination: { page: 1, limit: 50, total: 1, pages: 1 } },
    ]);
    api.on(`POST /projects/${projectId}/discussion`, [201, { success: true, data: message }]);

    await expect(listDiscussion(client, projectId, { limit: 50 })).resolves.toMatchObject({
      data: [message],
    });
    await expect(postDiscussionMessage(client, projectId, 'Kick-off at 10')).resolves.toEqual(message);
    expect(api.seen.map(({ method, path, query, json }) => ({ method, path, query, json }))).toEqual([
      { method: 'GET', path: `/projects/${projectId}/discussion`, query: { limit: '50' }, json: undefined },
      {
        method: 'POST',
        path: `/projects/${projectId}/discussion`,
        query: {},
        json: { text: 'Kick-off at 10' },
      },
    ]);
  });
});
