import { addDays, daysBetween } from './calendar';

// The timeline (Gantt) of issue 40: what a bar spans, how a move reschedules the tasks it blocks, the critical
// path, the zoom scales and their header, and the positions the widget draws. Days are 'YYYY-MM-DD' (UTC days,
// as due dates are everywhere in the domain). Pure: the widget, the screens and the server share it.

/** A task as the timeline draws it. `startDate`/`dueDate` are calendar days; a bar's last day is its due day. */
export interface TimelineTask {
  id: string;
  title: string;
  startDate: string | null;
  dueDate: string | null;
  done: boolean;
  projectId?: string;
  /** The group header's text in a cross-project timeline. */
  projectName?: string;
  /** Hours; not used to place the bar (see `barOf`). */
  estimate?: number | null;
}

/** `from` blocks `to`: `to` starts after `from` finishes (finish to start). */
export interface TimelineDependency {
  from: string;
  to: string;
}

/** A bar's first and last day (both drawn, so a one-day bar has start === end). */
export interface TimelineBar {
  start: string;
  end: string;
}

/** One task's new dates, with those it had (applying `previous` undoes the move). */
export interface TimelineMove {
  id: string;
  startDate: string | null;
  dueDate: string | null;
  previous: { startDate: string | null; dueDate: string | null };
}

export const TIMELINE_ZOOMS = ['day', 'week', 'month'] as const;
export type TimelineZoom = (typeof TIMELINE_ZOOMS)[number];

/** Pixels per day at each zoom: a day reads its date, a week fits a '3 Dec' label, a month its name. */
export const TIMELINE_PX_PER_DAY: Record<TimelineZoom, number> = { day: 32, week: 14, month: 4 };

/** Days of empty chart before the first bar and after the last (and around today). */
export const TIMELINE_PADDING_DAYS: Record<TimelineZoom, number> = { day: 3, week: 7, month: 14 };

const isDay = (value: string | null | undefined): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * The span a task is drawn over: start to due. With only a due date it is a one-day bar on that day (the estimate
 * is hours of work, not a span, so it does not stretch the bar); with only a start date a one-day bar on that day;
 * with neither it is not drawn (null: the widget lists it as unscheduled). A start after the due date is read as
 * the same two days the other way round, so a bar never has a negative width.
 */
export function barOf(task: Pick<TimelineTask, 'startDate' | 'dueDate'>): TimelineBar | null {
  const start = isDay(task.startDate) ? task.startDate : null;
  const due = isDay(task.dueDate) ? task.dueDate : null;
  if (start && due) return start <= due ? { start, end: due } : { start: due, end: start };
  const day = due ?? start;
  return day ? { start: day, end: day } : null;
}

/** Days a bar covers, both ends counted (a one-day bar is 1). */
export function barDays(bar: TimelineBar): number {
  return daysBetween(bar.start, bar.end) + 1;
}

/** The dates a task has after moving it by `days` (each date it has moves; a missing one stays missing). */
function shifted(task: Pick<TimelineTask, 'startDate' | 'dueDate'>, days: number) {
  return {
    startDate: isDay(task.startDate) ? addDays(task.startDate, days) : task.startDate,
    dueDate: isDay(task.dueDate) ? addDays(task.dueDate, days) : task.dueDate,
  };
}

/** The tasks each task blocks, from the dependency list (self-references and unknown ids left out). */
function successorsOf(ids: ReadonlySet<string>, deps: readonly TimelineDependency[]) {
  const next = new Map<string, string[]>();
  for (const dep of deps) {
    if (dep.from === dep.to || !ids.has(dep.from) || !ids.has(dep.to)) continue;
    const list = next.get(dep.from);
    if (list) list.push(dep.to);
    else next.set(dep.from, [dep.to]);
  }
  return next;
}

/**
 * Reschedules a task to `newStart`..`newDue` and, finish to start, the tasks it blocks. When the task's end moves
 * later by N days, every task it blocks, directly or through others, moves N days later too: each keeps its
 * length and the gap it had after its blocker. Moving earlier (or changing only the start) moves the task alone:
 * the tasks it blocks can still start when they planned. A task reached along two paths (a diamond) moves once;
 * a loop is walked once (the server refuses cycles; this never trusts that). Finished tasks keep their dates, as
 * do tasks without any date; the walk still goes through them to the tasks they block.
 *
 * Answers the moved task first, then the others in the order they were reached; each move carries the dates it
 * replaces, so applying the `previous` values (`undoMoves`) puts everything back.
 */
