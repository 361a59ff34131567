import { projectPermissions } from '@app/domain';
import { useProject, useUpdateProject } from '@app/sdk/react';
import { AccessCard, LoadingScreen, ProjectForm, useToast } from '@app/ui';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { api } from '../app/api';
import { paths } from '../app/paths';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { failureText, isNotFound, LoadError, ProjectNotFound } from './projects/shared';

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
  useDocumentTitle(project.data ? `Edit ${project.data.title}` : 'Edit project');

  if (project.isPending) return <LoadingScreen label="Loading project..." />;
  if (project.isError) {
    if (isNotFound(project.error)) return <ProjectNotFound />;
    return (
      <Box>
        <Typography component="h1" variant="h4" sx={{ mb: 2 }}>
          Edit project
        </Typography>
        <LoadError
          title="The project could not be loaded."
          error={project.error}
          onRetry={() => void project.refetch()}
        />
      </Box>
    );
  }
  const current = project.data;
  if (!projectPermissions(current.myRole).canEdit) {
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
      <Typography component="h1" variant="h4">
        Edit project
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, overflowWrap: 'anywhere' }}>
        {current.title}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
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
      </Paper>
    </Box>
  );
}
