import { type Project, type ProjectPermissions, WORKFLOW_MESSAGES } from '@app/domain';
import { failureText } from '@app/sdk';
import { useProjectWorkflow, useUpdateProjectWorkflow } from '@app/sdk/react';
import { QueryState, SectionCard, useToast, WorkflowEditor } from '@app/ui';
import { api } from '../../../app/api';

/**
 * The Workflow tab: the project's states (the board's columns), each in a category the figures read; changed by
 * those who may edit the project, read by the others.
 */
export function ProjectWorkflowTab({
  project,
  permissions,
}: {
  project: Project;
  permissions: ProjectPermissions;
}) {
  const { showToast } = useToast();
  const workflow = useProjectWorkflow(api, project._id);
  const update = useUpdateProjectWorkflow(api, project._id);

  if (workflow.isPending) return <QueryState status="loading" label="Loading workflow..." />;
  if (workflow.isError && !workflow.data) {
    return (
      <QueryState
        status="error"
        title="The workflow could not be loaded."
        message={failureText(workflow.error, 'Please try again.')}
        onRetry={workflow.refetch}
      />
    );
  }
  return (
    <SectionCard
      title="Workflow"
      subtitle="The states of this project's tasks, in board order. Each belongs to a category that dashboards and reports count."
    >
      <WorkflowEditor
        states={workflow.data.states}
        taskCounts={workflow.data.taskCounts}
        readOnly={!permissions.canEdit}
        onSave={async (payload) => {
          try {
            await update.mutateAsync(payload);
            showToast(WORKFLOW_MESSAGES.saved, { variant: 'success' });
          } catch (error) {
            // The editor shows the refusal under its list.
            throw new Error(failureText(error, 'The workflow could not be saved.'));
          }
        }}
      />
    </SectionCard>
  );
}