export function scheduleMove(
  tasks: readonly TimelineTask[],
  deps: readonly TimelineDependency[],
  taskId: string,
  newStart: string | null,
  newDue: string | null,
): TimelineMove[] {
  const byId = new Map(tasks.map((task) => [task.id, task]));
  const task = byId.get(taskId);
  if (!task) return [];
  const moves: TimelineMove[] = [];
  const previous = { startDate: task.startDate, dueDate: task.dueDate };
  if (newStart !== task.startDate || newDue !== task.dueDate) {
    moves.push({ id: taskId, startDate: newStart, dueDate: newDue, previous });
  }
  const before = barOf(task);
  const after = barOf({ startDate: newStart, dueDate: newDue });
  const days = before && after ? daysBetween(before.end, after.end) : 0;
  if (days <= 0) return moves;
  const next = successorsOf(new Set(byId.keys()), deps);
  const seen = new Set([taskId]);
  const queue = [...(next.get(taskId) ?? [])];
  for (let i = 0; i < queue.length; i++) {
    const id = queue[i] as string;
    if (seen.has(id)) continue;
    seen.add(id);
    const blocked = byId.get(id) as TimelineTask;
    if (!blocked.done && barOf(blocked)) {
      moves.push({
        id,
        ...shifted(blocked, days),
        previous: { startDate: blocked.startDate, dueDate: blocked.dueDate },
      });
    }
    for (const after of next.get(id) ?? []) if (!seen.has(after)) queue.push(after);
  }
  return moves;
}

/** The moves that undo `moves`: each task back to the dates it had. */
export function undoMoves(
  moves: readonly TimelineMove[],
): { id: string; startDate: string | null; dueDate: string | null }[] {
  return moves.map((move) => ({ id: move.id, ...move.previous }));
}

/** `tasks` with `moves` applied (the screens' optimistic update, the stories' state). */
export function applyMoves<T extends TimelineTask>(
  tasks: readonly T[],
  moves: readonly { id: string; startDate: string | null; dueDate: string | null }[],
): T[] {
  if (moves.length === 0) return [...tasks];
  const byId = new Map(moves.map((move) => [move.id, move]));
  return tasks.map((task) => {
    const move = byId.get(task.id);
    return move ? { ...task, startDate: move.startDate, dueDate: move.dueDate } : task;
  });
}

/**
 * The critical path: the tasks on the longest chain of work through the 'blocks' graph, finish to start, among the
 * scheduled tasks not done (classic CPM). Each task lasts its bar's days; a chain's length is the sum of its
 * tasks' days (the gaps between them are slack a planner chose, not work). Forward pass: earliest start = the
 * latest earliest finish of its blockers; backward pass: latest finish = the earliest latest start of the tasks it
 * blocks (the longest chain's length for the last ones); a task with no slack (latest start = earliest start) is
 * critical. Equally long chains are all critical. Tasks on a loop are left out (the graph should have none).
 */
export function criticalPath(
  tasks: readonly TimelineTask[],
  deps: readonly TimelineDependency[],
): Set<string> {
  const duration = new Map<string, number>();
  for (const task of tasks) {
    const bar = task.done ? null : barOf(task);
    if (bar) duration.set(task.id, barDays(bar));
  }
  const ids = new Set(duration.keys());
  const next = successorsOf(ids, deps);
  const indegree = new Map<string, number>();
  for (const id of ids) indegree.set(id, 0);
  for (const [from, list] of next) {
    // A dependency listed twice counts once.
    const unique = list.length > 1 ? [...new Set(list)] : list;
    next.set(from, unique);
    for (const to of unique) indegree.set(to, (indegree.get(to) ?? 0) + 1);
  }
  // Kahn's order; tasks on a loop never reach indegree 0 and stay out.
  const order: string[] = [];
  for (const [id, count] of indegree) if (count === 0) order.push(id);
  for (let i = 0; i < order.length; i++) {
    for (const to of next.get(order[i] as string) ?? []) {
      const left = (indegree.get(to) as number) - 1;
      indegree.set(to, left);
      if (left === 0) order.push(to);
    }
  }
  const earliestStart = new Map<string, number>();
  let length = 0;
  for (const id of order) {
    const finish = (earliestStart.get(id) ?? 0) + (duration.get(id) as number);
    earliestStart.set(id, earliestStart.get(id) ?? 0);
    length = Math.max(length, finish);
    for (const to of next.get(id) ?? []) {
      earliestStart.set(to, Math.max(earliestStart.get(to) ?? 0, finish));
    }
  }
  const critical = new Set<string>();
  if (order.length === 0) return critical;
  const latestFinish = new Map<string, number>();
  for (let i = order.length - 1; i >= 0; i--) {
    const id = order[i] as string;
    let finish = length;
    for (const to of next.get(id) ?? []) {
      const start = (latestFinish.get(to) as number) - (duration.get(to) as number);
      finish = Math.min(finish, start);
    }
    latestFinish.set(id, finish);
    const slack = finish - (duration.get(id) as number) - (earliestStart.get(id) as number);
    if (slack === 0) critical.add(id);
  }
  return critical;
}

