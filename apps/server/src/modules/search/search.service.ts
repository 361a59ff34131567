import {
  type SearchAnswer,
  type SearchQuery,
  type SearchResult,
  searchResultUrl,
  searchSnippet,
} from '@app/domain';
import type { AppDb } from '../../db/client';
import type { Viewer } from '../work';
import { searchRows } from './search.queries';

/** GET /search: the caller's best matches, each with where it opens in the web app. */
export async function search(db: AppDb, viewer: Viewer, query: SearchQuery): Promise<SearchAnswer> {
  const rows = await searchRows(db, viewer, query.q, query.types, query.limit);
  const results = rows.map(
    (row): SearchResult => ({
      type: row.type,
      id: row.id,
      title: row.title,
      snippet: searchSnippet(row.snippet),
      url: searchResultUrl(row.type, row.id, row.taskId ?? undefined),
      score: Math.round(Number(row.score) * 10_000) / 10_000,
    }),
  );
  return { results };
}
