import { todos } from '../../db/schema';
import type { DemoPerson } from '../auth';
import { type SeedFacts, seedStep } from '../module';
import { dayFrom, timeAgo } from '../work';

/** The demo projects' keys (their seed step provides them). */
type DemoProjectKey = keyof SeedFacts['projects'];

interface DemoTodo {
  owner: DemoPerson;
  text: string;
  done?: boolean;
  visibility: 'personal' | 'project' | 'organization';
  project?: DemoProjectKey;
  due?: number;
}

const DEMO_TODOS: readonly DemoTodo[] = [
  { owner: 'alex', text: 'Reply to the client about the kickoff date', done: true, visibility: 'personal' },
  { owner: 'alex', text: 'Prepare the sprint demo', visibility: 'project', project: 'website', due: 2 },
  { owner: 'alex', text: 'Book a room for the design workshop', visibility: 'personal', due: 3 },
  { owner: 'alex', text: 'Order a new monitor stand', visibility: 'personal' },
  { owner: 'alex', text: 'Read the accessibility checklist', visibility: 'personal' },
  { owner: 'olivia', text: 'Submit expense reports by Friday', visibility: 'organization', due: 4 },
];

/** Alex's to-dos (one shared with a project) and one Olivia shares with Acme. */
export const todosSeed = seedStep({
  after: ['auth', 'projects'],
  run: async ({ tx, now, need }) => {
    const people = need('people');
    const projectByKey = need('projects');
    await tx.insert(todos).values(
      DEMO_TODOS.map((todo, index) => ({
        ownerId: people.ids[todo.owner],
        organizationId: todo.owner === 'alex' ? null : people.organizationId,
        text: todo.text,
        done: todo.done ?? false,
        visibility: todo.visibility,
        projectId: todo.project ? projectByKey[todo.project].id : null,
        dueDate: todo.due === undefined ? null : dayFrom(now, todo.due),
        position: index + 1,
        completedAt: todo.done ? timeAgo(now, 1) : null,
        createdAt: timeAgo(now, 2, DEMO_TODOS.length - index),
      })),
    );
  },
});
