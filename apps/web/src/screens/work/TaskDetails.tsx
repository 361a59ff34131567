import {
  NOT_FOUND_TEXTS,
  type Project,
  resolveState,
  statesOrDefault,
  TASK_MODEL_TEXTS,
  type Task,
} from '@app/domain';
import { failureText, isNotFound } from '@app/sdk';
import { useDeleteTask, useProject, useProjectWorkflow, useTask, useUpdateTask } from '@app/sdk/react';
import {
  Checklist,
  type ChecklistEntry,
  DeleteTaskDialog,
  DescriptionList,
  PageHeader,
  QueryState,
  SectionCard,
  SelectField,
  useToast,
} from '@app/ui';
import ArrowBackRoundedIcon from '@mui/icons-material/ArrowBackRounded';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { api } from '../../app/api';
import { paths } from '../../app/paths';
import { useSession } from '../../app/session';
import { type TaskAccess, taskAccess } from './tasks/access';
import { TaskAttachments } from './tasks/TaskAttachments';
import { TaskComments } from './tasks/TaskComments';
import { TaskCustomFields } from './tasks/TaskCustomFields';
import { TaskDescription } from './tasks/TaskDescription';
import { TaskHeaderActions } from './tasks/TaskHeaderActions';
import { TaskLabelsField } from './tasks/TaskLabelsField';
import { TaskPageHeader } from './tasks/TaskPageHeader';
import { TaskPlanning } from './tasks/TaskPlanning';
import { TaskRelations } from './tasks/TaskRelations';
import { TaskSubtasks } from './tasks/TaskSubtasks';
import { TaskTime } from './tasks/TaskTime';
import { taskFacts } from './tasks/taskFacts';
import { useBlockedDoneConfirm } from './tasks/useBlockedDoneConfirm';
import { useRichTextOptions } from './tasks/useRichTextOptions';

