import { type Task, WORK_LIMITS } from '@app/domain';
import { failureText } from '@app/sdk';
import { useTaskDescriptionHistory, useUpdateTask } from '@app/sdk/react';
import { DescriptionCard, DescriptionHistoryDialog } from '@app/ui';
import { useState } from 'react';
import { api } from '../../../app/api';
import type { useRichTextOptions } from './useRichTextOptions';

export interface TaskDescriptionProps {
  task: Task;
  canEdit: boolean;
  rich: ReturnType<typeof useRichTextOptions>;
}

/** The task's description: formatted, edited in place by those who manage the task, with its history. */
export function TaskDescription({ task, canEdit, rich }: TaskDescriptionProps) {
  const updateTask = useUpdateTask(api);
  const [historyOpen, setHistoryOpen] = useState(false);
  const history = useTaskDescriptionHistory(api, task._id, historyOpen);
  return (
    <>
      <DescriptionCard
        doc={task.descriptionDoc}
        text={task.description}
        maxLength={WORK_LIMITS.taskDescriptionMax}
        suggest={rich.suggest}
        onImageFile={rich.onImageFile}
        imageUrl={rich.imageUrl}
        mentionHref={rich.mentionHref}
        onShowHistory={() => setHistoryOpen(true)}
        onSave={
          canEdit
            ? ({ doc, text, mentions }) =>
                updateTask
                  .mutateAsync({
                    id: task._id,
                    payload: { description: text, descriptionDoc: doc, mentions },
                  })
                  .catch((error: unknown) => {
                    throw new Error(failureText(error, 'The description could not be saved.'));
                  })
            : undefined
        }
      />
      <DescriptionHistoryDialog
        open={historyOpen}
        versions={history.data ?? []}
        loading={history.isPending && historyOpen}
        error={history.isError ? failureText(history.error, 'The history could not be loaded.') : undefined}
        imageUrl={rich.imageUrl}
        mentionHref={rich.mentionHref}
        onClose={() => setHistoryOpen(false)}
      />
    </>
  );
}
