import {
  TASK_STATUS_LABELS,
  TASK_STATUSES,
  type Task,
  type TaskStatus,
  userAvatarUrl,
  userInitial,
} from '@app/domain';
import {
  useAddTaskComment,
  useDeleteTask,
  useProject,
  useTask,
  useTaskComments,
  useUpdateTask,
} from '@app/sdk/react';
import {
  Checklist,
  type ChecklistEntry,
  CommentThread,
  ConfirmDialog,
  DueText,
  LoadingScreen,
  StatusChip,
  useToast,
} from '@app/ui';
import ArrowBackRoundedIcon from '@mui/icons-material/ArrowBackRounded';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import EditRoundedIcon from '@mui/icons-material/EditRounded';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type * as React from 'react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { api } from '../app/api';
import { paths } from '../app/paths';
import { useSession } from '../app/session';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { failureText, formatDay, isNotFound, LoadError } from './projects/shared';
import { type TaskAccess, taskAccess } from './tasks/access';
import { TaskNotFound } from './tasks/TaskNotFound';

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="caption" color="text.secondary" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, mt: 0.25, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

interface TaskBodyProps {
  task: Task;
  access: TaskAccess;
}

function TaskBody({ task, access }: TaskBodyProps) {
  const navigate = useNavigate();
  const { showToast } = useToast();
  const updateTask = useUpdateTask(api);
  const deleteTask = useDeleteTask(api);
  const comments = useTaskComments(api, task._id);
  const addComment = useAddTaskComment(api, task._id);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const now = new Date();

  const update = (payload: { status?: TaskStatus; checklist?: ChecklistEntry[] }, success?: string) =>
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

  const remove = () =>
    deleteTask.mutate(task._id, {
      onSuccess: () => {
        setConfirmDelete(false);
        showToast('Task deleted', { variant: 'success' });
        navigate(task.projectId ? paths.projects.detail.href(task.projectId) : paths.tasks.list.href(), {
          replace: true,
        });
      },
      onError: (error) => {
        setConfirmDelete(false);
        showToast(failureText(error, 'The task could not be deleted.'), { variant: 'error' });
      },
    });

  return (
    <Stack spacing={3} sx={{ maxWidth: 960, mx: 'auto', width: '100%' }}>
      <Box>
        <Link
          href={paths.tasks.list.href()}
          variant="body2"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 1 }}
        >
          <ArrowBackRoundedIcon fontSize="small" aria-hidden />
          My Tasks
        </Link>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2 }}>
          <Box sx={{ flex: 1, minWidth: 240 }}>
            <Typography component="h1" variant="h4" sx={{ overflowWrap: 'anywhere' }}>
              {task.title}
            </Typography>
            <Stack
              direction="row"
              spacing={1}
              sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
            >
              <StatusChip kind="task" value={task.status} />
              <StatusChip kind="priority" value={task.priority} />
              <DueText task={task} now={now} />
            </Stack>
          </Box>
          {access.canEdit || access.canDelete ? (
            <Stack direction="row" spacing={1}>
              {access.canEdit ? (
                <Button
                  variant="outlined"
                  href={paths.tasks.edit.href(task._id)}
                  startIcon={<EditRoundedIcon />}
                >
                  Edit
                </Button>
              ) : null}
              {access.canDelete ? (
                <Button
                  variant="outlined"
                  color="error"
                  startIcon={<DeleteOutlineRoundedIcon />}
                  onClick={() => setConfirmDelete(true)}
                >
                  Delete
                </Button>
              ) : null}
            </Stack>
          ) : null}
        </Box>
      </Box>

      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
        }}
      >
        <Stack spacing={3} sx={{ minWidth: 0 }}>
          <Paper variant="outlined" component="section" aria-labelledby="task-description" sx={{ p: 2.5 }}>
            <Typography id="task-description" component="h2" variant="h6" sx={{ mb: 1 }}>
              Description
            </Typography>
            {task.description ? (
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {task.description}
              </Typography>
            ) : (
              <Typography variant="body2" color="text.secondary">
                No description.
              </Typography>
            )}
          </Paper>
          <Paper variant="outlined" sx={{ p: 2.5 }}>
            <Checklist
              items={task.checklist ?? []}
              headingLevel="h2"
              mode={access.canEdit ? 'edit' : access.canUpdateStatus ? 'tick' : 'read'}
              onChange={
                access.canEdit || access.canUpdateStatus ? (checklist) => update({ checklist }) : undefined
              }
            />
          </Paper>
          <Paper variant="outlined" sx={{ p: 2.5 }}>
            {comments.isError && !comments.data ? (
              <LoadError
                title="Comments could not be loaded."
                error={comments.error}
                onRetry={() => void comments.refetch()}
              />
            ) : (
              <CommentThread
                comments={comments.data?.data ?? []}
                loading={comments.isPending}
                now={now}
                posting={addComment.isPending}
                error={
                  addComment.error
                    ? failureText(addComment.error, 'The comment could not be posted.')
                    : undefined
                }
                onAdd={access.canComment ? (text) => addComment.mutateAsync({ text }) : undefined}
              />
            )}
          </Paper>
        </Stack>

        <Paper
          variant="outlined"
          component="section"
          aria-labelledby="task-details"
          sx={{ p: 2.5, alignSelf: 'start' }}
        >
          <Typography id="task-details" component="h2" variant="h6" sx={{ mb: 2 }}>
            Details
          </Typography>
          {access.canUpdateStatus ? (
            <TextField
              select
              size="small"
              fullWidth
              label="Status"
              value={task.status}
              onChange={(event) => {
                const status = event.target.value as TaskStatus;
                if (status !== task.status)
                  update({ status }, `Status changed to ${TASK_STATUS_LABELS[status]}`);
              }}
              sx={{ mb: 2 }}
            >
              {TASK_STATUSES.map((status) => (
                <MenuItem key={status} value={status}>
                  {TASK_STATUS_LABELS[status]}
                </MenuItem>
              ))}
            </TextField>
          ) : null}
          <Box component="dl" sx={{ display: 'grid', gap: 2, m: 0 }}>
            <Detail label="Project">
              {task.projectId ? (
                <Link href={paths.projects.detail.href(task.projectId)}>
                  {task.project?.title ?? 'Open project'}
                </Link>
              ) : (
                'No project'
              )}
            </Detail>
            <Detail label="Assignee">
              {task.assignee ? (
                <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
                  <Avatar
                    src={userAvatarUrl(task.assignee)}
                    alt=""
                    aria-hidden
                    sx={{ width: 24, height: 24, fontSize: '0.75rem' }}
                  >
                    {userInitial(task.assignee)}
                  </Avatar>
                  {task.assignee.name}
                </Box>
              ) : (
                'Unassigned'
              )}
            </Detail>
            <Detail label="Due date">{task.dueDate ? formatDay(task.dueDate) : 'No due date'}</Detail>
            {task.completedAt ? <Detail label="Completed">{formatDay(task.completedAt)}</Detail> : null}
            {task.updatedAt ? <Detail label="Last updated">{formatDay(task.updatedAt)}</Detail> : null}
          </Box>
        </Paper>
      </Box>

      <ConfirmDialog
        open={confirmDelete}
        title="Delete this task?"
        message={`“${task.title}”, its checklist and its comments will be deleted. This cannot be undone.`}
        confirmLabel="Delete task"
        destructive
        busy={deleteTask.isPending}
        onConfirm={remove}
        onCancel={() => setConfirmDelete(false)}
      />
    </Stack>
  );
}

/**
 * Task details (/tasks/{id}): title, status (changeable when allowed), priority, due text, project, assignee,
 * description, checklist (ticking saves at once), comments, and Edit / Delete for those who manage the task.
 */
export function TaskDetails() {
  const { id } = useParams();
  const { user } = useSession();
  const task = useTask(api, id);
  const project = useProject(api, task.data?.projectId ?? undefined);
  useDocumentTitle(task.data?.title ?? 'Task');

  if (task.isPending) return <LoadingScreen label="Loading task..." />;
  if (task.isError && !task.data) {
    if (isNotFound(task.error)) return <TaskNotFound />;
    return (
      <Box sx={{ maxWidth: 960, mx: 'auto' }}>
        <Typography component="h1" variant="h4" sx={{ mb: 2 }}>
          Task
        </Typography>
        <LoadError
          title="The task could not be loaded."
          error={task.error}
          onRetry={() => void task.refetch()}
        />
      </Box>
    );
  }
  if (task.data.projectId && project.isPending) return <LoadingScreen label="Loading task..." />;
  const access = taskAccess(task.data, user, project.data?.myRole);
  return <TaskBody task={task.data} access={access} />;
}
