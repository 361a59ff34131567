import { type ActivityType, type Branding, DEFAULT_THEME } from '@app/domain';
import { inArray, type SQL, sql } from 'drizzle-orm';
import type { AppDb } from './db/client';
import { newId } from './db/ids';
import {
  activities,
  departments,
  organizations,
  projectMembers,
  projects,
  taskComments,
  tasks,
  todos,
  users,
} from './db/schema';
import { hashPassword } from './lib/password';
import { recordActivity } from './modules/work/activity';

export type DemoAccountKind = 'individual' | 'organization admin' | 'organization member' | 'platform admin';

export interface DemoAccount {
  name: string;
  email: string;
  password: string;
  kind: DemoAccountKind;
}

/** One shared password for every demo account, printed at start. */
export const DEMO_PASSWORD = 'demo1234';

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { name: 'Alex Morgan', email: 'alex@example.com', password: DEMO_PASSWORD, kind: 'individual' },
  { name: 'Olivia Chen', email: 'olivia@acme.example', password: DEMO_PASSWORD, kind: 'organization admin' },
  { name: 'Jordan Lee', email: 'jordan@acme.example', password: DEMO_PASSWORD, kind: 'organization member' },
  { name: 'Sam Rivera', email: 'admin@example.com', password: DEMO_PASSWORD, kind: 'platform admin' },
];

export const DEMO_ORGANIZATION = {
  name: 'Acme Corporation',
  domain: 'acme.example',
  subdomain: 'acme',
  description: 'Demo organization with one department, for trying the organization features.',
  subscriptionTier: 'enterprise',
} as const;

/** The branding an organization starts with: the product's default theme (primary #3B82F6, Inter). */
/** Acme's own colours, so the demo shows what an organization's branding does to the app (spec 4.8). */
export const DEMO_ORGANIZATION_BRANDING: Required<Branding> = {
  primaryColor: '#047857',
  primaryDarkColor: '#065F46',
  primaryLightColor: '#34D399',
  secondaryColor: '#334155',
  accentColor: '#D97706',
  primaryFont: DEFAULT_THEME.fontFamily,
  headingFont: DEFAULT_THEME.fontFamily,
  customCSS: '',
};

export function defaultOrganizationBranding(): Required<Branding> {
  return {
    primaryColor: DEFAULT_THEME.primaryColor,
    primaryDarkColor: '#2563EB',
    primaryLightColor: '#60A5FA',
    secondaryColor: '#64748B',
    accentColor: '#F59E0B',
    primaryFont: DEFAULT_THEME.fontFamily,
    headingFont: DEFAULT_THEME.fontFamily,
    customCSS: '',
  };
}

// Serializes concurrent seeders (several processes starting on one PostgreSQL); any constant works.
const SEED_LOCK_KEY = 728_164_002;

function demoAccount(kind: DemoAccountKind): DemoAccount {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.kind === kind);
  if (!account) throw new Error(`Missing demo account: ${kind}`);
  return account;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

type DemoPerson = 'alex' | 'olivia' | 'jordan';
type DemoProjectKey = 'website' | 'mobile' | 'brand' | 'portal' | 'planning';

interface DemoProject {
  key: DemoProjectKey;
  title: string;
  description: string;
  status: string;
  priority: string;
  budget: number;
  /** Days from the seed day. */
  start: number;
  due: number;
  owner: DemoPerson;
  inOrganization: boolean;
  createdDaysAgo: number;
  members?: { person: DemoPerson; role: string }[];
}

interface DemoTask {
  project: DemoProjectKey | null;
  title: string;
  description?: string;
  status: 'todo' | 'in-progress' | 'review' | 'done';
  priority: 'low' | 'medium' | 'high' | 'urgent';
  /** Days from the seed day; null: no due date. */
  due: number | null;
  creator: DemoPerson;
  assignee?: DemoPerson;
  createdDaysAgo: number;
  /** Done tasks: when. */
  completedDaysAgo?: number;
  checklist?: [text: string, done: boolean][];
  comments?: { author: DemoPerson; text: string; hoursAgo: number }[];
}

