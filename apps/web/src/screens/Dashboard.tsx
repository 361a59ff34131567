import { type Dashboard as DashboardData, hasRole, ROUTE_ROLES } from '@app/domain';
import { localCalendarDay } from '@app/sdk';
import { useCurrency, useDashboard, useDashboardRoom, useProjects } from '@app/sdk/react';
import { ActivityFeed, type ActivityFeedEntry, EmptyState, ProjectCard, StatCard, TaskRow } from '@app/ui';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import AssignmentOutlinedIcon from '@mui/icons-material/AssignmentOutlined';
import DonutLargeRoundedIcon from '@mui/icons-material/DonutLargeRounded';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import FolderOutlinedIcon from '@mui/icons-material/FolderOutlined';
import RocketLaunchOutlinedIcon from '@mui/icons-material/RocketLaunchOutlined';
import WarningAmberRoundedIcon from '@mui/icons-material/WarningAmberRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type * as React from 'react';
import { useId } from 'react';
import { api } from '../app/api';
import { paths } from '../app/paths';
import { useSession } from '../app/session';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { LazyTasksByStatusChart } from './dashboard/LazyTasksByStatusChart';
import { LoadError } from './projects/shared';

/** How many recently updated projects the dashboard shows with their progress. */
const RECENT_PROJECTS = 4;

function activityHref(entry: ActivityFeedEntry): string | undefined {
  if (!entry.entityId) return undefined;
  if (entry.entityType === 'task') return paths.tasks.detail.href(entry.entityId);
  if (entry.entityType === 'project') return paths.projects.detail.href(entry.entityId);
  if (entry.entityType === 'todo') return paths.todos.root.href();
  return undefined;
}

interface PanelProps {
  title: string;
  action?: React.ReactNode;
  children: React.ReactNode;
}

/** A titled card section of the dashboard. */
function Panel({ title, action, children }: PanelProps) {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ p: 2.5, height: '100%' }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', mb: 1 }}>
        <Typography id={headingId} component="h2" variant="h6">
          {title}
        </Typography>
        {action}
      </Stack>
      {children}
    </Card>
  );
}

function StatCards({ data, loading }: { data: DashboardData | undefined; loading: boolean }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, 1fr)', lg: 'repeat(5, 1fr)' },
      }}
    >
      <StatCard
        label="Projects"
        value={data?.projects.total ?? 0}
        icon={<FolderOutlinedIcon />}
        loading={loading}
      />
      <StatCard
        label="Tasks"
        value={data?.tasks.total ?? 0}
        color="secondary"
        icon={<AssignmentOutlinedIcon />}
        loading={loading}
      />
      <StatCard
        label="Overdue"
        value={data?.tasks.overdue ?? 0}
        color="error"
        icon={<WarningAmberRoundedIcon />}
        loading={loading}
      />
      <StatCard
        label="Due this week"
        value={data?.tasks.dueThisWeek ?? 0}
        color="warning"
        icon={<EventOutlinedIcon />}
        loading={loading}
      />
      {/* Five cards: on two columns the last one takes the whole row. */}
      <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
        <StatCard
          label="Average progress"
          value={`${data?.averageProgress ?? 0}%`}
          color="success"
          icon={<DonutLargeRoundedIcon />}
          loading={loading}
        />
      </Box>
    </Box>
  );
}

/**
 * Dashboard (/dashboard): counts of projects and tasks, overdue and due this week, average progress, tasks by
 * status, the most recently updated projects with their progress, my next tasks and the recent activity. A new
 * user without projects or tasks is invited to create a first project.
 */
