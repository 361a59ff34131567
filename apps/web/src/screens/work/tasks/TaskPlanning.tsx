import { describeRecurrence, RECURRENCE_TEXTS, type ReminderInput, type Task } from '@app/domain';
import { failureText } from '@app/sdk';
import { useUpdateTask } from '@app/sdk/react';
import { ReminderEditor, RepeatEditor, useToast } from '@app/ui';
import Typography from '@mui/material/Typography';
import { api } from '../../../app/api';

/**
 * The task's Repeat rule (for those who edit it) and the caller's own Reminders (for anyone who sees it), in the
 * task screen's Details (issue 40).
 */
export function TaskPlanning({ task, canEdit }: { task: Task; canEdit: boolean }) {
  const updateTask = useUpdateTask(api);
  const { showToast } = useToast();
  const setReminders = (reminders: ReminderInput[]) =>
    updateTask.mutateAsync({ id: task._id, payload: { reminders } }).catch((error: unknown) => {
      throw new Error(failureText(error, 'The reminders could not be saved.'));
    });
  return (
    <>
      {canEdit ? (
        <RepeatEditor
          value={task.recurrence}
          anchor={task.dueDate ?? task.startDate}
          onChange={(recurrence) =>
            updateTask.mutate(
              { id: task._id, payload: { recurrence } },
              {
                onError: (error) =>
                  showToast(failureText(error, 'The repeat rule could not be saved.'), { variant: 'error' }),
              },
            )
          }
        />
      ) : task.recurrence ? (
        <Typography variant="body2">{`${RECURRENCE_TEXTS.repeats}: ${describeRecurrence(task.recurrence)}`}</Typography>
      ) : null}
      <ReminderEditor reminders={task.reminders ?? []} dueDate={task.dueDate} onChange={setReminders} />
    </>
  );
}
