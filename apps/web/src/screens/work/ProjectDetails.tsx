import { NOT_FOUND_TEXTS, projectPermissions } from '@app/domain';
import { failureText, isNotFound } from '@app/sdk';
import { useDeleteProject, useProject, useProjectPresence, useRealtimeEvent } from '@app/sdk/react';
import {
  ConfirmDialog,
  DueText,
  OnlineNowChip,
  PageHeader,
  QueryState,
  RouteTabs,
  StatusChip,
  useToast,
} from '@app/ui';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Suspense, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { api } from '../../app/api';
import { paths } from '../../app/paths';
import { useSession } from '../../app/session';
import { prefetchProjectPage, TAB_PARTS } from './projects/projectTabParts';
import { PROJECT_TABS, pick, projectHref, VIEWS } from './projects/projectTabs';

// Opened at start, the page asks for its project and its tab's code and first answers at once (lazyScreen).
export const prefetchScreenData = prefetchProjectPage;
const {
  overview: ProjectOverviewTab,
  tasks: ProjectTasksTab,
  timeline: ProjectTimelineTab,
  discussion: ProjectDiscussionTab,
  members: ProjectMembersTab,
  fields: ProjectFieldsTab,
  workflow: ProjectWorkflowTab,
} = TAB_PARTS;

// On a phone the header's buttons keep their icon and their name, and give their label's width to the title.
const COMPACT_ON_PHONE = {
  minWidth: { xs: 40, sm: 64 },
  px: { xs: 1, sm: 2 },
  '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 }, ml: { xs: 0, sm: -0.5 } },
};

/**
 * Project details (/projects/{id}): the title, status, priority, due text and who is online in the header; tabs
 * Overview, Tasks (a list with quick status changes, or a board whose moves change the status), Discussion and
 * Members, kept in the URL; edit and delete for those allowed. A project that does not exist or is not the user's
 * shows 'Project not found'.
 */
export function ProjectDetails() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { showToast } = useToast();
  const [params] = useSearchParams();
  const { user } = useSession();
  const project = useProject(api, id);
  const deleteProject = useDeleteProject(api);
  const [confirmDelete, setConfirmDelete] = useState(false);
  // Being on the page joins the project's room: the others see this person online.
  const presence = useProjectPresence(project.data ? id : undefined, user?._id);
  useRealtimeEvent('project_notification', (notice) => {
    if (notice.projectId === id && notice.actor?.userId !== user?._id)
      showToast(notice.message, { variant: 'info' });
  });

  if (project.isPending) return <QueryState status="loading" label="Loading project..." />;
  if (project.isError) {
    if (isNotFound(project.error)) {
      return (
        <QueryState status="notFound" {...NOT_FOUND_TEXTS.project} backHref={paths.projects.list.href()} />
      );
    }
    const message = failureText(project.error, 'Please try again.');
    return (
      <>
        <PageHeader title="Project details" />
        <QueryState
          status="error"
          title="The project could not be loaded."
          message={message}
          onRetry={project.refetch}
        />
      </>
    );
  }

  const current = project.data;
  const permissions = projectPermissions(current.myRole);
  const tab = pick(PROJECT_TABS, params.get('tab'));
  // The viewer is on the page, so online, before the server's first presence answer names them too.
  const online = presence.onlineUsers;
  const onlineNames = (
    user && !online.some((person) => person.userId === user._id)
      ? [{ userName: user.name }, ...online]
      : online
  ).map((person) => person.userName);
  const remove = () =>
    deleteProject.mutate(current._id, {
      onSuccess: () => {
        showToast('Project deleted', { variant: 'success' });
        navigate(paths.projects.list.href(), { replace: true });
      },
      onError: (error) => {
        setConfirmDelete(false);
        showToast(failureText(error, 'The project could not be deleted.'), { variant: 'error' });
      },
    });

  return (
    <>
      <PageHeader
        title={current.title}
        subtitle={
          <DueText
            task={{ status: current.status, dueDate: current.dueDate, updatedAt: current.updatedAt }}
          />
        }
        info={
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <StatusChip kind="project" value={current.status} />
            <StatusChip kind="priority" value={current.priority} />
            <OnlineNowChip names={onlineNames} />
          </Stack>
        }
        action={
          permissions.canEdit || permissions.canDelete ? (
            <Stack direction="row" spacing={1}>
              {permissions.canEdit ? (
                <Button
                  variant="outlined"
                  href={paths.projects.edit.href(current._id)}
                  startIcon={<EditOutlinedIcon />}
                  aria-label="Edit"
                  sx={COMPACT_ON_PHONE}
                >
                  <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
                    Edit
                  </Box>
                </Button>
              ) : null}
              {permissions.canDelete ? (
                <Button
                  variant="outlined"
                  color="error"
                  onClick={() => setConfirmDelete(true)}
                  startIcon={<DeleteOutlineRoundedIcon />}
                  aria-label="Delete"
                  sx={COMPACT_ON_PHONE}
                >
                  <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
                    Delete
                  </Box>
                </Button>
              ) : null}
            </Stack>
          ) : null
        }
      />
      <RouteTabs
        tabs={PROJECT_TABS}
        value={tab}
        href={(next) => projectHref(current._id, next)}
        aria-label="Project sections"
        onTabIntent={(next) => {
          TAB_PARTS[next].preload().catch(() => {});
        }}
      >
        <Suspense fallback={<QueryState status="loading" label="Loading..." />}>
          {tab === 'overview' ? <ProjectOverviewTab project={current} /> : null}
          {tab === 'tasks' ? (
            <ProjectTasksTab
              project={current}
              permissions={permissions}
              view={pick(VIEWS, params.get('view'))}
            />
          ) : null}
          {tab === 'timeline' ? <ProjectTimelineTab project={current} /> : null}
          {tab === 'discussion' ? (
            <ProjectDiscussionTab project={current} canPost={permissions.canComment} presence={presence} />
          ) : null}
          {tab === 'members' ? <ProjectMembersTab project={current} permissions={permissions} /> : null}
          {tab === 'fields' ? <ProjectFieldsTab project={current} permissions={permissions} /> : null}
          {tab === 'workflow' ? <ProjectWorkflowTab project={current} permissions={permissions} /> : null}
        </Suspense>
      </RouteTabs>
      <ConfirmDialog
        open={confirmDelete}
        destructive
        busy={deleteProject.isPending}
        title="Delete this project?"
        message={`${current.title} and all of its tasks and comments are deleted for everyone. This cannot be undone.`}
        confirmLabel="Delete project"
        onConfirm={remove}
        onCancel={() => setConfirmDelete(false)}
      />
    </>
  );
}
