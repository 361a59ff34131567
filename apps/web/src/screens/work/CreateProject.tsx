import { failureText } from '@app/sdk';
import { useCreateProject } from '@app/sdk/react';
import { PageHeader, ProjectForm, SectionCard, useToast } from '@app/ui';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../app/api';
import { paths } from '../../app/paths';

/** Create Project (/projects/create): the project form; a new project opens with a 'Project created' toast. */
export function CreateProject() {
  const navigate = useNavigate();
  const { showToast } = useToast();
  const createProject = useCreateProject(api);
  const [failure, setFailure] = useState<string>();

  return (
    <Box sx={{ maxWidth: 800, mx: 'auto' }}>
      <PageHeader
        title="Create Project"
        subtitle="Give the project a title, dates and a budget. You can add members and tasks once it exists."
        action={null}
      />
      <SectionCard>
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
      </SectionCard>
    </Box>
  );
}