function TaskBody({
  task,
  access,
  project,
  userId,
}: {
  task: Task;
  access: TaskAccess;
  project: Project | undefined;
  userId: string;
}) {
  const navigate = useNavigate();
  const { showToast } = useToast();
  const updateTask = useUpdateTask(api);
  const deleteTask = useDeleteTask(api);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const blockedDone = useBlockedDoneConfirm();
  const rights = { canComment: access.canComment, canManage: access.canEdit };
  const rich = useRichTextOptions(task._id, project, access.canComment);
  // The task's project's states, in their order (the default four for a task without project).
  const states = statesOrDefault(useProjectWorkflow(api, task.projectId).data?.states);
  const now = new Date();

  const update = (payload: { status?: string; checklist?: ChecklistEntry[] }, success?: string) =>
    updateTask.mutate(
      { id: task._id, payload },
      {
        onSuccess: () => {
          if (success) showToast(success, { variant: 'success' });
        },
        onError: (error) =>
          showToast(failureText(error, 'The task could not be saved.'), { variant: 'error' }),
      },
    );

  const remove = (subtasks: 'promote' | 'delete') =>
    deleteTask.mutate(
      { id: task._id, subtasks },
      {
        onSuccess: () => {
          setConfirmDelete(false);
          showToast('Task deleted', { variant: 'success' });
          const back = task.parentId
            ? paths.tasks.detail.href(task.parentId)
            : task.projectId
              ? paths.projects.detail.href(task.projectId)
              : paths.tasks.list.href();
          navigate(back, { replace: true });
        },
        onError: (error) => {
          setConfirmDelete(false);
          showToast(failureText(error, 'The task could not be deleted.'), { variant: 'error' });
        },
      },
    );

  return (
    <Stack spacing={3} sx={{ maxWidth: 960, mx: 'auto', width: '100%' }}>
      <TaskPageHeader
        task={task}
        now={now}
        action={
          <TaskHeaderActions taskId={task._id} access={access} onDelete={() => setConfirmDelete(true)} />
        }
      />
      <Link
        href={task.parentId ? paths.tasks.detail.href(task.parentId) : paths.tasks.list.href()}
        variant="body2"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, alignSelf: 'flex-start' }}
      >
        <ArrowBackRoundedIcon fontSize="small" aria-hidden />
        {task.parentId ? TASK_MODEL_TEXTS.parentLink : 'My Tasks'}
      </Link>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={3} sx={{ minWidth: 0 }}>
          <TaskDescription task={task} canEdit={access.canEdit} rich={rich} />
          <SectionCard>
            <Checklist
              items={task.checklist ?? []}
              headingLevel="h2"
              mode={access.canEdit ? 'edit' : access.canUpdateStatus ? 'tick' : 'read'}
              onChange={
                access.canEdit || access.canUpdateStatus ? (checklist) => update({ checklist }) : undefined
              }
            />
          </SectionCard>
          <TaskSubtasks task={task} access={access} states={states} />
          <TaskRelations task={task} access={access} />
          <TaskTime taskId={task._id} canLog={access.canUpdateStatus} />
          <TaskAttachments taskId={task._id} userId={userId} rights={rights} />
          <TaskComments taskId={task._id} canComment={access.canComment} now={now} rich={rich} />
        </Stack>
        <SectionCard title="Details">
          <Stack spacing={2}>
            {access.canUpdateStatus ? (
              <SelectField
                label="Status"
                value={task.status}
                options={states.map((state) => ({ value: state.id, label: state.name }))}
                onChange={(status) => {
                  const state = resolveState(states, status);
                  if (!state) return;
                  blockedDone.guard(task, state.category, () =>
                    update({ status: state.id }, `Status changed to ${state.name}`),
                  );
                }}
              />
            ) : null}
            {access.canEdit ? <TaskLabelsField task={task} /> : null}
            <TaskCustomFields task={task} canEdit={access.canEdit} />
            <TaskPlanning task={task} canEdit={access.canEdit} />
            <DescriptionList items={taskFacts(task)} layout="stacked" />
          </Stack>
        </SectionCard>
      </Box>
      <DeleteTaskDialog
        open={confirmDelete}
        title={task.title}
        subtaskCount={task.subtaskProgress?.total ?? 0}
        busy={deleteTask.isPending}
        onConfirm={remove}
        onCancel={() => setConfirmDelete(false)}
      />
      {blockedDone.dialog}
    </Stack>
  );
}

/**
 * Task details (/tasks/{id}): title, status (changeable when allowed), priority and due text in the header;
 * project, assignee, description, checklist (ticking saves at once), comments, and Edit / Delete for those who
 * manage the task.
 */
export function TaskDetails() {
  const { id } = useParams();
  const { user } = useSession();
  const task = useTask(api, id);
  const project = useProject(api, task.data?.projectId ?? undefined);

  if (task.isPending) return <QueryState status="loading" label="Loading task..." />;
  if (task.isError && !task.data) {
    if (isNotFound(task.error)) {
      return <QueryState status="notFound" {...NOT_FOUND_TEXTS.task} backHref={paths.tasks.list.href()} />;
    }
    return (
      <>
        <PageHeader title="Task" />
        <QueryState
          status="error"
          title="The task could not be loaded."
          message={failureText(task.error, 'Please try again.')}
          onRetry={task.refetch}
        />
      </>
    );
  }
  // Opened from a list, the task's header shows at once (the list's copy) while the task and its project load.
  if (task.isPlaceholderData || (task.data.projectId && project.isPending)) {
    return (
      <Stack spacing={3} sx={{ maxWidth: 960, mx: 'auto', width: '100%' }}>
        <TaskPageHeader task={task.data} />
        <QueryState status="loading" label="Loading task..." />
      </Stack>
    );
  }
  return (
    <TaskBody
      task={task.data}
      access={taskAccess(task.data, user, project.data?.myRole)}
      project={project.data}
      userId={user?._id ?? ''}
    />
  );
}
