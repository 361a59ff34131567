import {
  type OnlineUser,
  type Project,
  type ProjectMemberRole,
  type ProjectPermissions,
  projectPermissions,
  TASK_STATUS_LABELS,
  TASK_STATUSES,
  type Task,
  type TaskStatus,
  userAvatarUrl,
} from '@app/domain';
import {
  useAddProjectMember,
  useCurrency,
  useDeleteProject,
  useDiscussion,
  usePostDiscussionMessage,
  useProject,
  useProjectPresence,
  useProjectTasks,
  useRealtimeClient,
  useRealtimeEvent,
  useRealtimeStatus,
  useRemoveProjectMember,
  useUpdateProjectMember,
  useUpdateTask,
} from '@app/sdk/react';
import {
  ConfirmDialog,
  DueText,
  EmptyState,
  KanbanBoard,
  type KanbanColumnData,
  type KanbanMove,
  LoadingScreen,
  Money,
  ProjectDiscussion,
  ProjectMembers,
  StatusChip,
  TaskRow,
  useToast,
} from '@app/ui';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import AssignmentOutlinedIcon from '@mui/icons-material/AssignmentOutlined';
import CircleIcon from '@mui/icons-material/Circle';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import ViewKanbanOutlinedIcon from '@mui/icons-material/ViewKanbanOutlined';
import ViewListRoundedIcon from '@mui/icons-material/ViewListRounded';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type * as React from 'react';
import { useMemo, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { api } from '../app/api';
import { paths } from '../app/paths';
import { useSession } from '../app/session';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { failureText, formatDay, isNotFound, LoadError, ProjectNotFound } from './projects/shared';

const TABS = ['overview', 'tasks', 'discussion', 'members'] as const;
type ProjectTab = (typeof TABS)[number];
const TAB_LABELS: Record<ProjectTab, string> = {
  overview: 'Overview',
  tasks: 'Tasks',
  discussion: 'Discussion',
  members: 'Members',
};

// 'typing' is sent at most this often while the person keeps typing; the server clears it 3 s after the last.
const TYPING_RESEND_MS = 2000;

const VIEWS = ['list', 'board'] as const;
type TaskView = (typeof VIEWS)[number];

/** The board and the list read one request: the server's largest page. */
const TASK_LIMIT = 100;

const tabId = (tab: ProjectTab) => `project-tab-${tab}`;
const panelId = (tab: ProjectTab) => `project-panel-${tab}`;

type BoardItem = Task & { id: string };

function TabPanel({ tab, children }: { tab: ProjectTab; children: React.ReactNode }) {
  return (
    <Box role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)} sx={{ pt: 3 }}>
      {children}
    </Box>
  );
}

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '120px 1fr', gap: 1, py: 1 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {term}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0 }}>
        {children}
      </Typography>
    </Box>
  );
}

