import { SYSTEM_CHECK_MESSAGES } from '@app/domain';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useReducer, useRef } from 'react';
import { failureText } from '../errors';
import type { ApiClient } from '../http';
import {
  INITIAL_SYSTEM_RUN_STATE,
  listSystemCheckRuns,
  runSystemChecks,
  type SystemCheckRunsQuery,
  type SystemRunState,
  systemRunReducer,
} from '../system-checks';

export const systemCheckQueryKeys = {
  all: () => ['system-checks'] as const,
  runs: (query: SystemCheckRunsQuery) => ['system-checks', 'runs', query] as const,
};

export function systemCheckRunsQueryOptions(client: ApiClient, query: SystemCheckRunsQuery) {
  return queryOptions({
    queryKey: systemCheckQueryKeys.runs(query),
    queryFn: () => listSystemCheckRuns(client, query),
    placeholderData: keepPreviousData,
  });
}

/** One page of the history of runs. */
export function useSystemCheckRuns(client: ApiClient, query: SystemCheckRunsQuery) {
  return useQuery(systemCheckRunsQueryOptions(client, query));
}

/**
 * A run of the checks, live: `start()` asks the server to run them and the state follows each result as it
 * streams in; the history is refreshed when the run ends (or is refused).
 */
export function useSystemCheckRun(client: ApiClient): SystemRunState & { start: () => void } {
  const [state, dispatch] = useReducer(systemRunReducer, INITIAL_SYSTEM_RUN_STATE);
  const queryClient = useQueryClient();
  const busy = useRef(false);
  const start = useCallback(() => {
    if (busy.current) return;
    busy.current = true;
    dispatch({ type: 'start' });
    runSystemChecks(client, dispatch)
      .catch((error: unknown) => {
        dispatch({ type: 'error', message: failureText(error, SYSTEM_CHECK_MESSAGES.streamBroken) });
      })
      .finally(() => {
        busy.current = false;
        void queryClient.invalidateQueries({ queryKey: systemCheckQueryKeys.all() });
      });
  }, [client, queryClient]);
  return { ...state, start };
}
