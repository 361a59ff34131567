import { DASHBOARD_REFRESH_TEXTS, DASHBOARD_TEXTS, hasRole, ROUTE_ROLES } from '@app/domain';
import { failureText, localCalendarDay } from '@app/sdk';
import {
  dashboardQueryOptions,
  projectsQueryOptions,
  useCurrency,
  useDashboard,
  useDashboardActivity,
  usePersonalLiveDashboard,
  useProjects,
} from '@app/sdk/react';
import {
  ActivityFeed,
  type ActivityFeedEntry,
  EmptyState,
  PageHeader,
  ProjectCardGrid,
  QueryState,
  RefreshButton,
  SectionCard,
  StatCardGrid,
  TaskRow,
} from '@app/ui';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import RocketLaunchOutlinedIcon from '@mui/icons-material/RocketLaunchOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { paths } from '../../app/paths';
import { useSession } from '../../app/session';
import { keyFigures, performanceFigures } from './dashboard/figures';
import { LazyTasksByStatusChart } from './dashboard/LazyTasksByStatusChart';

/** The recently updated projects the dashboard shows with their progress. */
const RECENT_PROJECTS = { page: 1, limit: 4, sort: 'updated' } as const;

/** The dashboard's figures and recent projects, asked for while the page's code loads at start (lazyScreen). */
export function prefetchScreenData(client: QueryClient): void {
  void client.prefetchQuery(dashboardQueryOptions(api, localCalendarDay()));
  void client.prefetchQuery(projectsQueryOptions(api, RECENT_PROJECTS));
}

function activityHref(entry: ActivityFeedEntry): string | undefined {
  if (!entry.entityId) return undefined;
  if (entry.entityType === 'task') return paths.tasks.detail.href(entry.entityId);
  if (entry.entityType === 'project') return paths.projects.detail.href(entry.entityId);
  if (entry.entityType === 'todo') return paths.todos.root.href();
  return undefined;
}

const Quiet = ({ children }: { children: string }) => (
  <Typography variant="body2" color="text.secondary">
    {children}
  </Typography>
);

/**
 * Dashboard (/dashboard): counts of projects and tasks, overdue and due this week, average progress, tasks by
 * status, the most recently updated projects with their progress, my next tasks and the recent activity. A new
 * user without projects or tasks is invited to create a first project.
 */
export function Dashboard() {
  const { user } = useSession();
  const { currency, rates } = useCurrency(api.currency);
  // The browser's calendar day, so 'overdue' and 'this week' follow the user's time zone.
  const today = localCalendarDay();
  const dashboard = useDashboard(api, today);
  // Live while open (spec 7.6): the socket's figures update the cards and the chart; others' changes refresh the
  // rest. The server hears when the user is active here.
  const live = usePersonalLiveDashboard(today);
  useDashboardActivity();
  const projects = useProjects(api, RECENT_PROJECTS);
  const data = dashboard.data;
  const loading = dashboard.isPending;
  const isNew = data !== undefined && data.projects.total === 0 && data.tasks.total === 0;
  const retry = () => void dashboard.refetch();
  // Stays enabled while busy (a disabled button would drop the keyboard focus); the hook ignores a second press.
  const refresh = (
    <RefreshButton refreshing={live.refreshing} onRefresh={live.refresh} texts={DASHBOARD_REFRESH_TEXTS} />
  );
  const header = (
    <PageHeader title={DASHBOARD_TEXTS.title} subtitle={DASHBOARD_TEXTS.subtitle} info={refresh} />
  );

  if (dashboard.isError && !data) {
    return (
      <>
        {header}
        <QueryState
          status="error"
          title="The dashboard could not be loaded."
          message={failureText(dashboard.error, 'Please try again.')}
          onRetry={retry}
        />
      </>
    );
  }
  if (isNew) {
    return (
      <>
        {header}
        <EmptyState
          icon={<RocketLaunchOutlinedIcon />}
          title="Start your first project"
          description="Create a project to plan the work, break it into tasks and follow its progress here."
          action={
            hasRole(user, ROUTE_ROLES.projectCreateEdit) ? (
              <Button variant="contained" href={paths.projects.create.href()} startIcon={<AddRoundedIcon />}>
                Create Project
              </Button>
            ) : undefined
          }
        />
      </>
    );
  }

  const recent = projects.data?.data ?? [];
  return (
    <Stack spacing={3}>
      {header}
      {dashboard.isError ? (
        <QueryState
          status="error"
          title="The dashboard could not be refreshed."
          message={failureText(dashboard.error, 'Please try again.')}
          onRetry={retry}
        />
      ) : null}
      <StatCardGrid items={keyFigures(data)} loading={loading} label="Key figures" />
      <StatCardGrid items={performanceFigures(data)} loading={loading} label="Performance" />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '5fr 7fr' } }}>
        <LazyTasksByStatusChart counts={data?.tasks.byStatus ?? {}} loading={loading} />
        <SectionCard
          title="Upcoming tasks"
          action={
            <Link href={paths.tasks.list.href()} variant="body2">
              All my tasks
            </Link>
          }
        >
          {loading ? (
            <Quiet>Loading tasks...</Quiet>
          ) : data && data.myNextTasks.length > 0 ? (
            <Box component="ul" aria-label="Upcoming tasks" sx={{ m: 0, p: 0, mx: -1.5 }}>
              {data.myNextTasks.map((task) => (
                <TaskRow key={task._id} component="li" task={task} href={paths.tasks.detail.href(task._id)} />
              ))}
            </Box>
          ) : (
            <Quiet>Nothing due: no open tasks are assigned to you.</Quiet>
          )}
        </SectionCard>
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '8fr 4fr' } }}>
        <SectionCard
          title="Recent projects"
          action={
            <Link href={paths.projects.list.href()} variant="body2">
              View all projects
            </Link>
          }
        >
          {projects.isError ? (
            <QueryState
              status="error"
              title="Projects could not be loaded."
              message={failureText(projects.error, 'Please try again.')}
              onRetry={() => void projects.refetch()}
            />
          ) : (
            <ProjectCardGrid
              label="Recent projects"
              minItemWidth={260}
              gap={1.5}
              empty={<Quiet>{projects.isPending ? 'Loading projects...' : 'No projects yet.'}</Quiet>}
              projects={recent}
              href={paths.projects.detail.href}
              currency={currency}
              rates={rates}
            />
          )}
        </SectionCard>
        <SectionCard title="Recent activity">
          {loading ? (
            <Quiet>Loading activity...</Quiet>
          ) : (
            // Twenty entries are long: the feed scrolls within the card (and by keyboard once focused).
            <Box
              tabIndex={0}
              role="group"
              aria-label="Recent activity entries"
              sx={{ maxHeight: 440, overflowY: 'auto', mx: -1, px: 1 }}
            >
              <ActivityFeed entries={data?.recentActivity ?? []} hrefFor={activityHref} />
            </Box>
          )}
        </SectionCard>
      </Box>
    </Stack>
  );
}