export function Dashboard() {
  useDocumentTitle('Dashboard');
  const { user } = useSession();
  const { currency, rates } = useCurrency();
  // The browser's calendar day, so 'overdue' and 'this week' follow the user's time zone.
  const today = localCalendarDay();
  const dashboard = useDashboard(api, today);
  // Live while open: others' changes refresh the counts and the activity feed (spec 4.5).
  useDashboardRoom();
  const projects = useProjects(api, { page: 1, limit: RECENT_PROJECTS, sort: 'updated' });
  const data = dashboard.data;
  const canCreate = hasRole(user, ROUTE_ROLES.projectCreateEdit);
  const isNew = data !== undefined && data.projects.total === 0 && data.tasks.total === 0;

  let content: React.ReactNode;
  if (dashboard.isError && !data) {
    content = (
      <LoadError
        title="The dashboard could not be loaded."
        error={dashboard.error}
        onRetry={() => void dashboard.refetch()}
      />
    );
  } else if (isNew) {
    content = (
      <Card sx={{ py: 2 }}>
        <EmptyState
          icon={<RocketLaunchOutlinedIcon />}
          title="Start your first project"
          description="Create a project to plan the work, break it into tasks and follow its progress here."
          action={
            canCreate ? (
              <Button variant="contained" href={paths.projects.create.href()} startIcon={<AddRoundedIcon />}>
                Create Project
              </Button>
            ) : undefined
          }
        />
      </Card>
    );
  } else {
    const loading = dashboard.isPending;
    const recent = projects.data?.data ?? [];
    content = (
      <>
        {dashboard.isError ? (
          <LoadError
            title="The dashboard could not be refreshed."
            error={dashboard.error}
            onRetry={() => void dashboard.refetch()}
          />
        ) : null}
        <StatCards data={data} loading={loading} />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '5fr 7fr' } }}>
          <LazyTasksByStatusChart counts={data?.tasks.byStatus ?? {}} loading={loading} />
          <Panel
            title="Upcoming tasks"
            action={
              <Link href={paths.tasks.list.href()} variant="body2">
                All my tasks
              </Link>
            }
          >
            {loading ? (
              <Typography variant="body2" color="text.secondary">
                Loading tasks...
              </Typography>
            ) : data && data.myNextTasks.length > 0 ? (
              <Box component="ul" aria-label="Upcoming tasks" sx={{ m: 0, p: 0, mx: -1.5 }}>
                {data.myNextTasks.map((task) => (
                  <TaskRow
                    key={task._id}
                    component="li"
                    task={task}
                    href={paths.tasks.detail.href(task._id)}
                  />
                ))}
              </Box>
            ) : (
              <Typography variant="body2" color="text.secondary">
                Nothing due: no open tasks are assigned to you.
              </Typography>
            )}
          </Panel>
        </Box>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '8fr 4fr' } }}>
          <Panel
            title="Recent projects"
            action={
              <Link href={paths.projects.list.href()} variant="body2">
                View all projects
              </Link>
            }
          >
            {projects.isError ? (
              <LoadError
                title="Projects could not be loaded."
                error={projects.error}
                onRetry={() => void projects.refetch()}
              />
            ) : recent.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                {projects.isPending ? 'Loading projects...' : 'No projects yet.'}
              </Typography>
            ) : (
              <Box
                component="ul"
                aria-label="Recent projects"
                sx={{
                  listStyle: 'none',
                  m: 0,
                  p: 0,
                  display: 'grid',
                  gap: 1.5,
                  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
                }}
              >
                {recent.map((project) => (
                  <Box component="li" key={project._id}>
                    <ProjectCard
                      project={project}
                      teamSize={project.teamSize}
                      href={paths.projects.detail.href(project._id)}
                      currency={currency}
                      rates={rates}
                      headingComponent="h3"
                    />
                  </Box>
                ))}
              </Box>
            )}
          </Panel>
          <Panel title="Recent activity">
            {loading ? (
              <Typography variant="body2" color="text.secondary">
                Loading activity...
              </Typography>
            ) : (
              // Twenty entries are long: the feed scrolls within the panel (and by keyboard once focused).
              <Box
                tabIndex={0}
                role="group"
                aria-label="Recent activity entries"
                sx={{ maxHeight: 440, overflowY: 'auto', mx: -1, px: 1 }}
              >
                <ActivityFeed entries={data?.recentActivity ?? []} hrefFor={activityHref} />
              </Box>
            )}
          </Panel>
        </Box>
      </>
    );
  }

  return (
    <Stack spacing={3}>
      <Box>
        <Typography component="h1" variant="h4">
          Dashboard
        </Typography>
        <Typography color="text.secondary">Where your projects and tasks stand today.</Typography>
      </Box>
      {content}
    </Stack>
  );
}
