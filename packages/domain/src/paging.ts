export const PAGE_LIMIT_MAX = 100;

/** Number of pages for `total` items at `limit` per page (0 when there are no items). */
export function pageCount(total: number, limit: number): number {
  return limit > 0 ? Math.ceil(total / limit) : 0;
}
