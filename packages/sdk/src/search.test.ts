import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { search } from './search';
import { createFakeApi, fakeClient, testId } from './test-support';

const api = createFakeApi();
const client = fakeClient(api);

beforeEach(() => api.reset());
afterEach(() => expect(api.unexpected).toEqual([]));

describe('search', () => {
  const result = {
    type: 'task',
    id: testId(1),
    title: 'Dashboard redesign',
    snippet: 'New widgets',
    url: `/tasks/${testId(1)}`,
    score: 1.52,
  };

  it('sends the trimmed text, the types comma-separated and the limit, and answers the results', async () => {
    api.on('GET /search', [200, { success: true, data: { results: [result] } }]);
    await expect(
      search(client, { q: '  dashbaord ', types: ['task', 'project'], limit: 5 }),
    ).resolves.toEqual({ results: [result] });
    expect(api.seen.map(({ method, path, query }) => [method, path, query])).toEqual([
      ['GET', '/search', { q: 'dashbaord', types: 'task,project', limit: '5' }],
    ]);
  });

  it('refuses an answer whose result has an unknown type', async () => {
    api.on('GET /search', [200, { success: true, data: { results: [{ ...result, type: 'file' }] } }]);
    await expect(search(client, { q: 'x' })).rejects.toMatchObject({ fromServer: false });
  });
});
