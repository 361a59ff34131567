import type { Task } from '@app/domain';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { measureSidewaysOverflow, PHONE_WIDTH, phoneViewport } from '../../testing';
import { sampleFieldList, sampleFields, sampleMembers, sampleTasks } from '../CustomFieldInput/fixtures';
import { fieldColumnKey } from './columns';
import { TaskTable, type TaskTableProps, type TaskTableSort } from './TaskTable';

const NOW = new Date(2025, 5, 10, 12, 0, 0);
const ESTIMATE = fieldColumnKey(sampleFields.estimate._id);
const STAGE = fieldColumnKey(sampleFields.stage._id);

const meta = {
  title: 'Work/TaskTable',
  component: TaskTable,
  args: {
    label: 'Tasks of Website',
    tasks: sampleTasks,
    fields: sampleFieldList,
    columns: ['title', 'status', 'priority', 'assignee', 'dueDate', 'labels', 'progress', STAGE],
    members: sampleMembers,
    selected: new Set<string>(),
    hrefFor: (id: string) => `/tasks/${id}`,
    now: NOW,
    onColumnsChange: fn(),
    onSortChange: fn(),
    onGroupByChange: fn(),
    onSelectedChange: fn(),
    onCellChange: fn(),
  },
} satisfies Meta<typeof TaskTable>;

export default meta;
type Story = StoryObj<typeof meta>;

// Stands in for the screen: keeps the columns, sort, grouping, selection and the tasks' changes.
function Stateful(args: TaskTableProps) {
  const [columns, setColumns] = useState<readonly string[]>(args.columns);
  const [sort, setSort] = useState<TaskTableSort | undefined>(args.sort);
  const [groupBy, setGroupBy] = useState<string | null>(args.groupBy ?? null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(args.selected);
  const [tasks, setTasks] = useState<readonly Task[]>(args.tasks);
  return (
    <TaskTable
      {...args}
      tasks={tasks}
      columns={columns}
      onColumnsChange={(next) => {
        setColumns(next);
        args.onColumnsChange(next);
      }}
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        args.onSortChange?.(next);
      }}
      groupBy={groupBy}
      onGroupByChange={(next) => {
        setGroupBy(next);
        args.onGroupByChange?.(next);
      }}
      selected={selected}
      onSelectedChange={(next) => {
        setSelected(next);
        args.onSelectedChange(next);
      }}
      onCellChange={
        args.onCellChange
          ? (taskId, change) => {
              const { customFields, ...rest } = change;
              setTasks(
                tasks.map((task) =>
                  task._id === taskId
                    ? { ...task, ...rest, customFields: { ...task.customFields, ...customFields } }
                    : task,
                ),
              );
              args.onCellChange?.(taskId, change);
            }
          : undefined
      }
    />
  );
}

const headers = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('columnheader')
    .map((header) => header.textContent);

export const EditInPlace: Story = {
  render: (args) => <Stateful {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(canvas.getByRole('link', { name: 'Design the homepage' })).toHaveAttribute(
      'href',
      `/tasks/${sampleTasks[0]!._id}`,
    );
    await userEvent.click(canvas.getByRole('combobox', { name: 'Status of “Write the launch post”' }));
    await userEvent.click(await body.findByRole('option', { name: 'Review' }));
    await expect(args.onCellChange).toHaveBeenCalledWith(sampleTasks[1]!._id, { status: 'review' });
    await userEvent.click(canvas.getByRole('combobox', { name: 'Assignee of “Design the homepage”' }));
    await userEvent.click(await body.findByRole('option', { name: 'Unassigned' }));
    await expect(args.onCellChange).toHaveBeenLastCalledWith(sampleTasks[0]!._id, { assignedTo: null });
    await userEvent.click(canvas.getByRole('combobox', { name: 'Stage of “Interview five users”' }));
    await userEvent.click(await body.findByRole('option', { name: 'Discovery' }));
    await expect(args.onCellChange).toHaveBeenLastCalledWith(sampleTasks[3]!._id, {
      customFields: { [sampleFields.stage._id]: 'o4-1' },
    });
    await expect(canvas.getByRole('combobox', { name: 'Stage of “Interview five users”' })).toHaveTextContent(
      'Discovery',
    );
    // Labels and sub-task progress are read-only.
    await expect(canvas.getByText('2/5')).toBeVisible();
    await expect(canvas.getByText('frontend')).toBeVisible();
  },
};

