import { createHash } from 'node:crypto';
import { asc } from 'drizzle-orm';
import { taskStatusChanges, tasks } from '../../db/schema';
import { seedStep } from '../module';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type Status = 'todo' | 'in-progress' | 'review' | 'done';

interface DemoTask {
  id: string;
  title: string;
  status: string;
  projectId: string | null;
  organizationId: string | null;
  createdBy: string;
  assignedTo: string | null;
  createdAt: Date;
  completedAt: Date | null;
}

/** A number in [0, 1) fixed by the text (the task's title), so every seeding gives the same history. */
function fraction(text: string, salt: string): number {
  return createHash('sha256').update(`${salt}:${text}`).digest().readUInt32BE(0) / 2 ** 32;
}

/**
 * A believable history for one demo task, consistent with what it is now: created as to-do at its creation; a
 * task now in progress, in review or done went in progress a few days before it got there (never before its
 * creation); one in review or done passed through review; a done task was completed at its completedAt. The
 * moments are fixed by the task's own dates and title.
 */
export function demoHistory(task: DemoTask, now: Date): { from: Status | null; to: Status; at: Date }[] {
  const created = task.createdAt.getTime();
  const status = task.status as Status;
  const steps: { from: Status | null; to: Status; at: Date }[] = [
    { from: null, to: 'todo', at: task.createdAt },
  ];
  if (status === 'todo') return steps;
  const end = status === 'done' && task.completedAt ? task.completedAt.getTime() : now.getTime() - 2 * HOUR;
  const span = Math.max(end - created, 3 * HOUR);
  // In progress 2 to 6 days before the end, within the task's life (after its first quarter).
  const cycle = Math.min((2 + 4 * fraction(task.title, 'cycle')) * DAY, span * 0.75);
  const started = end - cycle;
  steps.push({ from: 'todo', to: 'in-progress', at: new Date(started) });
  if (status === 'in-progress') return steps;
  const reviewed = started + cycle * (0.55 + 0.3 * fraction(task.title, 'review'));
  steps.push({ from: 'in-progress', to: 'review', at: new Date(reviewed) });
  if (status === 'review') return steps;
  steps.push({ from: 'review', to: 'done', at: new Date(end) });
  return steps;
}

/**
 * The demo tasks' status history (Acme's, Globex's and Alex's): the seed steps that make the tasks insert them
 * directly, so their history is written here, after them, in the same seeding transaction.
 */
export const analyticsSeed = seedStep({
  after: ['tasks', 'organizations'],
  run: async ({ tx, now }) => {
    const demoTasks = await tx
      .select({
        id: tasks.id,
        title: tasks.title,
        status: tasks.status,
        projectId: tasks.projectId,
        organizationId: tasks.organizationId,
        createdBy: tasks.createdBy,
        assignedTo: tasks.assignedTo,
        createdAt: tasks.createdAt,
        completedAt: tasks.completedAt,
      })
      .from(tasks)
      .orderBy(asc(tasks.createdAt), asc(tasks.id));
    const rows = demoTasks.flatMap((task) =>
      demoHistory(task, now).map((step) => ({
        taskId: task.id,
        projectId: task.projectId,
        organizationId: task.organizationId,
        fromStatus: step.from,
        toStatus: step.to,
        changedBy: step.from === null ? task.createdBy : (task.assignedTo ?? task.createdBy),
        changedAt: step.at,
      })),
    );
    if (rows.length > 0) await tx.insert(taskStatusChanges).values(rows);
  },
});
