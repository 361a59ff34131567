import {
  ASSIGNABLE_ORG_ROLES,
  DASHBOARD_REFRESH_TEXTS,
  isPlatformView,
  ORG_DASHBOARD_TEXTS,
  ORG_MESSAGES,
  ORG_ONLINE_TEXTS,
  ORG_ROLE_LABELS,
  ORG_TEXTS,
  visibleOrgNavItems,
} from '@app/domain';
import { failureText } from '@app/sdk';
import {
  currentOrganizationQueryOptions,
  organizationOnlineQueryOptions,
  organizationStatsQueryOptions,
  useCurrentOrganization,
  useLiveOrganizationOnline,
  useLiveOrganizationStats,
  useOrganization,
  useOrganizationOnline,
  useOrganizationStats,
} from '@app/sdk/react';
import {
  ActivityFeed,
  type ActivityFeedEntry,
  CountBreakdown,
  type CountBreakdownItem,
  OnlinePeople,
  PageHeader,
  QueryState,
  RefreshButton,
  SectionCard,
  StatCardGrid,
} from '@app/ui';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../../app/api';
import {
  useNamedOrganization,
  useOrganizationInView,
  withNamedOrganization,
} from '../../app/organizationInView';
import { paths } from '../../app/paths';
import { sessionUser, useSession } from '../../app/session';
import { peopleFigures, workFigures } from './org-figures';

const T = ORG_DASHBOARD_TEXTS;
const O = ORG_ONLINE_TEXTS;

/**
 * The organization, its figures and who is online, asked for while the page's code loads at start (lazyScreen),
 * once the session knows the user.
 */
export function prefetchScreenData(client: QueryClient): void {
  void sessionUser(client).then((user) => {
    const organizationId = user.organizationId ?? undefined;
    // A platform admin without an organization chooses one first: there is nothing of his own to ask for.
    if (!organizationId) return;
    void client.prefetchQuery(currentOrganizationQueryOptions(api, user._id));
    void client.prefetchQuery(organizationStatsQueryOptions(api, organizationId));
    void client.prefetchQuery(organizationOnlineQueryOptions(api, organizationId));
  });
}

/**
 * Organization Dashboard (/org/dashboard, /organization): people and work figures, projects by department,
 * members by role and the organization's last 20 activity entries, kept live by the socket.
 */
