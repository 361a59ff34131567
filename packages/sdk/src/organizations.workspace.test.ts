import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import {
  changeMemberRole,
  createDepartment,
  createOrganization,
  createTeam,
  deleteDepartment,
  deleteOrganization,
  deleteTeam,
  getOrganization,
  getOrganizationStats,
  listAllOrganizations,
  listDepartments,
  listOrganizationMembers,
  listTeams,
  removeMember,
  removeOrganizationLogo,
  updateDepartment,
  updateOrganization,
  updateTeam,
  uploadOrganizationLogo,
} from './organizations';
import { createFakeApi, fakeClient, person, testId } from './test-support';

// The organization workspace's calls (spec 7.2), against a scripted far end: what goes out, what comes back.

const api = createFakeApi();
const client = fakeClient(api);

const organizationId = testId(1);
const organization = {
  _id: organizationId,
  name: 'Acme Corporation',
  domain: 'acme.example',
  isActive: true,
  subscriptionTier: 'enterprise',
  branding: { primaryColor: '#047857' },
};
const department = {
  _id: testId(2),
  organizationId,
  parentId: null,
  name: 'Engineering',
  description: null,
  managers: [person(1)],
  memberCount: 3,
  teamCount: 1,
  projectCount: 2,
  createdAt: '2026-01-01T00:00:00.000Z',
};
const subDepartment = {
  ...department,
  _id: testId(3),
  parentId: department._id,
  name: 'Platform',
  managers: [],
};
const member = {
  ...person(2),
  orgRole: 'member',
  isOrgAdmin: false,
  isDeptManager: false,
  jobTitle: 'Engineer',
  departmentId: department._id,
  departmentName: 'Engineering',
  managedDepartmentIds: [],
  createdAt: '2026-01-02T00:00:00.000Z',
};
const team = {
  _id: testId(4),
  organizationId,
  departmentId: subDepartment._id,
  name: 'Core Services',
  description: null,
  lead: person(2),
  members: [person(2)],
  createdAt: '2026-01-03T00:00:00.000Z',
};
const stats = {
  members: 8,
  departments: 3,
  teams: 2,
  projects: { total: 4, byStatus: { planning: 1, active: 3, 'on-hold': 0, completed: 0, cancelled: 0 } },
  tasks: { total: 9, byStatus: { todo: 3, 'in-progress': 3, review: 1, done: 2 }, overdue: 2 },
  activeMembersLast7Days: 5,
  membersByRole: { member: 6, dept_manager: 1, enterprise_admin: 0, org_admin: 1 },
  projectsByDepartment: [{ departmentId: department._id, name: 'Engineering', count: 2 }],
  recentActivity: [
    {
      id: 'a1',
      type: 'department_created',
      message: 'Olivia Chen created department "Platform"',
      timestamp: '2026-01-04T00:00:00.000Z',
    },
  ],
};
const page = (data: unknown[], total = data.length) => ({
  success: true,
  data,
  pagination: { page: 1, limit: 10, total, pages: Math.ceil(total / 10) },
});
const done = (message: string) => [200, { success: true, message }] as const;
const sent = () => api.seen.map(({ method, path, json }) => ({ method, path, json }));

beforeEach(() => api.reset());
afterEach(() => expect(api.unexpected).toEqual([]));

