import Paper from '@mui/material/Paper';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TaskRow, type TaskRowTask } from './TaskRow';

const NOW = new Date(2025, 5, 10, 12, 0, 0);

const TASK: TaskRowTask = {
  title: 'Write release notes',
  status: 'in-progress',
  priority: 'high',
  dueDate: '2025-06-11',
};

const meta = {
  title: 'Data/TaskRow',
  component: TaskRow,
  args: {
    task: TASK,
    assignee: { name: 'Ada Lovelace' },
    now: NOW,
    onStatusChange: fn(),
    onToggleComplete: fn(),
  },
  decorators: [
    (Story) => (
      <Paper variant="outlined" sx={{ maxWidth: 720 }}>
        <Story />
      </Paper>
    ),
  ],
} satisfies Meta<typeof TaskRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** A repeating task: a repeat icon after its title, named by the rule in words. */
export const Repeating: Story = {
  args: { task: { ...TASK, recurrence: 'FREQ=WEEKLY;BYDAY=MO,TH' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByTitle('Repeats: Weekly on Monday and Thursday'),
    ).toBeInTheDocument();
  },
};

function InteractiveRow() {
  const [task, setTask] = useState<TaskRowTask>(TASK);
  const setStatus = (status: string) =>
    setTask((current) => ({
      ...current,
      status,
      completedAt: status === 'done' ? new Date(NOW.getTime() - 60_000).toISOString() : null,
    }));
  return (
    <TaskRow
      task={task}
      assignee={{ name: 'Ada Lovelace' }}
      now={NOW}
      onStatusChange={setStatus}
      onToggleComplete={(done) => setStatus(done ? 'done' : 'todo')}
    />
  );
}

export const ChangeStatus: Story = {
  render: () => <InteractiveRow />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Status: In progress' }));
    await userEvent.click(await body.findByRole('menuitemradio', { name: 'Review' }));
    await expect(await canvas.findByRole('button', { name: 'Status: Review' })).toBeVisible();

    await userEvent.click(canvas.getByRole('checkbox', { name: 'Mark Write release notes as done' }));
    await expect(canvas.getByRole('button', { name: 'Status: Done' })).toBeVisible();
    await expect(canvas.getByText('Completed 1 minute ago')).toBeVisible();
  },
};

const LABELS = [
  { _id: 'l1', name: 'Docs', color: '#1976d2' },
  { _id: 'l2', name: 'Release', color: '#388e3c' },
  { _id: 'l3', name: 'Customer request', color: '#c2185b' },
  { _id: 'l4', name: 'Legal', color: '#f57c00' },
];

/** Sub-task progress, a 'Blocked' chip and labels (at most three by name) under the title; none is a tab stop. */
export const WithSubtasksLabelsAndBlocker: Story = {
  args: {
    task: { ...TASK, labels: LABELS, blocked: true, subtaskProgress: { done: 1, total: 3 } },
    href: '/tasks/1',
  },
  decorators: [
    (Story) => (
      <ul style={{ margin: 0, padding: 0 }}>
        <Story />
      </ul>
    ),
  ],
  render: (args) => <TaskRow {...args} component="li" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1 of 3 sub-tasks done')).toBeInTheDocument();
    await expect(canvas.getByText('Blocked')).toBeVisible();
    await expect(canvas.getByText('Labels:')).toBeInTheDocument();
    await expect(canvas.getByText('Customer request')).toBeVisible();
    await expect(canvas.queryByText('Legal')).not.toBeInTheDocument();
    await expect(canvas.getByText('+1')).toBeVisible();
    // The link, the checkbox and the status menu; the chips add no tab stop.
    const focusable = canvasElement.querySelectorAll('a, button, input, [tabindex]:not([tabindex="-1"])');
    await expect(focusable).toHaveLength(3);
  },
};

