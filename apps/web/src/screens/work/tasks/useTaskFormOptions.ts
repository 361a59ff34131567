import {
  nextLabelColor,
  PAGE_LIMIT_MAX,
  statesOrDefault,
  type TaskLabel,
  type WorkflowState,
} from '@app/domain';
import {
  useCreateLabel,
  useLabels,
  useProject,
  useProjects,
  useProjectTasks,
  useProjectWorkflow,
} from '@app/sdk/react';
import type { TaskFormOption } from '@app/ui';
import { useMemo, useState } from 'react';
import { api } from '../../../app/api';
import { useSession } from '../../../app/session';
import { assigneeOptions, manageableProjectOptions } from './access';

export interface TaskFormOptions {
  projectOptions: TaskFormOption[];
  assigneeOptions: TaskFormOption[];
  assigneesLoading: boolean;
  onProjectChange: (projectId: string) => void;
  /** The project list failed to load. */
  projectsError: unknown;
  projectsLoading: boolean;
  /** The chosen project's states (the default four without a project). */
  states: readonly WorkflowState[];
  /** The workspace's labels, and making one from a typed name. */
  labelOptions: readonly TaskLabel[];
  onCreateLabel: (name: string) => Promise<TaskLabel>;
  /** The chosen project's tasks (its first 100 by title) a task may be a sub-task of; none without a project. */
  parentOptions: TaskFormOption[];
}

/**
 * The choices of the task form: the projects the user may add tasks to (up to 100), and the members of the
 * chosen project as assignees (only 'Me' without a project). `current` keeps an existing task's project and
 * assignee selectable even when the lists do not hold them.
 */
export function useTaskFormOptions(
  initialProjectId: string,
  current?: { project?: TaskFormOption; assignee?: TaskFormOption; taskId?: string },
): TaskFormOptions {
  const { user } = useSession();
  const projects = useProjects(api, { limit: PAGE_LIMIT_MAX, sort: 'title' });
  const [projectId, setProjectId] = useState(initialProjectId);
  const project = useProject(api, projectId || undefined);
  const workflow = useProjectWorkflow(api, projectId || undefined);
  const labels = useLabels(api);
  const createLabel = useCreateLabel(api);
  const projectTasks = useProjectTasks(api, projectId || undefined, { limit: PAGE_LIMIT_MAX, sort: 'title' });
  const taskId = current?.taskId;
  const parentOptions = useMemo(
    () =>
      (projectId ? (projectTasks.data?.data ?? []) : [])
        .filter((task) => task._id !== taskId)
        .map((task) => ({ value: task._id, label: task.title })),
    [projectId, projectTasks.data, taskId],
  );

  const projectOptions = useMemo(() => {
    const options = manageableProjectOptions(projects.data?.data);
    const kept = current?.project;
    if (kept && !options.some((option) => option.value === kept.value)) options.unshift(kept);
    return options;
  }, [projects.data, current?.project]);

  const people = useMemo(() => {
    const options = assigneeOptions(projectId ? project.data : undefined, user);
    const kept = current?.assignee;
    if (kept && projectId === initialProjectId && !options.some((option) => option.value === kept.value)) {
      options.push(kept);
    }
    return options;
  }, [projectId, project.data, user, current?.assignee, initialProjectId]);

  return {
    projectOptions,
    assigneeOptions: people,
    assigneesLoading: Boolean(projectId) && project.isPending,
    onProjectChange: setProjectId,
    projectsError: projects.error,
    projectsLoading: projects.isPending,
    states: statesOrDefault(projectId ? workflow.data?.states : undefined),
    labelOptions: labels.data ?? [],
    onCreateLabel: (name) =>
      createLabel.mutateAsync({ name, color: nextLabelColor(labels.data?.length ?? 0) }),
    parentOptions,
  };
}
