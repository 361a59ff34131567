import type { Task } from '@app/domain';
import { useProject, useTask, useUpdateTask } from '@app/sdk/react';
import { LoadingScreen, TaskForm, taskFormValues, useToast } from '@app/ui';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { api } from '../app/api';
import { paths } from '../app/paths';
import { useSession } from '../app/session';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { failureText, isNotFound, LoadError } from './projects/shared';
import { taskAccess } from './tasks/access';
import { TaskNotFound } from './tasks/TaskNotFound';
import { useTaskFormOptions } from './tasks/useTaskFormOptions';

function EditTaskForm({ task }: { task: Task }) {
  const navigate = useNavigate();
  const { showToast } = useToast();
  const updateTask = useUpdateTask(api);
  const [serverError, setServerError] = useState<string>();
  const initialValues = useMemo(() => taskFormValues(task), [task]);
  const current = useMemo(
    () => ({
      project: task.projectId
        ? { value: task.projectId, label: task.project?.title ?? 'Current project' }
        : undefined,
      assignee: task.assignee ? { value: task.assignee._id, label: task.assignee.name } : undefined,
    }),
    [task.projectId, task.project, task.assignee],
  );
  const options = useTaskFormOptions(task.projectId ?? '', current);
  const details = paths.tasks.detail.href(task._id);

  return (
    <TaskForm
      label="Edit task"
      initialValues={initialValues}
      projectOptions={options.projectOptions}
      assigneeOptions={options.assigneeOptions}
      assigneesLoading={options.assigneesLoading}
      onProjectChange={options.onProjectChange}
      serverError={serverError}
      submitLabel="Save Changes"
      onCancel={() => navigate(details)}
      onSubmit={async (payload) => {
        setServerError(undefined);
        try {
          await updateTask.mutateAsync({ id: task._id, payload });
          showToast('Task updated', { variant: 'success' });
          navigate(details, { replace: true });
        } catch (error) {
          const message = failureText(error, 'The task could not be saved.');
          setServerError(message);
          showToast(message, { variant: 'error' });
          throw error;
        }
      }}
    />
  );
}

/** Edit Task (/tasks/{id}/edit): the task form filled with the task, for those who manage it. */
export function EditTask() {
  useDocumentTitle('Edit Task');
  const { id } = useParams();
  const { user } = useSession();
  const task = useTask(api, id);
  const project = useProject(api, task.data?.projectId ?? undefined);

  if (task.isPending || (task.data?.projectId && project.isPending)) {
    return <LoadingScreen label="Loading task..." />;
  }
  if (task.isError && !task.data) {
    if (isNotFound(task.error)) return <TaskNotFound />;
  }
  const access = task.data ? taskAccess(task.data, user, project.data?.myRole) : undefined;

  return (
    <Box sx={{ maxWidth: 760, mx: 'auto', width: '100%' }}>
      <Typography component="h1" variant="h4" sx={{ mb: 1 }}>
        Edit Task
      </Typography>
      {task.data ? (
        <Typography color="text.secondary" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
          {task.data.title}
        </Typography>
      ) : null}
      {!task.data ? (
        <LoadError
          title="The task could not be loaded."
          error={task.error}
          onRetry={() => void task.refetch()}
        />
      ) : !access?.canEdit ? (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" href={paths.tasks.detail.href(task.data._id)}>
              Back to the task
            </Button>
          }
        >
          You cannot edit this task: only those who manage its project's tasks (or its creator, without a
          project) can.
        </Alert>
      ) : (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <EditTaskForm task={task.data} />
        </Paper>
      )}
    </Box>
  );
}
