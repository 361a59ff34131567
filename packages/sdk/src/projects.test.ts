import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import {
  addProjectMember,
  createProject,
  deleteProject,
  getProject,
  listProjects,
  listProjectTasks,
  removeProjectMember,
  updateProject,
  updateProjectMember,
} from './projects';
import { createFakeApi, fakeClient, person, testId } from './test-support';

const api = createFakeApi();
const client = fakeClient(api);

const projectId = testId(1);
const project = {
  _id: projectId,
  title: 'Website relaunch',
  status: 'active',
  priority: 'high',
  progress: 40,
  budget: 1200,
  dueDate: '2026-06-30',
  owner: person(1),
  teamSize: 2,
  taskCounts: { total: 5, done: 2, overdue: 1 },
  myRole: 'owner',
};
const withMembers = {
  ...project,
  members: [
    { ...person(1), role: 'owner', joinedAt: '2026-01-01T00:00:00.000Z' },
    { ...person(2), role: 'team-member', joinedAt: '2026-01-02T00:00:00.000Z' },
  ],
};
const page = (data: unknown[], total = data.length) => ({
  success: true,
  data,
  pagination: { page: 1, limit: 10, total, pages: Math.ceil(total / 10) },
});

beforeEach(() => api.reset());
afterEach(() => expect(api.unexpected).toEqual([]));

describe('project calls', () => {
  it('lists projects with the filters in the query string, blank ones left out', async () => {
    api.on('GET /projects', [200, page([project], 11)]);
    const answer = await listProjects(client, {
      page: 2,
      limit: 10,
      search: '  relaunch ',
      status: 'active',
      priority: undefined,
      sort: 'dueDate',
    });
    expect(answer.data[0]).toMatchObject({ title: 'Website relaunch', progress: 40 });
    expect(answer.pagination).toEqual({ page: 1, limit: 10, total: 11, pages: 2 });
    expect(api.seen[0]).toMatchObject({
      method: 'GET',
      path: '/projects',
      query: { page: '2', limit: '10', search: 'relaunch', status: 'active', sort: 'dueDate' },
    });
    expect(api.seen[0]?.headers.get('authorization')).toBe('Bearer t.o.k');
  });

  it('sends no query string when there is nothing to filter by', async () => {
    api.on('GET /projects', [200, page([])]);
    await listProjects(client);
    await listProjects(client, { search: '   ' });
    expect(api.seen.map((request) => request.search)).toEqual(['', '']);
  });

  it('reads, creates, updates and deletes one project', async () => {
    api.on(`GET /projects/${projectId}`, [200, { success: true, data: withMembers }]);
    api.on('POST /projects', [201, { success: true, data: project }]);
    api.on(`PUT /projects/${projectId}`, [200, { success: true, data: { ...project, status: 'on-hold' } }]);
    api.on(`DELETE /projects/${projectId}`, [200, { success: true, message: 'Project deleted' }]);

    await expect(getProject(client, projectId)).resolves.toMatchObject({ members: withMembers.members });
    await expect(createProject(client, { title: 'Website relaunch', budget: 1200 })).resolves.toMatchObject({
      _id: projectId,
    });
    await expect(updateProject(client, projectId, { status: 'on-hold' })).resolves.toMatchObject({
      status: 'on-hold',
    });
    await expect(deleteProject(client, projectId)).resolves.toBeUndefined();

    expect(api.seen.map(({ method, path, json }) => ({ method, path, json }))).toEqual([
      { method: 'GET', path: `/projects/${projectId}`, json: undefined },
      { method: 'POST', path: '/projects', json: { title: 'Website relaunch', budget: 1200 } },
      { method: 'PUT', path: `/projects/${projectId}`, json: { status: 'on-hold' } },
      { method: 'DELETE', path: `/projects/${projectId}`, json: undefined },
    ]);
  });

  it('adds, re-roles and removes members, each answering the project', async () => {
    const userId = testId(902);
    api.on(`POST /projects/${projectId}/members`, [201, { success: true, data: withMembers }]);
    api.on(`PUT /projects/${projectId}/members/${userId}`, [200, { success: true, data: withMembers }]);
    api.on(`DELETE /projects/${projectId}/members/${userId}`, [200, { success: true, data: project }]);

    const added = await addProjectMember(client, projectId, {
      email: 'person2@example.com',
      role: 'team-lead',
    });
    expect(added.members).toHaveLength(2);
    await updateProjectMember(client, projectId, userId, { role: 'supervisor' });
    await expect(removeProjectMember(client, projectId, userId)).resolves.toMatchObject({ _id: projectId });

    expect(api.seen.map(({ method, path, json }) => ({ method, path, json }))).toEqual([
      {
        method: 'POST',
        path: `/projects/${projectId}/members`,
        json: { email: 'person2@example.com', role: 'team-lead' },
      },
      { method: 'PUT', path: `/projects/${projectId}/members/${userId}`, json: { role: 'supervisor' } },
      { method: 'DELETE', path: `/projects/${projectId}/members/${userId}`, json: undefined },
    ]);
  });

  it("lists a project's tasks with several statuses comma-separated", async () => {
    const task = { _id: testId(10), title: 'Wireframes', status: 'review', priority: 'low', projectId };
    api.on(`GET /projects/${projectId}/tasks`, [200, page([task])]);
    const answer = await listProjectTasks(client, projectId, {
      status: ['todo', 'review'],
      priority: [],
      assignedTo: 'me',
      limit: 100,
    });
    expect(answer.data).toEqual([task]);
    expect(api.seen[0]?.query).toEqual({ status: 'todo,review', assignedTo: 'me', limit: '100' });
  });

  it('escapes ids in paths', async () => {
    api.on('GET /projects/a%2Fb', [404, { success: false, error: 'Project not found' }]);
    await expect(getProject(client, 'a/b')).rejects.toMatchObject({
      status: 404,
      message: 'Project not found',
    });
  });

  it("refuses an answer that does not match the project schema, and carries the server's message on a 4xx", async () => {
    api.on(`GET /projects/${projectId}`, [200, { success: true, data: { ...project, progress: 140 } }]);
    const malformed = await getProject(client, projectId).catch((error: unknown) => error);
    expect(malformed).toBeInstanceOf(ApiError);
    expect((malformed as ApiError).message).toBe(
      `Unexpected answer from the server for GET projects/${projectId}`,
    );

    api.on('GET /projects', [200, { success: true, data: [project] }]);
    await expect(listProjects(client)).rejects.toThrow('Unexpected answer from the server for GET projects');

    api.on('POST /projects', [400, { success: false, error: 'Due date cannot be before the start date' }]);
    await expect(
      createProject(client, { title: 'X', startDate: '2026-02-02', dueDate: '2026-02-01' }),
    ).rejects.toMatchObject({ status: 400, message: 'Due date cannot be before the start date' });

    api.on(`POST /projects/${projectId}/members`, [
      404,
      { success: false, error: 'No account uses this email address' },
    ]);
    await expect(addProjectMember(client, projectId, { email: 'nobody@example.com' })).rejects.toMatchObject({
      status: 404,
      message: 'No account uses this email address',
    });
  });
});
