import { nextLabelColor, TASK_MODEL_TEXTS, type Task } from '@app/domain';
import { failureText } from '@app/sdk';
import { useCreateLabel, useLabels, useUpdateTask } from '@app/sdk/react';
import { LabelPicker, useToast } from '@app/ui';
import { api } from '../../../app/api';

/**
 * The task's labels, changed in place by those who manage it: the workspace's labels, and a new one made from
 * what was typed. Each change saves at once.
 */
export function TaskLabelsField({ task }: { task: Task }) {
  const { showToast } = useToast();
  const labels = useLabels(api);
  const createLabel = useCreateLabel(api);
  const updateTask = useUpdateTask(api);
  const options = labels.data ?? task.labels ?? [];

  const save = (labelIds: string[]) =>
    updateTask.mutate(
      { id: task._id, payload: { labelIds } },
      {
        onError: (error) =>
          showToast(failureText(error, TASK_MODEL_TEXTS.labelsFailed), { variant: 'error' }),
      },
    );

  return (
    <LabelPicker
      options={options}
      value={task.labelIds ?? []}
      onChange={save}
      disabled={updateTask.isPending}
      onCreate={async (name) => {
        try {
          return await createLabel.mutateAsync({ name, color: nextLabelColor(options.length) });
        } catch (error) {
          const message = failureText(error, TASK_MODEL_TEXTS.labelCreateFailed);
          showToast(message, { variant: 'error' });
          throw new Error(message);
        }
      }}
    />
  );
}
