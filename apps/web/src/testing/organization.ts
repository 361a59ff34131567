import type { DepartmentNode, Team, User } from '@app/domain';
import { currentUserHandler, makeUser } from './network';

// An organization as its screens' tests see it: Acme with Engineering (and its sub-department Platform) and
// Marketing, a team in each, and its admin Olivia.

export const ORG_ID = '64b7f0c2a1b2c3d4e5f60799';
export const ENGINEERING_ID = '64b7f0c2a1b2c3d4e5f60801';
export const PLATFORM_ID = '64b7f0c2a1b2c3d4e5f60802';
export const MARKETING_ID = '64b7f0c2a1b2c3d4e5f60803';
export const CORE_TEAM_ID = '64b7f0c2a1b2c3d4e5f60811';
export const GROWTH_TEAM_ID = '64b7f0c2a1b2c3d4e5f60812';

const CREATED = '2026-01-15T09:30:00.000Z';

export const ORG_ADMIN: User = makeUser({
  name: 'Olivia Admin',
  email: 'olivia@acme.example',
  accountType: 'organization',
  organizationId: ORG_ID,
  orgRole: 'org_admin',
  isOrgAdmin: true,
  role: 'admin',
});

function department(_id: string, name: string, parentId: string | null, children: DepartmentNode[] = []) {
  return {
    _id,
    organizationId: ORG_ID,
    parentId,
    name,
    description: null,
    managers: [],
    memberCount: 0,
    teamCount: 0,
    projectCount: 0,
    createdAt: CREATED,
    children,
  } satisfies DepartmentNode;
}

function team(_id: string, name: string, departmentId: string): Team {
  return {
    _id,
    organizationId: ORG_ID,
    departmentId,
    name,
    description: null,
    lead: null,
    members: [],
    createdAt: CREATED,
  };
}

export const DEPARTMENT_TREE: DepartmentNode[] = [
  department(ENGINEERING_ID, 'Engineering', null, [department(PLATFORM_ID, 'Platform', ENGINEERING_ID)]),
  department(MARKETING_ID, 'Marketing', null),
];

export const TEAMS: Team[] = [
  team(CORE_TEAM_ID, 'Core', ENGINEERING_ID),
  team(GROWTH_TEAM_ID, 'Growth', MARKETING_ID),
];

/** The admin signed in, with the organization's departments and teams answered. */
export function organizationHandlers(): Record<string, (request: Request) => Response> {
  return {
    ...currentUserHandler(ORG_ADMIN),
    [`GET /api/v1/organizations/${ORG_ID}/departments`]: () =>
      Response.json({ success: true, data: DEPARTMENT_TREE }),
    [`GET /api/v1/organizations/${ORG_ID}/teams`]: () =>
      Response.json({
        success: true,
        data: TEAMS,
        pagination: { page: 1, limit: 100, total: TEAMS.length, pages: 1 },
      }),
  };
}
