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
