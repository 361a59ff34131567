import {
  applyMoves,
  criticalPath,
  scheduleMove,
  type TimelineTask,
  type TimelineZoom,
  timelineLayout,
} from '@app/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  crossProjectTasks,
  manyTimelineTasks,
  TIMELINE_TODAY,
  timelineDependencies,
  timelineTasks,
} from './fixtures';
import { Timeline, type TimelineProps } from './Timeline';
import { timelinePng } from './timelineSvg';

/** The timeline as a screen uses it: zoom and the critical path in state, a move schedules the tasks it blocks. */
function StatefulTimeline({ sortByStart = false, ...props }: TimelineProps & { sortByStart?: boolean }) {
  const [tasks, setTasks] = useState<readonly TimelineTask[]>(props.tasks);
  const [zoom, setZoom] = useState<TimelineZoom>(props.zoom);
  const [showCritical, setShowCritical] = useState(props.showCriticalPath ?? false);
  const deps = props.dependencies ?? [];
  const critical = useMemo(() => criticalPath(tasks, deps), [tasks, deps]);
  return (
    <Timeline
      {...props}
      tasks={tasks}
      zoom={zoom}
      onZoomChange={(next) => {
        props.onZoomChange(next);
        setZoom(next);
      }}
      criticalPath={critical}
      showCriticalPath={showCritical}
      onShowCriticalPathChange={(show) => {
        props.onShowCriticalPathChange?.(show);
        setShowCritical(show);
      }}
      onMove={
        props.onMove &&
        ((id, startDate, dueDate) => {
          props.onMove?.(id, startDate, dueDate);
          setTasks((current) => {
            const next = applyMoves(current, scheduleMove(current, deps, id, startDate, dueDate));
            // A screen whose list comes back sorted by date, as the server's does.
            const key = (task: TimelineTask) => task.startDate ?? task.dueDate ?? '';
            return sortByStart ? [...next].sort((a, b) => key(a).localeCompare(key(b))) : next;
          });
        })
      }
    />
  );
}

const meta = {
  title: 'Data/Timeline',
  component: Timeline,
  args: {
    tasks: timelineTasks,
    dependencies: timelineDependencies,
    zoom: 'day',
    today: TIMELINE_TODAY,
    height: 360,
    onZoomChange: fn(),
    onShowCriticalPathChange: fn(),
    onMove: fn(),
    onOpen: fn(),
  },
  render: (args) => <StatefulTimeline {...args} />,
} satisfies Meta<TimelineProps>;

export default meta;
type Story = StoryObj<typeof meta>;

const bar = (canvasElement: HTMLElement, name: string | RegExp) =>
  within(canvasElement).getByRole('button', {
    name: typeof name === 'string' ? new RegExp(`^${name},`) : name,
  });

/** Bars from start to due, arrows from each blocker's end to the blocked task's start, the unscheduled listed. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(bar(canvasElement, 'Write the migration')).toHaveAccessibleName(
      'Write the migration, 4 Dec to 8 Dec, blocked by “Design the schema”',
    );
    await expect(bar(canvasElement, 'Design the schema')).toHaveAccessibleName(
      'Design the schema, 1 Dec to 3 Dec, done',
    );
    // A task with only a due date is a one-day bar.
    await expect(bar(canvasElement, 'Release')).toHaveAccessibleName(
      'Release, 16 Dec, blocked by “Build the endpoint” and “Write the docs”',
    );
    await expect(canvasElement.querySelectorAll('[data-arrow]')).toHaveLength(5);
    const titles = canvas.getByRole('list', { name: 'Tasks' });
    await expect(within(titles).getAllByRole('listitem')).toHaveLength(7);
    await expect(within(titles).getByText('Unscheduled')).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Timeline chart' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Export PNG' })).toBeEnabled();
  },
};

/**
 * The keyboard: one tab stop in the chart, Down to the next task, Right moves a bar a day (each press is a move,
 * and the task it blocks follows), Shift+Right moves its end, Enter opens; the live region says the dates.
 */
export const KeyboardMove: Story = {
  play: async ({ canvasElement, args }) => {
    const first = bar(canvasElement, 'Design the schema');
    await expect(first).toHaveAttribute('tabindex', '0');
    await expect(bar(canvasElement, 'Write the migration')).toHaveAttribute('tabindex', '-1');
    first.focus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(bar(canvasElement, 'Write the migration')).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(args.onMove).toHaveBeenNthCalledWith(1, 'b', '2026-12-05', '2026-12-09');
    await expect(args.onMove).toHaveBeenNthCalledWith(2, 'b', '2026-12-06', '2026-12-10');
    // Two days later: the endpoint it blocks (a day's gap) moved two days too.
    await waitFor(() =>
      expect(bar(canvasElement, 'Build the endpoint')).toHaveAccessibleName(
        /^Build the endpoint, 12 Dec to 16 Dec/,
      ),
    );
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Write the migration: 6 Dec to 10 Dec',
    );
    await expect(bar(canvasElement, 'Write the migration')).toHaveFocus();
    await userEvent.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    await expect(args.onMove).toHaveBeenLastCalledWith('b', '2026-12-06', '2026-12-09');
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenCalledWith('b');
  },
};

