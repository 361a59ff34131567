import {
  type FinanceRole,
  hasPermission,
  hasRole,
  ORG_NAV_ITEMS,
  type OrgNavKey,
  type Permission,
  ROUTE_ROLES,
  type RoleName,
  visibleOrgNavItems,
} from '@app/domain';
import { AccessCard, QueryState } from '@app/ui';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useFinanceRole } from './financeAccess';
import { paths } from './paths';
import { useSession } from './session';

export interface RoleGuardProps {
  /** The roles that open the routes inside (spec 6.5, `ROUTE_ROLES`). */
  roles: readonly RoleName[];
}

/**
 * Spec 6.5 role guard, inside the main layout (so the user is signed in): a user without one of the roles sees
 * 'Access Denied' with 'Go Back' instead of the screen.
 */
export function RoleGuard({ roles }: RoleGuardProps) {
  const { user } = useSession();
  if (!hasRole(user, roles)) return <AccessDeniedScreen />;
  return <Outlet />;
}

function AccessDeniedScreen() {
  const navigate = useNavigate();
  const location = useLocation();
  // A page opened directly has nothing to go back to inside the app: go to the dashboard instead.
  const goBack = () => (location.key === 'default' ? navigate(paths.dashboard.href()) : navigate(-1));
  return <AccessCard variant="denied" onGoBack={goBack} />;
}

/**
 * The platform area (spec 2.7): anyone without a platform role sees 'Access Denied' with 'Go Back'; the rule is
 * the platform navigation item's permission.
 */
export function PlatformGuard() {
  const { user } = useSession();
  if (!hasPermission(user, 'canManagePlatform')) return <AccessDeniedScreen />;
  return <Outlet />;
}

export interface OrgItemGuardProps {
  /** The organization navigation item (spec 2.4) whose role and permission rule guards the route. */
  item: OrgNavKey;
}

/**
 * The per-item check of the organization area (spec 6.3): a member the navigation would not show the item to
 * sees 'Access Restricted' with the roles that open it.
 */
export function OrgItemGuard({ item }: OrgItemGuardProps) {
  const { user } = useSession();
  if (visibleOrgNavItems(user).some((visible) => visible.key === item)) return <Outlet />;
  const roles = ORG_NAV_ITEMS.find((candidate) => candidate.key === item)?.roles ?? [];
  return <AccessRestrictedScreen roles={roles} />;
}

export interface PermissionGuardProps {
  /** The named permission (spec 6.3, 6.4) that opens the routes inside. */
  permission: Permission;
}

/**
 * A route behind one permission of the domain (the alternative organization menu's flags of spec 6.3): the
 * rule that hides its menu link also guards it, and a user without it sees 'Access Restricted'.
 */
export function PermissionGuard({ permission }: PermissionGuardProps) {
  const { user } = useSession();
  if (hasPermission(user, permission)) return <Outlet />;
  return <AccessRestrictedScreen roles={[]} />;
}

function AccessRestrictedScreen({ roles }: { roles: readonly string[] }) {
  return <AccessCard variant="restricted" requiredRoles={roles} />;
}

export interface FinanceGuardProps {
  /** The domain's rule for the routes inside: `canViewFinance` or `canManageFinanceAccess`. */
  allows: (role: FinanceRole | null) => boolean;
}

/**
 * The finance routes: admins, and the organization's finance viewers and managers by the rule given;
 * anyone else sees 'Access Denied'. An admin without an organization (a platform admin's own account) passes: the
 * page says why it is empty.
 */
export function FinanceGuard({ allows }: FinanceGuardProps) {
  const { user } = useSession();
  const { role, settled } = useFinanceRole(user);
  if (!user?.organizationId)
    return hasRole(user, ROUTE_ROLES.adminOnly) ? <Outlet /> : <AccessDeniedScreen />;
  if (!settled) return <QueryState status="loading" label="Loading finance..." />;
  if (!allows(role)) return <AccessDeniedScreen />;
  return <Outlet />;
}
