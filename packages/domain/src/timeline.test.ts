import { describe, expect, it } from 'vitest';
import {
  applyMoves,
  barOf,
  criticalPath,
  draggedDates,
  scheduleMove,
  TIMELINE_TEXTS,
  type TimelineDependency,
  type TimelineTask,
  timelineHeader,
  timelineLayout,
  timelineRange,
  undoMoves,
} from './timeline';

const task = (id: string, startDate: string | null, dueDate: string | null, done = false): TimelineTask => ({
  id,
  title: id,
  startDate,
  dueDate,
  done,
});
const dep = (from: string, to: string): TimelineDependency => ({ from, to });

describe('barOf', () => {
  it('spans start to due, both drawn', () => {
    expect(barOf(task('a', '2026-12-03', '2026-12-07'))).toEqual({ start: '2026-12-03', end: '2026-12-07' });
  });
  it('draws a task with one date as a one-day bar, and none without dates', () => {
    expect(barOf(task('a', null, '2026-12-07'))).toEqual({ start: '2026-12-07', end: '2026-12-07' });
    expect(barOf(task('a', '2026-12-03', null))).toEqual({ start: '2026-12-03', end: '2026-12-03' });
    expect(barOf(task('a', null, null))).toBeNull();
    expect(barOf(task('a', 'soon', ''))).toBeNull();
  });
  it('reads a start after the due date the other way round', () => {
    expect(barOf(task('a', '2026-12-09', '2026-12-07'))).toEqual({ start: '2026-12-07', end: '2026-12-09' });
  });
});

describe('scheduleMove', () => {
  it("the issue's case: A blocks B with a 1-day gap; A two days later moves B two days later; undo puts both back", () => {
    const tasks = [task('A', '2026-12-01', '2026-12-03'), task('B', '2026-12-05', '2026-12-06')];
    const moves = scheduleMove(tasks, [dep('A', 'B')], 'A', '2026-12-03', '2026-12-05');
    expect(moves).toEqual([
      {
        id: 'A',
        startDate: '2026-12-03',
        dueDate: '2026-12-05',
        previous: { startDate: '2026-12-01', dueDate: '2026-12-03' },
      },
      {
        id: 'B',
        startDate: '2026-12-07',
        dueDate: '2026-12-08',
        previous: { startDate: '2026-12-05', dueDate: '2026-12-06' },
      },
    ]);
    const moved = applyMoves(tasks, moves);
    // The gap (one free day) and B's length are kept.
    expect(moved[1]).toMatchObject({ startDate: '2026-12-07', dueDate: '2026-12-08' });
    expect(applyMoves(moved, undoMoves(moves))).toEqual(tasks);
  });

  it('moves the blocked tasks transitively, a diamond once, and by how far the end moved', () => {
    const tasks = [
      task('A', '2026-12-01', '2026-12-02'),
      task('B', '2026-12-03', '2026-12-04'),
      task('C', '2026-12-03', '2026-12-10'),
      task('D', '2026-12-12', '2026-12-12'),
      task('E', null, '2026-12-20'),
    ];
    const deps = [dep('A', 'B'), dep('A', 'C'), dep('B', 'D'), dep('C', 'D'), dep('D', 'E')];
    // Resizing A's end by 3 days later.
    const moves = scheduleMove(tasks, deps, 'A', '2026-12-01', '2026-12-05');
    expect(moves.map((move) => [move.id, move.startDate, move.dueDate])).toEqual([
      ['A', '2026-12-01', '2026-12-05'],
      ['B', '2026-12-06', '2026-12-07'],
      ['C', '2026-12-06', '2026-12-13'],
      ['D', '2026-12-15', '2026-12-15'],
      ['E', null, '2026-12-23'],
    ]);
  });

  it('moves the task alone when it moves earlier or only its start changes', () => {
    const tasks = [task('A', '2026-12-01', '2026-12-03'), task('B', '2026-12-05', '2026-12-06')];
    expect(scheduleMove(tasks, [dep('A', 'B')], 'A', '2026-11-29', '2026-12-01').map((m) => m.id)).toEqual([
      'A',
    ]);
    expect(scheduleMove(tasks, [dep('A', 'B')], 'A', '2026-12-02', '2026-12-03').map((m) => m.id)).toEqual([
      'A',
    ]);
    expect(scheduleMove(tasks, [dep('A', 'B')], 'A', '2026-12-01', '2026-12-03')).toEqual([]);
    expect(scheduleMove(tasks, [dep('A', 'B')], 'nobody', '2026-12-01', '2026-12-03')).toEqual([]);
  });

  it('never loops, keeps done and undated tasks, and walks through them', () => {
    const tasks = [
      task('A', '2026-12-01', '2026-12-01'),
      task('B', '2026-12-02', '2026-12-02', true),
      task('C', null, null),
      task('D', '2026-12-04', '2026-12-04'),
    ];
    const deps = [
      dep('A', 'B'),
      dep('B', 'C'),
      dep('C', 'D'),
      dep('D', 'A'),
      dep('A', 'A'),
      dep('A', 'ghost'),
    ];
    const moves = scheduleMove(tasks, deps, 'A', '2026-12-02', '2026-12-02');
    expect(moves.map((move) => [move.id, move.startDate])).toEqual([
      ['A', '2026-12-02'],
      ['D', '2026-12-05'],
    ]);
  });
});

