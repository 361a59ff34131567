import { defaultRepeatRule, toRrule } from '@app/domain';
import { newId } from '../../db/ids';
import { taskComments, taskLabels, taskRelations, tasks } from '../../db/schema';
import type { DemoPerson } from '../auth';
import { type SeedFacts, seedStep } from '../module';
import { type DemoFeedEntry, dayFrom, demoActivityMessage, recordDemoFeed, timeAgo } from '../work';

declare module '../module' {
  interface SeedFacts {
    /** The demo tasks' ids by title. */
    taskIds: Record<string, string>;
  }
}

/** The demo projects' keys (their seed step provides them). */
type DemoProjectKey = keyof SeedFacts['projects'];

interface DemoTask {
  project: DemoProjectKey | null;
  title: string;
  description?: string;
  status: 'todo' | 'in-progress' | 'review' | 'done';
  priority: 'low' | 'medium' | 'high' | 'urgent';
  /** Days from the seed day; null: no due date. */
  due: number | null;
  /** The day work starts, in days from the seed day (the timeline's bar runs from it to `due`). */
  start?: number;
  /** Hours. */
  estimate?: number;
  /** It repeats weekly on its due date's weekday (issue 40). */
  weekly?: boolean;
  creator: DemoPerson;
  assignee?: DemoPerson;
  createdDaysAgo: number;
  /** Done tasks: when. */
  completedDaysAgo?: number;
  checklist?: [text: string, done: boolean][];
  /** The title of the task it is a sub-task of (listed before it). */
  parent?: string;
  /** Its labels' names (Alex's for his tasks, Acme's for Acme's). */
  labels?: string[];
  /** The titles of the tasks it blocks. */
  blocks?: string[];
  /** The titles of tasks it relates to. */
  relatesTo?: string[];
  comments?: { author: DemoPerson; text: string; hoursAgo: number }[];
}

const DEMO_TASKS: readonly DemoTask[] = [
  {
    project: 'website',
    title: 'Audit the current site',
    labels: ['Research', 'Quick win'],
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
    start: -10,
    estimate: 16,
    labels: ['Design', 'Frontend'],
    blocks: ['Build the responsive layout'],
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
    start: -4,
    estimate: 6,
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
    start: -1,
    estimate: 20,
    labels: ['Frontend'],
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
    labels: ['Research'],
    relatesTo: ['Design the new navigation'],
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
    start: 8,
    estimate: 4,
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
    start: -2,
    estimate: 8,
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
    start: -8,
    estimate: 24,
    labels: ['Backend', 'Security'],
    blocks: ['Load testing'],
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
    start: 1,
    estimate: 12,
    labels: ['Customer', 'Finance'],
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
    start: 8,
    estimate: 16,
    labels: ['Backend'],
    status: 'todo',
    priority: 'low',
    due: 14,
    creator: 'olivia',
    createdDaysAgo: 14,
  },
  {
    project: 'portal',
    title: 'Design review',
    start: -9,
    estimate: 4,
    relatesTo: ['Invoice download page'],
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
    weekly: true,
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
    start: 0,
    estimate: 10,
    status: 'review',
    priority: 'medium',
    due: 5,
    creator: 'olivia',
    assignee: 'olivia',
    createdDaysAgo: 4,
  },
  // Sub-tasks: the parent shows 1/3 done.
  {
    project: 'website',
    parent: 'Build the responsive layout',
    title: 'Grid and breakpoints',
    status: 'done',
    priority: 'medium',
    due: -1,
    creator: 'alex',
    assignee: 'alex',
    createdDaysAgo: 6,
    completedDaysAgo: 1,
  },
  {
    project: 'website',
    parent: 'Build the responsive layout',
    title: 'Navigation drawer',
    status: 'in-progress',
    priority: 'medium',
    due: 3,
    creator: 'alex',
    assignee: 'alex',
    createdDaysAgo: 6,
  },
  {
    project: 'website',
    parent: 'Build the responsive layout',
    title: 'Responsive images',
    status: 'todo',
    priority: 'low',
    due: 5,
    creator: 'alex',
    createdDaysAgo: 6,
  },
  {
    project: 'portal',
    parent: 'Single sign-on integration',
    title: 'Configure the identity provider',
    start: -8,
    estimate: 6,
    status: 'done',
    priority: 'high',
    due: -3,
    creator: 'olivia',
    assignee: 'olivia',
    createdDaysAgo: 9,
    completedDaysAgo: 3,
  },
  {
    project: 'portal',
    parent: 'Single sign-on integration',
    title: 'Map roles to permissions',
    blocks: ['Test sign-in on staging'],
    start: -3,
    estimate: 8,
    status: 'in-progress',
    priority: 'high',
    due: 2,
    creator: 'olivia',
    assignee: 'jordan',
    createdDaysAgo: 9,
    labels: ['Security'],
  },
  {
    project: 'portal',
    parent: 'Single sign-on integration',
    title: 'Test sign-in on staging',
    start: 3,
    estimate: 6,
    status: 'todo',
    priority: 'medium',
    due: 6,
    creator: 'olivia',
    createdDaysAgo: 9,
  },
];