/** Rows that come back in a new order after a move (sorted by date): the focus stays on the moved task. */
export const FocusFollowsTheTask: Story = {
  render: (args) => <StatefulTimeline {...args} sortByStart />,
  play: async ({ canvasElement, args }) => {
    const tidy = bar(canvasElement, 'Tidy the backlog');
    tidy.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(args.onMove).toHaveBeenLastCalledWith('f', '2026-12-11', '2026-12-13');
    // Now after 'Build the endpoint' (10 Dec) in the rows, and still the one focused.
    await waitFor(() =>
      expect(bar(canvasElement, 'Tidy the backlog')).toHaveAccessibleName(
        /^Tidy the backlog, 11 Dec to 13 Dec/,
      ),
    );
    await expect(bar(canvasElement, 'Tidy the backlog')).toHaveFocus();
    const names = within(within(canvasElement).getByRole('list', { name: 'Tasks' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    await expect(names.indexOf('Tidy the backlog')).toBeGreaterThan(names.indexOf('Build the endpoint'));
  },
};

/** A bar dragged two days to the right, and its end handle one day: each drop is one move, snapped to days. */
export const DragAndResize: Story = {
  play: async ({ canvasElement, args }) => {
    const docs = bar(canvasElement, 'Write the docs');
    const box = docs.getBoundingClientRect();
    const y = box.top + box.height / 2;
    fireEvent.pointerDown(docs, { clientX: box.left + 10, clientY: y, button: 0, pointerId: 7 });
    fireEvent.pointerMove(docs, { clientX: box.left + 10 + 2 * 32 + 5, clientY: y, pointerId: 7 });
    // The dates show while dragging.
    await expect(await within(docs).findByText('11 Dec to 12 Dec')).toBeInTheDocument();
    fireEvent.pointerUp(docs, { clientX: box.left + 10 + 2 * 32 + 5, clientY: y, pointerId: 7 });
    await expect(args.onMove).toHaveBeenCalledWith('d', '2026-12-11', '2026-12-12');
    const moved = bar(canvasElement, 'Write the docs');
    await waitFor(() => expect(moved).toHaveAccessibleName(/^Write the docs, 11 Dec to 12 Dec/));
    const handle = moved.querySelector('[data-mode="end"]') as HTMLElement;
    const end = handle.getBoundingClientRect();
    fireEvent.pointerDown(handle, { clientX: end.left + 2, clientY: y, button: 0, pointerId: 8 });
    fireEvent.pointerMove(handle, { clientX: end.left + 2 + 32, clientY: y, pointerId: 8 });
    await expect(await within(moved).findByText('11 Dec to 13 Dec')).toBeInTheDocument();
    fireEvent.pointerUp(handle, { clientX: end.left + 2 + 32, clientY: y, pointerId: 8 });
    await expect(args.onMove).toHaveBeenLastCalledWith('d', '2026-12-11', '2026-12-13');
    // Escape drops a drag where it started: nothing moves.
    const calls = (args.onMove as ReturnType<typeof fn>).mock.calls.length;
    const again = bar(canvasElement, 'Write the docs');
    fireEvent.pointerDown(again, { clientX: box.left + 80, clientY: y, button: 0, pointerId: 9 });
    fireEvent.pointerMove(again, { clientX: box.left + 80 + 3 * 32, clientY: y, pointerId: 9 });
    await expect(await within(again).findByText('14 Dec to 16 Dec')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(again).queryByText('14 Dec to 16 Dec')).not.toBeInTheDocument());
    fireEvent.pointerUp(again, { clientX: box.left + 80 + 3 * 32, clientY: y, pointerId: 9 });
    await expect(args.onMove).toHaveBeenCalledTimes(calls);
  },
};

/** Day, Week and Month: a toggle group; the header's ticks follow. */
export const ZoomSwitch: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const zoom = canvas.getByRole('group', { name: 'Zoom' });
    await expect(within(zoom).getByRole('button', { name: 'Day' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(zoom).getByRole('button', { name: 'Week' }));
    await expect(args.onZoomChange).toHaveBeenCalledWith('week');
    await waitFor(() => expect(canvas.getByText('30 Nov')).toBeInTheDocument());
    await userEvent.click(within(zoom).getByRole('button', { name: 'Month' }));
    await waitFor(() => expect(canvas.getByText('Nov')).toBeInTheDocument());
    await expect(bar(canvasElement, 'Write the migration')).toBeInTheDocument();
  },
};

/** The critical path toggle outlines the longest chain (b, c, the release) and says so in the bars' names. */
export const CriticalPathToggle: Story = {
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('button', { name: 'Critical path' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect(args.onShowCriticalPathChange).toHaveBeenCalledWith(true);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'true'));
    await expect(bar(canvasElement, 'Build the endpoint')).toHaveAccessibleName(
      'Build the endpoint, 10 Dec to 14 Dec, on the critical path, blocked by “Write the migration”',
    );
    await expect(bar(canvasElement, 'Write the docs')).toHaveAccessibleName(
      /^Write the docs, 9 Dec to 10 Dec, blocked/,
    );
    const names = within(canvasElement)
      .getAllByRole('button', { name: /on the critical path/ })
      .map((element) => element.getAttribute('aria-label')?.split(',')[0]);
    await expect(names).toEqual(['Write the migration', 'Build the endpoint', 'Release']);
  },
};

/** Read-only: a click opens, the keys move nothing, no resize handles. */
export const ReadOnly: Story = {
  args: { readOnly: true },
  play: async ({ canvasElement, args }) => {
    const migration = bar(canvasElement, 'Write the migration');
    await expect(migration).toHaveAttribute('aria-disabled', 'true');
    await expect(migration.querySelector('[data-mode]')).toBeNull();
    await userEvent.click(migration);
    await expect(args.onOpen).toHaveBeenCalledWith('b');
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onMove).not.toHaveBeenCalled();
  },
};

