import { ANALYTICS_MESSAGES, type Analytics, utcDay } from '@app/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  departmentManagers,
  departments,
  organizations,
  projectMembers,
  projects,
  taskStatusChanges,
  tasks,
  teams,
} from '../../db/schema';
import type { TestSession } from '../../test/auth';
import { createTestApp, type TestApp } from '../../test/helpers';
import { addSignedInPeople } from '../../test/people';

// Reports and analytics: who may call the routes (the matrix), what each scope holds (a department
// manager sees only their departments), the figures against a known history, the exports and their escaping,
// the read cache dropping an answer when a task changes, and bad input.

let t: TestApp;
const now = Date.now();
const DAY = 86_400_000;
const ago = (days: number) => new Date(now - days * DAY);
const dayAgo = (days: number) => utcDay(ago(days));
const RANGE = `from=${dayAgo(40)}&to=${dayAgo(0)}`;

type Caller = 'platform' | 'adminA' | 'member' | 'manager' | 'enterprise' | 'adminB' | 'individual' | 'anon';
const CALLERS: Caller[] = [
  'platform',
  'adminA',
  'member',
  'manager',
  'enterprise',
  'adminB',
  'individual',
  'anon',
];
const sessions = {} as Record<Exclude<Caller, 'anon'>, TestSession>;
const ids = {} as Record<string, string>;

type Step = [status: 'todo' | 'in-progress' | 'review' | 'done', daysAgo: number];

