import {
  SYSTEM_CHECK_MESSAGES,
  type SystemCheckName,
  type SystemCheckResult,
  type SystemCheckRun,
  type SystemCheckRunList,
  type SystemRunEvent,
} from '@app/domain';
import { ApiError } from './errors';
import type { ApiClient } from './http';
import { lazySchema } from './schema-source';

const schemas = () => import('./schemas/system-checks');
const SystemRunEventSchema = lazySchema(schemas, 'SystemRunEventSchema');
const SystemCheckRunListSchema = lazySchema(schemas, 'SystemCheckRunListSchema');

export interface SystemCheckRunsQuery {
  page?: number;
  limit?: number;
}

/** GET /system/test-runs: the runs the caller may see, newest first. */
export function listSystemCheckRuns(
  client: ApiClient,
  query: SystemCheckRunsQuery = {},
): Promise<SystemCheckRunList> {
  const searchParams: Record<string, number> = {};
  if (query.page !== undefined) searchParams.page = query.page;
  if (query.limit !== undefined) searchParams.limit = query.limit;
  return client.get('system/test-runs', SystemCheckRunListSchema, searchParams);
}

/**
 * POST /system/test-runs: runs every check; `onEvent` hears the start, each check's result as it finishes, and
 * the stored run. Resolves with the stored run; rejects when the server refuses or the stream stops early.
 */
export async function runSystemChecks(
  client: ApiClient,
  onEvent: (event: SystemRunEvent) => void,
): Promise<SystemCheckRun> {
  let finished: SystemCheckRun | undefined;
  await client.postLines('system/test-runs', SystemRunEventSchema, (event) => {
    if (event.type === 'finished') finished = event.run;
    onEvent(event);
  });
  if (!finished) throw new ApiError(SYSTEM_CHECK_MESSAGES.streamBroken, 0);
  return finished;
}

/** What the screen shows of a run as it goes. */
export interface SystemRunState {
  phase: 'idle' | 'running' | 'finished' | 'failed';
  /** The checks of the run, in order, with their result once it came. */
  checks: { name: SystemCheckName; label: string; result?: SystemCheckResult }[];
  run?: SystemCheckRun;
  error?: string;
}

export const INITIAL_SYSTEM_RUN_STATE: SystemRunState = { phase: 'idle', checks: [] };

export type SystemRunAction = SystemRunEvent | { type: 'start' } | { type: 'error'; message: string };

/** Folds the stream's events into the screen's state. */
export function systemRunReducer(state: SystemRunState, action: SystemRunAction): SystemRunState {
  switch (action.type) {
    case 'start':
      return { phase: 'running', checks: state.checks.map(({ name, label }) => ({ name, label })) };
    case 'started':
      return { phase: 'running', checks: action.checks.map(({ name, label }) => ({ name, label })) };
    case 'result': {
      const known = state.checks.some((check) => check.name === action.result.name);
      const checks = known
        ? state.checks.map((check) =>
            check.name === action.result.name ? { ...check, result: action.result } : check,
          )
        : [...state.checks, { name: action.result.name, label: action.result.label, result: action.result }];
      return { ...state, checks };
    }
    case 'finished':
      return {
        phase: 'finished',
        run: action.run,
        checks: state.checks.map((check) => ({
          ...check,
          result: action.run.results.find((result) => result.name === check.name) ?? check.result,
        })),
      };
    case 'error':
      return { ...state, phase: 'failed', error: action.message };
  }
}
