import { customFieldText, type Task } from '@app/domain';
import { failureText } from '@app/sdk';
import { useProject, useProjectFields, useUpdateTask } from '@app/sdk/react';
import { CustomFieldInput, DescriptionList, type DescriptionListItem, useToast } from '@app/ui';
import Stack from '@mui/material/Stack';
import { api } from '../../../app/api';

/**
 * The task's custom fields in its Details card: each of its project's fields, edited in place (saved at once) by
 * those who manage the task, read by the others. Nothing for a task outside a project or one without fields.
 */
export function TaskCustomFields({ task, canEdit }: { task: Task; canEdit: boolean }) {
  const { showToast } = useToast();
  const fields = useProjectFields(api, task.projectId);
  const project = useProject(api, task.projectId ?? undefined);
  const updateTask = useUpdateTask(api);
  const list = fields.data ?? [];
  if (!task.projectId || list.length === 0) return null;
  const members = project.data?.members ?? [];
  const values = task.customFields ?? {};

  if (!canEdit) {
    const items: DescriptionListItem[] = list.map((field) => ({
      term: field.name,
      value:
        customFieldText(
          field,
          values[field._id],
          (id) => members.find((member) => member._id === id)?.name,
        ) || '—',
    }));
    return <DescriptionList items={items} layout="stacked" />;
  }
  return (
    <Stack spacing={2}>
      {list.map((field) => (
        <CustomFieldInput
          key={field._id}
          field={field}
          value={values[field._id] ?? null}
          members={members}
          disabled={updateTask.isPending}
          onChange={(value) =>
            updateTask.mutate(
              { id: task._id, payload: { customFields: { [field._id]: value } } },
              {
                onError: (error) =>
                  showToast(failureText(error, `${field.name} could not be saved.`), { variant: 'error' }),
              },
            )
          }
        />
      ))}
    </Stack>
  );
}
