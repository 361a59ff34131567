import { SEARCH_SNIPPET_MAX, type SearchType } from '@app/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AppDb } from '../../db/client';
import { projects, taskComments, tasks, users } from '../../db/schema';
import { containsPattern, type Viewer, visiblePeople, visibleProjects, visibleTasks } from '../work';

/**
 * How close a title must be to the query for a typo to match (pg_trgm's word_similarity; 'dashbaord' is 0.5 from
 * 'Dashboard redesign'). Set for the search's transaction only, so the `<%` operator keeps using the GIN index.
 */
export const TITLE_SIMILARITY_THRESHOLD = 0.45;
/** Typo matching starts at this many characters: one or two letters are a prefix, not a word with a typo. */
const TYPO_MIN_LENGTH = 3;
/** At most this many words of the query go into the full-text query. */
const QUERY_WORDS_MAX = 16;

/** One row found, before the service makes it a result. */
export interface FoundRow {
  type: SearchType;
  id: string;
  /** A comment's task (its result opens the task). */
  taskId: string | null;
  title: string;
  snippet: string | null;
  score: number;
}

/**
 * The full-text query of what was typed: its words (letters and digits only, so nothing the typed text holds is
 * read as tsquery syntax), all required, the last one as a prefix since it may be half typed ('integr' finds
 * 'integration'). Stemmed by the 'english' configuration like the documents: 'integrations' finds 'integration'.
 */
export function fullTextQuery(q: string): string {
  const words = (q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, QUERY_WORDS_MAX);
  return words.map((word, index) => (index === words.length - 1 ? `${word}:*` : word)).join(' & ');
}

/** Newer first: a bonus of 0.25 for a row changed now, halved after a week, a tenth after two months. */
function recency(column: AnyPgColumn): SQL {
  return sql`(0.25 / (1 + extract(epoch from (now() - ${column})) / 604800.0))`;
}

interface Terms {
  viewer: Viewer;
  q: string;
  tsq: SQL;
  typo: boolean;
  limit: number;
}

// Each part answers (type, id, task_id, title, body, score), its own best `limit` rows, filtered by the viewer's
// scope inside its WHERE: nothing the viewer may not see is ever read out of the database.

function taskPart(db: AppDb, { viewer, q, tsq, typo, limit }: Terms): SQL {
  const document = tasks.searchVector;
  const typoMatch = typo ? sql` or ${q} <% ${tasks.title}` : sql``;
  const score = sql`(ts_filter(${document}, '{a}') @@ ${tsq})::int
    + word_similarity(${q}, ${tasks.title}) + ts_rank(${document}, ${tsq}) + ${recency(tasks.updatedAt)}
    + coalesce((${tasks.assignedTo} = ${viewer.id})::int, 0) * 0.25`;
  return sql`(select 'task' as type, ${tasks.id} as id, null::text as task_id, ${tasks.title} as title,
    ${tasks.description} as body, (${score})::float8 as score
    from ${tasks} where (${document} @@ ${tsq}${typoMatch}) and ${visibleTasks(db, viewer)}
    order by score desc limit ${limit})`;
}

function projectPart({ viewer, q, tsq, typo, limit }: Terms): SQL {
  const document = projects.searchVector;
  const typoMatch = typo ? sql` or ${q} <% ${projects.title}` : sql``;
  const score = sql`(ts_filter(${document}, '{a}') @@ ${tsq})::int
    + word_similarity(${q}, ${projects.title}) + ts_rank(${document}, ${tsq}) + ${recency(projects.updatedAt)}`;
  return sql`(select 'project' as type, ${projects.id} as id, null::text as task_id, ${projects.title} as title,
    ${projects.description} as body, (${score})::float8 as score
    from ${projects} where (${document} @@ ${tsq}${typoMatch}) and ${visibleProjects(viewer)}
    order by score desc limit ${limit})`;
}