export function EnhancedOrganizationDashboard() {
  const { user } = useSession();
  // A member's own organization; in the platform view, the one the platform admin chose.
  const view = useOrganizationInView();
  const organizationId = view.kind === 'organization' ? view.organizationId : undefined;
  const own = useCurrentOrganization(api, user?.organizationId ? user._id : undefined);
  const chosen = useOrganization(api, organizationId !== user?.organizationId ? organizationId : undefined);
  const organization = organizationId === user?.organizationId ? own : chosen;
  const stats = useOrganizationStats(api, organizationId);
  useLiveOrganizationStats(organizationId);
  const online = useOrganizationOnline(api, organizationId);
  useLiveOrganizationOnline(organizationId);
  const data = stats.data;
  const loading = stats.isPending;
  // Links go only where this person's navigation goes (spec 6.3).
  const visible = useMemo(
    () => new Set<string>(user ? visibleOrgNavItems(user).map((item) => item.key) : []),
    [user],
  );
  // In the platform view the organization's pages keep his choice, and its projects and tasks stay their members'.
  const named = useNamedOrganization();
  const platformView = isPlatformView(user, organizationId);
  const orgHref = (path: string) => withNamedOrganization(path, named);
  const hrefFor = (entry: ActivityFeedEntry): string | undefined => {
    if (!entry.entityId) return undefined;
    if (entry.entityType === 'project' && !platformView) return paths.projects.detail.href(entry.entityId);
    if (entry.entityType === 'task' && !platformView) return paths.tasks.detail.href(entry.entityId);
    if (entry.entityType === 'department' && visible.has('departments')) {
      return orgHref(paths.org.departments.href());
    }
    if (entry.entityType === 'team' && visible.has('teams')) return orgHref(paths.org.teams.href());
    if (entry.entityType === 'user' && visible.has('users')) return orgHref(paths.org.users.href());
    return undefined;
  };
  const byDepartment: CountBreakdownItem[] = (data?.projectsByDepartment ?? []).map((row) => ({
    id: row.departmentId ?? 'none',
    label: row.name ?? ORG_TEXTS.noDepartment,
    count: row.count,
    href: row.departmentId && visible.has('departments') ? orgHref(paths.org.departments.href()) : undefined,
  }));
  const byRole: CountBreakdownItem[] = ASSIGNABLE_ORG_ROLES.map((role) => ({
    id: role,
    label: ORG_ROLE_LABELS[role],
    count: data?.membersByRole[role] ?? 0,
  }));

  const refreshing = stats.isFetching && !loading;
  // Stays enabled while busy (a disabled button would drop the keyboard focus); a running refetch is joined.
  const refresh = (
    <RefreshButton
      refreshing={refreshing}
      onRefresh={() => void stats.refetch({ cancelRefetch: false })}
      texts={DASHBOARD_REFRESH_TEXTS}
    />
  );
  const header = <PageHeader title={T.title} subtitle={T.subtitle(organization.data?.name)} info={refresh} />;
  const retry = () => void stats.refetch();

  if (stats.isError && !data) {
    return (
      <>
        {header}
        <QueryState
          status="error"
          title={T.loadFailed}
          message={failureText(stats.error, ORG_MESSAGES.fetchStatsFailed)}
          onRetry={retry}
        />
      </>
    );
  }

  return (
    <Stack spacing={3}>
      {header}
      {stats.isError ? (
        <QueryState
          status="error"
          title={T.refreshFailed}
          message={failureText(stats.error, ORG_MESSAGES.fetchStatsFailed)}
          onRetry={retry}
        />
      ) : null}
      <StatCardGrid items={peopleFigures(data)} loading={loading} label={T.peopleFigures} />
      <StatCardGrid items={workFigures(data)} loading={loading} label={T.workFigures} />
      <SectionCard title={O.title} subtitle={online.data ? O.count(online.data.length) : undefined}>
        {online.isError && !online.data ? (
          <QueryState
            status="error"
            title={O.loadFailed}
            message={failureText(online.error, O.fetchFailed)}
            onRetry={() => void online.refetch()}
          />
        ) : (
          <OnlinePeople
            people={online.data ?? []}
            viewerId={user?._id}
            label={O.list}
            formatYou={O.you}
            emptyText={O.onlyYou}
            loading={online.isPending}
            loadingText={O.loading}
          />
        )}
      </SectionCard>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <SectionCard
          title={T.projectsByDepartment}
          subtitle={data ? T.projectCount(data.projects.total) : undefined}
        >
          <CountBreakdown
            items={byDepartment}
            label={T.projectsByDepartment}
            formatCount={T.projectCount}
            emptyText={T.noProjects}
            loading={loading}
          />
        </SectionCard>
        <SectionCard
          title={T.membersByRole}
          subtitle={data ? T.membersByRoleSubtitle(data.members, data.activeMembersLast7Days) : undefined}
        >
          <CountBreakdown
            items={byRole}
            label={T.membersByRole}
            formatCount={T.memberCount}
            emptyText={T.noMembers}
            loading={loading}
          />
        </SectionCard>
      </Box>
      <SectionCard title={T.activity} busy={refreshing ? T.updating : undefined}>
        {loading ? (
          <Typography variant="body2" color="text.secondary">
            {T.loadingActivity}
          </Typography>
        ) : (
          // Twenty entries are long: the feed scrolls within the card (and by keyboard once focused).
          <Box
            tabIndex={0}
            role="group"
            aria-label={T.activityEntries}
            sx={{ maxHeight: 520, overflowY: 'auto', mx: -1, px: 1 }}
          >
            <ActivityFeed entries={data?.recentActivity ?? []} hrefFor={hrefFor} emptyText={T.noActivity} />
          </Box>
        )}
      </SectionCard>
    </Stack>
  );
}
