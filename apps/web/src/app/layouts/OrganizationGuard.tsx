import { canEnterOrganizationPages } from '@app/domain';
import { Navigate, Outlet, useLocation } from 'react-router';
import { ChooseOrganization } from '../ChooseOrganization';
import { useOrganizationInView } from '../organizationInView';
import { paths } from '../paths';
import { useSession } from '../session';

/**
 * The organization area is for organization accounts (spec 2.7: a non-enterprise user on an enterprise-only
 * route goes to the dashboard) and for platform admins, who see any organization there (`?organization=<id>`,
 * the domain's `organizationInView`); what each page shows them stays its item's rule (spec 6.3). Sits inside
 * MainLayout, so the user is known here.
 */
export function OrganizationGuard() {
  const { user } = useSession();
  const view = useOrganizationInView();
  const { pathname } = useLocation();
  if (!canEnterOrganizationPages(user)) return <Navigate to={paths.dashboard.href()} replace />;
  // The platform view: a platform admin without an organization first chooses the one to see; the
  // multi-organization dashboard is about all of them.
  if (view.kind === 'choose' && pathname !== paths.enterprise.dashboard.path) return <ChooseOrganization />;
  return <Outlet />;
}

/**
 * /org/security and /org/test-suite, outside the organization area because platform admins of any account type
 * use them too: anyone the domain's rule leaves out goes to the dashboard, as on every other /org page.
 */
export function OrganizationPagesGuard() {
  const { user } = useSession();
  if (!canEnterOrganizationPages(user)) return <Navigate to={paths.dashboard.href()} replace />;
  return <Outlet />;
}
