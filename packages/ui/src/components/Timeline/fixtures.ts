import { addDays, type TimelineDependency, type TimelineTask } from '@app/domain';

/** The stories' today: Monday, 7 December 2026. */
export const TIMELINE_TODAY = '2026-12-07';

export const timelineTasks: TimelineTask[] = [
  { id: 'a', title: 'Design the schema', startDate: '2026-12-01', dueDate: '2026-12-03', done: true },
  { id: 'b', title: 'Write the migration', startDate: '2026-12-04', dueDate: '2026-12-08', done: false },
  { id: 'c', title: 'Build the endpoint', startDate: '2026-12-10', dueDate: '2026-12-14', done: false },
  { id: 'd', title: 'Write the docs', startDate: '2026-12-09', dueDate: '2026-12-10', done: false },
  { id: 'e', title: 'Release', startDate: null, dueDate: '2026-12-16', done: false },
  { id: 'f', title: 'Tidy the backlog', startDate: '2026-12-07', dueDate: '2026-12-09', done: false },
  { id: 'g', title: 'Plan the next quarter', startDate: null, dueDate: null, done: false },
];

/** b blocks c with a one-day gap (the case), c and d block the release. */
export const timelineDependencies: TimelineDependency[] = [
  { from: 'a', to: 'b' },
  { from: 'b', to: 'c' },
  { from: 'b', to: 'd' },
  { from: 'c', to: 'e' },
  { from: 'd', to: 'e' },
];

export const crossProjectTasks: TimelineTask[] = timelineTasks.map((task, index) => ({
  ...task,
  projectId: index % 2 ? 'p2' : 'p1',
  projectName: index % 2 ? 'Mobile app' : 'Website',
}));

/**
 * `count` tasks over about a year from `today`, in chains of ten (each task blocks the next with a gap of a day or
 * two) until `dependencies` links are made; every 25th task has no dates. Deterministic: the benchmark and the
 * stories draw the same chart every time.
 */
export function manyTimelineTasks(
  count: number,
  dependencies: number,
  today = TIMELINE_TODAY,
): { tasks: TimelineTask[]; dependencies: TimelineDependency[] } {
  const tasks: TimelineTask[] = [];
  const links: TimelineDependency[] = [];
  let day = addDays(today, -30);
  for (let i = 0; i < count; i++) {
    const length = 1 + ((i * 7) % 9);
    const chainStart = i % 10 === 0;
    if (chainStart) day = addDays(today, -30 + ((i * 13) % 330));
    const start = addDays(day, chainStart ? 0 : 1 + (i % 2));
    const due = addDays(start, length - 1);
    day = due;
    const dated = i % 25 !== 24;
    tasks.push({
      id: `t${i}`,
      title: `Task ${i + 1}: ${['Design', 'Build', 'Review', 'Test', 'Ship'][i % 5]} part ${(i % 10) + 1}`,
      startDate: dated ? start : null,
      dueDate: dated ? due : null,
      done: i % 17 === 0,
      projectId: `p${Math.floor(i / 200)}`,
      projectName: `Project ${Math.floor(i / 200) + 1}`,
    });
    if (!chainStart && links.length < dependencies) links.push({ from: `t${i - 1}`, to: `t${i}` });
  }
  return { tasks, dependencies: links };
}
