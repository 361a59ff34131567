import { z } from 'zod';
import { IdSchema } from './ids';
import { WEB_PATHS } from './web-paths';

/**
 * Search (issue 39): one query over tasks, projects, comments and people, each filtered by what the caller may
 * see. `GET /api/v1/search?q=&types=&limit=` answers `{ success, data: { results } }`.
 */

/** What search looks through, in the order the `types` parameter defaults to. */
export const SEARCH_TYPES = ['task', 'project', 'comment', 'user'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

export const SEARCH_QUERY_MAX = 200;
export const SEARCH_LIMIT_DEFAULT = 20;
export const SEARCH_LIMIT_MAX = 50;
/** A result's snippet: a plain-text excerpt around the match, at most this long. */
export const SEARCH_SNIPPET_MAX = 160;

export const SEARCH_MESSAGES = {
  queryRequired: 'Type something to search for',
  queryTooLong: `Search for at most ${SEARCH_QUERY_MAX} characters`,
  unknownType: `Search types are ${SEARCH_TYPES.join(', ')}`,
  limit: `The limit is a whole number from 1 to ${SEARCH_LIMIT_MAX}`,
} as const;

const TypesSchema = z.preprocess(
  (value) =>
    typeof value === 'string'
      ? value
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean)
      : value,
  z
    .array(z.enum(SEARCH_TYPES, { error: SEARCH_MESSAGES.unknownType }))
    .min(1, { error: SEARCH_MESSAGES.unknownType }),
);

/** GET /search's query: `q` trimmed, 1 to 200 characters; `types` a comma-separated list (all four by default). */
export const SearchQuerySchema = z.object({
  q: z
    .string({ error: SEARCH_MESSAGES.queryRequired })
    .trim()
    .min(1, { error: SEARCH_MESSAGES.queryRequired })
    .max(SEARCH_QUERY_MAX, { error: SEARCH_MESSAGES.queryTooLong }),
  types: TypesSchema.default([...SEARCH_TYPES]),
  limit: z.coerce
    .number({ error: SEARCH_MESSAGES.limit })
    .int({ error: SEARCH_MESSAGES.limit })
    .min(1, { error: SEARCH_MESSAGES.limit })
    .max(SEARCH_LIMIT_MAX, { error: SEARCH_MESSAGES.limit })
    .default(SEARCH_LIMIT_DEFAULT),
});
export type SearchQuery = z.infer<typeof SearchQuerySchema>;
/** What a caller passes (the SDK's argument): `types` as a list, the rest optional. */
export type SearchQueryInput = { q: string; types?: readonly SearchType[]; limit?: number };

/**
 * One result. `title` is the task's, project's or person's name (a comment's is its task's title); `snippet` a
 * plain-text excerpt around the match (no markup); `url` the web app's path that opens it; `score` its rank,
 * higher first.
 */
export const SearchResultSchema = z.object({
  type: z.enum(SEARCH_TYPES),
  id: IdSchema,
  title: z.string(),
  snippet: z.string().max(SEARCH_SNIPPET_MAX),
  url: z.string(),
  score: z.number(),
});
export type SearchResult = z.infer<typeof SearchResultSchema>;

export const SearchAnswerSchema = z.object({ results: z.array(SearchResultSchema) });
export type SearchAnswer = z.infer<typeof SearchAnswerSchema>;

/**
 * Where a result opens in the web app. A comment opens its task. The app has no page of its own for a person, so a
 * person opens the task list of the tasks assigned to them (those the caller may see), a page every signed-in user
 * can open.
 */
export function searchResultUrl(type: SearchType, id: string, taskId?: string): string {
  switch (type) {
    case 'task':
      return WEB_PATHS.tasks.detail.href(id);
    case 'comment':
      return WEB_PATHS.tasks.detail.href(taskId ?? id);
    case 'project':
      return WEB_PATHS.projects.detail.href(id);
    case 'user':
      return `${WEB_PATHS.tasks.list.href()}?assignedTo=${encodeURIComponent(id)}`;
  }
}

/** A plain-text excerpt cut to the snippet's length at a word, with an ellipsis when cut. */
export function searchSnippet(text: string | null | undefined): string {
  const plain = (text ?? '').replace(/\s+/g, ' ').trim();
  if (plain.length <= SEARCH_SNIPPET_MAX) return plain;
  const cut = plain.slice(0, SEARCH_SNIPPET_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > SEARCH_SNIPPET_MAX / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
