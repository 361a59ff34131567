import type { Subtask, TaskStatus } from '@app/domain';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SubtaskList, type SubtaskListProps } from './SubtaskList';

const SUBTASKS: Subtask[] = [
  { _id: 's1', title: 'Collect the changes', status: 'done' },
  { _id: 's2', title: 'Draft the notes', status: 'in-progress' },
  { _id: 's3', title: 'Review with support', status: 'todo' },
];

const progressOf = (subtasks: readonly Subtask[]) => ({
  done: subtasks.filter((subtask) => subtask.status === 'done').length,
  total: subtasks.length,
});

const hrefFor = (id: string) => `/tasks/${id}`;

const meta = {
  title: 'Work/SubtaskList',
  component: SubtaskList,
  args: { subtasks: SUBTASKS, progress: progressOf(SUBTASKS), hrefFor },
  decorators: [
    (Story) => (
      <Paper variant="outlined" sx={{ p: 2, maxWidth: 560 }}>
        <Story />
      </Paper>
    ),
  ],
} satisfies Meta<typeof SubtaskList>;

export default meta;
type Story = StoryObj<typeof meta>;

let nextId = 0;

/** Applies its own changes as the task screen would once saved, and reports each one. */
function Stateful(props: SubtaskListProps) {
  const [subtasks, setSubtasks] = useState(props.subtasks);
  return (
    <SubtaskList
      {...props}
      subtasks={subtasks}
      progress={progressOf(subtasks)}
      onAdd={
        props.onAdd
          ? async (title) => {
              await props.onAdd!(title);
              setSubtasks((current) => [...current, { _id: `new${++nextId}`, title, status: 'todo' }]);
            }
          : undefined
      }
      onReorder={
        props.onReorder
          ? (ids) => {
              props.onReorder!(ids);
              setSubtasks((current) => ids.map((id) => current.find((subtask) => subtask._id === id)!));
            }
          : undefined
      }
      onToggleDone={
        props.onToggleDone
          ? (id, done) => {
              props.onToggleDone!(id, done);
              const status: TaskStatus = done ? 'done' : 'todo';
              setSubtasks((current) =>
                current.map((subtask) => (subtask._id === id ? { ...subtask, status } : subtask)),
              );
            }
          : undefined
      }
    />
  );
}

/** Read only: titles link to the sub-tasks, each with its status. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Sub-tasks' })).toBeVisible();
    await expect(canvas.getByText('1 of 3 sub-tasks done')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Draft the notes' })).toHaveAttribute('href', '/tasks/s2');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.queryByRole('checkbox')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** Ticking completes a sub-task and moves the progress; ticking again reopens it. */
export const ToggleDone: Story = {
  args: { onToggleDone: fn() },
  render: (args) => <Stateful {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Mark “Draft the notes” done' }));
    await expect(args.onToggleDone).toHaveBeenLastCalledWith('s2', true);
    await expect(canvas.getByText('2 of 3 sub-tasks done')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Reopen “Collect the changes”' }));
    await expect(args.onToggleDone).toHaveBeenLastCalledWith('s1', false);
    await expect(canvas.getByText('1 of 3 sub-tasks done')).toBeInTheDocument();
  },
};

/** The move buttons reorder; the focus stays on the moved row, on its other button once it reaches an end. */
export const Reorder: Story = {
  args: { onReorder: fn() },
  render: (args) => <Stateful {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Move “Collect the changes” up' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Move “Review with support” down' })).toBeDisabled();
    canvas.getByRole('button', { name: 'Move “Collect the changes” down' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onReorder).toHaveBeenLastCalledWith(['s2', 's1', 's3']);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Move “Collect the changes” down' })).toHaveFocus(),
    );
    // Once more: it reaches the bottom, and the focus moves to its 'up' button.
    await userEvent.keyboard('{Enter}');
    await expect(args.onReorder).toHaveBeenLastCalledWith(['s2', 's3', 's1']);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Move “Collect the changes” up' })).toHaveFocus(),
    );
    const links = canvas.getAllByRole('link').map((link) => link.textContent);
    await expect(links).toEqual(['Draft the notes', 'Review with support', 'Collect the changes']);
  },
};

/** Enter adds; a blank title adds nothing; the field clears once the sub-task is added. */
export const Add: Story = {
  args: { onAdd: fn(async () => {}) },
  render: (args) => <Stateful {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Add a sub-task' });
    await expect(canvas.getByRole('button', { name: 'Add' })).toBeDisabled();
    await userEvent.type(field, '   {Enter}');
    await expect(args.onAdd).not.toHaveBeenCalled();
    await userEvent.clear(field);
    await userEvent.type(field, '  Publish the notes {Enter}');
    await expect(args.onAdd).toHaveBeenCalledWith('Publish the notes');
    await waitFor(() => expect(field).toHaveValue(''));
    await expect(canvas.getByRole('link', { name: 'Publish the notes' })).toBeVisible();
    await expect(canvas.getByText('1 of 4 sub-tasks done')).toBeInTheDocument();
  },
};

/** A title over 200 characters says so and cannot be added. */
export const TitleTooLong: Story = {
  args: { onAdd: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox', { name: 'Add a sub-task' }));
    await userEvent.paste('x'.repeat(201));
    await expect(canvas.getByText('Title must be at most 200 characters')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add' })).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { subtasks: [], progress: { done: 0, total: 0 }, onAdd: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No sub-tasks yet.')).toBeVisible();
    await expect(canvas.queryByText(/sub-tasks done/)).not.toBeInTheDocument();
  },
};

/** A change is saving: every control waits. */
export const Busy: Story = {
  args: { busy: true, onAdd: fn(), onReorder: fn(), onToggleDone: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const box of canvas.getAllByRole('checkbox')) await expect(box).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Move “Draft the notes” up' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Add a sub-task' })).toBeDisabled();
  },
};

export const Catalog: Story = {
  render: () => (
    <Stack spacing={4}>
      <SubtaskList
        subtasks={SUBTASKS}
        progress={progressOf(SUBTASKS)}
        hrefFor={hrefFor}
        headingLevel="h3"
        onAdd={() => {}}
        onReorder={() => {}}
        onToggleDone={() => {}}
      />
      <SubtaskList subtasks={SUBTASKS} progress={progressOf(SUBTASKS)} hrefFor={hrefFor} headingLevel="h3" />
      <SubtaskList subtasks={[]} progress={{ done: 0, total: 0 }} hrefFor={hrefFor} headingLevel="h3" />
      <SubtaskList
        subtasks={SUBTASKS}
        progress={progressOf(SUBTASKS)}
        hrefFor={hrefFor}
        headingLevel="h3"
        busy
        onAdd={() => {}}
        onReorder={() => {}}
        onToggleDone={() => {}}
      />
    </Stack>
  ),
};