function Overview({ project }: { project: Project }) {
  const { currency, rates } = useCurrency();
  const counts = project.taskCounts;
  const progress = Math.round(project.progress);
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
      }}
    >
      <Stack spacing={3}>
        <Paper variant="outlined" component="section" aria-labelledby="project-progress" sx={{ p: 3 }}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', mb: 1.5 }}>
            <Typography id="project-progress" component="h2" variant="h6">
              Progress
            </Typography>
            <Typography variant="h5" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {progress}%
            </Typography>
          </Stack>
          <LinearProgress
            variant="determinate"
            value={progress}
            aria-label={`Progress of ${project.title}`}
            color={project.status === 'completed' ? 'success' : 'primary'}
            sx={{ height: 10, borderRadius: 5 }}
          />
          {counts ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
              {counts.done} of {counts.total} {counts.total === 1 ? 'task' : 'tasks'} done
              {counts.overdue > 0 ? ` · ${counts.overdue} overdue` : ''}
            </Typography>
          ) : null}
        </Paper>
        <Paper variant="outlined" component="section" aria-labelledby="project-description" sx={{ p: 3 }}>
          <Typography id="project-description" component="h2" variant="h6" sx={{ mb: 1 }}>
            Description
          </Typography>
          <Typography
            color={project.description ? 'text.primary' : 'text.secondary'}
            sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          >
            {project.description || 'No description yet.'}
          </Typography>
        </Paper>
      </Stack>
      <Paper variant="outlined" component="section" aria-labelledby="project-facts" sx={{ p: 3 }}>
        <Typography id="project-facts" component="h2" variant="h6" sx={{ mb: 1 }}>
          Details
        </Typography>
        <Box component="dl" sx={{ m: 0 }}>
          <Fact term="Start date">{formatDay(project.startDate)}</Fact>
          <Fact term="Due date">{formatDay(project.dueDate)}</Fact>
          <Fact term="Budget">
            {project.budget === null || project.budget === undefined ? (
              '—'
            ) : (
              <Money amount={project.budget} currency={currency} rates={rates} sx={{ fontWeight: 600 }} />
            )}
          </Fact>
          <Fact term="Owner">{project.owner?.name ?? '—'}</Fact>
          <Fact term="Team size">
            {project.teamSize ?? project.members?.length ?? 1}{' '}
            {(project.teamSize ?? project.members?.length ?? 1) === 1 ? 'member' : 'members'}
          </Fact>
          <Fact term="Last updated">{formatDay(project.updatedAt)}</Fact>
        </Box>
      </Paper>
    </Box>
  );
}

interface ProjectTasksProps {
  project: Project;
  permissions: ProjectPermissions;
  view: TaskView;
  onViewChange: (view: TaskView) => void;
}

