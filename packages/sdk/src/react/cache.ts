import { type Paginated, pageCount } from '@app/domain';
import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';

/** The cached data of some queries, as it was before an optimistic change. */
export type CacheSnapshot = ReadonlyArray<readonly [QueryKey, unknown]>;

type KeyTest = (key: QueryKey) => boolean;

const matching = (test: KeyTest) => ({ predicate: (query: Query) => test(query.queryKey) });

/** Stops the refetches in flight for the matching queries, so they cannot overwrite an optimistic change. */
export function cancelMatching(queryClient: QueryClient, test: KeyTest): Promise<void> {
  return queryClient.cancelQueries(matching(test));
}

export function snapshotMatching(queryClient: QueryClient, test: KeyTest): CacheSnapshot {
  return queryClient.getQueriesData(matching(test));
}

/** Puts the snapshot back (the rollback of an optimistic change the server refused). */
export function restoreSnapshot(queryClient: QueryClient, snapshot: CacheSnapshot | undefined): void {
  for (const [key, data] of snapshot ?? []) queryClient.setQueryData(key, data);
}

/** Rewrites the data of every matching query that has data. */
export function updateMatching<T>(
  queryClient: QueryClient,
  test: KeyTest,
  update: (data: T, key: QueryKey) => T,
): void {
  for (const [key, data] of queryClient.getQueriesData<T>(matching(test))) {
    if (data !== undefined) queryClient.setQueryData<T>(key, update(data, key));
  }
}

export function invalidateMatching(queryClient: QueryClient, test: KeyTest): Promise<void> {
  return queryClient.invalidateQueries(matching(test));
}

/** A page with the item of `id` removed and the totals brought down. */
export function withoutItem<T extends { _id: string }>(page: Paginated<T>, id: string): Paginated<T> {
  const data = page.data.filter((item) => item._id !== id);
  if (data.length === page.data.length) return page;
  const total = Math.max(0, page.pagination.total - 1);
  return {
    ...page,
    data,
    pagination: { ...page.pagination, total, pages: pageCount(total, page.pagination.limit) },
  };
}

/** A page with the item of `id` rewritten; the same page when it does not hold it. */
export function withItem<T extends { _id: string }>(
  page: Paginated<T>,
  id: string,
  update: (item: T) => T,
): Paginated<T> {
  if (!page.data.some((item) => item._id === id)) return page;
  return { ...page, data: page.data.map((item) => (item._id === id ? update(item) : item)) };
}

/** A page with `item` added at the end and its total counted; the same page when it holds the item already. */
export function withAppended<T>(page: Paginated<T>, item: T, idOf: (item: T) => string): Paginated<T> {
  const id = idOf(item);
  if (page.data.some((existing) => idOf(existing) === id)) return page;
  return {
    ...page,
    data: [...page.data, item],
    pagination: { ...page.pagination, total: page.pagination.total + 1 },
  };
}
