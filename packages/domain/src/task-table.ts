import type { CustomField } from './custom-fields';
import type { Task } from './task';
import { PRIORITIES } from './task-values';
import { DEFAULT_WORKFLOW_STATES, type WorkflowState } from './workflow';

/** A table's sort: a column key ('title', 'dueDate', 'field:<id>', ...) and a direction. */
export interface TaskTableSortOrder {
  key: string;
  direction: 'asc' | 'desc';
}

type SortValue = string | number | undefined;

/** The value a column sorts a task by; undefined (empty) sorts last either way. */
function sortValue(
  task: Task,
  key: string,
  fields: ReadonlyMap<string, CustomField>,
  states: readonly WorkflowState[],
): SortValue {
  switch (key) {
    case 'title':
      return task.title.toLowerCase();
    case 'status': {
      const index = states.findIndex((state) => state.id === task.status);
      return index < 0 ? undefined : index;
    }
    case 'priority':
      return PRIORITIES.indexOf(task.priority);
    case 'assignee':
      return task.assignee?.name.toLowerCase();
    case 'dueDate':
      return task.dueDate ?? undefined;
    case 'startDate':
      return task.startDate ?? undefined;
    case 'estimate':
      return task.estimate ?? undefined;
    case 'labels':
      return task.labels?.[0]?.name.toLowerCase();
    case 'progress': {
      const progress = task.subtaskProgress;
      return progress?.total ? progress.done / progress.total : undefined;
    }
  }
  if (!key.startsWith('field:')) return undefined;
  const field = fields.get(key.slice(6));
  const value = task.customFields?.[key.slice(6)];
  if (!field || value === undefined || value === null) return undefined;
  switch (field.type) {
    case 'number':
      return typeof value === 'number' ? value : undefined;
    case 'checkbox':
      return value === true ? 0 : 1;
    case 'select':
      return field.options.findIndex((option) => option.id === value);
    case 'multi_select':
      return Array.isArray(value) && value.length
        ? field.options.findIndex((option) => option.id === value[0])
        : undefined;
    default:
      return String(value).toLowerCase();
  }
}

/**
 * The tasks in a table's order: by the column's value (numbers as numbers, statuses and priorities and select
 * options in their own order), empty values last in either direction, ties in the order given.
 */
export function sortTasksForTable(
  tasks: readonly Task[],
  sort: TaskTableSortOrder | null | undefined,
  fields: readonly CustomField[],
  /** The project's workflow: statuses sort in its order. */
  states: readonly WorkflowState[] = DEFAULT_WORKFLOW_STATES,
): Task[] {
  if (!sort) return [...tasks];
  const byId = new Map(fields.map((field) => [field._id, field]));
  const sign = sort.direction === 'desc' ? -1 : 1;
  return tasks
    .map((task, index) => ({ task, index, value: sortValue(task, sort.key, byId, states) }))
    .sort((a, b) => {
      if (a.value === undefined || b.value === undefined) {
        return a.value === b.value ? a.index - b.index : a.value === undefined ? 1 : -1;
      }
      const order =
        typeof a.value === 'number' && typeof b.value === 'number'
          ? a.value - b.value
          : String(a.value).localeCompare(String(b.value));
      return order === 0 ? a.index - b.index : sign * order;
    })
    .map((entry) => entry.task);
}