/** A task with its history: created in the first step's status, then each step at its day. */
async function addTask(
  title: string,
  place: { projectId: string | null; organizationId: string | null },
  steps: Step[],
  extra: { assignedTo?: string; dueDaysAgo?: number; createdBy: string },
): Promise<string> {
  const last = steps.at(-1) as Step;
  const first = steps[0] as Step;
  const [row] = await t.database.db
    .insert(tasks)
    .values({
      title,
      status: last[0],
      ...place,
      createdBy: extra.createdBy,
      assignedTo: extra.assignedTo ?? null,
      dueDate: extra.dueDaysAgo === undefined ? null : dayAgo(extra.dueDaysAgo),
      completedAt: last[0] === 'done' ? ago(last[1]) : null,
      createdAt: ago(first[1]),
    })
    .returning({ id: tasks.id });
  const taskId = row?.id as string;
  await t.database.db.insert(taskStatusChanges).values(
    steps.map(([status, days], index) => ({
      taskId,
      ...place,
      fromStatus: index === 0 ? null : (steps[index - 1] as Step)[0],
      toStatus: status,
      changedBy: extra.createdBy,
      changedAt: ago(days),
    })),
  );
  return taskId;
}

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  const [orgA, orgB] = await db
    .insert(organizations)
    .values([
      { name: 'Stats Acme', domain: 'stats-acme.test', subscriptionTier: 'enterprise' },
      { name: 'Stats Globex', domain: 'stats-globex.test', subscriptionTier: 'enterprise' },
    ])
    .returning();
  ids.orgA = orgA?.id as string;
  ids.orgB = orgB?.id as string;
  const [engineering, sales] = await db
    .insert(departments)
    .values([
      { organizationId: ids.orgA, name: 'Engineering' },
      { organizationId: ids.orgA, name: 'Sales' },
    ])
    .returning();
  ids.engineering = engineering?.id as string;
  ids.sales = sales?.id as string;
  const [platformDepartment] = await db
    .insert(departments)
    .values({ organizationId: ids.orgA, name: 'Platform', parentId: ids.engineering })
    .returning();
  ids.platformDepartment = platformDepartment?.id as string;
  const [salesTeam, coreTeam] = await db
    .insert(teams)
    .values([
      { organizationId: ids.orgA, name: 'Closers', departmentId: ids.sales },
      { organizationId: ids.orgA, name: 'Core', departmentId: ids.platformDepartment },
    ])
    .returning();
  ids.salesTeam = salesTeam?.id as string;
  ids.coreTeam = coreTeam?.id as string;

  const people = await addSignedInPeople(t, [
    { name: 'Pat Platform', email: 'pat@stats.example', platformRole: 'super_admin' },
    {
      name: 'Ada Admin',
      email: 'ada@stats-acme.test',
      organizationId: ids.orgA,
      orgRole: 'org_admin',
      isOrgAdmin: true,
    },
    {
      name: 'Mo Member',
      email: 'mo@stats-acme.test',
      organizationId: ids.orgA,
      departmentId: ids.engineering,
    },
    {
      name: 'Dee Manager',
      email: 'dee@stats-acme.test',
      organizationId: ids.orgA,
      orgRole: 'dept_manager',
      isDeptManager: true,
      departmentId: ids.engineering,
    },
    {
      name: 'Eli Enterprise',
      email: 'eli@stats-acme.test',
      organizationId: ids.orgA,
      orgRole: 'enterprise_admin',
    },
    {
      name: 'Bea Admin',
      email: 'bea@stats-globex.test',
      organizationId: ids.orgB,
      orgRole: 'org_admin',
      isOrgAdmin: true,
    },
    { name: 'Ivy Individual', email: 'ivy@stats.example' },
    {
      name: 'Pia Platform',
      email: 'pia@stats-acme.test',
      organizationId: ids.orgA,
      departmentId: ids.platformDepartment,
    },
    {
      name: '+Danger Name',
      email: 'danger@stats-acme.test',
      organizationId: ids.orgA,
      departmentId: ids.sales,
    },
  ]);
  const [platform, adminA, member, manager, enterprise, adminB, individual] = people.sessions;
  Object.assign(sessions, { platform, adminA, member, manager, enterprise, adminB, individual });
  const user = (email: string) => people.userIds[email] as string;
  ids.adminA = user('ada@stats-acme.test');
  ids.member = user('mo@stats-acme.test');
  ids.pia = user('pia@stats-acme.test');
  ids.danger = user('danger@stats-acme.test');
  ids.individual = user('ivy@stats.example');
  await db
    .insert(departmentManagers)
    .values({ departmentId: ids.engineering, userId: user('dee@stats-acme.test') });

  const [pEng, pPlat, pSales, pB, pIvy] = await db
    .insert(projects)
    .values([
      { title: 'Engine work', ownerId: ids.adminA, organizationId: ids.orgA, departmentId: ids.engineering },
      {
        title: 'Platform work',
        ownerId: ids.adminA,
        organizationId: ids.orgA,
        departmentId: ids.platformDepartment,
        teamId: ids.coreTeam,
      },
      {
        title: '=HYPERLINK("http://evil.test","Sales deals")',
        ownerId: ids.adminA,
        organizationId: ids.orgA,
        departmentId: ids.sales,
        teamId: ids.salesTeam,
      },
      { title: 'Globex secret project', ownerId: user('bea@stats-globex.test'), organizationId: ids.orgB },
      { title: 'Ivy garden', ownerId: ids.individual },
    ])
    .returning();
  ids.pEng = pEng?.id as string;
  ids.pPlat = pPlat?.id as string;
  ids.pSales = pSales?.id as string;
  ids.pB = pB?.id as string;
  ids.pIvy = pIvy?.id as string;
  await db.insert(projectMembers).values({ projectId: ids.pIvy, userId: ids.individual, role: 'owner' });

  const acme = (projectId: string | null) => ({ projectId, organizationId: ids.orgA as string });
  const by = { createdBy: ids.adminA };
  // Completed in the range: cycle times 3, 5, 3 and none (straight to done); lead times 13, 11, 10, 10.
  await addTask(
    'T1',
    acme(ids.pEng),
    [
      ['todo', 20],
      ['in-progress', 10],
      ['done', 7],
    ],
    { ...by, assignedTo: ids.member },
  );
  await addTask(
    'T2',
    acme(ids.pEng),
    [
      ['todo', 15],
      ['in-progress', 9],
      ['review', 6],
      ['done', 4],
    ],
    by,
  );
  await addTask(
    'T3',
    acme(ids.pPlat),
    [
      ['todo', 12],
      ['in-progress', 5],
      ['done', 2],
    ],
    by,
  );
  await addTask(
    'T5',
    acme(ids.pSales),
    [
      ['todo', 30],
      ['done', 20],
    ],
    by,
  );
  // Open: 10 days overdue in Platform, 40 days in Sales (created before the range), 3 days without project.
  await addTask(
    'T4',
    acme(ids.pPlat),
    [
      ['todo', 12],
      ['in-progress', 6],
    ],
    { ...by, assignedTo: ids.pia, dueDaysAgo: 10 },
  );
  await addTask('T9', acme(ids.pSales), [['todo', 45]], { ...by, assignedTo: ids.danger, dueDaysAgo: 40 });
  ids.t6 = await addTask('T6', acme(null), [['todo', 5]], { ...by, assignedTo: ids.adminA, dueDaysAgo: 3 });
  await addTask(
    'Globex secret task',
    { projectId: ids.pB, organizationId: ids.orgB },
    [
      ['todo', 9],
      ['done', 3],
    ],
    {
      createdBy: user('bea@stats-globex.test'),
    },
  );
  await addTask(
    'Ivy task',
    { projectId: ids.pIvy, organizationId: null },
    [
      ['todo', 8],
      ['in-progress', 7],
      ['done', 5],
    ],
    {
      createdBy: ids.individual,
    },
  );
});
afterAll(async () => {
  await t?.close();
});

