import { WORKFLOW_CATEGORY_COLORS, type WorkflowState } from '@app/domain';
import { eq } from 'drizzle-orm';
import { tasks } from '../../db/schema';
import { seedStep } from '../module';
import { projectWorkflows } from './workflows.schema';
import { stateColumns } from './workflows.service';

const PORTAL_STATES: WorkflowState[] = [
  { id: 'backlog', name: 'Backlog', category: 'todo', color: '#616161' },
  { id: 'todo', name: 'To do', category: 'todo', color: WORKFLOW_CATEGORY_COLORS.todo },
  {
    id: 'in-progress',
    name: 'In progress',
    category: 'in-progress',
    color: WORKFLOW_CATEGORY_COLORS['in-progress'],
  },
  { id: 'review', name: 'Code review', category: 'review', color: WORKFLOW_CATEGORY_COLORS.review },
  { id: 'qa', name: 'QA', category: 'review', color: '#7b1fa2' },
  { id: 'done', name: 'Done', category: 'done', color: WORKFLOW_CATEGORY_COLORS.done },
  { id: 'wont-do', name: 'Won’t do', category: 'done', color: '#5d4037' },
];

/** Demo tasks in a state of their own (each in the category it was created in, so its history holds). */
const PORTAL_TASK_STATES: Record<string, string> = { 'Load testing': 'backlog' };

/** Acme's Customer Portal runs a workflow of seven states; the other demo projects keep the default four. */
export const workflowsSeed = seedStep({
  after: ['projects', 'tasks'],
  run: async ({ tx, need }) => {
    const portal = need('projects').portal;
    const taskIds = need('taskIds');
    await tx.insert(projectWorkflows).values({ projectId: portal.id, states: PORTAL_STATES });
    for (const [title, stateId] of Object.entries(PORTAL_TASK_STATES)) {
      const taskId = taskIds[title];
      const state = PORTAL_STATES.find((candidate) => candidate.id === stateId);
      if (!taskId || !state) throw new Error(`No demo task "${title}" or state "${stateId}"`);
      await tx.update(tasks).set(stateColumns(state)).where(eq(tasks.id, taskId));
    }
  },
});
