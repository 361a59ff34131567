import { NOT_FOUND_TEXTS, type Task } from '@app/domain';
import { failureText, isNotFound } from '@app/sdk';
import { useProject, useTask, useUpdateTask } from '@app/sdk/react';
import { PageHeader, QueryState, SectionCard, TaskForm, taskFormValues, useToast } from '@app/ui';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { api } from '../../app/api';
import { paths } from '../../app/paths';
import { useSession } from '../../app/session';
import { taskAccess } from './tasks/access';
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
      taskId: task._id,
    }),
    [task.projectId, task.project, task.assignee, task._id],
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
      states={options.states}
      labelOptions={options.labelOptions}
      onCreateLabel={options.onCreateLabel}
      parentOptions={options.parentOptions}
      formattedDescription={Boolean(task.descriptionDoc)}
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
  const { id } = useParams();
  const { user } = useSession();
  const task = useTask(api, id);
  const project = useProject(api, task.data?.projectId ?? undefined);

  if (task.isPending || (task.data?.projectId && project.isPending)) {
    return <QueryState status="loading" label="Loading task..." />;
  }
  if (task.isError && !task.data) {
    if (isNotFound(task.error)) {
      return <QueryState status="notFound" {...NOT_FOUND_TEXTS.task} backHref={paths.tasks.list.href()} />;
    }
  }
  const access = task.data ? taskAccess(task.data, user, project.data?.myRole) : undefined;

  return (
    <Box sx={{ maxWidth: 760, mx: 'auto', width: '100%' }}>
      <PageHeader title="Edit Task" {...(task.data ? { subtitle: task.data.title } : {})} action={null} />
      {!task.data ? (
        <QueryState
          status="error"
          title="The task could not be loaded."
          message={failureText(task.error, 'Please try again.')}
          onRetry={task.refetch}
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
        <SectionCard>
          <EditTaskForm task={task.data} />
        </SectionCard>
      )}
    </Box>
  );
}