function headersOf(caller: Caller) {
  return caller === 'anon' ? {} : sessions[caller].headers;
}

async function analyticsOf(caller: Caller, query = RANGE): Promise<Analytics> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1/analytics?${query}`,
    headers: headersOf(caller),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as Analytics;
}

const completed = (answer: Analytics) => answer.throughput.reduce((sum, week) => sum + week.completed, 0);

describe('the permission matrix of the analytics routes', () => {
  const expected: Record<Caller, number> = {
    platform: 200,
    adminA: 200,
    member: 403,
    manager: 200,
    enterprise: 200,
    adminB: 403,
    individual: 200,
    anon: 401,
  };
  it.each(['analytics', 'analytics/export?format=csv&', 'analytics/export?format=xlsx&'])(
    'GET /%s on organization A',
    async (path) => {
      const results: Record<string, number> = {};
      for (const caller of CALLERS) {
        // Globex's admin names organization A; an individual gets their own projects, the others their scope.
        const organization = caller === 'adminB' ? `organization=${ids.orgA}&` : '';
        const url = `/api/v1/${path}${path.endsWith('&') ? '' : '?'}${organization}${RANGE}`;
        const response = await t.app.inject({ method: 'GET', url, headers: headersOf(caller) });
        results[caller] = response.statusCode;
        if (response.statusCode === 403) {
          expect([ANALYTICS_MESSAGES.notAllowed, ANALYTICS_MESSAGES.otherOrganization]).toContain(
            response.json().error,
          );
          expect(response.body).not.toContain('Engine work');
        }
      }
      expect(results).toEqual(expected);
    },
  );

  it('refuses an individual or an admin naming another organization, and a member', async () => {
    for (const [caller, query] of [
      ['individual', `organization=${ids.orgA}`],
      ['adminB', `organization=${ids.orgA}`],
      ['adminA', `organization=${ids.orgB}`],
      ['member', ''],
    ] as const) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/v1/analytics?${query}`,
        headers: headersOf(caller),
      });
      expect(response.statusCode, caller).toBe(403);
    }
  });

  it('lets a platform admin look at any organization by ?organization=, and 404s an unknown one', async () => {
    const globex = await analyticsOf('platform', `organization=${ids.orgB}&${RANGE}`);
    expect(globex.scope).toMatchObject({
      kind: 'organization',
      organizationId: ids.orgB,
      organizationName: 'Stats Globex',
    });
    expect(completed(globex)).toBe(1);
    expect(globex.options.projects.map((project) => project.title)).toEqual(['Globex secret project']);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/v1/analytics?organization=ffffffffffffffffffffffff',
      headers: headersOf('platform'),
    });
    expect(unknown.statusCode).toBe(404);
    // Without one, their own (individual) work: none.
    const own = await analyticsOf('platform');
    expect(own.scope.kind).toBe('personal');
    expect(completed(own)).toBe(0);
  });
});

