import type { SystemCheckRun, SystemRunEvent } from '@app/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { createApiClient } from './http';
import {
  INITIAL_SYSTEM_RUN_STATE,
  listSystemCheckRuns,
  runSystemChecks,
  type SystemRunState,
  systemRunReducer,
} from './system-checks';
import { createFakeApi, fakeClient, TEST_BASE_URL, testId } from './test-support';
import { createMemoryTokenStorage } from './token-storage';

const CHECKS = [
  { name: 'database', label: 'Database read and write' },
  { name: 'mail', label: 'Mail transport' },
] as const;
const result = (name: 'database' | 'mail', status: 'pass' | 'fail' = 'pass') => ({
  name,
  label: CHECKS.find((check) => check.name === name)!.label,
  status,
  durationMs: 12,
  message: status === 'pass' ? 'Fine' : 'Connection refused',
});
const run: SystemCheckRun = {
  _id: testId(1),
  organizationId: null,
  runBy: testId(2),
  runByName: 'Pat Platform',
  status: 'failed',
  results: [result('database'), result('mail', 'fail')],
  startedAt: '2026-11-26T10:00:00.000Z',
  finishedAt: '2026-11-26T10:00:01.000Z',
};
const EVENTS: SystemRunEvent[] = [
  { type: 'started', runId: run._id, startedAt: run.startedAt, checks: [...CHECKS] },
  { type: 'result', result: result('mail', 'fail') },
  { type: 'result', result: result('database') },
  { type: 'finished', run },
];

/** A fetch answering the POST with these bytes, cut into chunks that split lines in the middle. */
function streamingFetch(text: string, status = 200, seen: Request[] = []): typeof fetch {
  return async (input, init) => {
    seen.push(new Request(input, init));
    const bytes = new TextEncoder().encode(text);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < bytes.length; at += 7) controller.enqueue(bytes.slice(at, at + 7));
        controller.close();
      },
    });
    return new Response(body, { status, headers: { 'content-type': 'application/x-ndjson' } });
  };
}

const clientWith = (fetchImpl: typeof fetch) =>
  createApiClient({
    baseUrl: TEST_BASE_URL,
    tokenStorage: createMemoryTokenStorage('t.o.k'),
    fetch: fetchImpl,
  });
const ndjson = (events: unknown[]) => events.map((event) => `${JSON.stringify(event)}\n`).join('');

describe('runSystemChecks', () => {
  it('hands over each event as its line arrives and resolves with the stored run', async () => {
    const seen: Request[] = [];
    const heard: SystemRunEvent[] = [];
    const stored = await runSystemChecks(clientWith(streamingFetch(ndjson(EVENTS), 200, seen)), (event) =>
      heard.push(event),
    );
    expect(heard).toEqual(EVENTS);
    expect(stored).toEqual(run);
    expect(seen[0]?.method).toBe('POST');
    expect(new URL(seen[0]!.url).pathname).toBe('/api/v1/system/test-runs');
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer t.o.k');
  });

  it("throws the server's refusal", async () => {
    const refusal = JSON.stringify({
      success: false,
      error: 'Please wait 8 seconds before running the checks again',
    });
    const client = clientWith(
      async () => new Response(refusal, { status: 429, headers: { 'content-type': 'application/json' } }),
    );
    await expect(runSystemChecks(client, () => undefined)).rejects.toMatchObject({
      message: 'Please wait 8 seconds before running the checks again',
      status: 429,
    });
  });

  it('fails when the stream ends before the run is finished', async () => {
    const client = clientWith(streamingFetch(ndjson(EVENTS.slice(0, 2))));
    await expect(runSystemChecks(client, () => undefined)).rejects.toThrow(
      'The run stopped before all checks answered',
    );
  });

  it('refuses a line that is not a run event', async () => {
    const client = clientWith(streamingFetch(ndjson([{ type: 'surprise' }])));
    await expect(runSystemChecks(client, () => undefined)).rejects.toBeInstanceOf(ApiError);
  });
});

describe('listSystemCheckRuns', () => {
  const api = createFakeApi();
  const client = fakeClient(api);
  beforeEach(() => api.reset());
  afterEach(() => expect(api.unexpected).toEqual([]));

  it('reads a page of the history', async () => {
    api.on('GET /system/test-runs', [
      200,
      { success: true, data: [run], pagination: { page: 2, limit: 5, total: 6, pages: 2 } },
    ]);
    const page = await listSystemCheckRuns(client, { page: 2, limit: 5 });
    expect(page.data).toEqual([run]);
    expect(api.seen[0]?.query).toEqual({ page: '2', limit: '5' });
  });
});

describe('systemRunReducer', () => {
  it('shows every check as running, then each result as it comes, then the stored run', () => {
    let state: SystemRunState = systemRunReducer(INITIAL_SYSTEM_RUN_STATE, { type: 'start' });
    expect(state.phase).toBe('running');
    state = systemRunReducer(state, EVENTS[0]!);
    expect(state.checks.map((check) => [check.name, check.result])).toEqual([
      ['database', undefined],
      ['mail', undefined],
    ]);
    state = systemRunReducer(state, EVENTS[1]!);
    expect(state.checks[1]?.result?.status).toBe('fail');
    expect(state.checks[0]?.result).toBeUndefined();
    state = systemRunReducer(state, EVENTS[3]!);
    expect(state.phase).toBe('finished');
    expect(state.checks[0]?.result?.status).toBe('pass');
    expect(state.run?._id).toBe(run._id);
  });

  it('keeps the results so far when the run fails, and clears them on the next start', () => {
    let state = systemRunReducer(INITIAL_SYSTEM_RUN_STATE, EVENTS[0]!);
    state = systemRunReducer(state, EVENTS[2]!);
    state = systemRunReducer(state, { type: 'error', message: 'Network error: reset' });
    expect(state).toMatchObject({ phase: 'failed', error: 'Network error: reset' });
    expect(state.checks[0]?.result?.status).toBe('pass');
    state = systemRunReducer(state, { type: 'start' });
    expect(state.checks.every((check) => check.result === undefined)).toBe(true);
    expect(state.error).toBeUndefined();
  });
});