interface DemoTodo {
  owner: DemoPerson;
  text: string;
  done?: boolean;
  visibility: 'personal' | 'project' | 'organization';
  project?: DemoProjectKey;
  due?: number;
}

// Alex's own work (an individual) and Acme's (Olivia owns it, Jordan helps on the portal). Dates are relative to
// the day of seeding, so the demo always has overdue work, work due this week and finished work.
const DEMO_PROJECTS: readonly DemoProject[] = [
  {
    key: 'website',
    title: 'Website Redesign',
    description: 'A faster, friendlier marketing site with a clearer story and an accessible design.',
    status: 'active',
    priority: 'high',
    budget: 12500,
    start: -20,
    due: 25,
    owner: 'alex',
    inOrganization: false,
    createdDaysAgo: 21,
  },
  {
    key: 'mobile',
    title: 'Mobile App Launch',
    description: 'Ship the first version of the companion app to both app stores.',
    status: 'planning',
    priority: 'medium',
    budget: 4800.5,
    start: 7,
    due: 60,
    owner: 'alex',
    inOrganization: false,
    createdDaysAgo: 9,
  },
  {
    key: 'brand',
    title: 'Brand Guidelines',
    description: 'Logo, colour and typography rules in one shared document.',
    status: 'completed',
    priority: 'low',
    budget: 2200,
    start: -60,
    due: -10,
    owner: 'alex',
    inOrganization: false,
    createdDaysAgo: 61,
  },
  {
    key: 'portal',
    title: 'Customer Portal',
    description: 'Self-service portal where customers follow their orders and invoices.',
    status: 'active',
    priority: 'high',
    budget: 48000,
    start: -30,
    due: 45,
    owner: 'olivia',
    inOrganization: true,
    createdDaysAgo: 31,
    members: [{ person: 'jordan', role: 'team-member' }],
  },
  {
    key: 'planning',
    title: 'Quarterly Planning',
    description: 'Goals and budget for next quarter, agreed with every team lead.',
    status: 'on-hold',
    priority: 'medium',
    budget: 1500,
    start: -5,
    due: 20,
    owner: 'olivia',
    inOrganization: true,
    createdDaysAgo: 6,
  },
];

