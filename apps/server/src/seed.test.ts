import path from 'node:path';
import { text } from 'node:stream/consumers';
import { asc, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activities,
  departmentManagers,
  departments,
  organizationAdmins,
  organizations,
  projectInvitations,
  projectMembers,
  projects,
  taskComments,
  tasks,
  teamMembers,
  teams,
  todos,
  users,
} from './db/schema';
import { verifyPassword } from './lib/password';
import { directoryStorage, taskAttachments, writeMissingDemoFiles } from './modules/attachments';
import { getDashboard, utcToday } from './modules/dashboard/dashboard.service';
import { listTodos } from './modules/todos/todos.queries';
import { listSavedViews } from './modules/views/views.service';
import { type Viewer, visibleProjects } from './modules/work/scope';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, findDemoAccounts, seedDemoData } from './seed';
import { makeTempDir, openTestDatabase, type TestDatabase } from './test/helpers';

describe('seedDemoData', () => {
  let t: TestDatabase;

  beforeAll(async () => {
    t = await openTestDatabase();
  });
  afterAll(async () => {
    await t?.dispose();
  });

  it('fills an empty database once, and never twice', async () => {
    const { db } = t.database;
    expect(await findDemoAccounts(db)).toEqual([]);

    const created = await seedDemoData(db);
    expect(created.map((account) => [account.email, account.kind])).toEqual([
      ['alex@example.com', 'individual'],
      ['olivia@acme.example', 'organization admin'],
      ['jordan@acme.example', 'organization member'],
      ['admin@example.com', 'platform admin'],
      ['dana@acme.example', 'department manager'],
      ['priya@acme.example', 'organization member'],
      ['marcus@acme.example', 'organization member'],
      ['noah@acme.example', 'organization member'],
      ['sofia@acme.example', 'organization member'],
      ['ben@acme.example', 'organization member'],
      ['grace@globex.example', 'organization admin'],
      ['elena@globex.example', 'enterprise admin'],
    ]);
    expect(created).toEqual(DEMO_ACCOUNTS);
    expect(created.every((account) => account.password === DEMO_PASSWORD)).toBe(true);

    expect(await seedDemoData(db)).toEqual([]);
    const rows = await db.select().from(users).orderBy(asc(users.email));
    expect(rows).toHaveLength(12);
    expect(await findDemoAccounts(db)).toHaveLength(12);

    const orgRows = await db.select().from(organizations).orderBy(asc(organizations.name));
    expect(orgRows.map((row) => row.name)).toEqual(['Acme Corporation', 'Globex Industries']);
    const [organization, globex] = orgRows;
    expect(organization).toMatchObject({
      name: 'Acme Corporation',
      domain: 'acme.example',
      subdomain: 'acme',
      isActive: true,
    });
    expect(organization?.branding.primaryColor).toBe('#047857');
    expect(globex?.branding.primaryColor).toBe('#3B82F6');
    const engineering = (await db.select().from(departments)).find((row) => row.name === 'Engineering');
    expect(engineering).toMatchObject({ organizationId: organization?.id, parentId: null });

    const byEmail = new Map(rows.map((row) => [row.email, row]));
    expect(byEmail.get('alex@example.com')).toMatchObject({
      name: 'Alex Morgan',
      accountType: 'individual',
      organizationId: null,
      profileImage: 'default-avatar.jpg',
    });
    expect(byEmail.get('olivia@acme.example')).toMatchObject({
      name: 'Olivia Chen',
      accountType: 'organization',
      orgRole: 'org_admin',
      isOrgAdmin: true,
      organizationId: organization?.id,
      departmentId: engineering?.id,
    });
    expect(byEmail.get('jordan@acme.example')).toMatchObject({
      name: 'Jordan Lee',
      accountType: 'organization',
      orgRole: 'member',
      isOrgAdmin: false,
      organizationId: organization?.id,
      departmentId: engineering?.id,
    });
    expect(byEmail.get('admin@example.com')).toMatchObject({
      name: 'Sam Rivera',
      platformRole: 'super_admin',
      systemRole: 'admin',
    });
    expect(byEmail.get('dana@acme.example')).toMatchObject({
      accountType: 'organization',
      orgRole: 'dept_manager',
      isDeptManager: true,
      isOrgAdmin: false,
      organizationId: organization?.id,
      departmentId: engineering?.id,
    });
    expect(byEmail.get('grace@globex.example')).toMatchObject({
      accountType: 'organization',
      orgRole: 'org_admin',
      isOrgAdmin: true,
      organizationId: globex?.id,
    });
    for (const row of rows) {
      expect(row.id).toMatch(/^[0-9a-f]{24}$/);
      expect(row.passwordHash).toMatch(/^\$argon2id\$/);
      expect(await verifyPassword(row.passwordHash ?? '', DEMO_PASSWORD)).toBe(true);
    }
  });

  it('keeps email addresses unique regardless of case', async () => {
    const { db } = t.database;
    await expect(
      db.insert(users).values({ name: 'Copy', email: 'ALEX@example.com', passwordHash: null }),
    ).rejects.toThrow();
    const [alex] = await db.select().from(users).where(eq(users.email, 'alex@example.com'));
    expect(alex?.name).toBe('Alex Morgan');
  });
});