function SelectableRows() {
  const [tasks, setTasks] = useState<TaskRowTask[]>([
    TASK,
    { title: 'Plan the sprint', status: 'todo', priority: 'low', dueDate: '2025-07-04' },
  ]);
  const [selected, setSelected] = useState<string[]>([]);
  return (
    <ul style={{ margin: 0, padding: 0 }}>
      {tasks.map((task) => (
        <TaskRow
          key={task.title}
          component="li"
          task={task}
          now={NOW}
          selected={selected.includes(task.title)}
          onSelectedChange={(on) =>
            setSelected((current) =>
              on ? [...current, task.title] : current.filter((title) => title !== task.title),
            )
          }
          onStatusChange={(status) =>
            setTasks((current) =>
              current.map((other) =>
                other.title === task.title
                  ? { ...other, status, completedAt: status === 'done' ? NOW.toISOString() : null }
                  : other,
              ),
            )
          }
        />
      ))}
    </ul>
  );
}

/** In a list with a bulk edit: the checkbox selects the row (marked), and the status menu still completes it. */
export const Selectable: Story = {
  render: () => <SelectableRows />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const box = canvas.getByRole('checkbox', { name: 'Select “Plan the sprint”' });
    await expect(box).not.toBeChecked();
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Select “Write release notes”' })).not.toBeChecked();
    await expect(canvas.queryByRole('checkbox', { name: /Mark .* as done/ })).toBeNull();
    // A selected row is marked: its background differs from an unselected one's.
    const [first, second] = canvas.getAllByRole('listitem');
    await expect(getComputedStyle(second!).backgroundColor).not.toBe(
      getComputedStyle(first!).backgroundColor,
    );

    await userEvent.click(canvas.getAllByRole('button', { name: 'Status: To do' })[0]!);
    await userEvent.click(await body.findByRole('menuitemradio', { name: 'Done' }));
    await expect(await canvas.findByRole('button', { name: 'Status: Done' })).toBeVisible();
    await expect(box).toBeChecked();
    await userEvent.click(box);
    await expect(box).not.toBeChecked();
  },
};

const ROWS: { task: TaskRowTask; assignee?: { name: string } }[] = [
  {
    task: { title: 'Plan the sprint', status: 'todo', priority: 'low', dueDate: '2025-07-04' },
    assignee: { name: 'Grace Hopper' },
  },
  {
    task: { title: 'Review pull requests', status: 'review', priority: 'medium', dueDate: '2025-06-10' },
    assignee: { name: 'Alan Turing' },
  },
  {
    task: { title: 'Fix the login bug', status: 'in-progress', priority: 'urgent', dueDate: '2025-06-06' },
    assignee: { name: 'Ada Lovelace' },
  },
  {
    task: {
      title: 'Ship the invoice export',
      status: 'done',
      priority: 'high',
      dueDate: '2025-06-09',
      completedAt: '2025-06-09T16:00:00',
    },
  },
  {
    task: {
      title: 'A task with a rather long title that does not fit on one line of the row',
      status: 'todo',
      priority: 'medium',
      dueDate: null,
    },
  },
];

export const Catalog: Story = {
  render: (args) => (
    <ul style={{ margin: 0, padding: 0 }}>
      {ROWS.map(({ task, assignee }) => (
        <TaskRow
          key={task.title}
          component="li"
          task={task}
          assignee={assignee}
          now={NOW}
          onStatusChange={args.onStatusChange}
          onToggleComplete={args.onToggleComplete}
        />
      ))}
      <TaskRow
        component="li"
        task={{
          ...TASK,
          title: 'Row with sub-tasks, a blocker and labels',
          labels: LABELS,
          blocked: true,
          subtaskProgress: { done: 1, total: 3 },
        }}
        now={NOW}
        onStatusChange={args.onStatusChange}
        onToggleComplete={args.onToggleComplete}
      />
      <TaskRow
        component="li"
        task={{ ...TASK, title: 'Selectable row' }}
        now={NOW}
        onStatusChange={args.onStatusChange}
        onSelectedChange={fn()}
      />
      <TaskRow
        component="li"
        task={{ ...TASK, title: 'Selected row' }}
        now={NOW}
        selected
        onStatusChange={args.onStatusChange}
        onSelectedChange={fn()}
      />
      <TaskRow component="li" task={{ ...TASK, title: 'Read-only row' }} now={NOW} />
      <TaskRow
        component="li"
        task={{ ...TASK, title: 'Saving row' }}
        now={NOW}
        disabled
        onStatusChange={args.onStatusChange}
        onToggleComplete={args.onToggleComplete}
      />
    </ul>
  ),
};
