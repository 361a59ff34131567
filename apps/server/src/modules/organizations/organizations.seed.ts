import { newId } from '../../db/ids';
import {
  departmentManagers,
  departments,
  organizationAdmins,
  organizations,
  projectMembers,
  projects,
  tasks,
  teamMembers,
  teams,
  users,
} from '../../db/schema';
import { hashPassword } from '../../lib/password';
import { demoAccount } from '../auth';
import { seedStep } from '../module';
import { type DemoFeedEntry, dayFrom, demoActivityMessage, HOUR_MS, recordDemoFeed, timeAgo } from '../work';
import { DEMO_ORGANIZATION_BRANDING, defaultOrganizationBranding } from './branding';

export const DEMO_ORGANIZATION = {
  name: 'Acme Corporation',
  domain: 'acme.example',
  subdomain: 'acme',
  description:
    'Demo organization with departments, teams and their projects, for trying the organization features.',
  subscriptionTier: 'enterprise',
} as const;

/** A second organization, so that what one organization sees of another (nothing) can be tried. */
export const DEMO_SECOND_ORGANIZATION = {
  name: 'Globex Industries',
  domain: 'globex.example',
  subdomain: 'globex',
  description: 'A second demo organization: none of its people or work is visible to Acme, nor Acme’s to it.',
  subscriptionTier: 'enterprise',
} as const;

type DemoDepartment = 'engineering' | 'platform' | 'marketing';
type DemoOrganization = 'acme' | 'globex';

declare module '../module' {
  interface SeedFacts {
    /**
     * Acme: its id, the department of Olivia and Jordan (Engineering), every department by key, and the emails
     * of the demo accounts this step created.
     */
    organization: {
      id: string;
      departmentId: string;
      departments: Record<DemoDepartment, string>;
      accountEmails: string[];
    };
  }
}

const DEPARTMENTS: readonly {
  key: DemoDepartment;
  name: string;
  description: string;
  parent?: DemoDepartment;
}[] = [
  { key: 'engineering', name: 'Engineering', description: 'Builds and runs the product.' },
  {
    key: 'platform',
    name: 'Platform',
    description: 'Shared services, build and release tooling.',
    parent: 'engineering',
  },
  { key: 'marketing', name: 'Marketing', description: 'Campaigns, content and the brand.' },
];

type PersonKey = 'dana' | 'priya' | 'marcus' | 'noah' | 'sofia' | 'ben' | 'grace' | 'elena';

interface DemoWorkspacePerson {
  key: PersonKey;
  email: string;
  organization: DemoOrganization;
  department?: DemoDepartment;
  orgRole: 'org_admin' | 'dept_manager' | 'enterprise_admin' | 'member';
  jobTitle: string;
}

// With Olivia (admin) and Jordan (Engineering), whom the auth module creates, Acme has eight people.
const PEOPLE: readonly DemoWorkspacePerson[] = [
  {
    key: 'dana',
    email: 'dana@acme.example',
    organization: 'acme',
    department: 'engineering',
    orgRole: 'dept_manager',
    jobTitle: 'Engineering Manager',
  },
  {
    key: 'priya',
    email: 'priya@acme.example',
    organization: 'acme',
    department: 'platform',
    orgRole: 'member',
    jobTitle: 'Platform Lead',
  },
  {
    key: 'marcus',
    email: 'marcus@acme.example',
    organization: 'acme',
    department: 'platform',
    orgRole: 'member',
    jobTitle: 'Site Reliability Engineer',
  },
  {
    key: 'noah',
    email: 'noah@acme.example',
    organization: 'acme',
    department: 'engineering',
    orgRole: 'member',
    jobTitle: 'Backend Engineer',
  },
  {
    key: 'sofia',
    email: 'sofia@acme.example',
    organization: 'acme',
    department: 'marketing',
    orgRole: 'member',
    jobTitle: 'Marketing Lead',
  },
  {
    key: 'ben',
    email: 'ben@acme.example',
    organization: 'acme',
    department: 'marketing',
    orgRole: 'member',
    jobTitle: 'Content Writer',
  },
  {
    key: 'grace',
    email: 'grace@globex.example',
    organization: 'globex',
    orgRole: 'org_admin',
    jobTitle: 'Operations Director',
  },
  // The enterprise admin of the multi-organization dashboard: Globex's, and Acme's through organization_admins.
  {
    key: 'elena',
    email: 'elena@globex.example',
    organization: 'globex',
    orgRole: 'enterprise_admin',
    jobTitle: 'Group Operations Lead',
  },
];

