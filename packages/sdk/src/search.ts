import type { SearchAnswer, SearchQueryInput } from '@app/domain';
import type { ApiClient } from './http';
import { lazySchema } from './schema-source';
import { toSearchParams } from './search-params';

// Loaded with the first call, not with the client: see schemas/search.ts.
const schemas = () => import('./schemas/search');
const SearchResponseSchema = lazySchema(schemas, 'SearchResponseSchema');

/**
 * Tasks, projects, comments and people the user may see that match `q`, best first (GET /search). `types`
 * narrows what is searched (all four by default), `limit` is at most 50 (20 by default).
 */
export async function search(client: ApiClient, query: SearchQueryInput): Promise<SearchAnswer> {
  return (await client.get('search', SearchResponseSchema, toSearchParams(query))).data;
}
