import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FIXTURE_NOW, type FixtureTask, fixtureTasks, manyFixtureTasks, statusColumns } from './fixtures';
import { KanbanBoard, type KanbanBoardProps } from './KanbanBoard';
import { applyKanbanMove } from './moves';

type BoardProps = KanbanBoardProps<FixtureTask>;

/** The board as a container uses it: moves are applied to local state, as an optimistic update would. */
function StatefulBoard(props: BoardProps) {
  const [columns, setColumns] = useState(props.columns);
  return (
    <KanbanBoard
      {...props}
      columns={columns}
      onMove={(move) => {
        props.onMove(move);
        setColumns((current) => applyKanbanMove(current, move));
      }}
    />
  );
}

const meta = {
  title: 'Data/KanbanBoard',
  component: KanbanBoard<FixtureTask>,
  args: {
    columns: statusColumns(fixtureTasks),
    now: FIXTURE_NOW,
    onMove: fn(),
    onOpen: fn(),
  },
  render: (args) => <StatefulBoard {...args} />,
  parameters: { layout: 'padded' },
} satisfies Meta<BoardProps>;

export default meta;
type Story = StoryObj<typeof meta>;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const Default: Story = {};

/** Space picks the card up, the right arrow carries it to the next column, space drops it there. */
export const KeyboardDrag: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('button', { name: /^Write release notes/ });
    card.focus();
    await userEvent.keyboard('[Space]');
    await waitFor(() => expect(card).toHaveAttribute('aria-pressed', 'true'));
    await pause(100);
    await userEvent.keyboard('[ArrowRight]');
    await pause(250);
    await userEvent.keyboard('[Space]');
    await waitFor(() =>
      expect(args.onMove).toHaveBeenCalledWith({
        itemId: 't1',
        fromColumn: 'todo',
        toColumn: 'in-progress',
        toIndex: 0,
      }),
    );
    const inProgress = canvas.getByRole('group', { name: 'In progress' });
    await waitFor(() =>
      expect(within(inProgress).getByRole('button', { name: /^Write release notes/ })).toBeInTheDocument(),
    );
  },
};

/** Without dragging: the card's menu lists the other columns. */
export const MoveMenu: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Move Audit password reset emails' }));
    const menu = within(canvasElement.ownerDocument.body).getByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Move to Review' }));
    await expect(args.onMove).toHaveBeenCalledWith({
      itemId: 't2',
      fromColumn: 'todo',
      toColumn: 'review',
      toIndex: 1,
    });
    const review = canvas.getByRole('group', { name: 'Review' });
    const moved = within(review).getByRole('button', { name: /^Audit password reset emails/ });
    await waitFor(() => expect(moved).toHaveFocus());
  },
};

/** The drag announcements dnd-kit reads out, in its live region. */
const dragAnnouncement = (canvasElement: HTMLElement) => {
  const region = canvasElement.ownerDocument.querySelector<HTMLElement>('[id^="DndLiveRegion"]');
  if (!region) throw new Error('The drag live region is missing');
  return region;
};

/** Picked up and dropped again where it was: no move, and the card is said to stay. */
export const KeyboardDropInPlace: Story = {
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement).getByRole('button', { name: /^Write release notes/ });
    card.focus();
    await userEvent.keyboard('[Space]');
    await waitFor(() => expect(card).toHaveAttribute('aria-pressed', 'true'));
    await pause(100);
    await userEvent.keyboard('[Space]');
    await waitFor(() =>
      expect(dragAnnouncement(canvasElement)).toHaveTextContent(
        'Task Write release notes was dropped. It stays in column To do, position 1 of 3.',
      ),
    );
    await expect(args.onMove).not.toHaveBeenCalled();
  },
};