describe('scopes', () => {
  it('gives an organization admin and an enterprise admin the whole organization', async () => {
    for (const caller of ['adminA', 'enterprise'] as const) {
      const answer = await analyticsOf(caller);
      expect(answer.scope).toEqual({
        kind: 'organization',
        organizationId: ids.orgA,
        organizationName: 'Stats Acme',
        departmentIds: [],
      });
      expect(completed(answer)).toBe(4);
      expect(answer.options.projects).toHaveLength(3);
      expect(answer.options.departments.map((department) => department.name)).toEqual([
        'Engineering',
        'Platform',
        'Sales',
      ]);
      expect(JSON.stringify(answer)).not.toContain('Globex');
    }
  });

  it('limits a department manager to their departments and those below, in figures, options and workload', async () => {
    const answer = await analyticsOf('manager');
    expect(answer.scope.kind).toBe('departments');
    expect(new Set(answer.scope.departmentIds)).toEqual(new Set([ids.engineering, ids.platformDepartment]));
    expect(answer.options.projects.map((project) => project.title)).toEqual(['Engine work', 'Platform work']);
    expect(answer.options.departments.map((department) => department.name)).toEqual([
      'Engineering',
      'Platform',
    ]);
    expect(answer.options.teams.map((team) => team.name)).toEqual(['Core']);
    expect(completed(answer)).toBe(3);
    expect(answer.cycleTime).toEqual({ medianDays: 3, p85Days: 4.4, count: 3 });
    expect(answer.workload).toEqual([{ userId: ids.pia, name: 'Pia Platform', open: 1, overdue: 1 }]);
    expect(answer.overdueAgeing.find((bucket) => bucket.bucket === '8–14 days')?.count).toBe(1);
    expect(answer.overdueAgeing.find((bucket) => bucket.bucket === 'Over 30 days')?.count).toBe(0);
    const text = JSON.stringify(answer);
    for (const hidden of ['Sales', 'HYPERLINK', 'Danger', 'Closers', 'Ada Admin'])
      expect(text).not.toContain(hidden);

    const platformOnly = await analyticsOf('manager', `departmentId=${ids.platformDepartment}&${RANGE}`);
    expect(completed(platformOnly)).toBe(1);
    for (const query of [`projectId=${ids.pSales}`, `departmentId=${ids.sales}`, `teamId=${ids.salesTeam}`]) {
      const refused = await t.app.inject({
        method: 'GET',
        url: `/api/v1/analytics?${query}`,
        headers: headersOf('manager'),
      });
      expect(refused.statusCode, query).toBe(403);
      const exported = await t.app.inject({
        method: 'GET',
        url: `/api/v1/analytics/export?format=csv&${query}`,
        headers: headersOf('manager'),
      });
      expect(exported.statusCode, query).toBe(403);
    }
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/v1/analytics/export?format=csv&${RANGE}`,
      headers: headersOf('manager'),
    });
    expect(csv.statusCode).toBe(200);
    for (const hidden of ['Sales', 'HYPERLINK', 'Danger']) expect(csv.body).not.toContain(hidden);
  });

  it("gives an individual their own projects' figures", async () => {
    const answer = await analyticsOf('individual');
    expect(answer.scope).toEqual({
      kind: 'personal',
      organizationId: null,
      organizationName: null,
      departmentIds: [],
    });
    expect(answer.options.projects.map((project) => project.title)).toEqual(['Ivy garden']);
    expect(completed(answer)).toBe(1);
    expect(answer.cycleTime).toEqual({ medianDays: 2, p85Days: 2, count: 1 });
  });
});

describe('the figures', () => {
  it('computes throughput, cycle and lead time, flow, burn, workload and ageing from the history', async () => {
    const answer = await analyticsOf('adminA');
    expect(answer.range).toEqual({ from: dayAgo(40), to: dayAgo(0) });
    expect(answer.throughput.every((week) => new Date(`${week.weekStart}T00:00:00Z`).getUTCDay() === 1)).toBe(
      true,
    );
    expect(answer.createdVsCompleted.reduce((sum, week) => sum + week.created, 0)).toBe(6);
    expect(answer.cycleTime).toEqual({ medianDays: 3, p85Days: 4.4, count: 3 });
    expect(answer.leadTime).toEqual({ medianDays: 10.5, p85Days: 12.1, count: 4 });
    expect(answer.cumulativeFlow).toHaveLength(41);
    expect(answer.cumulativeFlow[0]).toEqual({
      date: dayAgo(40),
      todo: 1,
      'in-progress': 0,
      review: 0,
      done: 0,
    });
    expect(answer.cumulativeFlow.at(-1)).toEqual({
      date: dayAgo(0),
      todo: 2,
      'in-progress': 1,
      review: 0,
      done: 4,
    });
    expect(answer.burn).toBeNull();
    expect(answer.workload).toEqual([
      { userId: ids.danger, name: '+Danger Name', open: 1, overdue: 1 },
      { userId: ids.adminA, name: 'Ada Admin', open: 1, overdue: 1 },
      { userId: ids.pia, name: 'Pia Platform', open: 1, overdue: 1 },
    ]);
    expect(answer.overdueAgeing).toEqual([
      { bucket: '1–7 days', count: 1 },
      { bucket: '8–14 days', count: 1 },
      { bucket: '15–30 days', count: 0 },
      { bucket: 'Over 30 days', count: 1 },
    ]);
  });

  it('gives a project its burn-down and burn-up, and a team its projects', async () => {
    const answer = await analyticsOf('adminA', `projectId=${ids.pEng}&${RANGE}`);
    expect(answer.burn?.projectId).toBe(ids.pEng);
    expect(answer.burn?.points.at(-1)).toEqual({ date: dayAgo(0), total: 2, completed: 2, remaining: 0 });
    expect(answer.burn?.points.find((point) => point.date === dayAgo(5))).toEqual({
      date: dayAgo(5),
      total: 2,
      completed: 1,
      remaining: 1,
    });
    const team = await analyticsOf('adminA', `teamId=${ids.salesTeam}&${RANGE}`);
    expect(completed(team)).toBe(1);
    expect(team.leadTime).toEqual({ medianDays: 10, p85Days: 10, count: 1 });
    expect(team.cycleTime).toEqual({ medianDays: null, p85Days: null, count: 0 });
  });

  it('counts the whole life of a task created before the range and completed in it', async () => {
    // T1 and T2 were created before the range, T3 on its first day.
    const answer = await analyticsOf('adminA', `from=${dayAgo(12)}&to=${dayAgo(0)}`);
    expect(answer.cycleTime).toEqual({ medianDays: 3, p85Days: 4.4, count: 3 });
    expect(answer.leadTime).toEqual({ medianDays: 11, p85Days: 12.4, count: 3 });
  });

  it('defaults to the last 12 weeks, from a Monday', async () => {
    const answer = await analyticsOf('adminA', '');
    expect(answer.range.to).toBe(dayAgo(0));
    expect(new Date(`${answer.range.from}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(answer.throughput).toHaveLength(12);
  });

  it('drops a kept answer when a task changes', async () => {
    const before = await analyticsOf('adminA');
    const again = await analyticsOf('adminA');
    expect(again).toEqual(before);
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/tasks/${ids.t6}`,
      headers: headersOf('adminA'),
      payload: { status: 'done' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const after = await analyticsOf('adminA');
    expect(completed(after)).toBe(completed(before) + 1);
    expect(after.cumulativeFlow.at(-1)?.done).toBe(5);
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/tasks/${ids.t6}`,
      headers: headersOf('adminA'),
      payload: { status: 'todo' },
    });
    const reopened = await analyticsOf('adminA');
    expect(reopened.cumulativeFlow.at(-1)).toEqual(before.cumulativeFlow.at(-1));
  });

  it('answers bad input with 400 and a clear message', async () => {
    for (const query of [
      `from=${dayAgo(1)}&to=${dayAgo(5)}`,
      'from=yesterday',
      `from=${dayAgo(400)}&to=${dayAgo(0)}`,
      'projectId=nope',
      'format=pdf',
    ]) {
      const path = query.startsWith('format') ? 'analytics/export' : 'analytics';
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/v1/${path}?${query}`,
        headers: headersOf('adminA'),
      });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error, query).toEqual(expect.any(String));
    }
  });
});

describe('completions and deletions', () => {
  it('counts a task once a week however often it moves to done, and keeps a deleted task in past figures', async () => {
    const { db } = t.database;
    const [org] = await db
      .insert(organizations)
      .values({ name: 'Stats Initech', domain: 'stats-initech.test', subscriptionTier: 'pro' })
      .returning();
    const {
      userIds,
      sessions: [admin],
    } = await addSignedInPeople(t, [
      {
        name: 'Ivan Admin',
        email: 'ivan@stats-initech.test',
        organizationId: org!.id,
        orgRole: 'org_admin',
        isOrgAdmin: true,
      },
    ]);
    const ivan = userIds['ivan@stats-initech.test']!;
    const [project] = await db
      .insert(projects)
      .values({ title: 'Initech work', ownerId: ivan, organizationId: org!.id })
      .returning();
    await db.insert(projectMembers).values({ projectId: project!.id, userId: ivan, role: 'owner' });
    // The Monday three weeks back, and hours from it.
    const today = new Date(`${dayAgo(0)}T00:00:00Z`);
    const monday = new Date(today.getTime() - (((today.getUTCDay() + 6) % 7) + 21) * DAY);
    const at = (hours: number) => new Date(monday.getTime() + hours * 3_600_000);
    const place = { projectId: project!.id, organizationId: org!.id };
    const withHistory = async (title: string, steps: [Step[0], number][]) => {
      const [row] = await db
        .insert(tasks)
        .values({ title, ...place, status: 'done', createdBy: ivan, createdAt: at(steps[0]![1]) })
        .returning({ id: tasks.id });
      await db.insert(taskStatusChanges).values(
        steps.map(([status, hours], index) => ({
          taskId: row!.id,
          ...place,
          fromStatus: index === 0 ? null : steps[index - 1]![0],
          toStatus: status,
          changedBy: ivan,
          changedAt: at(hours),
        })),
      );
      return row!.id;
    };
    // Done on Tuesday, reopened, done again on Thursday; reopened the next week and done on its Wednesday.
    await withHistory('Twice done', [
      ['todo', 1],
      ['in-progress', 2],
      ['done', 24],
      ['in-progress', 48],
      ['done', 72],
      ['in-progress', 7 * 24 + 1],
      ['done', 9 * 24],
    ]);
    const deleted = await withHistory('Deleted later', [
      ['todo', 1],
      ['in-progress', 24],
      ['done', 48],
    ]);
    const figures = async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/v1/analytics?from=${utcDay(monday)}&to=${dayAgo(0)}`,
        headers: { ...admin!.headers, 'cache-control': 'no-cache' },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data as Analytics;
    };

    const before = await figures();
    expect(before.throughput.map((week) => week.completed)).toEqual([2, 1, 0, 0]);
    expect(before.createdVsCompleted[0]).toEqual({ weekStart: utcDay(monday), created: 2, completed: 2 });
    expect(before.leadTime.count).toBe(2);
    expect(before.cumulativeFlow.at(-1)?.done).toBe(2);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/tasks/${deleted}`,
      headers: admin!.headers,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    // Hidden: the task answers 404 and leaves the lists...
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/tasks/${deleted}`, headers: admin!.headers }))
        .statusCode,
    ).toBe(404);
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/tasks', headers: admin!.headers });
    expect(list.json().data.map((task: { _id: string }) => task._id)).not.toContain(deleted);
    // ...but the weeks and days before today keep it; only today's flow no longer counts it.
    const after = await figures();
    expect(after.throughput).toEqual(before.throughput);
    expect(after.createdVsCompleted).toEqual(before.createdVsCompleted);
    expect(after.leadTime).toEqual(before.leadTime);
    expect(after.cycleTime).toEqual(before.cycleTime);
    expect(after.cumulativeFlow.slice(0, -1)).toEqual(before.cumulativeFlow.slice(0, -1));
    expect(after.cumulativeFlow.at(-1)).toEqual({ ...before.cumulativeFlow.at(-1), done: 1 });
  });
});