describe('organization calls', () => {
  it('reads and updates an organization, and the platform admin creates, lists and deletes them', async () => {
    const path = `/organizations/${organizationId}`;
    api.on(`GET ${path}`, [200, { success: true, data: organization }]);
    api.on(`PUT ${path}`, [200, { success: true, data: { ...organization, name: 'Acme Inc' } }]);
    api.on('POST /organizations', [201, { success: true, data: organization }]);
    api.on('GET /organizations/all', [200, page([organization], 11)]);
    api.on(`DELETE ${path}`, done('Organization deleted'));

    await expect(getOrganization(client, organizationId)).resolves.toEqual(organization);
    await expect(
      updateOrganization(client, organizationId, { name: 'Acme Inc', branding: { primaryColor: '#123456' } }),
    ).resolves.toMatchObject({ name: 'Acme Inc' });
    await createOrganization(client, { name: 'Acme Corporation', domain: 'acme.example' });
    const all = await listAllOrganizations(client, { page: 2, search: ' acme ' });
    expect(all.pagination.total).toBe(11);
    await expect(deleteOrganization(client, organizationId)).resolves.toBeUndefined();

    expect(sent()).toEqual([
      { method: 'GET', path, json: undefined },
      { method: 'PUT', path, json: { name: 'Acme Inc', branding: { primaryColor: '#123456' } } },
      { method: 'POST', path: '/organizations', json: { name: 'Acme Corporation', domain: 'acme.example' } },
      { method: 'GET', path: '/organizations/all', json: undefined },
      { method: 'DELETE', path, json: undefined },
    ]);
    expect(api.seen[3]?.query).toEqual({ page: '2', search: 'acme' });
  });

  it('reads the statistics with the feed', async () => {
    api.on(`GET /organizations/${organizationId}/stats`, [200, { success: true, data: stats }]);
    const answer = await getOrganizationStats(client, organizationId);
    expect(answer.membersByRole.dept_manager).toBe(1);
    expect(answer.recentActivity[0]?.message).toBe('Olivia Chen created department "Platform"');
  });

  it('reads the department tree, and creates, changes (managers too) and deletes departments', async () => {
    api.on(`GET /organizations/${organizationId}/departments`, [
      200,
      { success: true, data: [{ ...department, children: [{ ...subDepartment, children: [] }] }] },
    ]);
    api.on('POST /organizations/departments', [201, { success: true, data: subDepartment }]);
    api.on(`PUT /organizations/departments/${subDepartment._id}`, [
      200,
      { success: true, data: { ...subDepartment, managers: [person(1)] } },
    ]);
    api.on(`DELETE /organizations/departments/${subDepartment._id}`, done('Department deleted'));

    const tree = await listDepartments(client, organizationId);
    expect(tree[0]?.children.map((child) => child.name)).toEqual(['Platform']);
    await createDepartment(client, { name: 'Platform', parentId: department._id });
    const changed = await updateDepartment(client, subDepartment._id, { managerIds: [person(1)._id] });
    expect(changed.managers).toEqual([person(1)]);
    await deleteDepartment(client, subDepartment._id);

    expect(sent().slice(1)).toEqual([
      {
        method: 'POST',
        path: '/organizations/departments',
        json: { name: 'Platform', parentId: department._id },
      },
      {
        method: 'PUT',
        path: `/organizations/departments/${subDepartment._id}`,
        json: { managerIds: [person(1)._id] },
      },
      { method: 'DELETE', path: `/organizations/departments/${subDepartment._id}`, json: undefined },
    ]);
  });

  it('lists members with search and filters, changes a role and removes a member', async () => {
    api.on(`GET /organizations/${organizationId}/users`, [200, page([member], 21)]);
    api.on(`PUT /organizations/users/${member._id}/role`, [
      200,
      { success: true, data: { ...member, orgRole: 'dept_manager', isDeptManager: true } },
    ]);
    api.on(`DELETE /organizations/users/${member._id}`, done('Member removed from the organization'));

    const members = await listOrganizationMembers(client, organizationId, {
      page: 3,
      limit: 20,
      search: ' per ',
      departmentId: department._id,
      role: 'member',
    });
    expect(members.data).toEqual([member]);
    expect(api.seen[0]?.query).toEqual({
      page: '3',
      limit: '20',
      search: 'per',
      departmentId: department._id,
      role: 'member',
    });
    await expect(
      changeMemberRole(client, member._id, { role: 'dept_manager', departmentId: department._id }),
    ).resolves.toMatchObject({ orgRole: 'dept_manager' });
    await removeMember(client, member._id);

    expect(sent().slice(1)).toEqual([
      {
        method: 'PUT',
        path: `/organizations/users/${member._id}/role`,
        json: { role: 'dept_manager', departmentId: department._id },
      },
      { method: 'DELETE', path: `/organizations/users/${member._id}`, json: undefined },
    ]);
  });

  it('lists teams by department, and creates, changes and deletes them', async () => {
    api.on(`GET /organizations/${organizationId}/teams`, [200, page([team])]);
    api.on('POST /organizations/teams', [201, { success: true, data: team }]);
    api.on(`PUT /organizations/teams/${team._id}`, [200, { success: true, data: { ...team, members: [] } }]);
    api.on(`DELETE /organizations/teams/${team._id}`, done('Team deleted'));

    await expect(
      listTeams(client, organizationId, { departmentId: subDepartment._id }),
    ).resolves.toMatchObject({
      data: [{ name: 'Core Services' }],
    });
    expect(api.seen[0]?.query).toEqual({ departmentId: subDepartment._id });
    await createTeam(client, {
      name: 'Core Services',
      departmentId: subDepartment._id,
      leadId: person(2)._id,
    });
    await expect(updateTeam(client, team._id, { memberIds: [] })).resolves.toMatchObject({ members: [] });
    await deleteTeam(client, team._id);

    expect(sent().slice(1)).toEqual([
      {
        method: 'POST',
        path: '/organizations/teams',
        json: { name: 'Core Services', departmentId: subDepartment._id, leadId: person(2)._id },
      },
      { method: 'PUT', path: `/organizations/teams/${team._id}`, json: { memberIds: [] } },
      { method: 'DELETE', path: `/organizations/teams/${team._id}`, json: undefined },
    ]);
  });

  it('uploads the logo as the image itself, and removes it', async () => {
    const path = `/organizations/${organizationId}/logo`;
    const withLogo = { ...organization, logo: `/api/v1${path}` };
    api.on(`PUT ${path}`, [200, { success: true, data: withLogo }]);
    api.on(`DELETE ${path}`, [200, { success: true, data: organization }]);

    const png = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });
    await expect(uploadOrganizationLogo(client, organizationId, png)).resolves.toMatchObject({
      logo: withLogo.logo,
    });
    expect(api.seen[0]?.headers.get('content-type')).toBe('image/png');
    expect([...(api.seen[0]?.bytes ?? [])]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    await expect(removeOrganizationLogo(client, organizationId)).resolves.toEqual(organization);
  });

  it("carries the server's refusal, and refuses an answer that does not match its schema", async () => {
    api.on('POST /organizations/departments', [
      403,
      { success: false, error: 'Insufficient permissions to create departments' },
    ]);
    await expect(createDepartment(client, { name: 'Sales' })).rejects.toMatchObject({
      status: 403,
      message: 'Insufficient permissions to create departments',
    });

    api.on(`GET /organizations/${organizationId}/users`, [200, page([{ ...member, orgRole: 'pilot' }])]);
    const malformed = await listOrganizationMembers(client, organizationId).catch((error: unknown) => error);
    expect(malformed).toBeInstanceOf(ApiError);
    expect((malformed as ApiError).message).toBe('Failed to fetch organization users');
    expect((malformed as ApiError).cause).toMatchObject({
      message: `Unexpected answer from the server for GET organizations/${organizationId}/users`,
    });
  });
});
