import type { SearchQueryInput } from '@app/domain';
import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../http';
import { search } from '../search';
import { toSearchParams } from '../search-params';

export const searchQueryKeys = {
  all: () => ['search'] as const,
  /** Keyed by what is sent: the trimmed text, the types and the limit. */
  results: (query: SearchQueryInput) => ['search', toSearchParams(query)] as const,
};

/** Options of `useSearch`. */
export interface UseSearchOptions {
  /** False holds the request back (a closed palette); it is also held while the text is blank. */
  enabled?: boolean;
  /** How long an answer counts as fresh, in ms (30 s by default: typing back to an earlier text reads no more). */
  staleTime?: number;
}

const SEARCH_STALE_MS = 30_000;

/** The search's query: waits while the text is blank or the caller holds it back. */
export function searchQueryOptions(
  client: ApiClient,
  query: SearchQueryInput,
  options: UseSearchOptions = {},
) {
  const ready = query.q.trim() !== '' && options.enabled !== false;
  return queryOptions({
    queryKey: searchQueryKeys.results(query),
    queryFn: ready ? () => search(client, query) : skipToken,
    placeholderData: keepPreviousData,
    staleTime: options.staleTime ?? SEARCH_STALE_MS,
  });
}

/**
 * Results for what the user types, best first. The previous results stay shown while the next text's load (no
 * flash of an empty list between keystrokes); nothing is asked while the text is blank.
 */
export function useSearch(client: ApiClient, query: SearchQueryInput, options: UseSearchOptions = {}) {
  return useQuery(searchQueryOptions(client, query, options));
}