function commentPart(db: AppDb, { viewer, tsq, limit }: Terms): SQL {
  const document = taskComments.searchVector;
  const score = sql`ts_rank(${document}, ${tsq}) + ${recency(taskComments.createdAt)}
    + coalesce((${tasks.assignedTo} = ${viewer.id})::int, 0) * 0.25`;
  return sql`(select 'comment' as type, ${taskComments.id} as id, ${tasks.id} as task_id, ${tasks.title} as title,
    ${taskComments.text} as body, (${score})::float8 as score
    from ${taskComments} inner join ${tasks} on ${tasks.id} = ${taskComments.taskId}
    where ${document} @@ ${tsq} and ${visibleTasks(db, viewer)}
    order by score desc limit ${limit})`;
}

function userPart({ viewer, q, typo, limit }: Terms): SQL {
  const pattern = containsPattern(q);
  const typoMatch = typo ? sql` or ${q} <% ${users.name}` : sql``;
  const score = sql`greatest(word_similarity(${q}, ${users.name}), word_similarity(${q}, ${users.email}))
    + (${users.name} ilike ${pattern})::int * 0.5`;
  return sql`(select 'user' as type, ${users.id} as id, null::text as task_id, ${users.name} as title,
    ${users.email} as body, (${score})::float8 as score
    from ${users} where (${users.name} ilike ${pattern} or ${users.email} ilike ${pattern}${typoMatch})
    and ${visiblePeople(viewer)}
    order by score desc limit ${limit})`;
}

async function rowsOf<T>(result: unknown): Promise<T[]> {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/**
 * The statement of a search: the best `limit` matches of `q` among the types asked for. Each type's best rows (each
 * part through its GIN indexes and the viewer's scope), merged by score, then a snippet for the rows kept only: a
 * short body whole, a longer one's plain text around the first match (ts_headline with no markers); a person's is
 * their email. Undefined when nothing is to be searched.
 */
export function searchStatement(
  db: AppDb,
  viewer: Viewer,
  q: string,
  types: readonly SearchType[],
  limit: number,
): SQL | undefined {
  const text = fullTextQuery(q);
  const tsq = sql`to_tsquery('english'::regconfig, ${text})`;
  const terms: Terms = { viewer, q, tsq, typo: q.length >= TYPO_MIN_LENGTH, limit };
  const parts: SQL[] = [];
  if (types.includes('task')) parts.push(taskPart(db, terms));
  if (types.includes('project')) parts.push(projectPart(terms));
  if (types.includes('comment') && text) parts.push(commentPart(db, terms));
  if (types.includes('user')) parts.push(userPart(terms));
  if (parts.length === 0) return undefined;
  const headline = text
    ? sql`ts_headline('english'::regconfig, coalesce(found.body, ''), ${tsq}, 'StartSel="",StopSel="",MaxWords=24,MinWords=12,MaxFragments=1,FragmentDelimiter=" "')`
    : sql`found.body`;
  return sql`select found.type, found.id, found.task_id as "taskId", found.title, found.score,
    case when found.type = 'user' or length(found.body) <= ${SEARCH_SNIPPET_MAX} then found.body else ${headline} end
      as snippet
    from (${sql.join(parts, sql` union all `)}) found
    order by found.score desc, found.id limit ${limit}`;
}

/** Runs the search's statement in one transaction, with the typo threshold set for it alone. */
export async function searchRows(
  db: AppDb,
  viewer: Viewer,
  q: string,
  types: readonly SearchType[],
  limit: number,
): Promise<FoundRow[]> {
  const statement = searchStatement(db, viewer, q, types, limit);
  if (!statement) return [];
  return db.transaction(async (tx) => {
    // The `<%` operator's threshold, for this transaction only (PostgreSQL's default, 0.6, misses one-letter typos).
    await tx.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${String(TITLE_SIMILARITY_THRESHOLD)}, true)`,
    );
    return rowsOf<FoundRow>(await tx.execute(statement));
  });
}
