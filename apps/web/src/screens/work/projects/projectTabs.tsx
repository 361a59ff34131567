import type { TaskListQueryInput } from '@app/domain';
import TableRowsOutlinedIcon from '@mui/icons-material/TableRowsOutlined';
import ViewKanbanOutlinedIcon from '@mui/icons-material/ViewKanbanOutlined';
import ViewListRoundedIcon from '@mui/icons-material/ViewListRounded';
import { paths } from '../../../app/paths';

// The project page's tabs and task views, kept in its URL (?tab=...&view=...).
export const PROJECT_TABS = [
  { value: 'overview', label: 'Overview' },
  { value: 'tasks', label: 'Tasks' },
  { value: 'timeline', label: 'Timeline' },
  { value: 'discussion', label: 'Discussion' },
  { value: 'members', label: 'Members' },
  { value: 'fields', label: 'Fields' },
  { value: 'workflow', label: 'Workflow' },
] as const;
export type ProjectTab = (typeof PROJECT_TABS)[number]['value'];
export const VIEWS = [
  { value: 'list', label: 'List', icon: <ViewListRoundedIcon aria-hidden /> },
  { value: 'board', label: 'Board', icon: <ViewKanbanOutlinedIcon aria-hidden /> },
  { value: 'table', label: 'Table', icon: <TableRowsOutlinedIcon aria-hidden /> },
] as const;
export type TaskView = (typeof VIEWS)[number]['value'];
/** The board and the list read one request: the server's largest page. */
export const TASK_LIMIT = 100;

/**
 * The Tasks tab's list request: its largest page by due date, with the tab's filters (from its URL). The page
 * opened at start asks for it before the tab's code is here (projectTabParts.ts), so both must ask alike.
 */
export function projectTaskListQuery({
  showSubtasks,
  q,
  field = {},
}: {
  showSubtasks: boolean;
  q?: string;
  field?: { fieldId?: string; fieldValue?: string };
}): TaskListQueryInput {
  return {
    limit: TASK_LIMIT,
    sort: 'dueDate',
    ...(showSubtasks ? {} : { parentId: 'none' }),
    ...(q ? { q } : {}),
    ...field,
  };
}

export const pick = <T extends string>(options: readonly { value: T }[], value: string | null): T =>
  options.find((option) => option.value === value)?.value ?? options[0]!.value;

/** The URL of a tab and task view of the project: the first of each is the plain URL. */
export function projectHref(id: string, tab: ProjectTab, view: TaskView = 'list'): string {
  const query = new URLSearchParams();
  if (tab !== 'overview') query.set('tab', tab);
  if (tab === 'tasks' && view !== 'list') query.set('view', view);
  const search = query.toString();
  return `${paths.projects.detail.href(id)}${search ? `?${search}` : ''}`;
}