const DEMO_TASKS: readonly DemoTask[] = [
  {
    project: 'website',
    title: 'Audit the current site',
    status: 'done',
    priority: 'medium',
    due: -12,
    creator: 'alex',
    assignee: 'alex',
    createdDaysAgo: 20,
    completedDaysAgo: 13,
  },
  {
    project: 'website',
    title: 'Wireframe the home page',
    status: 'done',
    priority: 'high',
    due: -5,
    creator: 'alex',
    assignee: 'alex',
    createdDaysAgo: 18,
    completedDaysAgo: 6,
  },
  {
    project: 'website',
    title: 'Design the new navigation',
    description: 'Top bar on desktop, a drawer on phones; every item reachable by keyboard.',
    status: 'in-progress',
    priority: 'high',
    due: -2,
    creator: 'alex',
    assignee: 'alex',
    createdDaysAgo: 15,
    checklist: [
      ['Sketch three layouts', true],
      ['Test with five people', true],
      ['Pick the final layout', false],
    ],
    comments: [{ author: 'alex', text: 'The sticky header tested well on phones.', hoursAgo: 30 }],
  },
  {
    project: 'website',
    title: 'Write the landing page copy',
    status: 'review',
    priority: 'medium',
    due: 1,
    creator: 'alex',
    assignee: 'alex',
    createdDaysAgo: 12,
    comments: [{ author: 'alex', text: 'Second draft is in the shared folder.', hoursAgo: 5 }],
  },
  {
    project: 'website',
    title: 'Build the responsive layout',
    status: 'in-progress',
    priority: 'high',
    due: 4,
    creator: 'alex',
    assignee: 'alex',
    createdDaysAgo: 10,
  },
  {
    project: 'website',
    title: 'Accessibility review',
    status: 'todo',
    priority: 'urgent',
    due: -1,
    creator: 'alex',
    createdDaysAgo: 8,
    checklist: [
      ['Colour contrast', false],
      ['Keyboard navigation', false],
      ['Screen reader labels', false],
    ],
  },
  {
    project: 'website',
    title: 'Set up analytics',
    status: 'todo',
    priority: 'low',
    due: 12,
    creator: 'alex',
    createdDaysAgo: 7,
  },
  {
    project: 'mobile',
    title: 'Define the launch checklist',
    status: 'todo',
    priority: 'medium',
    due: 3,
    creator: 'alex',
    assignee: 'alex',
    createdDaysAgo: 8,
    checklist: [
      ['Store listings', false],
      ['Privacy policy', true],
    ],
  },
  {
    project: 'mobile',
    title: 'Recruit beta testers',
    status: 'in-progress',
    priority: 'medium',
    due: 9,
    creator: 'alex',
    assignee: 'alex',
    createdDaysAgo: 6,
  },
  {
    project: 'mobile',
    title: 'App store screenshots',
    status: 'todo',
    priority: 'low',
    due: 20,
    creator: 'alex',
    createdDaysAgo: 4,
  },
  {
    project: 'brand',
    title: 'Logo usage rules',
    status: 'done',
    priority: 'medium',
    due: -30,
    creator: 'alex',
    assignee: 'alex',
    createdDaysAgo: 55,
    completedDaysAgo: 31,
  },
  {
    project: 'brand',
    title: 'Colour palette',
    status: 'done',
    priority: 'low',
    due: -12,
    creator: 'alex',
    assignee: 'alex',
    createdDaysAgo: 50,
    completedDaysAgo: 11,
  },
  {
    project: null,
    title: 'Renew the design tool licence',
    status: 'todo',
    priority: 'medium',
    due: 2,
    creator: 'alex',
    createdDaysAgo: 3,
  },
  {
    project: 'portal',
    title: 'Single sign-on integration',
    status: 'in-progress',
    priority: 'high',
    due: 2,
    creator: 'olivia',
    assignee: 'jordan',
    createdDaysAgo: 25,
    comments: [
      { author: 'jordan', text: 'Login works against the test provider; logout next.', hoursAgo: 20 },
    ],
  },
  {
    project: 'portal',
    title: 'Invoice download page',
    status: 'todo',
    priority: 'medium',
    due: 6,
    creator: 'olivia',
    assignee: 'olivia',
    createdDaysAgo: 20,
  },
  {
    project: 'portal',
    title: 'Load testing',
    status: 'todo',
    priority: 'low',
    due: 14,
    creator: 'olivia',
    createdDaysAgo: 14,
  },
  {
    project: 'portal',
    title: 'Design review',
    status: 'done',
    priority: 'medium',
    due: -4,
    creator: 'olivia',
    assignee: 'olivia',
    createdDaysAgo: 28,
    completedDaysAgo: 3,
  },
  {
    project: 'planning',
    title: 'Collect team goals',
    status: 'todo',
    priority: 'high',
    due: -1,
    creator: 'olivia',
    assignee: 'olivia',
    createdDaysAgo: 5,
  },
  {
    project: 'planning',
    title: 'Draft the budget',
    status: 'review',
    priority: 'medium',
    due: 5,
    creator: 'olivia',
    assignee: 'olivia',
    createdDaysAgo: 4,
  },
];

