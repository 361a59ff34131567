// @vitest-environment jsdom
import type { SearchResult } from '@app/domain';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFakeApi, fakeClient, testId } from '../test-support';
import { useSearch } from './search';
import { providerFor, testQueryClient } from './test-support';

const api = createFakeApi();
const client = fakeClient(api);

const result = (n: number, title: string): SearchResult => ({
  type: 'task',
  id: testId(n),
  title,
  snippet: '',
  url: `/tasks/${testId(n)}`,
  score: 1,
});

beforeEach(() => api.reset());
afterEach(() => {
  cleanup();
  expect(api.unexpected).toEqual([]);
});

describe('useSearch', () => {
  it('asks nothing while the text is blank or the caller holds it back', async () => {
    const wrapper = providerFor(testQueryClient());
    const blank = renderHook(() => useSearch(client, { q: '   ' }), { wrapper });
    const held = renderHook(() => useSearch(client, { q: 'dash' }, { enabled: false }), { wrapper });
    await Promise.resolve();
    expect(blank.result.current.fetchStatus).toBe('idle');
    expect(held.result.current.fetchStatus).toBe('idle');
    expect(api.seen).toEqual([]);
  });

  it('keeps the previous results while the next text loads', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    api.on('GET /search', async (seen) => {
      if (seen.query.q === 'dashb') await gate;
      const title = seen.query.q === 'dash' ? 'Dash' : 'Dashboard';
      return [200, { success: true, data: { results: [result(1, title)] } }];
    });
    const { result: hook, rerender } = renderHook(({ q }) => useSearch(client, { q, types: ['task'] }), {
      wrapper: providerFor(testQueryClient()),
      initialProps: { q: 'dash' },
    });
    await waitFor(() => expect(hook.current.data?.results[0]?.title).toBe('Dash'));

    rerender({ q: 'dashb' });
    await waitFor(() => expect(hook.current.isFetching).toBe(true));
    expect(hook.current.isPlaceholderData).toBe(true);
    expect(hook.current.data?.results[0]?.title).toBe('Dash');

    release();
    await waitFor(() => expect(hook.current.data?.results[0]?.title).toBe('Dashboard'));
    expect(api.seen.map((seen) => seen.query)).toEqual([
      { q: 'dash', types: 'task' },
      { q: 'dashb', types: 'task' },
    ]);
  });
});
