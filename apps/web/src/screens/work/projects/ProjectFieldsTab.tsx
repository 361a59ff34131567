import type { Project, ProjectPermissions } from '@app/domain';
import { failureText } from '@app/sdk';
import {
  useCreateProjectField,
  useDeleteProjectField,
  useProjectFields,
  useUpdateProjectField,
} from '@app/sdk/react';
import { CustomFieldsEditor, QueryState, SectionCard, useToast } from '@app/ui';
import { api } from '../../../app/api';

/** The Fields tab: the project's custom fields, changed by those who may edit the project, read by the others. */
export function ProjectFieldsTab({
  project,
  permissions,
}: {
  project: Project;
  permissions: ProjectPermissions;
}) {
  const { showToast } = useToast();
  const fields = useProjectFields(api, project._id);
  const create = useCreateProjectField(api, project._id);
  const update = useUpdateProjectField(api, project._id);
  const remove = useDeleteProjectField(api, project._id);
  // The editor shows a refusal in its dialog: the promise rejects with the server's message.
  const run = async (action: () => Promise<unknown>, done: string, fallback: string) => {
    try {
      await action();
      showToast(done, { variant: 'success' });
    } catch (error) {
      throw new Error(failureText(error, fallback));
    }
  };

  if (fields.isPending) return <QueryState status="loading" label="Loading fields..." />;
  if (fields.isError && !fields.data) {
    return (
      <QueryState
        status="error"
        title="The fields could not be loaded."
        message={failureText(fields.error, 'Please try again.')}
        onRetry={fields.refetch}
      />
    );
  }
  return (
    <SectionCard title="Custom fields">
      <CustomFieldsEditor
        fields={fields.data}
        readOnly={!permissions.canEdit}
        onCreate={(payload) =>
          run(() => create.mutateAsync(payload), 'Field added', 'The field could not be added.')
        }
        onUpdate={(fieldId, payload) =>
          run(() => update.mutateAsync({ fieldId, payload }), 'Field saved', 'The field could not be saved.')
        }
        onDelete={(fieldId) =>
          run(() => remove.mutateAsync(fieldId), 'Field deleted', 'The field could not be deleted.')
        }
      />
    </SectionCard>
  );
}
