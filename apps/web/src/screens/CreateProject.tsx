import { useCreateProject } from '@app/sdk/react';
import { ProjectForm, useToast } from '@app/ui';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../app/api';
import { paths } from '../app/paths';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { failureText } from './projects/shared';

/** Create Project (/projects/create): the project form; a new project opens with a 'Project created' toast. */
export function CreateProject() {
  useDocumentTitle('Create Project');
  const navigate = useNavigate();
  const { showToast } = useToast();
  const createProject = useCreateProject(api);
  const [failure, setFailure] = useState<string>();

  return (
    <Box sx={{ maxWidth: 800, mx: 'auto' }}>
      <Typography component="h1" variant="h4">
        Create Project
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Give the project a title, dates and a budget. You can add members and tasks once it exists.
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <ProjectForm
          label="New project"
          submitLabel="Create Project"
          submitting={createProject.isPending}
          error={failure}
          onCancel={() => navigate(paths.projects.list.href())}
          onSubmit={async (payload) => {
            setFailure(undefined);
            try {
              const project = await createProject.mutateAsync(payload);
              showToast('Project created', { variant: 'success' });
              navigate(paths.projects.detail.href(project._id));
            } catch (error) {
              setFailure(failureText(error, 'The project could not be created.'));
            }
          }}
        />
      </Paper>
    </Box>
  );
}
