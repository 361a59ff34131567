import { canViewSecurity, isPlatformAdmin } from '@app/domain';
import { AccessCard, PageHeader, RouteTabs } from '@app/ui';
import Stack from '@mui/material/Stack';
import { useSearchParams } from 'react-router';
import { ChooseOrganization } from '../../app/ChooseOrganization';
import { ORGANIZATION_PARAM, useOrganizationInView } from '../../app/organizationInView';
import { useSession } from '../../app/session';
import { SECURITY_TABS, securityHref } from './security/tabs';

/**
 * Security & Compliance (/org/security): the organization's audit log and the other security tabs, the tab in
 * the URL (?tab=). Organization admins see their own organization; platform admins any organization, named by
 * `?organization=<id>` (their own when they belong to one), chosen from the platform's organizations when they
 * belong to none.
 */
export function SecurityCompliance() {
  const { user } = useSession();
  const [params] = useSearchParams();
  const view = useOrganizationInView();
  const tab = SECURITY_TABS.find((candidate) => candidate.key === params.get('tab')) ?? SECURITY_TABS[0];

  // The platform view: a platform admin without an organization chooses the one to review.
  if (view.kind === 'choose') return <ChooseOrganization pageName="Security & Compliance" />;
  const organizationId = view.kind === 'organization' ? view.organizationId : undefined;
  if (!tab || !organizationId || !canViewSecurity(user, organizationId)) {
    return <AccessCard variant="restricted" requiredRoles={['org_admin', 'platform_admin']} />;
  }
  const platform = isPlatformAdmin(user);
  const named = params.get(ORGANIZATION_PARAM) ?? undefined;
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