/** Across projects: each project's tasks under its name. */
export const GroupedByProject: Story = {
  args: { tasks: crossProjectTasks, groupByProject: true },
  play: async ({ canvasElement }) => {
    const titles = within(within(canvasElement).getByRole('list', { name: 'Tasks' }));
    const items = titles.getAllByRole('listitem').map((item) => item.textContent);
    await expect(items.slice(0, 2)).toEqual(['Website', 'Design the schema']);
    await expect(items).toContain('Mobile app');
  },
};

/**
 * A phone's width: the titles column narrows, and the titles and the header stay in view however far the chart
 * scrolls right and down (they are sticky in rows as wide as the chart, not in a cell of their own).
 */
const phone = manyTimelineTasks(60, 20);

export const PhoneWidth: Story = {
  args: { tasks: phone.tasks, dependencies: phone.dependencies, height: 320 },
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const titles = within(canvasElement).getByRole('list', { name: 'Tasks' });
    // The list sits in its row, in the canvas, in the scroller.
    const scroller = titles.parentElement?.parentElement?.parentElement as HTMLElement;
    await waitFor(() => expect(titles.getBoundingClientRect().width).toBe(128));
    scroller.scrollLeft = 900;
    scroller.scrollTop = 600;
    scroller.dispatchEvent(new Event('scroll'));
    const box = scroller.getBoundingClientRect();
    await waitFor(() =>
      expect(Math.round(titles.getBoundingClientRect().left)).toBe(Math.round(box.left + 1)),
    );
    const corner = within(canvasElement).getByText('Tasks', { selector: 'div' });
    await expect(Math.round(corner.getBoundingClientRect().top)).toBe(Math.round(box.top + 1));
    // The rows in view at this depth are drawn, with their titles.
    await waitFor(() => expect(within(titles).getAllByRole('listitem').length).toBeGreaterThan(3));
  },
};

/** Nothing with dates: the empty state, and nothing to export. */
export const Empty: Story = {
  args: { tasks: [{ id: 'x', title: 'Someday', startDate: null, dueDate: null, done: false }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No tasks with dates yet' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Export PNG' })).toBeDisabled();
  },
};

/** The PNG: the whole chart's SVG drawn into a canvas, with no network. */
export const ExportPng: Story = {
  play: async () => {
    const layout = timelineLayout(timelineTasks, timelineDependencies, {
      zoom: 'day',
      today: TIMELINE_TODAY,
      critical: ['b', 'c'],
    });
    const blob = await timelinePng(layout);
    await expect(blob.type).toBe('image/png');
    const image = await createImageBitmap(blob);
    await expect(image.width).toBe(240 + layout.width);
    await expect(image.height).toBe(48 + 7 * 32);
  },
};

const many = manyTimelineTasks(2000, 1000);

/** 2,000 tasks and 1,000 dependencies: only the rows in view are drawn; the keyboard scrolls to the last. */
export const ThousandsOfTasks: Story = {
  args: { tasks: many.tasks, dependencies: many.dependencies, groupByProject: true },
  play: async ({ canvasElement }) => {
    const bars = canvasElement.querySelectorAll('.tl-bar');
    await expect(bars.length).toBeGreaterThan(5);
    await expect(bars.length).toBeLessThan(60);
    (canvasElement.querySelector('.tl-bar[tabindex="0"]') as HTMLElement).focus();
    await userEvent.keyboard('{End}');
    await waitFor(() =>
      expect(within(canvasElement).getByRole('button', { name: /^Task 2000: Ship part 10/ })).toHaveFocus(),
    );
  },
};