// Dana manages Engineering, hence Platform (a sub-department) too.
const MANAGERS: readonly { department: DemoDepartment; person: PersonKey }[] = [
  { department: 'engineering', person: 'dana' },
];

type TeamKey = 'core' | 'growth';

const TEAMS: readonly {
  key: TeamKey;
  name: string;
  description: string;
  department: DemoDepartment;
  lead: PersonKey;
  members: PersonKey[];
}[] = [
  {
    key: 'core',
    name: 'Core Services',
    description: 'Keeps the shared services fast and up.',
    department: 'platform',
    lead: 'priya',
    members: ['priya', 'marcus', 'noah'],
  },
  {
    key: 'growth',
    name: 'Growth',
    description: 'Brings new customers in.',
    department: 'marketing',
    lead: 'sofia',
    members: ['sofia', 'ben'],
  },
];

interface DemoWorkspaceTask {
  title: string;
  status: 'todo' | 'in-progress' | 'review' | 'done';
  priority: 'low' | 'medium' | 'high' | 'urgent';
  /** Days from the seed day. */
  due: number;
  assignee?: PersonKey;
  createdDaysAgo: number;
  completedDaysAgo?: number;
}

interface DemoWorkspaceProject {
  title: string;
  description: string;
  status: string;
  priority: string;
  budget: number;
  start: number;
  due: number;
  owner: PersonKey;
  organization: DemoOrganization;
  department?: DemoDepartment;
  team?: TeamKey;
  members: PersonKey[];
  // Older than Acme's first projects, so the newest entries of Acme's feed stay those of Olivia's work.
  createdDaysAgo: number;
  tasks: DemoWorkspaceTask[];
}

const PROJECTS: readonly DemoWorkspaceProject[] = [
  {
    title: 'Release Automation',
    description: 'One button from a merged change to production, with a rollback just as quick.',
    status: 'active',
    priority: 'high',
    budget: 18000,
    start: -45,
    due: 30,
    owner: 'dana',
    organization: 'acme',
    department: 'engineering',
    members: ['noah'],
    createdDaysAgo: 46,
    tasks: [
      {
        title: 'Pipeline for the API service',
        status: 'done',
        priority: 'high',
        due: -20,
        assignee: 'noah',
        createdDaysAgo: 44,
        completedDaysAgo: 22,
      },
      {
        title: 'Rollback runbook',
        status: 'in-progress',
        priority: 'medium',
        due: 5,
        assignee: 'noah',
        createdDaysAgo: 40,
      },
      {
        title: 'Release notes from merged changes',
        status: 'todo',
        priority: 'low',
        due: 21,
        createdDaysAgo: 38,
      },
    ],
  },
  {
    title: 'Service Mesh Rollout',
    description: 'Encrypted, observable traffic between every internal service.',
    status: 'active',
    priority: 'medium',
    budget: 26000,
    start: -40,
    due: 50,
    owner: 'priya',
    organization: 'acme',
    department: 'platform',
    team: 'core',
    members: ['marcus', 'noah'],
    createdDaysAgo: 42,
    tasks: [
      {
        title: 'Mesh in the staging cluster',
        status: 'done',
        priority: 'high',
        due: -15,
        assignee: 'marcus',
        createdDaysAgo: 40,
        completedDaysAgo: 16,
      },
      {
        title: 'Mutual TLS for every service',
        status: 'review',
        priority: 'high',
        due: -3,
        assignee: 'priya',
        createdDaysAgo: 36,
      },
      {
        title: 'Traffic dashboards',
        status: 'todo',
        priority: 'medium',
        due: 10,
        assignee: 'marcus',
        createdDaysAgo: 35,
      },
    ],
  },
  {
    title: 'Spring Campaign',
    description: 'Launch campaign for the spring release: landing page, mailings and a webinar.',
    status: 'planning',
    priority: 'medium',
    budget: 9500,
    start: -10,
    due: 40,
    owner: 'sofia',
    organization: 'acme',
    department: 'marketing',
    team: 'growth',
    members: ['ben'],
    createdDaysAgo: 39,
    tasks: [
      {
        title: 'Campaign brief',
        status: 'done',
        priority: 'medium',
        due: -8,
        assignee: 'sofia',
        createdDaysAgo: 37,
        completedDaysAgo: 33,
      },
      {
        title: 'Webinar script',
        status: 'in-progress',
        priority: 'medium',
        due: 9,
        assignee: 'ben',
        createdDaysAgo: 35,
      },
      {
        title: 'Mailing schedule',
        status: 'todo',
        priority: 'low',
        due: -2,
        assignee: 'ben',
        createdDaysAgo: 34,
      },
    ],
  },
  {
    title: 'Warehouse Dashboard',
    description: 'Stock levels and shipments of every Globex warehouse on one screen.',
    status: 'active',
    priority: 'high',
    budget: 32000,
    start: -15,
    due: 35,
    owner: 'grace',
    organization: 'globex',
    members: [],
    createdDaysAgo: 16,
    tasks: [
      {
        title: 'Collect the warehouse feeds',
        status: 'in-progress',
        priority: 'high',
        due: 3,
        assignee: 'grace',
        createdDaysAgo: 14,
      },
      { title: 'Shipment map', status: 'todo', priority: 'medium', due: 12, createdDaysAgo: 10 },
    ],
  },
];

