import { newId } from '../../db/ids';
import { projectMembers, projects } from '../../db/schema';
import type { DemoPerson } from '../auth';
import { seedStep } from '../module';
import { type DemoFeedEntry, dayFrom, demoActivityMessage, HOUR_MS, recordDemoFeed, timeAgo } from '../work';

export type DemoProjectKey = 'website' | 'mobile' | 'brand' | 'portal' | 'planning';

declare module '../module' {
  interface SeedFacts {
    /** The demo projects by key, for the tasks and to-dos that belong to them. */
    projects: Record<DemoProjectKey, { id: string; organizationId: string | null }>;
  }
}

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
  /** Acme's department whose work it is (whose managers manage it). */
  department?: 'engineering';
  createdDaysAgo: number;
  members?: { person: DemoPerson; role: string }[];
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
    department: 'engineering',
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

/** Alex's and Acme's projects with their members, and the feed entries their creation wrote. */
export const projectsSeed = seedStep({
  after: ['organizations', 'auth'],
  run: async ({ tx, now, need, provide }) => {
    const people = need('people');
    const organization = need('organization');
    const ago = (days: number) => timeAgo(now, days);
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
      organizationId: project.inOrganization ? people.organizationId : null,
      departmentId: project.department ? organization.departments[project.department] : null,
      createdAt: ago(project.createdDaysAgo),
      updatedAt: ago(Math.max(0, project.createdDaysAgo - 1)),
    }));
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
    provide(
      'projects',
      Object.fromEntries(
        DEMO_PROJECTS.map((project, index) => [
          project.key,
          { id: projectRows[index]!.id, organizationId: projectRows[index]!.organizationId },
        ]),
      ) as Record<DemoProjectKey, { id: string; organizationId: string | null }>,
    );

    const feed: DemoFeedEntry[] = [];
    for (const [index, project] of DEMO_PROJECTS.entries()) {
      const row = projectRows[index]!;
      const entity = {
        type: 'project' as const,
        id: row.id,
        title: row.title,
        projectId: row.id,
        organizationId: row.organizationId,
      };
      const owner = { id: people.ids[project.owner], name: people.names[project.owner] };
      feed.push({
        type: 'project_created',
        at: row.createdAt,
        actor: owner,
        entity,
        message: demoActivityMessage(owner.name, 'created', 'project', row.title),
      });
      for (const member of project.members ?? []) {
        feed.push({
          type: 'member_added',
          at: new Date(row.createdAt.getTime() + HOUR_MS),
          actor: owner,
          entity,
          message: `${owner.name} added ${people.names[member.person]} to project "${row.title}"`,
        });
      }
    }
    await recordDemoFeed(tx, feed);
  },
});
