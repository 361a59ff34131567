import { projectPermissions } from '@app/domain';
import { failureText, isNotFound } from '@app/sdk';
import { useCreateTask, useProject } from '@app/sdk/react';
import { PageHeader, QueryState, SectionCard, TaskForm, useToast } from '@app/ui';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { api } from '../../app/api';
import { paths } from '../../app/paths';
import { useTaskFormOptions } from './tasks/useTaskFormOptions';

function CreateTaskForm({ projectId }: { projectId?: string }) {
  const navigate = useNavigate();
  const { showToast } = useToast();
  const createTask = useCreateTask(api);
  const [serverError, setServerError] = useState<string>();
  const options = useTaskFormOptions(projectId ?? '');
  const back = projectId ? paths.projects.detail.href(projectId) : paths.tasks.list.href();

  if (options.projectsLoading) return <QueryState status="loading" label="Loading projects..." />;
  return (
    <>
      {options.projectsError ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          Your projects could not be loaded: {failureText(options.projectsError, 'please try again.')} You can
          still create a task without a project.
        </Alert>
      ) : null}
      <TaskForm
        label="New task"
        initialValues={{ projectId: projectId ?? '' }}
        projectLocked={Boolean(projectId)}
        projectOptions={options.projectOptions}
        assigneeOptions={options.assigneeOptions}
        assigneesLoading={options.assigneesLoading}
        onProjectChange={options.onProjectChange}
        states={options.states}
        labelOptions={options.labelOptions}
        onCreateLabel={options.onCreateLabel}
        parentOptions={options.parentOptions}
        serverError={serverError}
        submitLabel="Create Task"
        onCancel={() => navigate(back)}
        onSubmit={async (payload) => {
          setServerError(undefined);
          try {
            const task = await createTask.mutateAsync(payload);
            showToast('Task created', { variant: 'success' });
            navigate(paths.tasks.detail.href(task._id), { replace: true });
          } catch (error) {
            const message = failureText(error, 'The task could not be created.');
            setServerError(message);
            showToast(message, { variant: 'error' });
            throw error;
          }
        }}
      />
    </>
  );
}

/** A project the task is created in: it must exist for the user and let them manage its tasks. */
function ProjectGate({ projectId }: { projectId: string }) {
  const project = useProject(api, projectId);
  if (project.isPending) return <QueryState status="loading" label="Loading project..." />;
  if (project.isError) {
    if (isNotFound(project.error)) {
      return (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" href={paths.projects.list.href()}>
              My Projects
            </Button>
          }
        >
          This project is not available: it may have been deleted, or you do not have access to it.
        </Alert>
      );
    }
    return (
      <QueryState
        status="error"
        title="The project could not be loaded."
        message={failureText(project.error, 'Please try again.')}
        onRetry={project.refetch}
      />
    );
  }
  if (!projectPermissions(project.data.myRole).canManageTasks) {
    return (
      <Alert
        severity="warning"
        action={
          <Button color="inherit" size="small" href={paths.projects.detail.href(projectId)}>
            Back to the project
          </Button>
        }
      >
        Your role in “{project.data.title}” does not let you add tasks to it.
      </Alert>
    );
  }
  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        In the project “{project.data.title}”.
      </Typography>
      <CreateTaskForm projectId={projectId} />
    </>
  );
}

/**
 * Create Task (/tasks/create, and /projects/{projectId}/tasks/create with the project fixed): the task form,
 * then the new task with a 'Task created' toast.
 */
export function CreateTask() {
  const { projectId } = useParams();
  return (
    <Box sx={{ maxWidth: 760, mx: 'auto', width: '100%' }}>
      <PageHeader
        title="Create Task"
        {...(projectId
          ? {}
          : { subtitle: 'Plan a piece of work: give it a due date to see it on the calendar.' })}
        action={null}
      />
      <SectionCard>{projectId ? <ProjectGate projectId={projectId} /> : <CreateTaskForm />}</SectionCard>
    </Box>
  );
}
