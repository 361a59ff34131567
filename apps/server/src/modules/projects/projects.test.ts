import type { Project } from '@app/domain';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, departments, projectMembers, projects, tasks, teams } from '../../db/schema';
import { NUL_CHARACTER_MESSAGE } from '../../http/text-input';
import { createTestApp, type TestApp } from '../../test/helpers';
import { PROJECT_MESSAGES } from './projects.service';
import {
  addMember,
  type Caller,
  dayFromToday,
  expectData,
  newProject,
  newTask,
  registerOrganization,
  signUp,
  UNKNOWN_ID,
} from './test-support';

let t: TestApp;
let alex: Caller;
let sam: Caller;
let eve: Caller;

beforeAll(async () => {
  t = await createTestApp();
  alex = await signUp(t.app, 'Alex Morgan');
  sam = await signUp(t.app, 'Sam Lee');
  eve = await signUp(t.app, 'Eve Stone');
});
afterAll(async () => {
  await t?.close();
});

const db = () => t.database.db;
const ISO = expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/);
const ID = expect.stringMatching(/^[0-9a-f]{24}$/);

async function projectRow(id: string) {
  const [row] = await db().select().from(projects).where(eq(projects.id, id));
  return row;
}

async function activityTypes(entityId: string) {
  // In the order they happened: without an order PostgreSQL may answer rows in any order.
  const rows = await db()
    .select()
    .from(activities)
    .where(eq(activities.entityId, entityId))
    .orderBy(asc(activities.createdAt));
  return rows.map((row) => ({ type: row.type, message: row.message, projectId: row.projectId }));
}

const summary = (caller: Caller) => ({
  _id: caller.id,
  name: caller.name,
  email: caller.email,
  profileImage: 'default-avatar.jpg',
});

describe('POST /projects', () => {
  it('creates the project owned by the caller, with their owner membership, and answers it whole', async () => {
    const response = await alex.request('POST', '/projects', {
      title: '  Website relaunch  ',
      description: 'New site for spring',
      status: 'active',
      priority: 'high',
      budget: 12500.5,
      startDate: '2030-03-01',
      dueDate: '2030-04-15T22:30:00-05:00',
      ownerId: eve.id,
      organizationId: UNKNOWN_ID,
      progress: 90,
    });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      success: true,
      data: {
        _id: ID,
        title: 'Website relaunch',
        description: 'New site for spring',
        descriptionDoc: null,
        status: 'active',
        priority: 'high',
        progress: 0,
        budget: 12500.5,
        startDate: '2030-03-01',
        dueDate: '2030-04-15',
        ownerId: alex.id,
        owner: summary(alex),
        organizationId: null,
        members: [{ ...summary(alex), role: 'owner', joinedAt: ISO }],
        teamSize: 1,
        taskCounts: { total: 0, done: 0, overdue: 0 },
        myRole: 'owner',
        createdAt: ISO,
        updatedAt: ISO,
      },
    });
    const id = body.data._id;
    const [member] = await db().select().from(projectMembers).where(eq(projectMembers.projectId, id));
    expect(member).toMatchObject({ userId: alex.id, role: 'owner' });
    expect(await activityTypes(id)).toEqual([
      { type: 'project_created', message: 'Alex Morgan created project "Website relaunch"', projectId: id },
    ]);
  });

  it('defaults to planning and medium priority without dates or budget', async () => {
    const project = await newProject(alex, { title: 'Bare' });
    expect(project).toMatchObject({
      status: 'planning',
      priority: 'medium',
      description: null,
      budget: null,
      startDate: null,
      dueDate: null,
    });
  });
});

