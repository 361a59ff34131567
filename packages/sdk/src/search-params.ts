/** A query-string value as the client sends it. */
export type SearchParamValue = string | number | boolean;

type QueryValue = SearchParamValue | readonly SearchParamValue[] | null | undefined;

/**
 * Turns a list query into the query string's parameters: undefined, null, blank and empty-array values are
 * dropped, strings are trimmed and arrays are sent comma-separated (`status=todo,done`). The same object keys
 * the query's cache entry, so two queries that send the same request share it.
 */
export function toSearchParams(query: object | undefined): Record<string, SearchParamValue> {
  const params: Record<string, SearchParamValue> = {};
  if (!query) return params;
  for (const [key, raw] of Object.entries(query) as [string, QueryValue][]) {
    if (raw === undefined || raw === null) continue;
    if (Array.isArray(raw)) {
      const items = raw.map((item) => String(item).trim()).filter((item) => item !== '');
      if (items.length > 0) params[key] = items.join(',');
      continue;
    }
    if (typeof raw === 'string') {
      const text = raw.trim();
      if (text !== '') params[key] = text;
      continue;
    }
    if (typeof raw === 'number' && !Number.isFinite(raw)) continue;
    params[key] = raw as SearchParamValue;
  }
  return params;
}

/** The parameters, or undefined when there are none (so the URL carries no bare `?`). */
export function searchParamsOrNone(query: object | undefined): Record<string, SearchParamValue> | undefined {
  const params = toSearchParams(query);
  return Object.keys(params).length > 0 ? params : undefined;
}
