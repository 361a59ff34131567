import {
  type CustomField,
  customFieldText,
  DEFAULT_WORKFLOW_STATES,
  PRIORITIES,
  PRIORITY_LABELS,
  TASK_TABLE_COLUMN_LABELS,
  TASK_TABLE_COLUMNS,
  type Task,
  type WorkflowState,
} from '@app/domain';

/** The built-in columns of a task table, in their default order (the domain's, which the server's default view uses). */
export const TASK_TABLE_BUILT_IN_COLUMNS = TASK_TABLE_COLUMNS;
export type TaskTableBuiltInColumn = (typeof TASK_TABLE_COLUMNS)[number];

/** The key of a custom field's column: 'field:<id>'. */
export function fieldColumnKey(fieldId: string): string {
  return `field:${fieldId}`;
}

/** One column a table can show: its key, header, and the custom field behind it. */
export interface TaskTableColumnInfo {
  key: string;
  header: string;
  field?: CustomField;
}

/** Every column a table can show: the built-in ones, then one per custom field, in the fields' order. */
export function allTaskTableColumns(fields: readonly CustomField[]): TaskTableColumnInfo[] {
  return [
    ...TASK_TABLE_BUILT_IN_COLUMNS.map((key) => ({ key, header: TASK_TABLE_COLUMN_LABELS[key] })),
    ...fields.map((field) => ({ key: fieldColumnKey(field._id), header: field.name, field })),
  ];
}

/** The shown columns in their order; keys of fields that no longer exist are left out. */
export function shownTaskTableColumns(
  columns: readonly string[],
  fields: readonly CustomField[],
): TaskTableColumnInfo[] {
  const byKey = new Map(allTaskTableColumns(fields).map((column) => [column.key, column]));
  return [...new Set(columns)].flatMap((key) => byKey.get(key) ?? []);
}

/** The shown columns with `key` shown or hidden: a shown column goes at the end. */
export function toggleColumn(columns: readonly string[], key: string, shown: boolean): string[] {
  const without = columns.filter((column) => column !== key);
  return shown ? [...without, key] : without;
}

/** The shown columns with `key` moved one place up (-1) or down (+1). */
export function moveColumn(columns: readonly string[], key: string, by: -1 | 1): string[] {
  const next = [...columns];
  const from = next.indexOf(key);
  const to = from + by;
  if (from < 0 || to < 0 || to >= next.length) return next;
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

/** One group of a grouped table: its name and tasks. */
export interface TaskGroup {
  key: string;
  name: string;
  tasks: Task[];
}

export const NO_VALUE_GROUP = 'No value';

/**
 * The tasks grouped by status, priority or a select field, in the order of the statuses, priorities or the
 * field's options, empty groups left out; tasks without a value come last ('No value'). Within a group the
 * tasks keep their order. Null when `groupBy` names nothing groupable.
 */
export function groupTasks(
  tasks: readonly Task[],
  groupBy: string | null | undefined,
  fields: readonly CustomField[],
  /** The project's states: the status groups, in their order. */
  states: readonly WorkflowState[] = DEFAULT_WORKFLOW_STATES,
): TaskGroup[] | null {
  if (!groupBy) return null;
  let groups: { key: string; name: string }[];
  let groupValue: (task: Task) => unknown;
  if (groupBy === 'status') {
    groups = states.map((state) => ({ key: state.id, name: state.name }));
    groupValue = (task) => task.status;
  } else if (groupBy === 'priority') {
    groups = PRIORITIES.map((priority) => ({ key: priority, name: PRIORITY_LABELS[priority] }));
    groupValue = (task) => task.priority;
  } else {
    const field = fields.find((candidate) => candidate._id === groupBy && candidate.type === 'select');
    if (!field) return null;
    groups = field.options.map((option) => ({ key: option.id, name: option.label }));
    groupValue = (task) => task.customFields?.[field._id];
  }
  const byKey = new Map<string, Task[]>();
  const none: Task[] = [];
  for (const task of tasks) {
    const value = groupValue(task);
    if (typeof value === 'string' && groups.some((group) => group.key === value)) {
      byKey.set(value, [...(byKey.get(value) ?? []), task]);
    } else {
      none.push(task);
    }
  }
  const result = groups.flatMap((group) => {
    const grouped = byKey.get(group.key);
    return grouped ? [{ ...group, tasks: grouped }] : [];
  });
  if (none.length > 0) result.push({ key: '', name: NO_VALUE_GROUP, tasks: none });
  return result;
}

/** A custom value as text, with a person field's member named. */
export function fieldCellText(
  field: CustomField,
  task: Task,
  members: readonly { _id: string; name: string }[],
): string {
  return customFieldText(
    field,
    task.customFields?.[field._id],
    (id) => members.find((m) => m._id === id)?.name,
  );
}