function ProjectTasks({ project, permissions, view, onViewChange }: ProjectTasksProps) {
  const { user } = useSession();
  const navigate = useNavigate();
  const { showToast } = useToast();
  const tasks = useProjectTasks(api, project._id, { limit: TASK_LIMIT, sort: 'dueDate' });
  const updateTask = useUpdateTask(api);

  const list = useMemo(() => tasks.data?.data ?? [], [tasks.data]);
  const columns = useMemo<KanbanColumnData<BoardItem>[]>(
    () =>
      TASK_STATUSES.map((status) => ({
        id: status,
        title: TASK_STATUS_LABELS[status],
        items: list.filter((task) => task.status === status).map((task) => ({ ...task, id: task._id })),
      })),
    [list],
  );

  // Team members move their own tasks and unassigned ones (the server checks the same rule).
  const canMove = (task: Task) =>
    permissions.canUpdateTaskStatus &&
    (permissions.canManageTasks || !task.assignedTo || task.assignedTo === user?._id);

  const changeStatus = (task: Pick<Task, '_id' | 'title'>, status: TaskStatus) => {
    updateTask.mutate(
      { id: task._id, payload: { status } },
      {
        onSuccess: () =>
          showToast(`${task.title} moved to ${TASK_STATUS_LABELS[status]}`, { variant: 'success' }),
        onError: (error) =>
          showToast(failureText(error, 'The task could not be updated.'), { variant: 'error' }),
      },
    );
  };

  const move = (change: KanbanMove) => {
    if (change.fromColumn === change.toColumn) return;
    const task = list.find((candidate) => candidate._id === change.itemId);
    if (task) changeStatus(task, change.toColumn as TaskStatus);
  };

  const newTask = permissions.canManageTasks ? (
    <Button
      variant="contained"
      href={paths.projects.createTask.href(project._id)}
      startIcon={<AddRoundedIcon />}
    >
      New task
    </Button>
  ) : null;

  let body: React.ReactNode;
  if (tasks.isPending) body = <LoadingScreen label="Loading tasks..." />;
  else if (tasks.isError && !tasks.data) {
    body = (
      <LoadError
        title="The tasks could not be loaded."
        error={tasks.error}
        onRetry={() => void tasks.refetch()}
      />
    );
  } else if (list.length === 0) {
    body = (
      <EmptyState
        icon={<AssignmentOutlinedIcon />}
        title="No tasks yet"
        description={
          permissions.canManageTasks
            ? 'Break the project into tasks and follow them on the list or the board.'
            : 'Tasks of this project appear here once they are created.'
        }
        action={newTask}
      />
    );
  } else if (view === 'board') {
    body = (
      // The board's screen-reader-only texts are positioned against this box, so they cannot widen the page.
      <Box sx={{ position: 'relative', overflow: 'hidden' }}>
        <KanbanBoard
          columns={columns}
          onMove={move}
          onOpen={(id) => navigate(paths.tasks.detail.href(id))}
          disabled={!permissions.canUpdateTaskStatus}
          busy={updateTask.isPending}
          label={`Task board of ${project.title}`}
          headingLevel={2}
        />
      </Box>
    );
  } else {
    body = (
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Box component="ul" aria-label={`Tasks of ${project.title}`} sx={{ m: 0, p: 0 }}>
          {list.map((task) => (
            <TaskRow
              key={task._id}
              component="li"
              task={task}
              href={paths.tasks.detail.href(task._id)}
              assignee={
                task.assignee ? { name: task.assignee.name, avatarUrl: userAvatarUrl(task.assignee) } : null
              }
              disabled={!canMove(task)}
              onStatusChange={(status) => changeStatus(task, status)}
              onToggleComplete={(completed) => changeStatus(task, completed ? 'done' : 'todo')}
            />
          ))}
        </Box>
      </Paper>
    );
  }

  const total = tasks.data?.pagination.total ?? 0;
  return (
    <Stack spacing={2}>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1.5 }}
      >
        <ToggleButtonGroup
          exclusive
          size="small"
          value={view}
          aria-label="Task view"
          onChange={(_event, next: TaskView | null) => {
            if (next) onViewChange(next);
          }}
        >
          <ToggleButton value="list" sx={{ gap: 0.75, px: 1.5, textTransform: 'none', fontWeight: 600 }}>
            <ViewListRoundedIcon fontSize="small" aria-hidden />
            List
          </ToggleButton>
          <ToggleButton value="board" sx={{ gap: 0.75, px: 1.5, textTransform: 'none', fontWeight: 600 }}>
            <ViewKanbanOutlinedIcon fontSize="small" aria-hidden />
            Board
          </ToggleButton>
        </ToggleButtonGroup>
        {list.length > 0 ? newTask : null}
      </Stack>
      {total > list.length ? (
        <Typography variant="body2" color="text.secondary">
          Showing the first {list.length} of {total} tasks.{' '}
          <Link href={paths.tasks.list.href()}>See all tasks</Link>
        </Typography>
      ) : null}
      {body}
    </Stack>
  );
}

function ProjectTeam({ project, permissions }: { project: Project; permissions: ProjectPermissions }) {
  const { user } = useSession();
  const navigate = useNavigate();
  const { showToast } = useToast();
  const addMember = useAddProjectMember(api, project._id);
  const updateMember = useUpdateProjectMember(api, project._id);
  const removeMember = useRemoveProjectMember(api, project._id);
  const members = project.members ?? [];
  const fail = (error: unknown, fallback: string) =>
    showToast(failureText(error, fallback), { variant: 'error' });

  return (
    <ProjectMembers
      members={members}
      currentUserId={user?._id}
      canManage={permissions.canManageMembers}
      title="Team members"
      onAdd={async (payload) => {
        const updated = await addMember.mutateAsync(payload);
        const added = updated.members?.find((member) => member.email === payload.email);
        showToast(`${added?.name ?? payload.email} added to the project`, { variant: 'success' });
      }}
      onRoleChange={async (userId, role: ProjectMemberRole) => {
        try {
          await updateMember.mutateAsync({ userId, payload: { role } });
          showToast('Role updated', { variant: 'success' });
        } catch (error) {
          fail(error, 'The role could not be changed.');
          throw error;
        }
      }}
      onRemove={async (userId) => {
        const name = members.find((member) => member._id === userId)?.name ?? 'The member';
        try {
          await removeMember.mutateAsync(userId);
          showToast(`${name} removed from the project`, { variant: 'success' });
        } catch (error) {
          fail(error, 'The member could not be removed.');
        }
      }}
      onLeave={
        user
          ? async () => {
              try {
                await removeMember.mutateAsync(user._id);
                showToast(`You left ${project.title}`, { variant: 'success' });
                navigate(paths.projects.list.href(), { replace: true });
              } catch (error) {
                fail(error, 'You could not leave the project.');
              }
            }
          : undefined
      }
    />
  );
}

