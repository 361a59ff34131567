import { type RelatedTask, TASK_MODEL_TEXTS, type Task } from '@app/domain';
import { failureText } from '@app/sdk';
import { useAddTaskRelation, useRemoveTaskRelation, useTaskRelations } from '@app/sdk/react';
import { QueryState, SectionCard, TaskRelationList, useToast } from '@app/ui';
import { api } from '../../../app/api';
import { paths } from '../../../app/paths';
import type { TaskAccess } from './access';

/** Tasks of the same workspace whose title or description holds the text, this task left out. */
async function searchRelatable(task: Task, text: string): Promise<RelatedTask[]> {
  const page = await api.tasks.listTasks({ search: text, limit: 10, sort: 'title' });
  return page.data
    .filter((candidate) => candidate._id !== task._id)
    .map((candidate) => ({
      _id: candidate._id,
      title: candidate.title,
      status: candidate.status,
      projectId: candidate.projectId ?? null,
    }));
}

/**
 * The task screen's relations: blockers, blocked tasks, related tasks and duplicates; added and removed by those
 * who manage the task. A refused relation (a loop of blocking tasks) shows the server's message in the dialog.
 */
export function TaskRelations({ task, access }: { task: Task; access: TaskAccess }) {
  const { showToast } = useToast();
  const relations = useTaskRelations(api, task._id);
  const add = useAddTaskRelation(api, task._id);
  const remove = useRemoveTaskRelation(api, task._id);

  if (relations.isPending) return <QueryState status="loading" label="Loading relations..." />;
  if (relations.isError && !relations.data) {
    return (
      <QueryState
        status="error"
        title={TASK_MODEL_TEXTS.relationsLoadFailed}
        message={failureText(relations.error, 'Please try again.')}
        onRetry={relations.refetch}
      />
    );
  }
  return (
    <SectionCard>
      <TaskRelationList
        relations={relations.data}
        hrefFor={(id) => paths.tasks.detail.href(id)}
        headingLevel="h2"
        {...(access.canEdit
          ? {
              searchTasks: (text: string) => searchRelatable(task, text),
              onAdd: async (payload) => {
                try {
                  await add.mutateAsync(payload);
                } catch (error) {
                  throw new Error(failureText(error, 'The relation could not be added.'));
                }
                showToast(TASK_MODEL_TEXTS.relationAdded, { variant: 'success' });
              },
              onRemove: (relationId: string) =>
                remove.mutate(relationId, {
                  onSuccess: () => showToast(TASK_MODEL_TEXTS.relationRemoved, { variant: 'success' }),
                  onError: (error) =>
                    showToast(failureText(error, TASK_MODEL_TEXTS.relationRemoveFailed), {
                      variant: 'error',
                    }),
                }),
            }
          : {})}
      />
    </SectionCard>
  );
}
