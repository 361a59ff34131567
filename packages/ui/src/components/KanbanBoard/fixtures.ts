import { TASK_STATUS_LABELS, TASK_STATUSES, type TaskStatus } from '@app/domain';
import type { KanbanColumnData } from './KanbanBoard';
import type { KanbanItem } from './KanbanCard';

/** The reference time of the stories and tests: Wednesday, March 12, 2025, 9:00. */
export const FIXTURE_NOW = new Date(2025, 2, 12, 9, 0);

export interface FixtureTask extends KanbanItem {
  status: TaskStatus;
}

export const fixtureTasks: FixtureTask[] = [
  {
    id: 't1',
    title: 'Write release notes',
    status: 'todo',
    priority: 'medium',
    dueDate: '2025-03-14',
    assignee: { name: 'Ana Lima' },
  },
  { id: 't2', title: 'Audit password reset emails', status: 'todo', priority: 'high', dueDate: '2025-03-13' },
  {
    id: 't3',
    title: 'Update onboarding checklist',
    status: 'todo',
    priority: 'low',
    assignee: { name: 'Ben Okafor' },
  },
  {
    id: 't4',
    title: 'Fix invoice rounding for INR',
    status: 'in-progress',
    priority: 'urgent',
    dueDate: '2025-03-10',
    assignee: { name: 'Chen Wei' },
  },
  {
    id: 't5',
    title: 'Review dashboard charts',
    status: 'review',
    priority: 'medium',
    dueDate: '2025-03-12',
    assignee: { name: 'Dana Cruz' },
  },
  {
    id: 't6',
    title: 'Ship sidebar collapse',
    status: 'done',
    priority: 'high',
    dueDate: '2025-03-07',
    completedAt: new Date(2025, 2, 11, 15, 0).toISOString(),
    assignee: { name: 'Ana Lima' },
  },
];

/** One column per task status, in the domain's order, holding the tasks of that status. */
export function statusColumns<T extends FixtureTask>(
  tasks: readonly T[],
  wipLimits: Partial<Record<TaskStatus, number>> = {},
): KanbanColumnData<T>[] {
  return TASK_STATUSES.map((status) => ({
    id: status,
    title: TASK_STATUS_LABELS[status],
    items: tasks.filter((task) => task.status === status),
    wipLimit: wipLimits[status],
  }));
}

const MANY_TITLES = [
  'Draft Q2 roadmap',
  'Migrate reports to new charts',
  'Translate legal pages',
  'Tune socket reconnection',
  'Refresh demo data',
  'Write API reference for tasks',
  'Check WCAG contrast of brand presets',
  'Record onboarding video',
  'Clean up unused feature flags',
  'Plan finance gate review',
  'Profile dashboard load time',
  'Add CSV export to reports',
];

/** A busy board: a dozen more tasks spread over the statuses. */
export const manyFixtureTasks: FixtureTask[] = [
  ...fixtureTasks,
  ...MANY_TITLES.map((title, i): FixtureTask => {
    const status = TASK_STATUSES[i % 3] ?? 'todo';
    return {
      id: `m${i + 1}`,
      title,
      status,
      priority: (['low', 'medium', 'high', 'urgent'] as const)[i % 4],
      dueDate: `2025-03-${String(8 + i).padStart(2, '0')}`,
      assignee: i % 3 === 0 ? null : { name: ['Ana Lima', 'Ben Okafor', 'Chen Wei', 'Dana Cruz'][i % 4]! },
    };
  }),
];