/** The days the chart shows: `start` to `end`, both drawn; `days` of them. */
export interface TimelineRange {
  start: string;
  end: string;
  days: number;
}

/** ISO weekday of a day, Monday 0 to Sunday 6. */
function weekdayOf(day: string): number {
  return (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
}

/**
 * The days a chart shows for `tasks`: from the earliest bar to the latest, today included, with padding on both
 * sides (`TIMELINE_PADDING_DAYS`); a week chart starts on a Monday and a month chart on the 1st, so its first tick
 * is whole. With no bar, the weeks around today.
 */
export function timelineRange(
  tasks: readonly Pick<TimelineTask, 'startDate' | 'dueDate'>[],
  today: string,
  zoom: TimelineZoom = 'day',
): TimelineRange {
  let first = today;
  let last = today;
  for (const task of tasks) {
    const bar = barOf(task);
    if (!bar) continue;
    if (bar.start < first) first = bar.start;
    if (bar.end > last) last = bar.end;
  }
  const pad = TIMELINE_PADDING_DAYS[zoom];
  let start = addDays(first, -pad);
  let end = addDays(last, pad);
  if (zoom === 'week') {
    start = addDays(start, -weekdayOf(start));
    end = addDays(end, 6 - weekdayOf(end));
  } else if (zoom === 'month') {
    start = `${start.slice(0, 8)}01`;
    end = addDays(`${addDays(`${end.slice(0, 8)}01`, 32).slice(0, 8)}01`, -1);
  }
  return { start, end, days: daysBetween(start, end) + 1 };
}

/** A header cell: from `offset` days after the range's start, `days` long, with its label. */
export interface TimelineTick {
  day: string;
  offset: number;
  days: number;
  label: string;
}

/** The chart's header: an upper row of groups (months, or years at month zoom) and a row of ticks. */
export interface TimelineHeader {
  groups: TimelineTick[];
  ticks: TimelineTick[];
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

const monthOf = (day: string) => MONTHS[Number(day.slice(5, 7)) - 1] as string;
const dateOf = (day: string) => String(Number(day.slice(8, 10)));

/** '3 Dec' (with the year, '3 Dec 2026', when `withYear`). */
export function timelineDayText(day: string, withYear = false): string {
  return `${dateOf(day)} ${monthOf(day)}${withYear ? ` ${day.slice(0, 4)}` : ''}`;
}

/** Cuts the range into cells that start where `startsCell` says, each labelled by `label`. */
function cells(range: TimelineRange, startsCell: (day: string) => boolean, label: (day: string) => string) {
  const list: TimelineTick[] = [];
  for (let offset = 0; offset < range.days; offset++) {
    const day = addDays(range.start, offset);
    const last = list[list.length - 1];
    if (!last || startsCell(day)) list.push({ day, offset, days: 1, label: label(day) });
    else last.days++;
  }
  return list;
}

/**
 * The header of a range at a zoom. Day: a tick per day (its date) under its month ('Dec 2026'). Week: a tick per
 * ISO week, labelled by its Monday ('30 Nov'), under months. Month: a tick per month ('Dec') under years. A cell cut
 * by the range's edge is kept, shorter.
 */
export function timelineHeader(range: TimelineRange, zoom: TimelineZoom): TimelineHeader {
  const firstOfMonth = (day: string) => day.endsWith('-01');
  if (zoom === 'month') {
    return {
      groups: cells(
        range,
        (day) => day.endsWith('-01-01'),
        (day) => day.slice(0, 4),
      ),
      ticks: cells(range, firstOfMonth, monthOf),
    };
  }
  const groups = cells(range, firstOfMonth, (day) => `${monthOf(day)} ${day.slice(0, 4)}`);
  if (zoom === 'week') {
    return {
      groups,
      ticks: cells(
        range,
        (day) => weekdayOf(day) === 0,
        (day) => timelineDayText(day),
      ),
    };
  }
  return { groups, ticks: cells(range, () => true, dateOf) };
}

/** Where a day's left edge is, in px from the chart's left. */
export function dayOffsetPx(range: TimelineRange, day: string, zoom: TimelineZoom): number {
  return daysBetween(range.start, day) * TIMELINE_PX_PER_DAY[zoom];
}

/** A row of the chart: a project's header (cross-project timeline) or a task, with its bar's place if drawn. */
export type TimelineRow =
  | { kind: 'group'; key: string; index: number; label: string; projectId: string }
  | {
      kind: 'task';
      key: string;
      index: number;
      task: TimelineTask;
      bar: TimelineBar | null;
      /** Left edge and width in px; 0 when not drawn. */
      x: number;
      width: number;
      critical: boolean;
    };

/** An arrow from a blocker's end to the blocked task's start: row indexes and x positions in px. */
export interface TimelineArrow {
  key: string;
  from: string;
  to: string;
  fromRow: number;
  toRow: number;
  x1: number;
  x2: number;
}

/** Everything the widget places, computed once per change of tasks, dependencies, zoom or range. */
export interface TimelineLayout {
  range: TimelineRange;
  zoom: TimelineZoom;
  pxPerDay: number;
  width: number;
  rows: TimelineRow[];
  /** Row index of each task. */
  rowOf: Map<string, number>;
  arrows: TimelineArrow[];
  /** Today's left edge in px, or null outside the range. */
  todayX: number | null;
  unscheduled: number;
}

export interface TimelineLayoutOptions {
  zoom: TimelineZoom;
  today: string;
  /** Group rows by project under a header row (a cross-project timeline). */
  groupByProject?: boolean;
  /** Ids to mark as on the critical path. */
  critical?: ReadonlySet<string> | readonly string[];
  /** The range to draw; `timelineRange` of the tasks by default. */
  range?: TimelineRange;
}

/**
 * The rows, bars and arrows of a chart. Rows keep the tasks' order, scheduled ones first and the unscheduled ones
 * (no bar) after them; grouped, each project's header row comes before its tasks, projects in order of first
 * appearance. An arrow is drawn between two drawn bars only.
 */
export function timelineLayout(
  tasks: readonly TimelineTask[],
  deps: readonly TimelineDependency[],
  options: TimelineLayoutOptions,
): TimelineLayout {
  const { zoom, today } = options;
  const range = options.range ?? timelineRange(tasks, today, zoom);
  const pxPerDay = TIMELINE_PX_PER_DAY[zoom];
  const critical =
    options.critical instanceof Set ? options.critical : new Set<string>(options.critical ?? []);
  const groups = new Map<string, TimelineTask[]>();
  for (const task of tasks) {
    const key = options.groupByProject ? (task.projectId ?? '') : '';
    const list = groups.get(key);
    if (list) list.push(task);
    else groups.set(key, [task]);
  }
  const rows: TimelineRow[] = [];
  const rowOf = new Map<string, number>();
  const bars = new Map<string, { x: number; width: number }>();
  let unscheduled = 0;
  for (const [projectId, list] of groups) {
    if (options.groupByProject) {
      rows.push({
        kind: 'group',
        key: `group:${projectId}`,
        index: rows.length,
        label: list[0]?.projectName ?? TIMELINE_TEXTS.noProject,
        projectId,
      });
    }
    const later: TimelineTask[] = [];
    for (const task of list) {
      const bar = barOf(task);
      if (!bar) {
        later.push(task);
        continue;
      }
      const x = daysBetween(range.start, bar.start) * pxPerDay;
      const width = barDays(bar) * pxPerDay;
      bars.set(task.id, { x, width });
      rowOf.set(task.id, rows.length);
      rows.push({
        kind: 'task',
        key: task.id,
        index: rows.length,
        task,
        bar,
        x,
        width,
        critical: critical.has(task.id),
      });
    }
    for (const task of later) {
      unscheduled++;
      rowOf.set(task.id, rows.length);
      rows.push({
        kind: 'task',
        key: task.id,
        index: rows.length,
        task,
        bar: null,
        x: 0,
        width: 0,
        critical: false,
      });
    }
  }
  const arrows: TimelineArrow[] = [];
  for (const dep of deps) {
    const from = bars.get(dep.from);
    const to = bars.get(dep.to);
    if (!from || !to || dep.from === dep.to) continue;
    arrows.push({
      key: `${dep.from}>${dep.to}`,
      from: dep.from,
      to: dep.to,
      fromRow: rowOf.get(dep.from) as number,
      toRow: rowOf.get(dep.to) as number,
      x1: from.x + from.width,
      x2: to.x,
    });
  }
  const todayOffset = daysBetween(range.start, today);
  return {
    range,
    zoom,
    pxPerDay,
    width: range.days * pxPerDay,
    rows,
    rowOf,
    arrows,
    todayX: todayOffset >= 0 && todayOffset < range.days ? todayOffset * pxPerDay : null,
    unscheduled,
  };
}

/** The dates a drag or a key gives a bar: moved by `days`, or one end moved (never past the other end). */
export function draggedDates(
  task: Pick<TimelineTask, 'startDate' | 'dueDate'>,
  mode: 'move' | 'start' | 'end',
  days: number,
): { startDate: string | null; dueDate: string | null } {
  const bar = barOf(task);
  if (!bar || days === 0) return { startDate: task.startDate, dueDate: task.dueDate };
  if (mode === 'move') {
    // A one-day bar of a task with only one date keeps having only that date.
    return shifted(task, days);
  }
  if (mode === 'start') {
    const start = addDays(bar.start, days);
    return { startDate: start > bar.end ? bar.end : start, dueDate: bar.end };
  }
  const end = addDays(bar.end, days);
  return { startDate: bar.start, dueDate: end < bar.start ? bar.start : end };
}

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

export const TIMELINE_TEXTS = {
  title: 'Timeline',
  zoom: 'Zoom',
  zooms: { day: 'Day', week: 'Week', month: 'Month' } satisfies Record<TimelineZoom, string>,
  today: 'Today',
  exportPng: 'Export PNG',
  exportFileName: (name: string) =>
    `${name.replace(/[^\w-]+/g, '-').replace(/^-|-$/g, '') || 'timeline'}.png`,
  exportFailed: 'The timeline could not be exported as an image.',
  criticalPath: 'Critical path',
  showCriticalPath: 'Show the critical path',
  unscheduled: 'Unscheduled',
  noProject: 'No project',
  tasksColumn: 'Tasks',
  chart: 'Timeline chart',
  empty: 'No tasks with dates yet',
  emptyHint: 'Give a task a start or due date to see it here.',
  undo: 'Undo',
  /** The snackbar after a move: "Moved “X”", "Moved “X” and 2 tasks it blocks". */
  moved: (title: string, others: number) =>
    others === 0
      ? `Moved “${title}”`
      : `Moved “${title}” and ${others} ${plural(others, 'task it blocks', 'tasks it blocks')}`,
  undone: (count: number) => `Put ${count} ${plural(count, 'task', 'tasks')} back`,
  /** A bar's dates: "3 Dec to 7 Dec", "3 Dec" for one day, years written when they differ. */
  dates: (bar: TimelineBar) => {
    if (bar.start === bar.end) return timelineDayText(bar.start);
    const years = bar.start.slice(0, 4) !== bar.end.slice(0, 4);
    return `${timelineDayText(bar.start, years)} to ${timelineDayText(bar.end, years)}`;
  },
  /** A bar's accessible name: "Title, 3 Dec to 7 Dec, on the critical path". */
  barLabel: (
    title: string,
    bar: TimelineBar,
    flags: { critical?: boolean; done?: boolean; blockedBy?: readonly string[] } = {},
  ) =>
    [
      title,
      TIMELINE_TEXTS.dates(bar),
      ...(flags.done ? ['done'] : []),
      ...(flags.critical ? ['on the critical path'] : []),
      ...(flags.blockedBy?.length ? [TIMELINE_TEXTS.blockedBy(flags.blockedBy)] : []),
    ].join(', '),
  /** "blocked by “A” and “B”"; past three names, "and 2 more". */
  blockedBy: (titles: readonly string[]) => {
    const named = titles.slice(0, 3).map((title) => `“${title}”`);
    const more = titles.length - named.length;
    if (more > 0) return `blocked by ${named.join(', ')} and ${more} more`;
    if (named.length === 1) return `blocked by ${named[0]}`;
    return `blocked by ${named.slice(0, -1).join(', ')} and ${named[named.length - 1]}`;
  },
  /** What the live region says after a keyboard move or resize. */
  movedTo: (title: string, bar: TimelineBar) => `${title}: ${TIMELINE_TEXTS.dates(bar)}`,
  dependency: (from: string, to: string) => `${from} blocks ${to}`,
  resizeStart: 'Change the start',
  resizeEnd: 'Change the due date',
  keyboardHelp:
    'Up and Down go between tasks. Left and Right move the task a day; Shift with Left and Right changes its due date. Enter opens it.',
} as const;

/** The timeline's keys, for the help dialog and the widget's description. */
export const TIMELINE_SHORTCUTS: readonly { keys: string; action: string }[] = [
  { keys: '↑ / ↓', action: 'Go to the task above or below' },
  { keys: '← / →', action: 'Move the task a day earlier or later' },
  { keys: 'Shift + ← / →', action: 'Make the task end a day earlier or later' },
  { keys: 'Home / End', action: 'Go to the first or last task' },
  { keys: 'Enter', action: 'Open the task' },
];
