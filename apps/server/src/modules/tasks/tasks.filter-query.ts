import {
  FILTER_QUERY_MESSAGES,
  type FilterTerm,
  isProjectId,
  isStatusCategory,
  parseFilterQuery,
  resolveDueFilter,
} from '@app/domain';
import { and, gte, ilike, inArray, isNotNull, isNull, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { labels, projects, taskLabels, taskRelations, tasks, users } from '../../db/schema';
import { AppError } from '../../http/errors';
import { containsPattern, escapeLikePattern, type Viewer } from '../work';

/**
 * The filter language of GET /tasks?q= (issue 39, `@app/domain/filter-query.ts`) as SQL conditions, on top of the
 * viewer's scope. Names (labels, projects, people) are matched inside the statement, so a query costs one
 * round trip like any list; a name nobody has matches no task, as a filter on it would. A mistake in the query is
 * a 400 that names it.
 */
export function filterQueryConditions(query: string | undefined, viewer: Viewer, today: string): SQL[] {
  if (!query) return [];
  const parsed = parseFilterQuery(query);
  if (parsed.errors.length > 0) throw new AppError(400, parsed.errors[0] as string);
  const conditions = parsed.terms.map((term) => termCondition(term, viewer, today));
  if (parsed.text) {
    const pattern = containsPattern(parsed.text);
    conditions.push(or(ilike(tasks.title, pattern), ilike(tasks.description, pattern)) as SQL);
  }
  return conditions;
}

const lowered = (values: readonly string[]) => values.map((value) => value.toLowerCase());
/** Values that are ids also match by id (a link may carry one); `false` when none is. */
const byId = (column: AnyPgColumn, values: readonly string[]) => {
  const idValues = values.filter(isProjectId);
  return idValues.length ? inArray(column, idValues) : sql`false`;
};

function termCondition({ key, values }: FilterTerm, viewer: Viewer, today: string): SQL {
  switch (key) {
    case 'status': {
      const categories = values.filter(isStatusCategory);
      const byState = inArray(tasks.state, values);
      return categories.length ? (or(inArray(tasks.status, categories), byState) as SQL) : byState;
    }
    case 'priority':
      return inArray(tasks.priority, values);
    case 'assignee':
      return or(...values.map((value) => assigneeCondition(value, viewer))) as SQL;
    case 'label': {
      const named = or(inArray(sql`lower(${labels.name})`, lowered(values)), byId(labels.id, values));
      const ids = sql`select ${taskLabels.taskId} from ${taskLabels} inner join ${labels} on ${labels.id} = ${taskLabels.labelId} where ${named}`;
      return sql`${tasks.id} = any(array(${ids}))`;
    }
    case 'project': {
      const named = or(inArray(sql`lower(${projects.title})`, lowered(values)), byId(projects.id, values));
      const ids = sql`select ${projects.id} from ${projects} where ${named}`;
      return sql`${tasks.projectId} = any(array(${ids}))`;
    }
    case 'due':
      return or(...values.map((value) => dueCondition(value, today))) as SQL;
    case 'is':
      return and(...values.map(isCondition)) as SQL;
  }
}

/** `me`, `none`, an id, a whole name, a first name, a whole email or the part before its '@'. */
function assigneeCondition(value: string, viewer: Viewer): SQL {
  if (value === 'me') return sql`${tasks.assignedTo} = ${viewer.id}`;
  if (value === 'none') return isNull(tasks.assignedTo);
  const lower = value.toLowerCase();
  const prefix = `${escapeLikePattern(lower)}%`;
  const people = sql`select ${users.id} from ${users} where ${byId(users.id, [value])} or lower(${users.name}) = ${lower} or lower(${users.name}) like ${`${escapeLikePattern(lower)} %`} or lower(${users.email}) = ${lower} or lower(${users.email}) like ${prefix.replace(/%$/, '@%')}`;
  return sql`${tasks.assignedTo} = any(array(${people}))`;
}

function dueCondition(value: string, today: string): SQL {
  const range = resolveDueFilter(value, today);
  if (!range) throw new AppError(400, FILTER_QUERY_MESSAGES.badValue('due', value));
  if (range.none) return isNull(tasks.dueDate);
  const parts: SQL[] = [isNotNull(tasks.dueDate)];
  if (range.after) parts.push(gte(tasks.dueDate, range.after));
  if (range.before) parts.push(lte(tasks.dueDate, range.before));
  if (range.open) parts.push(ne(tasks.status, 'done'));
  return and(...parts) as SQL;
}

function isCondition(value: string): SQL {
  switch (value) {
    case 'open':
      return ne(tasks.status, 'done');
    case 'done':
      return sql`${tasks.status} = 'done'`;
    case 'subtask':
      return isNotNull(tasks.parentId);
    default:
      return sql`exists (select 1 from ${taskRelations} relation inner join ${tasks} blocker on blocker.id = relation.from_task_id where relation.to_task_id = ${tasks.id} and relation.type = 'blocks' and blocker.status <> 'done')`;
  }
}
