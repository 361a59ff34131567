import { ENTERPRISE_TEXTS as T } from '@app/domain';
import { failureText } from '@app/sdk';
import { useEnterpriseOverview, useSwitchOrganization } from '@app/sdk/react';
import { OrganizationSwitcherList, PageHeader, QueryState, StatCardGrid, useToast } from '@app/ui';
import Stack from '@mui/material/Stack';
import { api } from '../../app/api';
import { useSession } from '../../app/session';

/**
 * Multi-organization Dashboard (/enterprise/dashboard; enterprise admins, spec 6.3): the organizations the user
 * administers with their figures and the totals across them, and switching the current organization (the
 * session's user is replaced and every query read again).
 */
export function EnterpriseDashboard() {
  const { setUser } = useSession();
  const { showToast } = useToast();
  const overview = useEnterpriseOverview(api);
  const switcher = useSwitchOrganization(api);
  const data = overview.data;

  if (overview.isError && !data) {
    return (
      <QueryState
        status="error"
        title={T.loadFailed}
        message={failureText(overview.error, T.loadFailed)}
        onRetry={() => void overview.refetch()}
      />
    );
  }
  const totals = data?.totals;
  return (
    <Stack spacing={3}>
      <PageHeader title={T.title} subtitle={T.subtitle} action={null} />
      <StatCardGrid
        label={T.totalsLabel}
        loading={!totals}
        items={[
          { label: T.totals.organizations, value: totals?.organizations ?? 0 },
          { label: T.totals.members, value: totals?.members ?? 0, color: 'secondary' },
          { label: T.totals.projects, value: totals?.projects ?? 0, color: 'info' },
          { label: T.totals.openTasks, value: totals?.openTasks ?? 0, color: 'warning' },
          { label: T.totals.overdueTasks, value: totals?.overdueTasks ?? 0, color: 'error' },
        ]}
      />
      {data ? (
        <OrganizationSwitcherList
          organizations={data.organizations}
          switchingId={switcher.isPending ? (switcher.variables ?? null) : null}
          onSwitch={(organization) =>
            switcher.mutate(organization._id, {
              onSuccess: (user) => {
                setUser(user);
                showToast(T.switched(organization.name), { variant: 'success' });
              },
              onError: (error) => showToast(failureText(error, T.switchFailed), { variant: 'error' }),
            })
          }
        />
      ) : (
        <QueryState status="loading" />
      )}
    </Stack>
  );
}
