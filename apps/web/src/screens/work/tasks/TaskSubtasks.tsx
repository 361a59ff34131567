import { TASK_MODEL_TEXTS, type Task, type WorkflowState } from '@app/domain';
import { failureText } from '@app/sdk';
import { useCreateTask, useReorderSubtasks, useUpdateTask } from '@app/sdk/react';
import { SectionCard, SubtaskList, useToast } from '@app/ui';
import { api } from '../../../app/api';
import { paths } from '../../../app/paths';
import type { TaskAccess } from './access';

/**
 * The task screen's sub-tasks: added (in the task's project), ticked, reordered and opened from here. Adding and
 * reordering need the right to manage the task; ticking, the right to move it along.
 */
export function TaskSubtasks({
  task,
  access,
  states,
}: {
  task: Task;
  access: TaskAccess;
  /** The project's states, which name the sub-tasks' states. */
  states: readonly WorkflowState[];
}) {
  const { showToast } = useToast();
  const createTask = useCreateTask(api);
  const updateTask = useUpdateTask(api);
  const reorder = useReorderSubtasks(api, task._id);
  const subtasks = task.subtasks ?? [];
  const failed = (fallback: string) => (error: unknown) =>
    showToast(failureText(error, fallback), { variant: 'error' });

  const add = async (title: string) => {
    try {
      await createTask.mutateAsync({ title, parentId: task._id, projectId: task.projectId ?? null });
      showToast(TASK_MODEL_TEXTS.subtaskAdded, { variant: 'success' });
    } catch (error) {
      failed(TASK_MODEL_TEXTS.subtaskAddFailed)(error);
      throw error;
    }
  };

  return (
    <SectionCard>
      <SubtaskList
        subtasks={subtasks}
        progress={task.subtaskProgress ?? { done: 0, total: subtasks.length }}
        hrefFor={(id) => paths.tasks.detail.href(id)}
        headingLevel="h2"
        states={states}
        busy={createTask.isPending || reorder.isPending}
        {...(access.canEdit
          ? {
              onAdd: add,
              onReorder: (ids: string[]) =>
                reorder.mutate(ids, { onError: failed(TASK_MODEL_TEXTS.subtaskOrderFailed) }),
            }
          : {})}
        {...(access.canUpdateStatus
          ? {
              onToggleDone: (id: string, done: boolean) =>
                updateTask.mutate(
                  { id, payload: { status: done ? 'done' : 'todo' } },
                  { onError: failed('The sub-task could not be saved.') },
                ),
            }
          : {})}
      />
    </SectionCard>
  );
}