describe('the exports', () => {
  it('gives a CSV with a section per figure and formula characters made inert', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/analytics/export?format=csv&projectId=${ids.pSales}&${RANGE}`,
      headers: headersOf('adminA'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="analytics-${dayAgo(40)}-to-${dayAgo(0)}.csv"`,
    );
    const csv = response.body;
    for (const title of [
      'Throughput per week',
      'Created vs completed',
      'Cumulative flow',
      'Burn-down and burn-up',
    ]) {
      expect(csv).toContain(`\r\n${title}\r\n`);
    }
    expect(csv).toContain(`Project,"'=HYPERLINK(""http://evil.test"",""Sales deals"")"\r\n`);
    expect(csv).toContain("'+Danger Name,1,1\r\n");
    expect(csv).not.toMatch(/(^|,)[=+@-]/m);
  });

  it('gives an XLSX whose sheets hold the figures of the screen, text made inert', async () => {
    const answer = await analyticsOf('adminA');
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/analytics/export?format=xlsx&${RANGE}`,
      headers: headersOf('adminA'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'Summary',
      'Throughput per week',
      'Created vs completed',
      'Cumulative flow',
      'Cycle time',
      'Lead time',
      'Workload per member',
      'Overdue ageing',
    ]);
    const values = (name: string) =>
      (workbook.getWorksheet(name)?.getSheetValues() ?? [])
        .filter(Boolean)
        .map((row) => (row as unknown[]).slice(1));
    expect(values('Throughput per week').slice(1)).toEqual(
      answer.throughput.map((week) => [week.weekStart, week.completed]),
    );
    expect(values('Cycle time')).toEqual([
      ['Median (days)', '85th percentile (days)', 'Tasks'],
      [3, 4.4, 3],
    ]);
    expect(values('Workload per member')[1]).toEqual(["'+Danger Name", 1, 1]);
    expect(values('Summary')[1]).toEqual(['Scope', 'All of Stats Acme']);
  });
});
