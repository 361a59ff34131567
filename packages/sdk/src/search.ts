import { apiSuccess, type SearchAnswer, SearchAnswerSchema, type SearchQueryInput } from '@app/domain';
import type { ApiClient } from './http';
import { toSearchParams } from './search-params';

const SearchResponseSchema = /* @__PURE__ */ apiSuccess(SearchAnswerSchema);

/**
 * Tasks, projects, comments and people the user may see that match `q`, best first (GET /search). `types`
 * narrows what is searched (all four by default), `limit` is at most 50 (20 by default).
 */
export async function search(client: ApiClient, query: SearchQueryInput): Promise<SearchAnswer> {
  return (await client.get('search', SearchResponseSchema, toSearchParams(query))).data;
}