describe('criticalPath', () => {
  it('marks the longest chain by days among scheduled, unfinished tasks', () => {
    const tasks = [
      task('A', '2026-12-01', '2026-12-03'), // 3 days
      task('B', '2026-12-05', '2026-12-06'), // 2
      task('C', '2026-12-04', '2026-12-04'), // 1
      task('D', '2026-12-08', '2026-12-10'), // 3
      task('E', '2026-12-01', '2026-12-04'), // 4, alone
      task('F', '2026-12-01', '2026-12-30', true), // done: out
      task('G', null, null),
    ];
    const deps = [dep('A', 'B'), dep('A', 'C'), dep('B', 'D'), dep('C', 'D'), dep('F', 'D'), dep('G', 'A')];
    // A-B-D is 8 days; A-C-D is 7; E is 4.
    expect([...criticalPath(tasks, deps)].sort()).toEqual(['A', 'B', 'D']);
  });

  it('marks every chain of the longest length, and none on a loop', () => {
    const tasks = [task('A', '2026-12-01', '2026-12-02'), task('B', '2026-12-05', '2026-12-06')];
    expect([...criticalPath(tasks, [])].sort()).toEqual(['A', 'B']);
    const loop = [task('X', '2026-12-01', '2026-12-09'), task('Y', '2026-12-01', '2026-12-09'), ...tasks];
    expect([...criticalPath(loop, [dep('X', 'Y'), dep('Y', 'X')])].sort()).toEqual(['A', 'B']);
    expect(criticalPath([], []).size).toBe(0);
  });
});

describe('timelineRange and timelineHeader', () => {
  const tasks = [task('A', '2026-12-03', '2026-12-07'), task('B', null, '2026-12-20'), task('C', null, null)];

  it('pads the bars and today by zoom; weeks start on a Monday, months on the 1st', () => {
    expect(timelineRange(tasks, '2026-12-07')).toEqual({ start: '2026-11-30', end: '2026-12-23', days: 24 });
    // Today after every bar widens the range.
    expect(timelineRange(tasks, '2027-01-02').end).toBe('2027-01-05');
    const week = timelineRange(tasks, '2026-12-07', 'week');
    expect(week.start).toBe('2026-11-23'); // a Monday
    expect(week.end).toBe('2026-12-27'); // a Sunday
    expect(week.days % 7).toBe(0);
    expect(timelineRange(tasks, '2026-12-07', 'month')).toEqual({
      start: '2026-11-01',
      end: '2027-01-31',
      days: 92,
    });
    expect(timelineRange([], '2026-12-07')).toEqual({ start: '2026-12-04', end: '2026-12-10', days: 7 });
  });

  it('labels days under months, weeks by their Monday, months under years', () => {
    const range = { start: '2026-11-29', end: '2026-12-02', days: 4 };
    expect(timelineHeader(range, 'day')).toEqual({
      groups: [
        { day: '2026-11-29', offset: 0, days: 2, label: 'Nov 2026' },
        { day: '2026-12-01', offset: 2, days: 2, label: 'Dec 2026' },
      ],
      ticks: [
        { day: '2026-11-29', offset: 0, days: 1, label: '29' },
        { day: '2026-11-30', offset: 1, days: 1, label: '30' },
        { day: '2026-12-01', offset: 2, days: 1, label: '1' },
        { day: '2026-12-02', offset: 3, days: 1, label: '2' },
      ],
    });
    const weeks = timelineHeader(timelineRange(tasks, '2026-12-07', 'week'), 'week');
    expect(weeks.ticks.map((tick) => tick.label)).toEqual(['23 Nov', '30 Nov', '7 Dec', '14 Dec', '21 Dec']);
    const months = timelineHeader(timelineRange(tasks, '2026-12-07', 'month'), 'month');
    expect(months.ticks.map((tick) => [tick.label, tick.days])).toEqual([
      ['Nov', 30],
      ['Dec', 31],
      ['Jan', 31],
    ]);
    expect(months.groups.map((group) => group.label)).toEqual(['2026', '2027']);
  });
});

