import type { OrganizationDashboard } from '@app/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUserHandler, fakeToken, makeUser, mockNetwork, storeToken } from '../../testing/network';
import { renderApp } from '../../testing/renderApp';

const ORG_ID = '64b7f0c2a1b2c3d4e5f60799';
const ENGINEERING = '64b7f0c2a1b2c3d4e5f60701';

const stats: OrganizationDashboard = {
  members: 9,
  departments: 3,
  teams: 2,
  projects: { total: 5, byStatus: { planning: 1, active: 3, 'on-hold': 0, completed: 1, cancelled: 0 } },
  tasks: { total: 14, byStatus: { todo: 6, 'in-progress': 4, review: 1, done: 3 }, overdue: 2 },
  activeMembersLast7Days: 4,
  membersByRole: { member: 7, dept_manager: 1, enterprise_admin: 0, org_admin: 1 },
  projectsByDepartment: [
    { departmentId: ENGINEERING, name: 'Engineering', count: 3 },
    { departmentId: null, name: null, count: 2 },
  ],
  recentActivity: [
    {
      id: 'a1',
      type: 'department_created',
      message: 'Olivia Admin created the department Platform',
      userName: 'Olivia Admin',
      entityType: 'department',
      entityId: ENGINEERING,
      entityTitle: 'Platform',
      timestamp: new Date(Date.now() - 5 * 60_000).toISOString(),
    },
  ],
};

let online = [{ userId: '64b7f0c2a1b2c3d4e5f60711', userName: 'Jordan Lee' }];

vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function signInAs(overrides: Parameters<typeof makeUser>[0]) {
  storeToken(fakeToken());
  mockNetwork({
    ...currentUserHandler(
      makeUser({ accountType: 'organization', organizationId: ORG_ID, name: 'Olivia Admin', ...overrides }),
    ),
    'GET /api/v1/organizations/current': () =>
      Response.json({
        success: true,
        data: {
          _id: ORG_ID,
          name: 'Acme Corporation',
          domain: 'acme.example',
          isActive: true,
          subscriptionTier: 'enterprise',
        },
      }),
    [`GET /api/v1/organizations/${ORG_ID}/stats`]: () => Response.json({ success: true, data: stats }),
    [`GET /api/v1/organizations/${ORG_ID}/online`]: () => Response.json({ success: true, data: online }),
  });
}

const figure = (name: string) => screen.getByRole('group', { name });

describe('Organization Dashboard (/org/dashboard)', () => {
  it("shows the organization's figures, its projects by department, its members by role and its activity", async () => {
    signInAs({ orgRole: 'org_admin', isOrgAdmin: true, role: 'admin' });
    renderApp('/org/dashboard');

    expect(await screen.findByRole('heading', { level: 1, name: 'Organization Dashboard' })).toBeVisible();
    expect(await screen.findByText('How Acme Corporation is doing today.')).toBeVisible();
    await screen.findByRole('list', { name: 'Projects by department' });
    expect(figure('Members')).toHaveTextContent('9');
    expect(figure('Active in the last 7 days')).toHaveTextContent('4');
    expect(figure('Departments')).toHaveTextContent('3');
    expect(figure('Teams')).toHaveTextContent('2');
    expect(figure('Projects')).toHaveTextContent('5');
    expect(figure('Active projects')).toHaveTextContent('3');
    expect(figure('Tasks')).toHaveTextContent('14');
    expect(figure('Tasks done')).toHaveTextContent('3');
    expect(figure('Overdue tasks')).toHaveTextContent('2');

    const departments = within(screen.getByRole('list', { name: 'Projects by department' }));
    expect(departments.getAllByRole('listitem').map((row) => row.textContent)).toEqual([
      'Engineering3 projects',
      'No department2 projects',
    ]);
    expect(departments.getByRole('link', { name: 'Engineering' })).toHaveAttribute(
      'href',
      '/org/departments',
    );
    const roles = within(screen.getByRole('list', { name: 'Members by role' }));
    expect(roles.getAllByRole('listitem').map((row) => row.textContent)).toEqual([
      'Member7 members',
      'Department Manager1 member',
      'Enterprise Admin0 members',
      'Organization Admin1 member',
    ]);
    expect(screen.getByText('9 members, 4 active in the last 7 days')).toBeVisible();

    const feed = within(screen.getByRole('list', { name: 'Recent activity' }));
    expect(feed.getByText(/created the department/)).toBeVisible();
    expect(feed.getByRole('link', { name: 'Platform' })).toHaveAttribute('href', '/org/departments');
  });

  it('shows who is online now, the viewer first, and says so when nobody else is', async () => {
    const user = makeUser({ accountType: 'organization', organizationId: ORG_ID, name: 'Olivia Admin' });
    online = [
      { userId: '64b7f0c2a1b2c3d4e5f60711', userName: 'Jordan Lee' },
      { userId: user._id, userName: 'Olivia Admin' },
    ];
    signInAs({ _id: user._id, orgRole: 'org_admin', isOrgAdmin: true, role: 'admin' });
    const { unmount } = renderApp('/org/dashboard');
    const people = within(await screen.findByRole('list', { name: 'Members online now' }));
    expect(people.getAllByRole('listitem').map((row) => row.textContent?.slice(1))).toEqual([
      'Olivia Admin (you)',
      'Jordan Lee',
    ]);
    expect(screen.getByText('2 online')).toBeVisible();
    unmount();

    online = [{ userId: user._id, userName: 'Olivia Admin' }];
    renderApp('/org/dashboard');
    expect(await screen.findByText('Only you are online')).toBeVisible();
    expect(screen.getByText('1 online')).toBeVisible();
  });

  it('links a member only to what their navigation shows (spec 6.3)', async () => {
    signInAs({ orgRole: 'member', name: 'Jordan Lee' });
    renderApp('/org/dashboard');

    const feed = within(await screen.findByRole('list', { name: 'Recent activity' }));
    expect(feed.getByText(/created the department/)).toBeVisible();
    expect(feed.queryByRole('link')).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Projects by department' })).queryByRole('link'),
    ).not.toBeInTheDocument();
  });
});