const DEMO_TODOS: readonly DemoTodo[] = [
  { owner: 'alex', text: 'Reply to the client about the kickoff date', done: true, visibility: 'personal' },
  { owner: 'alex', text: 'Prepare the sprint demo', visibility: 'project', project: 'website', due: 2 },
  { owner: 'alex', text: 'Book a room for the design workshop', visibility: 'personal', due: 3 },
  { owner: 'alex', text: 'Order a new monitor stand', visibility: 'personal' },
  { owner: 'alex', text: 'Read the accessibility checklist', visibility: 'personal' },
  { owner: 'olivia', text: 'Submit expense reports by Friday', visibility: 'organization', due: 4 },
];

/** 'Alex Morgan created project "Website Redesign"', the feed's sentence (as the services write it). */
function demoActivityMessage(actor: string, action: string, thing: string, title: string): string {
  return `${actor} ${action} ${thing} "${title}"`;
}

interface DemoEntity {
  type: 'project' | 'task';
  id: string;
  title: string;
  projectId: string | null;
  organizationId: string | null;
}

interface DemoPeople {
  ids: Record<DemoPerson, string>;
  names: Record<DemoPerson, string>;
  organizationId: string;
}

/** The calendar day `days` from `now` (UTC), as the date columns keep it. */
function dayFrom(now: Date, days: number): string {
  return new Date(now.getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Alex's and Acme's projects, members, tasks, checklists, comments, to-dos and the activity they would have
 * produced, in a handful of bulk inserts inside the seeding transaction.
 */
async function seedDemoWork(tx: AppDb, people: DemoPeople, now: Date): Promise<void> {
  const ago = (days: number, hours = 0) => new Date(now.getTime() - days * DAY_MS - hours * HOUR_MS);
  const organizationOf = (inOrganization: boolean) => (inOrganization ? people.organizationId : null);
  const actor = (person: DemoPerson) => ({ id: people.ids[person], name: people.names[person] });

  const projectRows = DEMO_PROJECTS.map((project) => ({
    id: newId(),
    title: project.title,
    description: project.description,
    status: project.status,
    priority: project.priority,
    budget: project.budget,
    startDate: dayFrom(now, project.start),
    dueDate: dayFrom(now, project.due),
    ownerId: people.ids[project.owner],
    organizationId: organizationOf(project.inOrganization),
    createdAt: ago(project.createdDaysAgo),
    updatedAt: ago(Math.max(0, project.createdDaysAgo - 1)),
  }));
  const projectByKey = new Map(DEMO_PROJECTS.map((project, index) => [project.key, projectRows[index]!]));
  await tx.insert(projects).values(projectRows);
  await tx.insert(projectMembers).values(
    DEMO_PROJECTS.flatMap((project, index) => {
      const row = projectRows[index]!;
      return [
        { projectId: row.id, userId: row.ownerId, role: 'owner', createdAt: row.createdAt },
        ...(project.members ?? []).map((member) => ({
          projectId: row.id,
          userId: people.ids[member.person],
          role: member.role,
          createdAt: new Date(row.createdAt.getTime() + HOUR_MS),
        })),
      ];
    }),
  );

  const taskRows = DEMO_TASKS.map((task) => {
    const project = task.project ? projectByKey.get(task.project) : undefined;
    const completedAt = task.completedDaysAgo === undefined ? null : ago(task.completedDaysAgo);
    const createdAt = ago(task.createdDaysAgo);
    return {
      id: newId(),
      title: task.title,
      description: task.description ?? null,
      status: task.status,
      priority: task.priority,
      projectId: project?.id ?? null,
      organizationId: project?.organizationId ?? null,
      assignedTo: task.assignee ? people.ids[task.assignee] : null,
      createdBy: people.ids[task.creator],
      dueDate: task.due === null ? null : dayFrom(now, task.due),
      completedAt,
      checklist: (task.checklist ?? []).map(([text, done]) => ({ id: newId(), text, done })),
      createdAt,
      updatedAt: completedAt ?? createdAt,
    };
  });
  await tx.insert(tasks).values(taskRows);

  const commentRows = DEMO_TASKS.flatMap((task, index) =>
    (task.comments ?? []).map((comment) => ({
      taskId: taskRows[index]!.id,
      authorId: people.ids[comment.author],
      text: comment.text,
      createdAt: ago(0, comment.hoursAgo),
    })),
  );
  await tx.insert(taskComments).values(commentRows);

  await tx.insert(todos).values(
    DEMO_TODOS.map((todo, index) => ({
      ownerId: people.ids[todo.owner],
      organizationId: todo.owner === 'alex' ? null : people.organizationId,
      text: todo.text,
      done: todo.done ?? false,
      visibility: todo.visibility,
      projectId: todo.project ? (projectByKey.get(todo.project)?.id ?? null) : null,
      dueDate: todo.due === undefined ? null : dayFrom(now, todo.due),
      position: index + 1,
      completedAt: todo.done ? ago(1) : null,
      createdAt: ago(2, DEMO_TODOS.length - index),
    })),
  );

  // The feed as the services would have written it, then dated when each thing happened (inside one transaction
  // now() is the same for every row).
  const feed: { type: ActivityType; at: Date; message: string; person: DemoPerson; entity: DemoEntity }[] =
    [];
  for (const [index, project] of DEMO_PROJECTS.entries()) {
    const row = projectRows[index]!;
    const entity: DemoEntity = {
      type: 'project',
      id: row.id,
      title: row.title,
      projectId: row.id,
      organizationId: row.organizationId,
    };
    const owner = people.names[project.owner];
    feed.push({
      type: 'project_created',
      at: row.createdAt,
      person: project.owner,
      entity,
      message: demoActivityMessage(owner, 'created', 'project', row.title),
    });
    for (const member of project.members ?? []) {
      feed.push({
        type: 'member_added',
        at: new Date(row.createdAt.getTime() + HOUR_MS),
        person: project.owner,
        entity,
        message: `${owner} added ${people.names[member.person]} to project "${row.title}"`,
      });
    }
  }
  for (const [index, task] of DEMO_TASKS.entries()) {
    const row = taskRows[index]!;
    const entity: DemoEntity = {
      type: 'task',
      id: row.id,
      title: row.title,
      projectId: row.projectId,
      organizationId: row.organizationId,
    };
    feed.push({
      type: 'task_created',
      at: row.createdAt,
      person: task.creator,
      entity,
      message: demoActivityMessage(people.names[task.creator], 'created', 'task', row.title),
    });
    if (row.completedAt) {
      const finisher = task.assignee ?? task.creator;
      feed.push({
        type: 'task_completed',
        at: row.completedAt,
        person: finisher,
        entity,
        message: demoActivityMessage(people.names[finisher], 'completed', 'task', row.title),
      });
    }
    for (const comment of task.comments ?? []) {
      feed.push({
        type: 'task_commented',
        at: ago(0, comment.hoursAgo),
        person: comment.author,
        entity,
        message: demoActivityMessage(people.names[comment.author], 'commented on', 'task', row.title),
      });
    }
  }
  const dated: SQL[] = [];
  for (const entry of feed) {
    const row = await recordActivity(tx, {
      type: entry.type,
      message: entry.message,
      actor: actor(entry.person),
      projectId: entry.entity.projectId,
      organizationId: entry.entity.organizationId,
      entity: { type: entry.entity.type, id: entry.entity.id, title: entry.entity.title },
    });
    dated.push(sql`(${row.id}, ${entry.at.toISOString()}::timestamptz)`);
  }
  await tx.execute(
    sql`update ${activities} set created_at = dated.at from (values ${sql.join(dated, sql`, `)}) as dated(id, at) where ${activities.id} = dated.id`,
  );
}

/**
 * Fills an empty database (no users) with the demo accounts and their work: an individual with three projects,
 * their tasks, comments and to-dos; an organization with its admin, a member and an 'Engineering' department,
 * two projects and a shared to-do; and a platform admin. Returns the accounts it created: none when users exist.
 */
export async function seedDemoData(db: AppDb): Promise<DemoAccount[]> {
  const individual = demoAccount('individual');
  const orgAdmin = demoAccount('organization admin');
  const orgMember = demoAccount('organization member');
  const platformAdmin = demoAccount('platform admin');
  // Hash outside the transaction (Argon2 takes a moment), once per account, so no two accounts share a salt.
  const [individualHash, orgAdminHash, orgMemberHash, platformAdminHash] = await Promise.all(
    [individual, orgAdmin, orgMember, platformAdmin].map((account) => hashPassword(account.password)),
  );
  const now = new Date();

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const anyUser = await tx.select({ id: users.id }).from(users).limit(1);
    if (anyUser.length > 0) return [];

    const [alex] = await tx
      .insert(users)
      .values({
        name: individual.name,
        email: individual.email,
        passwordHash: individualHash,
        accountType: 'individual',
        jobTitle: 'Product Designer',
      })
      .returning({ id: users.id });
    if (!alex) throw new Error('Seeding failed: individual account not created');

    const [organization] = await tx
      .insert(organizations)
      .values({
        ...DEMO_ORGANIZATION,
        // A paid tier needs no trial; the subscription gate lets it through.
        trialEndsAt: null,
        branding: DEMO_ORGANIZATION_BRANDING,
      })
      .returning({ id: organizations.id });
    if (!organization) throw new Error('Seeding failed: organization not created');

    const [engineering] = await tx
      .insert(departments)
      .values({
        organizationId: organization.id,
        name: 'Engineering',
        description: 'Builds and runs the product.',
      })
      .returning({ id: departments.id });
    if (!engineering) throw new Error('Seeding failed: department not created');

    const orgAccounts = await tx
      .insert(users)
      .values([
        {
          name: orgAdmin.name,
          email: orgAdmin.email,
          passwordHash: orgAdminHash,
          role: 'admin',
          systemRole: 'admin',
          orgRole: 'org_admin',
          accountType: 'organization',
          organizationId: organization.id,
          departmentId: engineering.id,
          isOrgAdmin: true,
          jobTitle: 'Head of Operations',
        },
        {
          name: orgMember.name,
          email: orgMember.email,
          passwordHash: orgMemberHash,
          orgRole: 'member',
          accountType: 'organization',
          organizationId: organization.id,
          departmentId: engineering.id,
          jobTitle: 'Software Engineer',
        },
      ])
      .returning({ id: users.id, email: users.email });
    const olivia = orgAccounts.find((row) => row.email === orgAdmin.email);
    const jordan = orgAccounts.find((row) => row.email === orgMember.email);
    if (!olivia || !jordan) throw new Error('Seeding failed: organization accounts not created');

    await tx.insert(users).values({
      name: platformAdmin.name,
      email: platformAdmin.email,
      passwordHash: platformAdminHash,
      role: 'admin',
      systemRole: 'admin',
      platformRole: 'super_admin',
      accountType: 'individual',
      jobTitle: 'Platform Administrator',
    });

    await seedDemoWork(
      tx,
      {
        ids: { alex: alex.id, olivia: olivia.id, jordan: jordan.id },
        names: { alex: individual.name, olivia: orgAdmin.name, jordan: orgMember.name },
        organizationId: organization.id,
      },
      now,
    );

    return [individual, orgAdmin, orgMember, platformAdmin];
  });
}

/** The demo accounts present in the database (all of them after seeding; none on a database without them). */
export async function findDemoAccounts(db: AppDb): Promise<DemoAccount[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(
      inArray(
        sql`lower(${users.email})`,
        DEMO_ACCOUNTS.map((account) => account.email),
      ),
    );
  const present = new Set(rows.map((row) => row.email.toLowerCase()));
  return DEMO_ACCOUNTS.filter((account) => present.has(account.email));
}