describe('demo work', () => {
  let t: TestDatabase;
  const viewers: Record<'alex' | 'olivia' | 'jordan', Viewer> = {} as never;
  const today = utcToday();

  beforeAll(async () => {
    t = await openTestDatabase();
    await seedDemoData(t.database.db);
    const rows = await t.database.db.select().from(users);
    const viewerOf = (email: string): Viewer => {
      const row = rows.find((candidate) => candidate.email === email);
      if (!row) throw new Error(`No demo account ${email}`);
      return { id: row.id, name: row.name, organizationId: row.organizationId, isOrgAdmin: row.isOrgAdmin };
    };
    viewers.alex = viewerOf('alex@example.com');
    viewers.olivia = viewerOf('olivia@acme.example');
    viewers.jordan = viewerOf('jordan@acme.example');
  });
  afterAll(async () => {
    await t?.dispose();
  });

  it('gives Alex three projects with tasks due around the seed day, and a dashboard to match', async () => {
    const { db } = t.database;
    const own = await db
      .select()
      .from(projects)
      .where(eq(projects.ownerId, viewers.alex.id))
      .orderBy(asc(projects.createdAt));
    expect(own.map((project) => [project.title, project.status, project.budget])).toEqual([
      ['Brand Guidelines', 'completed', 2200],
      ['Website Redesign', 'active', 12500],
      ['Mobile App Launch', 'planning', 4800.5],
    ]);
    for (const project of own) {
      expect(project.organizationId).toBeNull();
      expect(project.startDate! <= project.dueDate!).toBe(true);
    }

    const dashboard = await getDashboard(db, viewers.alex, today);
    expect(dashboard.projects).toEqual({
      total: 3,
      byStatus: { planning: 1, active: 1, 'on-hold': 0, completed: 1, cancelled: 0 },
    });
    expect(dashboard.tasks).toEqual({
      total: 16,
      byStatus: { todo: 6, 'in-progress': 4, review: 1, done: 5 },
      overdue: 2,
      dueThisWeek: 6,
    });
    // Website 3 of 10 done (30: one of its three sub-tasks is done), Mobile 0 of 3 (0), Brand 2 of 2 (100).
    expect(dashboard.averageProgress).toBe(43);
    expect(dashboard.myNextTasks.map((task) => task.title)).toEqual([
      'Design the new navigation',
      'Accessibility review',
      'Write the landing page copy',
      'Renew the design tool licence',
      'Define the launch checklist',
    ]);
    expect(dashboard.myNextTasks[0]).toMatchObject({
      project: { title: 'Website Redesign' },
      assignee: { name: 'Alex Morgan', email: 'alex@example.com' },
      checklist: [
        { text: 'Sketch three layouts', done: true },
        { text: 'Test with five people', done: true },
        { text: 'Pick the final layout', done: false },
      ],
      commentCount: 1,
    });

    // Finished tasks carry when they were finished; the feed is dated like the work, newest first.
    const done = await db.select().from(tasks).where(eq(tasks.status, 'done'));
    expect(done.every((task) => task.completedAt !== null && task.completedAt < new Date())).toBe(true);
    expect(dashboard.recentActivity).toHaveLength(20);
    expect(dashboard.recentActivity[0]).toMatchObject({
      type: 'task_commented',
      message: 'Alex Morgan commented on task "Write the landing page copy"',
      userName: 'Alex Morgan',
      entityType: 'task',
    });
    const times = dashboard.recentActivity.map((entry) => entry.timestamp);
    expect([...times].sort().reverse()).toEqual(times);
    expect(dashboard.recentActivity.every((entry) => !entry.message.includes('Olivia'))).toBe(true);

    const [comments] = await db.select({ total: count() }).from(taskComments);
    expect(comments?.total).toBe(3);
  });

  it('gives Alex five to-dos in order (one done, one shared with a project)', async () => {
    const { records, total } = await listTodos(
      t.database.db,
      viewers.alex,
      { view: 'all' },
      { offset: 0, limit: 10 },
    );
    expect(total).toBe(5);
    expect(records.map((record) => [record.todo.text, record.todo.done, record.todo.visibility])).toEqual([
      ['Reply to the client about the kickoff date', true, 'personal'],
      ['Prepare the sprint demo', false, 'project'],
      ['Book a room for the design workshop', false, 'personal'],
      ['Order a new monitor stand', false, 'personal'],
      ['Read the accessibility checklist', false, 'personal'],
    ]);
    expect(records[0]?.todo.completedAt).toBeInstanceOf(Date);
    expect(records[1]?.project?.title).toBe('Website Redesign');
  });

  it('gives Alex one pending invitation on the website project, to an address with no account', async () => {
    const { db } = t.database;
    const rows = await db
      .select({ invitation: projectInvitations, title: projects.title })
      .from(projectInvitations)
      .innerJoin(projects, eq(projects.id, projectInvitations.projectId));
    expect(
      rows.map((row) => [row.title, row.invitation.email, row.invitation.role, row.invitation.status]),
    ).toEqual([['Website Redesign', 'newcomer@example.com', 'team-member', 'pending']]);
    const [invitation] = rows.map((row) => row.invitation);
    expect(invitation?.invitedBy).toBe(viewers.alex.id);
    expect(invitation!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 5 * 86_400_000);
    expect(await db.select().from(users).where(eq(users.email, 'newcomer@example.com'))).toEqual([]);
  });

  it('gives Acme two projects owned by Olivia, Jordan on one as team-member, and a to-do shared with everyone', async () => {
    const { db } = t.database;
    const acme = await db.select().from(projects).where(visibleProjects(viewers.jordan));
    const olivias = acme.filter((project) => project.ownerId === viewers.olivia.id);
    expect(olivias.map((project) => project.title).sort()).toEqual(['Customer Portal', 'Quarterly Planning']);
    const memberships = await db
      .select({ projectId: projectMembers.projectId, role: projectMembers.role })
      .from(projectMembers)
      .where(eq(projectMembers.userId, viewers.jordan.id));
    expect(memberships).toEqual([
      { projectId: acme.find((project) => project.title === 'Customer Portal')?.id, role: 'team-member' },
    ]);

    const jordanTodos = await listTodos(db, viewers.jordan, { view: 'shared' }, { offset: 0, limit: 10 });
    expect(jordanTodos.records.map((record) => [record.todo.text, record.owner.name])).toEqual([
      ['Submit expense reports by Friday', 'Olivia Chen'],
    ]);
    const jordanDashboard = await getDashboard(db, viewers.jordan, today);
    expect(jordanDashboard.myNextTasks.map((task) => task.title)).toEqual([
      'Single sign-on integration',
      'Map roles to permissions',
    ]);
    expect(jordanDashboard.recentActivity.map((entry) => entry.message)).toContain(
      'Olivia Chen added Jordan Lee to project "Customer Portal"',
    );
    // Acme never sees Alex's work nor Globex's, nor Alex Acme's.
    expect(jordanDashboard.projects.total).toBe(5);
    expect(jordanDashboard.recentActivity.some((entry) => /Alex|Grace|Warehouse/.test(entry.message))).toBe(
      false,
    );
  });

  it("gives Olivia a view of Acme's urgent work shared with Acme, and Alex a view of his open bugs", async () => {
    const { db } = t.database;
    const seen = async (viewer: Viewer) =>
      (await listSavedViews(db, viewer, {})).map((view) => [view.name, view.query, view.layout, view.shared]);
    expect(await seen(viewers.jordan)).toEqual([
      ['Urgent this week', 'priority:urgent due:<7d', 'list', true],
    ]);
    expect(await seen(viewers.alex)).toEqual([['Open bugs', 'label:bug status:todo', 'list', false]]);
  });

  it('gives the sign-on task a screenshot and a brief, whose files are written when the server starts', async () => {
    const { db } = t.database;
    const rows = await db
      .select({ name: taskAttachments.name, type: taskAttachments.type, task: tasks.title })
      .from(taskAttachments)
      .innerJoin(tasks, eq(tasks.id, taskAttachments.taskId));
    expect(rows.sort((a, b) => a.name.localeCompare(b.name))).toEqual([
      { name: 'login-screen.png', type: 'image/png', task: 'Single sign-on integration' },
      { name: 'sso-brief.pdf', type: 'application/pdf', task: 'Single sign-on integration' },
    ]);
    const temp = makeTempDir('demo-files');
    try {
      const storage = directoryStorage(path.join(temp.dir, 'attachments'));
      await writeMissingDemoFiles(db, storage);
      const [pdf] = await db.select().from(taskAttachments).where(eq(taskAttachments.name, 'sso-brief.pdf'));
      const body = pdf && (await storage.get(pdf.storageKey));
      expect(body && (await text(body))).toMatch(/^%PDF-1\.4[\s\S]*%%EOF\n$/);
    } finally {
      temp.remove();
    }
  });

  it('gives Acme a department tree with a manager, two teams, eight people and work in every department; Globex its own', async () => {
    const { db } = t.database;
    const [acme, globex] = await db.select().from(organizations).orderBy(asc(organizations.name));
    const tree = await db.select().from(departments).where(eq(departments.organizationId, acme!.id));
    const byName = new Map(tree.map((row) => [row.name, row]));
    expect([...byName.keys()].sort()).toEqual(['Engineering', 'Marketing', 'Platform']);
    expect(byName.get('Platform')?.parentId).toBe(byName.get('Engineering')?.id);
    expect(byName.get('Marketing')?.parentId).toBeNull();

    const people = await db.select().from(users).where(eq(users.organizationId, acme!.id));
    expect(people).toHaveLength(8);
    const dana = people.find((row) => row.email === 'dana@acme.example');
    expect(await db.select().from(departmentManagers)).toEqual([
      expect.objectContaining({ departmentId: byName.get('Engineering')?.id, userId: dana?.id }),
    ]);

    const teamRows = await db.select().from(teams).orderBy(asc(teams.name));
    expect(teamRows.map((row) => [row.name, row.departmentId])).toEqual([
      ['Core Services', byName.get('Platform')?.id],
      ['Growth', byName.get('Marketing')?.id],
    ]);
    const [teamPeople] = await db.select({ total: count() }).from(teamMembers);
    expect(teamPeople?.total).toBe(5);

    const work = await db.select().from(projects).where(eq(projects.organizationId, acme!.id));
    for (const name of ['Engineering', 'Platform', 'Marketing']) {
      const own = work.filter((project) => project.departmentId === byName.get(name)?.id);
      expect(own.length, name).toBeGreaterThan(0);
      const [ownTasks] = await db
        .select({ total: count() })
        .from(tasks)
        .where(
          inArray(
            tasks.projectId,
            own.map((project) => project.id),
          ),
        );
      expect(ownTasks?.total, name).toBeGreaterThan(0);
    }
    expect(work.filter((project) => project.teamId !== null)).toHaveLength(2);

    // Globex: its admin, its enterprise admin (who administers Acme too) and its project, and none of Acme's.
    const grace = (await db.select().from(users).where(eq(users.organizationId, globex!.id))).map(
      (row) => row.email,
    );
    expect(grace.sort()).toEqual(['elena@globex.example', 'grace@globex.example']);
    const elena = await db.select().from(users).where(eq(users.email, 'elena@globex.example'));
    const granted = await db
      .select()
      .from(organizationAdmins)
      .where(eq(organizationAdmins.userId, elena[0]!.id));
    expect(granted.map((row) => row.organizationId).sort()).toEqual([acme!.id, globex!.id].sort());
    const graceRow = await db.select().from(users).where(eq(users.email, 'grace@globex.example'));
    const graceViewer: Viewer = {
      id: graceRow[0]!.id,
      name: graceRow[0]!.name,
      organizationId: globex!.id,
      isOrgAdmin: true,
    };
    const seen = await db.select().from(projects).where(visibleProjects(graceViewer));
    expect(seen.map((project) => project.title)).toEqual(['Warehouse Dashboard']);
  });

  it('seeds the work only once', async () => {
    const { db } = t.database;
    const counts = async () =>
      Promise.all(
        [projects, tasks, todos, activities, taskComments].map(async (table) => {
          const [row] = await db.select({ total: count() }).from(table);
          return row?.total;
        }),
      );
    const before = await counts();
    expect(await seedDemoData(db)).toEqual([]);
    expect(await counts()).toEqual(before);
    expect(DEMO_ACCOUNTS.map((account) => account.email)).toContain('jordan@acme.example');
  });
});
