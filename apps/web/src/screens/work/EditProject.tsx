import { NOT_FOUND_TEXTS, projectPermissions } from '@app/domain';
import { failureText, isNotFound } from '@app/sdk';
import { useProject, useUpdateProject } from '@app/sdk/react';
import { AccessCard, PageHeader, ProjectForm, QueryState, SectionCard, useToast } from '@app/ui';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { api } from '../../app/api';
import { paths } from '../../app/paths';

/**
 * Edit project (/projects/{id}/edit): the project form filled with the project; saving returns to the project
 * with 'Project updated'. Only the owner and supervisors may edit; others see 'Access Denied'.
 */
export function EditProject() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { showToast } = useToast();
  const project = useProject(api, id);
  const updateProject = useUpdateProject(api);
  const [failure, setFailure] = useState<string>();

  if (project.isPending) return <QueryState status="loading" label="Loading project..." />;
  if (project.isError) {
    if (isNotFound(project.error)) {
      return (
        <QueryState status="notFound" {...NOT_FOUND_TEXTS.project} backHref={paths.projects.list.href()} />
      );
    }
    return (
      <>
        <PageHeader title="Edit project" />
        <QueryState
          status="error"
          title="The project could not be loaded."
          message={failureText(project.error, 'Please try again.')}
          onRetry={project.refetch}
        />
      </>
    );
  }
  const current = project.data;
  if (!projectPermissions(current.myRole).canEdit) {
    // The card puts 'Access Denied' in the shell's header.
    return (
      <AccessCard
        variant="denied"
        message="Only the project's owner and its supervisors can change its details."
        onGoBack={() => navigate(paths.projects.detail.href(current._id))}
      />
    );
  }

  return (
    <Box sx={{ maxWidth: 800, mx: 'auto' }}>
      <PageHeader title="Edit project" subtitle={current.title} action={null} />
      <SectionCard>
        <ProjectForm
          key={current._id}
          project={current}
          label="Project details"
          submitLabel="Save changes"
          submitting={updateProject.isPending}
          error={failure}
          onCancel={() => navigate(paths.projects.detail.href(current._id))}
          onSubmit={async (payload) => {
            setFailure(undefined);
            try {
              await updateProject.mutateAsync({ id: current._id, payload });
              showToast('Project updated', { variant: 'success' });
              navigate(paths.projects.detail.href(current._id));
            } catch (error) {
              setFailure(failureText(error, 'The project could not be saved.'));
            }
          }}
        />
      </SectionCard>
    </Box>
  );
}
