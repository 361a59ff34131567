import { type RoleSubject, visibleOrgNavItems } from '@app/domain';
import type { ShellUser } from '../UserMenu/UserAvatar';
import type { OrgNavigationItem } from './OrgNavigation';

const ACME = '64b7f0c2a1b2c3d4e5f60799';

export interface OrgRoleView {
  /** Who this is, for story captions and test names. */
  role: string;
  user: ShellUser;
  /** The items spec 6.3 shows this user, from the domain rule. */
  items: OrgNavigationItem[];
}

function view(role: string, name: string, subject: RoleSubject): OrgRoleView {
  const user: ShellUser = { name, email: `${name.split(' ')[0]?.toLowerCase()}@acme.example` };
  return {
    role,
    user,
    items: visibleOrgNavItems({ accountType: 'organization', organizationId: ACME, ...subject }),
  };
}

/** One user of each organization role, with the navigation items the domain rule gives them. */
export const orgRoleViews = {
  orgAdmin: view('Organization admin', 'Olivia Chen', { orgRole: 'org_admin', isOrgAdmin: true }),
  deptManager: view('Department manager', 'Dana Brooks', { orgRole: 'dept_manager', isDeptManager: true }),
  member: view('Member', 'Jordan Lee', { orgRole: 'member' }),
  enterpriseAdmin: view('Enterprise admin', 'Erin Walsh', { orgRole: 'enterprise_admin' }),
  platformAdmin: view('Platform admin', 'Sam Rivera', { orgRole: 'member', platformRole: 'platform_admin' }),
} as const satisfies Record<string, OrgRoleView>;