/**
 * Project details (/projects/{id}): title, status, priority, dates, budget and progress; tabs Overview, Tasks
 * (a list with quick status changes, or a kanban board whose moves change the status) and Members; edit and
 * delete for those allowed. A project that does not exist or is not the user's shows 'Project not found'.
 */
interface ProjectPresenceProps {
  onlineUsers: readonly OnlineUser[];
  typingUsers: readonly OnlineUser[];
}

/** The project's discussion (issue 6): live messages, who is online and who is typing. */
function Discussion({
  project,
  canPost,
  onlineUsers,
  typingUsers,
}: { project: Project; canPost: boolean } & ProjectPresenceProps) {
  const { user } = useSession();
  const realtime = useRealtimeClient();
  const connected = useRealtimeStatus() === 'connected';
  const discussion = useDiscussion(api, project._id);
  const post = usePostDiscussionMessage(api, project._id);
  const lastTyping = useRef(0);

  const onTyping = () => {
    const now = Date.now();
    if (now - lastTyping.current < TYPING_RESEND_MS) return;
    lastTyping.current = now;
    void realtime.emit('typing', { discussionId: project._id });
  };
  const onStopTyping = () => {
    lastTyping.current = 0;
    void realtime.emit('stopTyping', { discussionId: project._id });
  };

  return (
    <ProjectDiscussion
      messages={discussion.data?.data ?? []}
      currentUserId={user?._id ?? ''}
      onlineUsers={onlineUsers}
      typingUsers={typingUsers}
      onSend={(text) => post.mutateAsync(text)}
      onTyping={onTyping}
      onStopTyping={onStopTyping}
      connected={connected}
      {...(canPost ? {} : { readOnlyNotice: 'Only project members can post in this discussion.' })}
      loading={discussion.isPending}
      sending={post.isPending}
      {...(post.error
        ? { error: failureText(post.error, 'The message could not be sent.') }
        : discussion.error
          ? { error: failureText(discussion.error, 'The discussion could not be loaded.') }
          : {})}
    />
  );
}

/** Who has the project open now, next to its title. */
function OnlineNow({ onlineUsers }: { onlineUsers: readonly OnlineUser[] }) {
  if (onlineUsers.length === 0) return null;
  const names = onlineUsers.map((person) => person.userName).join(', ');
  return (
    <Tooltip title={names}>
      <Chip
        size="small"
        variant="outlined"
        color="success"
        icon={<CircleIcon sx={{ fontSize: 10 }} />}
        label={`${onlineUsers.length} online`}
        aria-label={`${onlineUsers.length} online: ${names}`}
      />
    </Tooltip>
  );
}

