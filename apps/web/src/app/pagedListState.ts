import { type Pagination, SCREEN_TEXTS } from '@app/domain';
import { failureText } from '@app/sdk';
import type { PagedListState } from '@app/ui';
import { useEffect } from 'react';

/** The parts of a paged list's query (`useProjects`, `useTasks`, ...) that `PagedList` reads. */
interface PagedQueryResult {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: { pagination: Pagination } | undefined;
  refetch: () => Promise<unknown>;
  /** The data shown is the previous query's, kept while this one loads. */
  isPlaceholderData?: boolean;
}

/**
 * A `PagedList`'s state and page for a list query and the screen's URL state (`useSearchParamsState`): the
 * server's message when the query failed (else `fallback`) with a retry, the list's total and pages once a page
 * has loaded, and the URL's page, which a new page is written to (a history entry, for Back). A page past the
 * end (an old link, or the last item of the last page gone) is replaced by the last page in the URL, without a
 * history entry, so the list never shows an empty page of a list that has items.
 */
export function usePagedList<Q extends { page: number }>(
  result: PagedQueryResult,
  query: Q,
  setQuery: (next: Q, options?: { replace?: boolean }) => void,
  fallback: string = SCREEN_TEXTS.tryAgain,
): { state: PagedListState; page: number; onPageChange: (page: number) => void } {
  const pages = result.data?.pagination.pages ?? 0;
  const pastTheEnd = !result.isPlaceholderData && pages > 0 && query.page > pages;
  useEffect(() => {
    if (pastTheEnd) setQuery({ ...query, page: pages }, { replace: true });
  }, [pastTheEnd, pages, query, setQuery]);
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