describe('GET /projects/:id', () => {
  it('answers members (owner first, then by name), team size, task counts, progress and my role', async () => {
    const zoe = await signUp(t.app, 'Zoe Park');
    const bella = await signUp(t.app, 'Bella Cruz');
    const project = await newProject(zoe, { title: 'Counting' });
    await addMember(zoe, project._id, sam, 'team-member');
    await addMember(zoe, project._id, bella, 'team-lead');
    const done = await newTask(zoe, { projectId: project._id, status: 'done' });
    await newTask(zoe, { projectId: project._id, dueDate: dayFromToday(-1) });
    const open = await newTask(zoe, { projectId: project._id, dueDate: dayFromToday(1) });
    expect(done.completedAt).toEqual(ISO);

    const seen = await expectData<Project>(sam.request('GET', `/projects/${project._id}`));
    expect(seen.members?.map((member) => [member.name, member.role])).toEqual([
      ['Zoe Park', 'owner'],
      ['Bella Cruz', 'team-lead'],
      ['Sam Lee', 'team-member'],
    ]);
    expect(seen).toMatchObject({
      teamSize: 3,
      taskCounts: { total: 3, done: 1, overdue: 1 },
      progress: 33,
      myRole: 'team-member',
      owner: summary(zoe),
    });

    await expectData(zoe.request('PUT', `/tasks/${open._id}`, { status: 'done' }));
    const after = await expectData<Project>(bella.request('GET', `/projects/${project._id}`));
    expect(after).toMatchObject({
      taskCounts: { total: 3, done: 2, overdue: 1 },
      progress: 67,
      myRole: 'team-lead',
    });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = await alex.request('GET', `/projects/${UNKNOWN_ID}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, error: PROJECT_MESSAGES.notFound });
    const malformed = await alex.request('GET', '/projects/not-an-id');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toContain('Invalid id');
  });
});

describe('GET /projects', () => {
  let lister: Caller;
  const titles: string[] = [];

  beforeAll(async () => {
    lister = await signUp(t.app, 'Lister Lane');
    const specs: Array<Record<string, unknown>> = [
      { title: 'alpha launch', status: 'active', priority: 'high', dueDate: '2031-05-01' },
      { title: 'Beta Program', status: 'planning', priority: 'low', description: 'Find TESTERS for 50% off' },
      { title: 'gamma rays', status: 'completed', priority: 'urgent', dueDate: '2031-01-15' },
      { title: 'Delta', status: 'on-hold', priority: 'medium' },
      { title: 'epsilon', status: 'cancelled', priority: 'medium', dueDate: '2031-03-10' },
      { title: 'Zeta', status: 'active', priority: 'high' },
      { title: 'eta', status: 'active', priority: 'low' },
      { title: 'Theta', status: 'planning', priority: 'medium' },
      { title: 'iota', status: 'active', priority: 'medium' },
      { title: 'Kappa', status: 'active', priority: 'medium' },
      { title: 'lambda', status: 'active', priority: 'medium' },
      { title: 'Mu', status: 'active', priority: 'medium', description: 'testers welcome' },
    ];
    for (const spec of specs) {
      titles.push(String(spec.title));
      await newProject(lister, spec);
    }
  });

  async function list(query: string) {
    const response = await lister.request('GET', `/projects${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { data: Project[]; pagination: Record<string, number> };
  }

  it('pages the newest first, ten by default, with list fields and without members', async () => {
    const first = await list('');
    expect(first.pagination).toEqual({ page: 1, limit: 10, total: 12, pages: 2 });
    expect(first.data.map((project) => project.title)).toEqual(titles.slice(2).reverse());
    expect(first.data[0]).toEqual({
      _id: ID,
      title: 'Mu',
      description: 'testers welcome',
      descriptionDoc: null,
      status: 'active',
      priority: 'medium',
      progress: 0,
      budget: null,
      startDate: null,
      dueDate: null,
      ownerId: lister.id,
      owner: summary(lister),
      organizationId: null,
      teamSize: 1,
      taskCounts: { total: 0, done: 0, overdue: 0 },
      myRole: 'owner',
      createdAt: ISO,
      updatedAt: ISO,
    });
    const second = await list('?page=2');
    expect(second.data.map((project) => project.title)).toEqual(['Beta Program', 'alpha launch']);
    expect(second.pagination).toEqual({ page: 2, limit: 10, total: 12, pages: 2 });
    const beyond = await list('?page=4&limit=5');
    expect(beyond).toMatchObject({ data: [], pagination: { page: 4, limit: 5, total: 12, pages: 3 } });
  });

  it('searches title and description case-insensitively, with % and _ taken literally', async () => {
    expect((await list('?search=TESTERS')).data.map((p) => p.title).sort()).toEqual(['Beta Program', 'Mu']);
    expect((await list('?search=ALPHA')).data.map((p) => p.title)).toEqual(['alpha launch']);
    expect((await list('?search=50%25')).data.map((p) => p.title)).toEqual(['Beta Program']);
    expect((await list('?search=%25')).data.map((p) => p.title)).toEqual(['Beta Program']);
    expect((await list('?search=_')).pagination.total).toBe(0);
  });

  it('filters by status and priority', async () => {
    const active = await list('?status=active&limit=100');
    expect(active.pagination.total).toBe(7);
    expect(active.data.every((project) => project.status === 'active')).toBe(true);
    const activeHigh = await list('?status=active&priority=high');
    expect(activeHigh.data.map((project) => project.title).sort()).toEqual(['Zeta', 'alpha launch']);
  });

  it('sorts by title A to Z ignoring case, and by due date soonest first with undated last', async () => {
    const byTitle = await list('?sort=title&limit=100');
    expect(byTitle.data.map((p) => p.title)).toEqual(
      [...titles].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
    );
    const byDue = await list('?sort=dueDate&limit=4');
    expect(byDue.data.map((p) => p.dueDate)).toEqual(['2031-01-15', '2031-03-10', '2031-05-01', null]);
  });

  it('refuses bad paging, filters and sorts with a 400 naming the field', async () => {
    for (const query of [
      '?limit=101',
      '?limit=0',
      '?page=0',
      '?page=x',
      '?status=archived',
      '?priority=extreme',
      '?sort=budget',
      `?search=${'s'.repeat(201)}`,
    ]) {
      const response = await lister.request('GET', `/projects${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error, query).toMatch(/^Invalid request: querystring\./);
    }
  });
});

describe('PUT /projects/:id', () => {
  it('changes the fields sent, records the update, and records completion', async () => {
    const project = await newProject(alex, { title: 'Editable', startDate: '2030-01-10', budget: 100 });
    const updated = await expectData<Project>(
      alex.request('PUT', `/projects/${project._id}`, {
        title: 'Edited',
        description: 'Now with a description',
        priority: 'urgent',
        budget: null,
        dueDate: '2030-02-01',
      }),
    );
    expect(updated).toMatchObject({
      title: 'Edited',
      description: 'Now with a description',
      priority: 'urgent',
      status: 'planning',
      budget: null,
      startDate: '2030-01-10',
      dueDate: '2030-02-01',
      members: [{ _id: alex.id, role: 'owner' }],
    });
    expect(Date.parse(updated.updatedAt ?? '')).toBeGreaterThanOrEqual(Date.parse(project.updatedAt ?? ''));

    await expectData(alex.request('PUT', `/projects/${project._id}`, { status: 'completed' }));
    // Nothing changed: no entry.
    await expectData(alex.request('PUT', `/projects/${project._id}`, {}));
    expect(await activityTypes(project._id)).toEqual([
      { type: 'project_created', message: 'Alex Morgan created project "Editable"', projectId: project._id },
      { type: 'project_updated', message: 'Alex Morgan updated project "Edited"', projectId: project._id },
      {
        type: 'project_completed',
        message: 'Alex Morgan completed project "Edited"',
        projectId: project._id,
      },
    ]);
  });

  it('refuses a due date before the stored start date, and changes nothing', async () => {
    const project = await newProject(alex, { title: 'Dated', startDate: '2030-05-10' });
    const before = await projectRow(project._id);
    const response = await alex.request('PUT', `/projects/${project._id}`, { dueDate: '2030-05-01' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(PROJECT_MESSAGES.dueBeforeStart);
    expect(await projectRow(project._id)).toEqual(before);
  });
});

describe('DELETE /projects/:id', () => {
  it('deletes the project with its members, tasks and comments, and records it for the owner only', async () => {
    const project = await newProject(alex, { title: 'Doomed' });
    await addMember(alex, project._id, sam, 'supervisor');
    const task = await newTask(alex, { projectId: project._id, title: 'Doomed task' });
    await expectData(alex.request('POST', `/tasks/${task._id}/comments`, { text: 'Bye' }), 201);

    const refused = await sam.request('DELETE', `/projects/${project._id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(PROJECT_MESSAGES.cannotDelete);

    const response = await alex.request('DELETE', `/projects/${project._id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: PROJECT_MESSAGES.deleted });
    expect(await projectRow(project._id)).toBeUndefined();
    expect(await db().select().from(tasks).where(eq(tasks.projectId, project._id))).toEqual([]);
    expect(await db().select().from(projectMembers).where(eq(projectMembers.projectId, project._id))).toEqual(
      [],
    );
    expect((await alex.request('GET', `/projects/${project._id}`)).statusCode).toBe(404);
    expect((await alex.request('GET', `/tasks/${task._id}`)).statusCode).toBe(404);
    const feed = await db().select().from(activities).where(eq(activities.entityId, project._id));
    expect(feed.map((row) => [row.type, row.projectId, row.actorId, row.message])).toEqual([
      ['project_deleted', null, alex.id, 'Alex Morgan deleted project "Doomed"'],
    ]);
  });
});

describe('project members', () => {
  it('adds a person by email (any case) and answers the project with its members', async () => {
    const project = await newProject(alex, { title: 'Team' });
    const response = await alex.request('POST', `/projects/${project._id}/members`, {
      email: sam.email.toUpperCase(),
      role: 'team-lead',
    });
    expect(response.statusCode, response.body).toBe(201);
    const data = response.json().data as Project;
    expect(data.members).toEqual([
      { ...summary(alex), role: 'owner', joinedAt: ISO },
      { ...summary(sam), role: 'team-lead', joinedAt: ISO },
    ]);
    expect(data.teamSize).toBe(2);
    expect((await activityTypes(project._id)).at(-1)).toEqual({
      type: 'member_added',
      message: 'Alex Morgan added Sam Lee to project "Team"',
      projectId: project._id,
    });
    // Added without a role: team-member.
    const extra = await signUp(t.app, 'Extra Person');
    const added = await expectData<Project>(
      alex.request('POST', `/projects/${project._id}/members`, { email: extra.email }),
      201,
    );
    expect(added.members?.find((member) => member._id === extra.id)?.role).toBe('team-member');
  });

  it('refuses unknown emails (404), existing members (409) and the owner role (400)', async () => {
    const project = await newProject(alex, { title: 'Picky' });
    await addMember(alex, project._id, sam, 'team-member');
    const cases: Array<[unknown, number, string]> = [
      [{ email: 'nobody.here@example.test', role: 'team-member' }, 404, PROJECT_MESSAGES.noAccount],
      [{ email: sam.email, role: 'team-lead' }, 409, PROJECT_MESSAGES.alreadyMember],
      [{ email: alex.email, role: 'team-member' }, 409, PROJECT_MESSAGES.alreadyMember],
      [{ email: eve.email, role: 'owner' }, 400, 'body.role'],
      [{ email: eve.email, role: 'admin' }, 400, 'body.role'],
      [{ role: 'team-member' }, 400, 'body.email'],
      [{ email: 'not-an-email', role: 'team-member' }, 400, 'body.email'],
    ];
    for (const [payload, status, error] of cases) {
      const response = await alex.request('POST', `/projects/${project._id}/members`, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json().error).toContain(error);
    }
    const members = await db().select().from(projectMembers).where(eq(projectMembers.projectId, project._id));
    expect(members.map((member) => [member.userId, member.role]).sort()).toEqual(
      [
        [alex.id, 'owner'],
        [sam.id, 'team-member'],
      ].sort(),
    );
  });

  it("changes a member's role, but never the owner's", async () => {
    const project = await newProject(alex, { title: 'Roles' });
    await addMember(alex, project._id, sam, 'team-member');
    const updated = await expectData<Project>(
      alex.request('PUT', `/projects/${project._id}/members/${sam.id}`, { role: 'supervisor' }),
    );
    expect(updated.members?.find((member) => member._id === sam.id)?.role).toBe('supervisor');
    expect((await activityTypes(project._id)).at(-1)).toEqual({
      type: 'member_role_changed',
      message: 'Alex Morgan made Sam Lee a supervisor in project "Roles"',
      projectId: project._id,
    });

    const owner = await sam.request('PUT', `/projects/${project._id}/members/${alex.id}`, {
      role: 'team-member',
    });
    expect(owner.statusCode).toBe(400);
    expect(owner.json().error).toBe(PROJECT_MESSAGES.ownerFixed);
    const missing = await alex.request('PUT', `/projects/${project._id}/members/${eve.id}`, {
      role: 'team-lead',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(PROJECT_MESSAGES.memberNotFound);
  });

  it('removes a member and unassigns their tasks in that project only, in the same change', async () => {
    const project = await newProject(alex, { title: 'Shrinking' });
    const other = await newProject(alex, { title: 'Other' });
    await addMember(alex, project._id, sam, 'team-member');
    await addMember(alex, other._id, sam, 'team-member');
    const task = await newTask(alex, { projectId: project._id, assignedTo: sam.id });
    const elsewhere = await newTask(alex, { projectId: other._id, assignedTo: sam.id });

    const response = await alex.request('DELETE', `/projects/${project._id}/members/${sam.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json().data as Project).members?.map((member) => member._id)).toEqual([alex.id]);
    const [unassigned] = await db().select().from(tasks).where(eq(tasks.id, task._id));
    expect(unassigned?.assignedTo).toBeNull();
    const [kept] = await db().select().from(tasks).where(eq(tasks.id, elsewhere._id));
    expect(kept?.assignedTo).toBe(sam.id);
    expect((await activityTypes(project._id)).at(-1)).toEqual({
      type: 'member_removed',
      message: 'Alex Morgan removed Sam Lee from project "Shrinking"',
      projectId: project._id,
    });
    expect((await sam.request('GET', `/projects/${project._id}`)).statusCode).toBe(404);

    const owner = await alex.request('DELETE', `/projects/${project._id}/members/${alex.id}`);
    expect(owner.statusCode).toBe(400);
    expect(owner.json().error).toBe(PROJECT_MESSAGES.ownerFixed);
  });

  it('lets a member leave by removing themselves', async () => {
    const project = await newProject(alex, { title: 'Leavable' });
    await addMember(alex, project._id, sam, 'team-member');
    const response = await sam.request('DELETE', `/projects/${project._id}/members/${sam.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ _id: project._id, myRole: 'viewer', teamSize: 1 });
    expect((await sam.request('GET', `/projects/${project._id}`)).statusCode).toBe(404);
    expect((await activityTypes(project._id)).at(-1)?.message).toBe('Sam Lee left project "Leavable"');
  });

  it('keeps team leads to roles up to their own', async () => {
    const project = await newProject(alex, { title: 'Ranks' });
    const lead = await signUp(t.app, 'Lead Person');
    const boss = await signUp(t.app, 'Boss Person');
    const member = await signUp(t.app, 'Member Person');
    await addMember(alex, project._id, lead, 'team-lead');
    await addMember(alex, project._id, boss, 'supervisor');

    const url = (path = '') => `/projects/${project._id}/members${path}`;
    // Run one after the other: each case sees the memberships the earlier ones made.
    const cases: Array<[() => ReturnType<Caller['request']>, number, string?]> = [
      [
        () => lead.request('POST', url(), { email: eve.email, role: 'supervisor' }),
        403,
        PROJECT_MESSAGES.roleAboveOwn,
      ],
      [
        () => lead.request('PUT', url(`/${lead.id}`), { role: 'supervisor' }),
        403,
        PROJECT_MESSAGES.roleAboveOwn,
      ],
      [
        () => lead.request('PUT', url(`/${boss.id}`), { role: 'team-member' }),
        403,
        PROJECT_MESSAGES.memberAboveOwn,
      ],
      [() => lead.request('DELETE', url(`/${boss.id}`)), 403, PROJECT_MESSAGES.memberAboveOwn],
      [() => lead.request('POST', url(), { email: member.email, role: 'team-member' }), 201],
      [
        () => member.request('POST', url(), { email: eve.email, role: 'team-member' }),
        403,
        PROJECT_MESSAGES.cannotManageMembers,
      ],
      [
        () => member.request('PUT', url(`/${lead.id}`), { role: 'team-member' }),
        403,
        PROJECT_MESSAGES.cannotManageMembers,
      ],
      [() => member.request('DELETE', url(`/${lead.id}`)), 403, PROJECT_MESSAGES.cannotManageMembers],
      [() => boss.request('PUT', url(`/${lead.id}`), { role: 'supervisor' }), 200],
    ];
    for (const [send, status, error] of cases) {
      const response = await send();
      expect(response.statusCode).toBe(status);
      if (error) expect(response.json().error).toBe(error);
    }
    const roles = await db().select().from(projectMembers).where(eq(projectMembers.projectId, project._id));
    expect(Object.fromEntries(roles.map((row) => [row.userId, row.role]))).toEqual({
      [alex.id]: 'owner',
      [lead.id]: 'supervisor',
      [boss.id]: 'supervisor',
      [member.id]: 'team-member',
    });
  });
});

describe('role matrix on a project', () => {
  let project: Project;
  const callers: Record<string, Caller> = {};

  beforeAll(async () => {
    project = await newProject(alex, { title: 'Matrix' });
    for (const role of ['supervisor', 'team-lead', 'team-member'] as const) {
      callers[role] = await signUp(t.app, `Matrix ${role}`);
      await addMember(alex, project._id, callers[role] as Caller, role);
    }
  });

  it.each([
    ['supervisor', 200, 403, 201],
    ['team-lead', 403, 403, 201],
    ['team-member', 403, 403, 403],
  ] as const)('%s: edit %i, delete %i, add member %i', async (role, edit, remove, addMemberStatus) => {
    const caller = callers[role] as Caller;
    const before = await projectRow(project._id);
    const edited = await caller.request('PUT', `/projects/${project._id}`, { title: `Renamed by ${role}` });
    expect(edited.statusCode).toBe(edit);
    if (edit === 403) {
      expect(edited.json().error).toBe(PROJECT_MESSAGES.cannotEdit);
      expect(await projectRow(project._id)).toEqual(before);
    }
    const deleted = await caller.request('DELETE', `/projects/${project._id}`);
    expect(deleted.statusCode).toBe(remove);
    expect(await projectRow(project._id)).toBeDefined();
    const newcomer = await signUp(t.app, `Newcomer for ${role}`);
    const added = await caller.request('POST', `/projects/${project._id}/members`, {
      email: newcomer.email,
      role: 'team-member',
    });
    expect(added.statusCode).toBe(addMemberStatus);
    const [row] = await db()
      .select()
      .from(projectMembers)
      .where(and(eq(projectMembers.projectId, project._id), eq(projectMembers.userId, newcomer.id)));
    expect(Boolean(row)).toBe(addMemberStatus === 201);
    const seen = await expectData<Project>(caller.request('GET', `/projects/${project._id}`));
    expect(seen.myRole).toBe(role);
  });
});

describe('organization scope', () => {
  let olivia: Caller;
  let jordan: Caller;
  let casey: Caller;
  let organizationId: string;
  let project: Project;

  beforeAll(async () => {
    const organization = await registerOrganization(t.app, 'acme-projects.test', 'Olivia Admin');
    olivia = organization.admin;
    organizationId = organization.organizationId;
    jordan = await signUp(t.app, 'Jordan Lee', 'jordan@acme-projects.test');
    casey = await signUp(t.app, 'Casey Kim', 'casey@acme-projects.test');
    project = await newProject(jordan, { title: 'Acme roadmap' });
  });

  it("puts a member's project in their organization, visible to colleagues as viewers", async () => {
    expect(project.organizationId).toBe(organizationId);
    const listed = await casey.request('GET', '/projects');
    const item = (listed.json().data as Project[]).find((p) => p._id === project._id);
    expect(item).toMatchObject({ myRole: 'viewer', owner: summary(jordan), teamSize: 1 });
    const seen = await expectData<Project>(casey.request('GET', `/projects/${project._id}`));
    expect(seen.myRole).toBe('viewer');

    const before = await projectRow(project._id);
    for (const [method, url, payload] of [
      ['PUT', `/projects/${project._id}`, { title: 'Hijacked' }],
      ['DELETE', `/projects/${project._id}`, undefined],
      ['POST', `/projects/${project._id}/members`, { email: casey.email, role: 'supervisor' }],
    ] as const) {
      const response = await casey.request(method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await projectRow(project._id)).toEqual(before);
  });

  it('lets the organization admin act as supervisor: edit and manage members, not delete', async () => {
    const seen = await expectData<Project>(olivia.request('GET', `/projects/${project._id}`));
    expect(seen.myRole).toBe('supervisor');
    const edited = await expectData<Project>(
      olivia.request('PUT', `/projects/${project._id}`, { status: 'active' }),
    );
    expect(edited.status).toBe('active');
    await addMember(olivia, project._id, casey, 'team-member');
    expect((await olivia.request('DELETE', `/projects/${project._id}`)).statusCode).toBe(403);
  });

  it("filters the organization's projects, and their tasks, by department and by team", async () => {
    const [engineering] = await db()
      .insert(departments)
      .values({ organizationId, name: 'Engineering' })
      .returning();
    const [core] = await db()
      .insert(teams)
      .values({ organizationId, departmentId: engineering?.id, name: 'Core' })
      .returning();
    const inDepartment = await newProject(jordan, { title: 'Engine work' });
    const inTeam = await newProject(jordan, { title: 'Core work' });
    await db()
      .update(projects)
      .set({ departmentId: engineering?.id })
      .where(eq(projects.id, inDepartment._id));
    await db()
      .update(projects)
      .set({ departmentId: engineering?.id, teamId: core?.id })
      .where(eq(projects.id, inTeam._id));
    const engineTask = await newTask(jordan, { title: 'Engine task', projectId: inDepartment._id });
    const coreTask = await newTask(jordan, { title: 'Core task', projectId: inTeam._id });
    await newTask(jordan, { title: 'Roadmap task', projectId: project._id });

    const ids = async (url: string) =>
      ((await expectData<{ _id: string }[]>(olivia.request('GET', url))) ?? [])
        .map((item) => item._id)
        .sort();
    expect(await ids(`/projects?departmentId=${engineering?.id}`)).toEqual(
      [inDepartment._id, inTeam._id].sort(),
    );
    expect(await ids(`/projects?teamId=${core?.id}`)).toEqual([inTeam._id]);
    expect(await ids(`/tasks?departmentId=${engineering?.id}`)).toEqual(
      [engineTask._id, coreTask._id].sort(),
    );
    expect(await ids(`/tasks?teamId=${core?.id}`)).toEqual([coreTask._id]);
    // Another organization's people see none of it through the filter.
    const outsider = await eve.request('GET', `/tasks?departmentId=${engineering?.id}`);
    expect(outsider.json().pagination.total).toBe(0);
    expect((await olivia.request('GET', '/projects?departmentId=nope')).statusCode).toBe(400);
  });

  it('includes the sub-departments, at every depth, in the department filter of projects and tasks', async () => {
    const [product] = await db().insert(departments).values({ organizationId, name: 'Product' }).returning();
    const [design] = await db()
      .insert(departments)
      .values({ organizationId, parentId: product?.id, name: 'Design' })
      .returning();
    const [research] = await db()
      .insert(departments)
      .values({ organizationId, parentId: design?.id, name: 'Research' })
      .returning();
    const placed = async (title: string, departmentId: string | undefined) => {
      const created = await newProject(jordan, { title });
      await db().update(projects).set({ departmentId }).where(eq(projects.id, created._id));
      const task = await newTask(jordan, { title: `${title} task`, projectId: created._id });
      return { project: created._id, task: task._id };
    };
    const parent = await placed('Product work', product?.id);
    const child = await placed('Design work', design?.id);
    const grandchild = await placed('Research work', research?.id);

    const ids = async (url: string) =>
      ((await expectData<{ _id: string }[]>(olivia.request('GET', url))) ?? [])
        .map((item) => item._id)
        .sort();
    expect(await ids(`/projects?departmentId=${product?.id}`)).toEqual(
      [parent.project, child.project, grandchild.project].sort(),
    );
    expect(await ids(`/tasks?departmentId=${product?.id}`)).toEqual(
      [parent.task, child.task, grandchild.task].sort(),
    );
    // A sub-department lists its own work and what lies below it, never its parent's.
    expect(await ids(`/projects?departmentId=${design?.id}`)).toEqual(
      [child.project, grandchild.project].sort(),
    );
    expect(await ids(`/tasks?departmentId=${research?.id}`)).toEqual([grandchild.task]);
  });

  it('accepts only people of the organization as members', async () => {
    const response = await jordan.request('POST', `/projects/${project._id}/members`, {
      email: eve.email,
      role: 'team-member',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(PROJECT_MESSAGES.otherOrganization);
    expect((await eve.request('GET', `/projects/${project._id}`)).statusCode).toBe(404);
    const list = await eve.request('GET', '/projects?search=Acme');
    expect(list.json().pagination.total).toBe(0);
  });
});

describe("another individual's projects", () => {
  let project: Project;

  beforeAll(async () => {
    project = await newProject(alex, { title: 'Private plans', description: 'secret' });
    await addMember(alex, project._id, sam, 'team-member');
    await newTask(alex, { projectId: project._id, title: 'Private task' });
  });

  async function unchanged() {
    const members = await db().select().from(projectMembers).where(eq(projectMembers.projectId, project._id));
    expect(members).toHaveLength(2);
    expect(await projectRow(project._id)).toMatchObject({ title: 'Private plans', description: 'secret' });
  }

  it('are never listed', async () => {
    const all = await eve.request('GET', '/projects?limit=100');
    expect((all.json().data as Project[]).map((p) => p._id)).not.toContain(project._id);
    expect((await eve.request('GET', '/projects?search=Private')).json().pagination.total).toBe(0);
  });

  it.each([
    ['GET', '', undefined],
    ['PUT', '', { title: 'Mine now' }],
    ['DELETE', '', undefined],
    ['GET', '/tasks', undefined],
    ['POST', '/members', { email: 'placeholder', role: 'supervisor' }],
    ['PUT', '/members/:alex', { role: 'team-member' }],
    ['DELETE', '/members/:sam', undefined],
  ] as const)('%s /projects/:id%s answers 404 and changes nothing', async (method, path, payload) => {
    const url = `/projects/${project._id}${path.replace(':alex', alex.id).replace(':sam', sam.id)}`;
    const body =
      payload && 'email' in payload ? { ...payload, email: eve.email } : (payload as object | undefined);
    const response = await eve.request(method, url, body);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, error: PROJECT_MESSAGES.notFound });
    await unchanged();
  });
});

describe('bad input', () => {
  let project: Project;

  beforeAll(async () => {
    project = await newProject(alex, { title: 'Stable', startDate: '2030-01-01' });
    await addMember(alex, project._id, sam, 'team-member');
  });

  it.each([
    [{}, 'body.title'],
    [{ title: '   ' }, 'Title is required'],
    [{ title: 42 }, 'body.title'],
    [{ title: 't'.repeat(201) }, 'Title must be at most 200 characters'],
    [{ title: 'Ok', description: 'd'.repeat(5001) }, 'Description must be at most 5000 characters'],
    [{ title: 'Ok', status: 'archived' }, 'body.status'],
    [{ title: 'Ok', priority: 'extreme' }, 'body.priority'],
    [{ title: 'Ok', budget: -1 }, 'Budget cannot be negative'],
    [{ title: 'Ok', budget: '100' }, 'body.budget'],
    [{ title: 'Ok', budget: 1e13 }, 'Budget is too large'],
    [{ title: 'Ok', startDate: 'tomorrow' }, 'body.startDate'],
    [{ title: 'Ok', startDate: '2030-02-30' }, 'body.startDate'],
    [
      { title: 'Ok', startDate: '2030-05-02', dueDate: '2030-05-01' },
      'Due date cannot be before the start date',
    ],
    [{ title: 'Ok', dueDate: '0000-01-01' }, 'year 1 or later'],
  ] as const)('POST /projects case %# → 400, nothing stored', async (payload, error) => {
    const before = await db().select().from(projects).where(eq(projects.ownerId, alex.id));
    const response = await alex.request('POST', '/projects', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain(error);
    expect(await db().select().from(projects).where(eq(projects.ownerId, alex.id))).toHaveLength(
      before.length,
    );
  });

  it.each([
    ['PUT', ':id', { title: '' }, 'Title is required'],
    ['PUT', ':id', { status: 'done' }, 'body.status'],
    ['PUT', ':id', { description: 'd'.repeat(5001) }, 'at most 5000'],
    ['PUT', ':id', { budget: 'lots' }, 'body.budget'],
    ['PUT', ':id', { dueDate: '2029-12-31' }, PROJECT_MESSAGES.dueBeforeStart],
    ['PUT', ':id', [1, 2], 'Invalid request'],
    ['PUT', 'nope', { title: 'Fine' }, 'Invalid id'],
    ['PUT', 'ABCDEFABCDEFABCDEFABCDEF', { title: 'Fine' }, 'Invalid id'],
    ['DELETE', 'nope', undefined, 'Invalid id'],
    ['GET', 'nope/tasks', undefined, 'Invalid id'],
    ['POST', ':id/members', { email: 'x', role: 'team-member' }, 'body.email'],
    ['POST', 'nope/members', { email: 'eve@example.test', role: 'team-member' }, 'Invalid id'],
    ['PUT', ':id/members/:sam', { role: 'owner' }, 'body.role'],
    ['PUT', ':id/members/:sam', {}, 'body.role'],
    ['PUT', ':id/members/nope', { role: 'team-lead' }, 'Invalid id'],
    ['DELETE', ':id/members/nope', undefined, 'Invalid id'],
  ] as const)('%s /projects/%s case %# → 400, nothing changes', async (method, path, payload, error) => {
    const before = await projectRow(project._id);
    const membersBefore = await db()
      .select()
      .from(projectMembers)
      .where(eq(projectMembers.projectId, project._id));
    const url = `/projects/${path.replace(':id', project._id).replace(':sam', sam.id)}`;
    const response = await alex.request(method, url, payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error).toContain(error);
    expect(await projectRow(project._id)).toEqual(before);
    expect(await db().select().from(projectMembers).where(eq(projectMembers.projectId, project._id))).toEqual(
      membersBefore,
    );
  });

  it('refuses text with NUL characters (which PostgreSQL cannot store) with a 400', async () => {
    const before = await projectRow(project._id);
    for (const [method, url, payload] of [
      ['POST', '/projects', { title: 'Bad\u0000title' }],
      ['PUT', `/projects/${project._id}`, { description: 'x\u0000y' }],
      ['GET', '/projects?search=a%00b', undefined],
    ] as const) {
      const response = await alex.request(method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(400);
      expect(response.json().error).toContain(NUL_CHARACTER_MESSAGE);
    }
    expect(await projectRow(project._id)).toEqual(before);
  });

  it('answers 404 for unknown ids on every route', async () => {
    for (const [method, path] of [
      ['GET', UNKNOWN_ID],
      ['PUT', UNKNOWN_ID],
      ['DELETE', UNKNOWN_ID],
      ['GET', `${UNKNOWN_ID}/tasks`],
      ['POST', `${UNKNOWN_ID}/members`],
      ['PUT', `${UNKNOWN_ID}/members/${sam.id}`],
      ['DELETE', `${UNKNOWN_ID}/members/${sam.id}`],
    ] as const) {
      const payload =
        method === 'POST' ? { email: sam.email } : method === 'PUT' ? { role: 'team-lead' } : undefined;
      const response = await alex.request(method, `/projects/${path}`, payload);
      expect(response.statusCode, `${method} ${path}`).toBe(404);
      expect(response.json().error).toBe(PROJECT_MESSAGES.notFound);
    }
  });
});

describe('without a session', () => {
  it('every project and task route answers 401', async () => {
    const id = UNKNOWN_ID;
    for (const [method, url] of [
      ['GET', '/projects'],
      ['POST', '/projects'],
      ['GET', `/projects/${id}`],
      ['PUT', `/projects/${id}`],
      ['DELETE', `/projects/${id}`],
      ['GET', `/projects/${id}/tasks`],
      ['POST', `/projects/${id}/members`],
      ['PUT', `/projects/${id}/members/${id}`],
      ['DELETE', `/projects/${id}/members/${id}`],
      ['GET', '/tasks'],
      ['POST', '/tasks'],
      ['GET', `/tasks/${id}`],
      ['PUT', `/tasks/${id}`],
      ['DELETE', `/tasks/${id}`],
      ['GET', `/tasks/${id}/comments`],
      ['POST', `/tasks/${id}/comments`],
    ] as const) {
      const response = await t.app.inject({ method, url: `/api/v1${url}`, payload: { title: 'x' } });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