export const Selection: Story = {
  render: (args) => <Stateful {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const all = canvas.getByRole('checkbox', { name: 'Select all tasks' });
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select “Fix the sign-in bug”' }));
    await expect(args.onSelectedChange).toHaveBeenLastCalledWith(new Set([sampleTasks[2]!._id]));
    await expect(all).toHaveAttribute('data-indeterminate', 'true');
    await userEvent.click(all);
    await expect(args.onSelectedChange).toHaveBeenLastCalledWith(
      new Set(sampleTasks.map((task) => task._id)),
    );
    await expect(all).toBeChecked();
    // By keyboard: Space toggles the focused row's checkbox.
    canvas.getByRole('checkbox', { name: 'Select “Design the homepage”' }).focus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: 'Select “Design the homepage”' })).not.toBeChecked();
    await userEvent.click(all);
    await expect(args.onSelectedChange).toHaveBeenLastCalledWith(
      new Set(sampleTasks.map((task) => task._id)),
    );
    await userEvent.click(all);
    await expect(args.onSelectedChange).toHaveBeenLastCalledWith(new Set());
  },
};

export const SortAndColumns: Story = {
  render: (args) => <Stateful {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Due date' }));
    await expect(args.onSortChange).toHaveBeenCalledWith({ key: 'dueDate', direction: 'asc' });
    await expect(canvas.getByRole('columnheader', { name: /Due date/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await userEvent.click(canvas.getByRole('button', { name: /Due date/ }));
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ key: 'dueDate', direction: 'desc' });
    // Every column sorts, the status by the statuses' order.
    await expect(canvas.getByRole('button', { name: 'Status' })).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Columns' }));
    const dialog = await body.findByRole('dialog', { name: 'Columns' });
    await expect(within(dialog).getByRole('checkbox', { name: 'Title' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Labels' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Estimate' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move “Estimate” up' }));
    await expect(args.onColumnsChange).toHaveBeenLastCalledWith([
      'title',
      'status',
      'priority',
      'assignee',
      'dueDate',
      'progress',
      ESTIMATE,
      STAGE,
    ]);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(headers(canvasElement)).toEqual([
      '',
      'Title',
      'Status',
      'Priority',
      'Assignee',
      expect.stringMatching(/^Due date/),
      'Sub-tasks',
      'Estimate',
      'Stage',
    ]);
  },
};

export const GroupBySelectField: Story = {
  render: (args) => <Stateful {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Group by' }));
    await userEvent.click(await body.findByRole('option', { name: 'Stage' }));
    await expect(args.onGroupByChange).toHaveBeenCalledWith(sampleFields.stage._id);
    // The field's option order, empty groups left out, 'No value' last.
    const groups = canvas
      .getAllByRole('rowheader')
      .filter((cell) => cell.getAttribute('scope') === 'rowgroup');
    await expect(groups.map((cell) => cell.textContent)).toEqual(['Build (2)', 'Launch (1)', 'No value (1)']);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Group by' }));
    await userEvent.click(await body.findByRole('option', { name: 'None' }));
    await expect(args.onGroupByChange).toHaveBeenLastCalledWith(null);
  },
};

/** Tasks the person may not change read as text, custom values as the export writes them. */
export const ReadOnly: Story = {
  args: {
    canEdit: (task) => task.status !== 'done',
    columns: ['title', 'status', 'assignee', 'dueDate', fieldColumnKey(sampleFields.platforms._id), STAGE],
    groupBy: 'status',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const done = canvas.getByRole('row', { name: /Fix the sign-in bug/ });
    await expect(within(done).queryByRole('combobox')).toBeNull();
    await expect(within(done).getByText('Jordan Lee')).toBeVisible();
    await expect(within(done).getByText('Build')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Status of “Design the homepage”' })).toBeVisible();
  },
};

/** On a phone the table scrolls sideways inside its named region; the page does not. */
export const Phone: Story = {
  ...phoneViewport,
  args: { onCellChange: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Tasks of Website' });
    const overflow = measureSidewaysOverflow(canvasElement);
    await expect(overflow.pageScrollWidth).toBeLessThanOrEqual(PHONE_WIDTH);
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    // The keyboard reaches the region (after the toolbar) to scroll it with the arrow keys.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(region).toHaveFocus();
  },
};

export const Empty: Story = {
  args: { tasks: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No tasks to show')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Select all tasks' })).toBeDisabled();
  },
};

/** Editable with a row selected and a sorted column; read-only, grouped by status, with custom values as text. */
export const Catalog: Story = {
  render: (args) => (
    <Stack spacing={4}>
      <Typography variant="subtitle2">Editable, one row selected, sorted by due date</Typography>
      <TaskTable
        {...args}
        columns={[...args.columns, ESTIMATE]}
        selected={new Set([sampleTasks[0]!._id])}
        sort={{ key: 'dueDate', direction: 'asc' }}
      />
      <Typography variant="subtitle2">Read-only, grouped by status</Typography>
      <TaskTable
        {...args}
        label="Tasks of Website, by status"
        onCellChange={undefined}
        groupBy="status"
        columns={['title', 'status', 'priority', 'assignee', 'dueDate', 'labels', STAGE, ESTIMATE]}
      />
    </Stack>
  ),
};