/** Carried over a column at its WIP limit, the column warns; Escape puts the card back without a move. */
export const KeyboardDragCancelled: Story = {
  args: { columns: statusColumns(fixtureTasks, { 'in-progress': 1 }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('button', { name: /^Write release notes/ });
    const inProgress = canvas.getByRole('group', { name: 'In progress' });
    await expect(inProgress.querySelector('[data-testid="WarningAmberRoundedIcon"]')).toBeNull();
    card.focus();
    await userEvent.keyboard('[Space]');
    await waitFor(() => expect(card).toHaveAttribute('aria-pressed', 'true'));
    await pause(100);
    await userEvent.keyboard('[ArrowRight]');
    await waitFor(() =>
      expect(dragAnnouncement(canvasElement)).toHaveTextContent(
        'Task Write release notes is over column In progress',
      ),
    );
    // The drop would take the column over its limit: its outline and count turn to the warning colour.
    const warning = await waitFor(() => {
      const icon = inProgress.querySelector<SVGElement>('[data-testid="WarningAmberRoundedIcon"]');
      if (!icon) throw new Error('No warning yet');
      return icon;
    });
    await waitFor(() => expect(getComputedStyle(inProgress).borderTopStyle).toBe('dashed'));
    // The outline fades to its colour.
    await waitFor(() =>
      expect(getComputedStyle(inProgress).borderTopColor).toBe(getComputedStyle(warning).color),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(dragAnnouncement(canvasElement)).toHaveTextContent(
        'Moving task Write release notes was cancelled. It stays in column To do, position 1 of 3.',
      ),
    );
    await expect(args.onMove).not.toHaveBeenCalled();
    await expect(
      within(canvas.getByRole('group', { name: 'To do' })).getByRole('button', {
        name: /^Write release notes/,
      }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(inProgress.querySelector('[data-testid="WarningAmberRoundedIcon"]')).toBeNull(),
    );
  },
};

/** A card carried into an empty column lands as its only card. */
export const KeyboardDragToEmptyColumn: Story = {
  args: { columns: statusColumns(fixtureTasks.filter((task) => task.status !== 'review')) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('button', { name: /^Fix invoice rounding for INR/ });
    card.focus();
    await userEvent.keyboard('[Space]');
    await waitFor(() => expect(card).toHaveAttribute('aria-pressed', 'true'));
    await pause(100);
    await userEvent.keyboard('[ArrowRight]');
    await waitFor(() =>
      expect(dragAnnouncement(canvasElement)).toHaveTextContent(
        'Task Fix invoice rounding for INR is over column Review, position 1 of 1.',
      ),
    );
    await pause(250);
    await userEvent.keyboard('[Space]');
    await waitFor(() =>
      expect(args.onMove).toHaveBeenCalledWith({
        itemId: 't4',
        fromColumn: 'in-progress',
        toColumn: 'review',
        toIndex: 0,
      }),
    );
    await waitFor(() =>
      expect(dragAnnouncement(canvasElement)).toHaveTextContent(
        'Task Fix invoice rounding for INR was moved to column Review, position 1 of 1.',
      ),
    );
  },
};

export const Disabled: Story = { args: { disabled: true } };

const LABELS = [
  { _id: 'l1', name: 'Backend', color: '#512da8' },
  { _id: 'l2', name: 'Finance', color: '#00796b' },
  { _id: 'l3', name: 'Customer request', color: '#c2185b' },
  { _id: 'l4', name: 'Legal', color: '#f57c00' },
];

const richTasks: FixtureTask[] = fixtureTasks.map((task) => {
  if (task.id === 't1')
    return { ...task, labels: LABELS.slice(0, 1), subtaskProgress: { done: 1, total: 3 } };
  if (task.id === 't4')
    return { ...task, labels: LABELS, blocked: true, subtaskProgress: { done: 0, total: 2 } };
  if (task.id === 't6') return { ...task, subtaskProgress: { done: 2, total: 2 } };
  return task;
});

/** Cards with labels (at most three by name), a 'Blocked' chip and sub-task progress, read as part of the card. */
export const WithLabelsAndBlockers: Story = {
  args: { columns: statusColumns(richTasks) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('button', { name: /^Fix invoice rounding for INR/ });
    await expect(card).toHaveAccessibleName(/Blocked/);
    await expect(card).toHaveAccessibleName(/0 of 2 sub-tasks done/);
    await expect(card).toHaveAccessibleName(/Labels: Backend Finance Customer request 1 more: Legal/);
    await expect(within(card).getByText('+1')).toBeVisible();
    // The chips inside a card are no tab stops of their own.
    await expect(card.querySelectorAll('a, button, input, [tabindex]')).toHaveLength(0);
  },
};

/** The board as a container selecting cards for a bulk change keeps the selection. */
function SelectingBoard(props: BoardProps) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set(['t2']));
  return (
    <Stack spacing={1}>
      <Typography variant="body2">{selected.size} selected</Typography>
      <StatefulBoard
        {...props}
        selection={{
          selected,
          onChange: (id, on) =>
            setSelected((current) => {
              const next = new Set(current);
              if (on) next.add(id);
              else next.delete(id);
              return next;
            }),
        }}
      />
    </Stack>
  );
}

/** Cards with a checkbox each (a selection for a bulk change); ticking one does not open or pick up the card. */
export const Selectable: Story = {
  render: (args) => <SelectingBoard {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Select Audit password reset emails' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Write release notes' }));
    await expect(canvas.getByText('2 selected')).toBeVisible();
    await expect(args.onOpen).not.toHaveBeenCalled();
    await expect(args.onMove).not.toHaveBeenCalled();
  },
};

const variants: { name: string; props: Partial<BoardProps> }[] = [
  { name: 'Default', props: {} },
  { name: 'Empty', props: { columns: statusColumns([]), emptyText: 'Nothing here yet' } },
  { name: 'Busy (saving a move)', props: { busy: true } },
  {
    name: 'Many items, with WIP limits',
    props: { columns: statusColumns(manyFixtureTasks, { 'in-progress': 3, review: 4 }) },
  },
  { name: 'Disabled (read-only)', props: { disabled: true } },
];

/** Every state side by side; switch the toolbar to dark mode or another branding to restyle them all. */
export const Catalog: Story = {
  render: (args) => (
    <Stack spacing={4}>
      {variants.map(({ name, props }) => (
        <Stack key={name} spacing={1}>
          <Typography variant="h6" component="h2">
            {name}
          </Typography>
          <KanbanBoard {...args} {...props} label={`${name} board`} headingLevel={3} />
        </Stack>
      ))}
    </Stack>
  ),
};