/** The demo projects' tasks (and one without project), checklists, comments, and the feed entries they wrote. */
export const tasksSeed = seedStep({
  after: ['auth', 'projects', 'labels'],
  run: async ({ tx, now, need, provide }) => {
    const people = need('people');
    const projectByKey = need('projects');
    const labelIds = need('labels');
    const ago = (days: number, hours = 0) => timeAgo(now, days, hours);
    const actor = (person: DemoPerson) => ({ id: people.ids[person], name: people.names[person] });

    const taskRows = DEMO_TASKS.map((task) => {
      const project = task.project ? projectByKey[task.project] : undefined;
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
        startDate: task.start === undefined ? null : dayFrom(now, task.start),
        estimate: task.estimate ?? null,
        recurrence:
          task.weekly && task.due !== null
            ? toRrule(defaultRepeatRule('weekly', dayFrom(now, task.due)))
            : null,
        completedAt,
        checklist: (task.checklist ?? []).map(([text, done]) => ({ id: newId(), text, done })),
        createdAt,
        updatedAt: completedAt ?? createdAt,
      };
    });
    const idByTitle = new Map(taskRows.map((row) => [row.title, row.id]));
    provide('taskIds', Object.fromEntries(idByTitle));
    const idOf = (title: string) => {
      const id = idByTitle.get(title);
      if (!id) throw new Error(`No demo task "${title}"`);
      return id;
    };
    const positions = new Map<string, number>();
    await tx.insert(tasks).values(
      taskRows.map((row, index) => {
        const parent = DEMO_TASKS[index]!.parent;
        if (!parent) return row;
        const position = (positions.get(parent) ?? 0) + 1;
        positions.set(parent, position);
        return { ...row, parentId: idOf(parent), position };
      }),
    );
    await tx.insert(taskLabels).values(
      DEMO_TASKS.flatMap((task, index) =>
        (task.labels ?? []).map((name) => {
          const own = task.creator === 'alex' ? labelIds.alex : labelIds.acme;
          const labelId = own[name];
          if (!labelId) throw new Error(`No demo label "${name}"`);
          return { taskId: taskRows[index]!.id, labelId };
        }),
      ),
    );
    await tx.insert(taskRelations).values(
      DEMO_TASKS.flatMap((task, index) => {
        const from = taskRows[index]!.id;
        const createdBy = people.ids[task.creator];
        return [
          ...(task.blocks ?? []).map((title) => ({
            type: 'blocks',
            fromTaskId: from,
            toTaskId: idOf(title),
            createdBy,
          })),
          ...(task.relatesTo ?? []).map((title) => {
            const [fromTaskId, toTaskId] = [from, idOf(title)].sort() as [string, string];
            return { type: 'relates_to', fromTaskId, toTaskId, createdBy };
          }),
        ];
      }),
    );

    const commentRows = DEMO_TASKS.flatMap((task, index) =>
      (task.comments ?? []).map((comment) => ({
        taskId: taskRows[index]!.id,
        authorId: people.ids[comment.author],
        text: comment.text,
        createdAt: ago(0, comment.hoursAgo),
      })),
    );
    await tx.insert(taskComments).values(commentRows);

    const feed: DemoFeedEntry[] = [];
    for (const [index, task] of DEMO_TASKS.entries()) {
      const row = taskRows[index]!;
      const entity = {
        type: 'task' as const,
        id: row.id,
        title: row.title,
        projectId: row.projectId,
        organizationId: row.organizationId,
      };
      feed.push({
        type: 'task_created',
        at: row.createdAt,
        actor: actor(task.creator),
        entity,
        message: demoActivityMessage(people.names[task.creator], 'created', 'task', row.title),
      });
      if (row.completedAt) {
        const finisher = task.assignee ?? task.creator;
        feed.push({
          type: 'task_completed',
          at: row.completedAt,
          actor: actor(finisher),
          entity,
          message: demoActivityMessage(people.names[finisher], 'completed', 'task', row.title),
        });
      }
      for (const comment of task.comments ?? []) {
        feed.push({
          type: 'task_commented',
          at: ago(0, comment.hoursAgo),
          actor: actor(comment.author),
          entity,
          message: demoActivityMessage(people.names[comment.author], 'commented on', 'task', row.title),
        });
      }
    }
    await recordDemoFeed(tx, feed);
  },
});
