import {
  FILTER_QUERY_MAX,
  FILTER_QUERY_TEXTS,
  type FilterKey,
  filterQueryValues,
  foldLegacyFilters,
  type LegacyListFilters,
  parseFilterQuery,
  setFilterQueryTerm,
} from '@app/domain';
import { useEffect, useMemo, useRef } from 'react';

/**
 * A list's filter-language query (`?q=`, issue 39) and the selects kept in step with it: a select writes its
 * term into the text, and the text sets the select. A query with a mistake is not sent (the server would refuse
 * it): the list stays as it was and the field names the mistake.
 */
export function useFilterQuery(q: string, setQ: (next: string) => void) {
  const parsed = useMemo(() => parseFilterQuery(q), [q]);
  const error = parsed.errors[0];
  // While the text has a mistake, the list keeps the last query that read cleanly.
  const lastClean = useRef<string | undefined>(undefined);
  if (!error) lastClean.current = q.trim() || undefined;
  return {
    q,
    error,
    /** What the list request carries: the query when it reads cleanly, else the last one that did. */
    requestQ: lastClean.current,
    values: (key: FilterKey) => filterQueryValues(q, key),
    set: (key: FilterKey, values: readonly string[]) => setQ(setFilterQueryTerm(q, key, values)),
    setText: setQ,
  };
}

/** The props of a FilterBar whose search field takes the query: label, hint, width, length and mistake. */
export function filterQueryFieldProps(q: ReturnType<typeof useFilterQuery>) {
  return {
    searchLabel: FILTER_QUERY_TEXTS.fieldLabel,
    searchPlaceholder: FILTER_QUERY_TEXTS.placeholder,
    searchWide: true,
    searchMaxLength: FILTER_QUERY_MAX,
    searchError: q.error,
    search: q.q,
    onSearchChange: q.setText,
  };
}

/**
 * Links written before the filter language (`/tasks?status=todo&assignedTo=me`) open with their filters folded
 * into `?q=`, once, without a history entry.
 */
export function useFoldLegacyFilters(
  q: string,
  legacy: LegacyListFilters,
  replace: (q: string, cleared: Record<keyof LegacyListFilters, undefined>) => void,
) {
  const folded = foldLegacyFilters(q, legacy);
  useEffect(() => {
    if (folded === q) return;
    replace(folded, {
      search: undefined,
      status: undefined,
      priority: undefined,
      assignedTo: undefined,
      labelId: undefined,
      projectId: undefined,
    });
  }, [folded, q, replace]);
}
