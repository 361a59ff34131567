import { type Pagination, SCREEN_TEXTS } from '@app/domain';
import { failureText } from '@app/sdk';
import type { PagedListState } from '@app/ui';

/** The parts of a paged list's query (`useProjects`, `useTasks`, ...) that `PagedList` reads. */
interface PagedQueryResult {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: { pagination: Pagination } | undefined;
  refetch: () => Promise<unknown>;
}

/**
 * A `PagedList`'s state and page for a list query and the screen's URL state (`useSearchParamsState`): the
 * server's message when the query failed (else `fallback`) with a retry, the list's total and pages once a page
 * has loaded, and the URL's page, which a new page is written to (a history entry, for Back).
 */
export function pagedListState<Q extends { page: number }>(
  result: PagedQueryResult,
  query: Q,
  setQuery: (next: Q) => void,
  fallback: string = SCREEN_TEXTS.tryAgain,
): { state: PagedListState; page: number; onPageChange: (page: number) => void } {
  return {
    state: {
      pending: result.isPending,
      error: result.isError
        ? { message: failureText(result.error, fallback), onRetry: () => void result.refetch() }
        : undefined,
      pagination: result.data?.pagination,
    },
    page: query.page,
    onPageChange: (page) => setQuery({ ...query, page }),
  };
}
