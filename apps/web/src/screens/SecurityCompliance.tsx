import { canViewSecurity, isPlatformAdmin } from '@app/domain';
import { AccessCard, PageHeader, RouteTabs } from '@app/ui';
import Stack from '@mui/material/Stack';
import { useSearchParams } from 'react-router';
import { useSession } from '../app/session';
import { SECURITY_TABS, securityHref } from './org/security/tabs';

/**
 * Security & Compliance (/org/security): the organization's audit log and the other security tabs, the tab in
 * the URL (?tab=). Organization admins see their own organization; platform admins any organization, named by
 * `?organization=<id>` (their own when they belong to one).
 */
export function SecurityCompliance() {
  const { user } = useSession();
  const [params] = useSearchParams();
  const named = params.get('organization') ?? undefined;
  const platform = isPlatformAdmin(user);
  const organizationId = platform
    ? (named ?? user?.organizationId ?? undefined)
    : (user?.organizationId ?? undefined);
  const tab = SECURITY_TABS.find((candidate) => candidate.key === params.get('tab')) ?? SECURITY_TABS[0];

  if (platform && !organizationId) {
    return (
      <AccessCard
        variant="restricted"
        message="Choose an organization in the platform console: its security screen opens with ?organization=<id>."
      />
    );
  }
  if (!tab || !organizationId || !canViewSecurity(user, organizationId)) {
    return <AccessCard variant="restricted" requiredRoles={['org_admin', 'platform_admin']} />;
  }
  const keptOrganization = platform ? named : undefined;
  return (
    <Stack spacing={3} sx={{ maxWidth: 1200, mx: 'auto', width: '100%' }}>
      <PageHeader
        title="Security & Compliance"
        subtitle="The audit log, the security policy and what browsers report."
        action={null}
      />
      <RouteTabs
        aria-label="Security sections"
        tabs={SECURITY_TABS.map((item) => ({ value: item.key, label: item.label }))}
        value={tab.key}
        href={(key) => securityHref(key, keptOrganization)}
      >
        {tab.element({ organizationId })}
      </RouteTabs>
    </Stack>
  );
}