/**
 * Acme (a paid tier with its own branding) with Engineering, its sub-department Platform and Marketing, Dana
 * managing Engineering, two teams, their people and each department's projects with tasks; Globex with its
 * admin and one project. Olivia and Jordan join Acme in the auth module's step.
 */
export const organizationsSeed = seedStep({
  // Hash outside the transaction, once per account, so no two accounts share a salt.
  prepare: () => Promise.all(PEOPLE.map((person) => hashPassword(demoAccount(person.email).password))),
  run: async ({ tx, now, provide }, hashes) => {
    const ago = (days: number) => timeAgo(now, days);
    const inserted = await tx
      .insert(organizations)
      .values([
        // A paid tier needs no trial; the subscription gate lets it through.
        { ...DEMO_ORGANIZATION, trialEndsAt: null, branding: DEMO_ORGANIZATION_BRANDING },
        { ...DEMO_SECOND_ORGANIZATION, trialEndsAt: null, branding: defaultOrganizationBranding() },
      ])
      .returning({ id: organizations.id, domain: organizations.domain });
    const organizationIds = {
      acme: inserted.find((row) => row.domain === DEMO_ORGANIZATION.domain)?.id,
      globex: inserted.find((row) => row.domain === DEMO_SECOND_ORGANIZATION.domain)?.id,
    };
    if (!organizationIds.acme || !organizationIds.globex) {
      throw new Error('Seeding failed: organizations not created');
    }
    const organizationId = (key: DemoOrganization) => organizationIds[key] as string;

    // Parents before their sub-departments (the list is in that order).
    const departmentIds = {} as Record<DemoDepartment, string>;
    for (const department of DEPARTMENTS) {
      departmentIds[department.key] = newId();
      await tx.insert(departments).values({
        id: departmentIds[department.key],
        organizationId: organizationId('acme'),
        parentId: department.parent ? departmentIds[department.parent] : null,
        name: department.name,
        description: department.description,
      });
    }

    const personIds = {} as Record<PersonKey, string>;
    const personNames = {} as Record<PersonKey, string>;
    const userRows = PEOPLE.map((person, index) => {
      const account = demoAccount(person.email);
      personIds[person.key] = newId();
      personNames[person.key] = account.name;
      const admin = person.orgRole === 'org_admin';
      return {
        id: personIds[person.key],
        name: account.name,
        email: account.email,
        passwordHash: (hashes as string[])[index] as string,
        ...(admin ? { role: 'admin', systemRole: 'admin' } : {}),
        orgRole: person.orgRole,
        accountType: 'organization' as const,
        organizationId: organizationId(person.organization),
        departmentId: person.department ? departmentIds[person.department] : null,
        isOrgAdmin: admin,
        isDeptManager: person.orgRole === 'dept_manager',
        jobTitle: person.jobTitle,
      };
    });
    await tx.insert(users).values(userRows);
    await tx.insert(organizationAdmins).values(
      (['acme', 'globex'] as const).map((key) => ({
        userId: personIds.elena,
        organizationId: organizationId(key),
      })),
    );
    await tx.insert(departmentManagers).values(
      MANAGERS.map((manager) => ({
        departmentId: departmentIds[manager.department],
        userId: personIds[manager.person],
      })),
    );

    const teamIds = {} as Record<TeamKey, string>;
    for (const team of TEAMS) teamIds[team.key] = newId();
    await tx.insert(teams).values(
      TEAMS.map((team) => ({
        id: teamIds[team.key],
        organizationId: organizationId('acme'),
        departmentId: departmentIds[team.department],
        name: team.name,
        description: team.description,
        leadId: personIds[team.lead],
      })),
    );
    await tx
      .insert(teamMembers)
      .values(
        TEAMS.flatMap((team) =>
          team.members.map((person) => ({ teamId: teamIds[team.key], userId: personIds[person] })),
        ),
      );

    const feed: DemoFeedEntry[] = [];
    const actor = (person: PersonKey) => ({ id: personIds[person], name: personNames[person] });
    for (const project of PROJECTS) {
      const projectId = newId();
      const createdAt = ago(project.createdDaysAgo);
      const projectOrganization = organizationId(project.organization);
      await tx.insert(projects).values({
        id: projectId,
        title: project.title,
        description: project.description,
        status: project.status,
        priority: project.priority,
        budget: project.budget,
        startDate: dayFrom(now, project.start),
        dueDate: dayFrom(now, project.due),
        ownerId: personIds[project.owner],
        organizationId: projectOrganization,
        departmentId: project.department ? departmentIds[project.department] : null,
        teamId: project.team ? teamIds[project.team] : null,
        createdAt,
        updatedAt: createdAt,
      });
      await tx.insert(projectMembers).values([
        { projectId, userId: personIds[project.owner], role: 'owner', createdAt },
        ...project.members.map((person) => ({
          projectId,
          userId: personIds[person],
          role: 'team-member',
          createdAt: new Date(createdAt.getTime() + HOUR_MS),
        })),
      ]);
      const projectEntity = {
        type: 'project' as const,
        id: projectId,
        title: project.title,
        projectId,
        organizationId: projectOrganization,
      };
      feed.push({
        type: 'project_created',
        at: createdAt,
        actor: actor(project.owner),
        entity: projectEntity,
        message: demoActivityMessage(personNames[project.owner], 'created', 'project', project.title),
      });

      for (const task of project.tasks) {
        const taskId = newId();
        const taskCreatedAt = ago(task.createdDaysAgo);
        const completedAt = task.completedDaysAgo === undefined ? null : ago(task.completedDaysAgo);
        await tx.insert(tasks).values({
          id: taskId,
          title: task.title,
          status: task.status,
          priority: task.priority,
          projectId,
          organizationId: projectOrganization,
          assignedTo: task.assignee ? personIds[task.assignee] : null,
          createdBy: personIds[project.owner],
          dueDate: dayFrom(now, task.due),
          completedAt,
          createdAt: taskCreatedAt,
          updatedAt: completedAt ?? taskCreatedAt,
        });
        const taskEntity = { ...projectEntity, type: 'task' as const, id: taskId, title: task.title };
        feed.push({
          type: 'task_created',
          at: taskCreatedAt,
          actor: actor(project.owner),
          entity: taskEntity,
          message: demoActivityMessage(personNames[project.owner], 'created', 'task', task.title),
        });
        if (completedAt) {
          const finisher = task.assignee ?? project.owner;
          feed.push({
            type: 'task_completed',
            at: completedAt,
            actor: actor(finisher),
            entity: taskEntity,
            message: demoActivityMessage(personNames[finisher], 'completed', 'task', task.title),
          });
        }
      }
    }
    await recordDemoFeed(tx, feed);

    provide('organization', {
      id: organizationId('acme'),
      departmentId: departmentIds.engineering,
      departments: departmentIds,
      accountEmails: PEOPLE.map((person) => person.email),
    });
  },
});