describe('timelineLayout', () => {
  it('places bars, unscheduled rows last, arrows between drawn bars and the today line', () => {
    const tasks = [
      task('C', null, null),
      task('A', '2026-12-03', '2026-12-04'),
      task('B', null, '2026-12-06'),
    ];
    const layout = timelineLayout(tasks, [dep('A', 'B'), dep('A', 'C')], {
      zoom: 'day',
      today: '2026-12-05',
      critical: ['A'],
      range: { start: '2026-12-01', end: '2026-12-10', days: 10 },
    });
    expect(layout.rows.map((row) => row.key)).toEqual(['A', 'B', 'C']);
    expect(layout.rows[0]).toMatchObject({ x: 64, width: 64, critical: true });
    expect(layout.rows[1]).toMatchObject({ x: 160, width: 32, critical: false });
    expect(layout.arrows).toEqual([
      { key: 'A>B', from: 'A', to: 'B', fromRow: 0, toRow: 1, x1: 128, x2: 160 },
    ]);
    expect(layout.todayX).toBe(128);
    expect(layout.unscheduled).toBe(1);
    expect(layout.width).toBe(320);
  });

  it('groups by project under a header row', () => {
    const tasks = [
      { ...task('A', '2026-12-03', '2026-12-04'), projectId: 'p1', projectName: 'Website' },
      { ...task('B', '2026-12-03', '2026-12-04'), projectId: 'p2', projectName: 'Mobile' },
      { ...task('C', '2026-12-03', '2026-12-04'), projectId: 'p1', projectName: 'Website' },
    ];
    const layout = timelineLayout(tasks, [], { zoom: 'week', today: '2026-12-05', groupByProject: true });
    expect(layout.rows.map((row) => (row.kind === 'group' ? row.label : row.key))).toEqual([
      'Website',
      'A',
      'C',
      'Mobile',
      'B',
    ]);
    expect(layout.rowOf.get('B')).toBe(4);
  });
});

describe('draggedDates', () => {
  const a = task('A', '2026-12-03', '2026-12-07');
  it('moves both dates, or one end without crossing the other', () => {
    expect(draggedDates(a, 'move', 2)).toEqual({ startDate: '2026-12-05', dueDate: '2026-12-09' });
    expect(draggedDates(a, 'end', -1)).toEqual({ startDate: '2026-12-03', dueDate: '2026-12-06' });
    expect(draggedDates(a, 'end', -9)).toEqual({ startDate: '2026-12-03', dueDate: '2026-12-03' });
    expect(draggedDates(a, 'start', 9)).toEqual({ startDate: '2026-12-07', dueDate: '2026-12-07' });
    expect(draggedDates(task('B', null, '2026-12-07'), 'move', -1)).toEqual({
      startDate: null,
      dueDate: '2026-12-06',
    });
    // Resizing a one-date task gives it both dates.
    expect(draggedDates(task('B', null, '2026-12-07'), 'end', 2)).toEqual({
      startDate: '2026-12-07',
      dueDate: '2026-12-09',
    });
  });
});

describe('TIMELINE_TEXTS', () => {
  it('says what a move moved, in the singular and the plural', () => {
    expect(TIMELINE_TEXTS.moved('Design', 0)).toBe('Moved “Design”');
    expect(TIMELINE_TEXTS.moved('Design', 1)).toBe('Moved “Design” and 1 task it blocks');
    expect(TIMELINE_TEXTS.moved('Design', 2)).toBe('Moved “Design” and 2 tasks it blocks');
    expect(TIMELINE_TEXTS.undone(1)).toBe('Put 1 task back');
  });
  it('names a bar by title, dates and state', () => {
    const bar = { start: '2026-12-03', end: '2026-12-07' };
    expect(TIMELINE_TEXTS.barLabel('Title', bar, { critical: true })).toBe(
      'Title, 3 Dec to 7 Dec, on the critical path',
    );
    expect(TIMELINE_TEXTS.barLabel('Title', { start: '2026-12-03', end: '2026-12-03' }, { done: true })).toBe(
      'Title, 3 Dec, done',
    );
    expect(TIMELINE_TEXTS.barLabel('B', bar, { blockedBy: ['A'] })).toBe('B, 3 Dec to 7 Dec, blocked by “A”');
    expect(TIMELINE_TEXTS.blockedBy(['A', 'B'])).toBe('blocked by “A” and “B”');
    expect(TIMELINE_TEXTS.blockedBy(['A', 'B', 'C', 'D', 'E'])).toBe('blocked by “A”, “B”, “C” and 2 more');
    expect(TIMELINE_TEXTS.dates({ start: '2026-12-30', end: '2027-01-02' })).toBe(
      '30 Dec 2026 to 2 Jan 2027',
    );
    expect(TIMELINE_TEXTS.exportFileName('Website redesign')).toBe('Website-redesign.png');
  });
});
