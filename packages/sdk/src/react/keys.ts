import type { ProjectListQueryInput, TaskListQueryInput, TodoListQueryInput } from '@app/domain';
import type { QueryKey } from '@tanstack/react-query';
import { toSearchParams } from '../search-params';

/**
 * Query keys of the work data, hierarchical so a change invalidates exactly what it affects:
 * `['projects']` ⊃ `['projects','list',query]`, `['projects','detail',id]` ⊃ `['projects','detail',id,'tasks',query]`;
 * `['tasks']` ⊃ `['tasks','list',query]`, `['tasks','detail',id]` ⊃ `['tasks','detail',id,'comments']` and
 * `['tasks','detail',id,'relations']`; `['labels']`;
 * `['todos','list',query]`; `['dashboard',today]`. A list's query is keyed by what it sends (blank filters dropped).
 */
export const workQueryKeys = {
  projects: {
    all: () => ['projects'] as const,
    lists: () => ['projects', 'list'] as const,
    list: (query: ProjectListQueryInput = {}) => ['projects', 'list', toSearchParams(query)] as const,
    details: () => ['projects', 'detail'] as const,
    detail: (id: string) => ['projects', 'detail', id] as const,
    tasks: (projectId: string, query: TaskListQueryInput = {}) =>
      ['projects', 'detail', projectId, 'tasks', toSearchParams(query)] as const,
  },
  tasks: {
    all: () => ['tasks'] as const,
    lists: () => ['tasks', 'list'] as const,
    list: (query: TaskListQueryInput = {}) => ['tasks', 'list', toSearchParams(query)] as const,
    details: () => ['tasks', 'detail'] as const,
    detail: (id: string) => ['tasks', 'detail', id] as const,
  },
  /** The timeline of a project, or across projects (null), under the tasks: every task change reads it again. */
  timeline: {
    all: () => ['tasks', 'timeline'] as const,
    detail: (projectId?: string | null) => ['tasks', 'timeline', projectId ?? null] as const,
  },
  comments: (taskId: string) => ['tasks', 'detail', taskId, 'comments'] as const,
  relations: (taskId: string) => ['tasks', 'detail', taskId, 'relations'] as const,
  /** A task's description versions (under its detail: a saved task reads them again). */
  descriptionHistory: (taskId: string) => ['tasks', 'detail', taskId, 'description-history'] as const,
  /** A task's attachments (issue 38). */
  attachments: (taskId: string) => ['tasks', 'detail', taskId, 'attachments'] as const,
  /** A task's followers. */
  watchers: (taskId: string) => ['tasks', 'detail', taskId, 'watchers'] as const,
  /** The workspace's labels. */
  labels: () => ['labels'] as const,
  /** A project's custom fields. */
  fields: (projectId: string) => ['projects', 'detail', projectId, 'fields'] as const,
  /** A project's workflow (its states). */
  workflow: (projectId: string) => ['projects', 'detail', projectId, 'workflow'] as const,
  /** The user's table view of a project. */
  tableView: (projectId: string) => ['projects', 'detail', projectId, 'table-view'] as const,
  todos: {
    all: () => ['todos'] as const,
    lists: () => ['todos', 'list'] as const,
    list: (query: TodoListQueryInput = {}) => ['todos', 'list', toSearchParams(query)] as const,
  },
  dashboard: {
    all: () => ['dashboard'] as const,
    detail: (today: string) => ['dashboard', today] as const,
  },
};

/**
 * Query keys of project invitations, apart from the project's own so that a project's refetch does not reload
 * them: `['invitations','project',projectId]` (a project's pending list) and
 * `['invitations','validate',token,signedIn]` (what a link offers, read again once a session exists).
 */
export const invitationQueryKeys = {
  all: () => ['invitations'] as const,
  lists: () => ['invitations', 'project'] as const,
  list: (projectId: string) => ['invitations', 'project', projectId] as const,
  validations: () => ['invitations', 'validate'] as const,
  validation: (token: string, signedIn: boolean) => ['invitations', 'validate', token, signedIn] as const,
};

/** `['projects','detail',id,'tasks',query]`: one project's task list. */
export function isProjectTaskListKey(key: QueryKey): boolean {
  return key[0] === 'projects' && key[1] === 'detail' && key[3] === 'tasks';
}

/** `['tasks','list',query]`. */
export function isTaskListKey(key: QueryKey): boolean {
  return key[0] === 'tasks' && key[1] === 'list';
}

/** `['tasks','detail',id]` (not its comments). */
export function isTaskDetailKey(key: QueryKey): boolean {
  return key[0] === 'tasks' && key[1] === 'detail' && key.length === 3;
}

/** `['projects','detail',id]` (not its tasks). */
export function isProjectDetailKey(key: QueryKey): boolean {
  return key[0] === 'projects' && key[1] === 'detail' && key.length === 3;
}
