import { canEnterOrganizationPages } from '@app/domain';
import { Navigate, Outlet } from 'react-router';
import { paths } from '../paths';
import { useSession } from '../session';

/**
 * The organization area is for organization accounts (spec 2.7: a non-enterprise user on an enterprise-only
 * route goes to the dashboard). Sits inside MainLayout, so the user is known here.
 */
export function OrganizationGuard() {
  const { user } = useSession();
  if (user?.accountType !== 'organization') return <Navigate to={paths.dashboard.href()} replace />;
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