export function ProjectDetails() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { showToast } = useToast();
  const [params, setParams] = useSearchParams();
  const project = useProject(api, id);
  const deleteProject = useDeleteProject(api);
  const [confirmDelete, setConfirmDelete] = useState(false);
  useDocumentTitle(project.data?.title ?? 'Project details');
  const { user } = useSession();
  // Being on the page joins the project's room: the others see this person online.
  const presence = useProjectPresence(project.data ? id : undefined, user?._id);
  useRealtimeEvent('project_notification', (notice) => {
    if (notice.projectId !== id || notice.actor?.userId === user?._id) return;
    showToast(notice.message, { variant: 'info' });
  });

  const tab: ProjectTab = TABS.includes(params.get('tab') as ProjectTab)
    ? (params.get('tab') as ProjectTab)
    : 'overview';
  const view: TaskView = VIEWS.includes(params.get('view') as TaskView)
    ? (params.get('view') as TaskView)
    : 'list';
  const setQuery = (key: 'tab' | 'view', value: string, fallback: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === fallback) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );

  if (project.isPending) return <LoadingScreen label="Loading project..." />;
  if (project.isError) {
    if (isNotFound(project.error)) return <ProjectNotFound />;
    return (
      <Box>
        <Typography component="h1" variant="h4" sx={{ mb: 2 }}>
          Project details
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
  const permissions = projectPermissions(current.myRole);
  const remove = async () => {
    try {
      await deleteProject.mutateAsync(current._id);
      showToast('Project deleted', { variant: 'success' });
      navigate(paths.projects.list.href(), { replace: true });
    } catch (error) {
      setConfirmDelete(false);
      showToast(failureText(error, 'The project could not be deleted.'), { variant: 'error' });
    }
  };

  return (
    <Box>
      <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 1 }}>
        <Link href={paths.projects.list.href()} underline="hover" color="inherit">
          My Projects
        </Link>
        <Typography color="text.primary" aria-current="page" noWrap sx={{ maxWidth: '60vw' }}>
          {current.title}
        </Typography>
      </Breadcrumbs>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', md: 'flex-start' } }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h1" variant="h4" sx={{ overflowWrap: 'anywhere' }}>
            {current.title}
          </Typography>
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap' }}
          >
            <StatusChip kind="project" value={current.status} />
            <StatusChip kind="priority" value={current.priority} />
            <DueText
              task={{ status: current.status, dueDate: current.dueDate, updatedAt: current.updatedAt }}
            />
            <OnlineNow onlineUsers={presence.onlineUsers} />
          </Stack>
        </Box>
        {permissions.canEdit || permissions.canDelete ? (
          <Stack direction="row" spacing={1.5} sx={{ flexShrink: 0 }}>
            {permissions.canEdit ? (
              <Button
                variant="outlined"
                href={paths.projects.edit.href(current._id)}
                startIcon={<EditOutlinedIcon />}
              >
                Edit
              </Button>
            ) : null}
            {permissions.canDelete ? (
              <Button
                variant="outlined"
                color="error"
                onClick={() => setConfirmDelete(true)}
                startIcon={<DeleteOutlineRoundedIcon />}
              >
                Delete
              </Button>
            ) : null}
          </Stack>
        ) : null}
      </Stack>

      <Box sx={{ borderBottom: 1, borderColor: 'divider', mt: 3 }}>
        <Tabs
          value={tab}
          onChange={(_event, next: ProjectTab) => setQuery('tab', next, 'overview')}
          aria-label="Project sections"
        >
          {TABS.map((value) => (
            <Tab
              key={value}
              value={value}
              label={TAB_LABELS[value]}
              id={tabId(value)}
              aria-controls={panelId(value)}
              sx={{
                textTransform: 'none',
                fontWeight: 600,
                fontSize: '0.95rem',
                minWidth: { xs: 0, sm: 90 },
              }}
            />
          ))}
        </Tabs>
      </Box>
      <TabPanel tab={tab}>
        {tab === 'overview' ? <Overview project={current} /> : null}
        {tab === 'tasks' ? (
          <ProjectTasks
            project={current}
            permissions={permissions}
            view={view}
            onViewChange={(next) => setQuery('view', next, 'list')}
          />
        ) : null}
        {tab === 'discussion' ? (
          <Discussion
            project={current}
            canPost={permissions.canComment}
            onlineUsers={presence.onlineUsers}
            typingUsers={presence.typingUsers}
          />
        ) : null}
        {tab === 'members' ? <ProjectTeam project={current} permissions={permissions} /> : null}
      </TabPanel>

      <ConfirmDialog
        open={confirmDelete}
        destructive
        busy={deleteProject.isPending}
        title="Delete this project?"
        message={`${current.title} and all of its tasks and comments are deleted for everyone. This cannot be undone.`}
        confirmLabel="Delete project"
        onConfirm={() => void remove()}
        onCancel={() => setConfirmDelete(false)}
      />
    </Box>
  );
}
