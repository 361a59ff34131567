import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { emptyTaskFilters, TaskFilters, type TaskFiltersValue } from './TaskFilters';

const PROJECTS = [
  { value: 'p1', label: 'Website relaunch' },
  { value: 'p2', label: 'Mobile app' },
];

const meta = {
  title: 'Work/TaskFilters',
  component: TaskFilters,
  args: { value: emptyTaskFilters(), onChange: fn(), projects: PROJECTS, showAssignedToMe: true },
  decorators: [
    (Story) => (
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Story />
      </Paper>
    ),
  ],
} satisfies Meta<typeof TaskFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

function Interactive() {
  const [value, setValue] = useState<TaskFiltersValue>(emptyTaskFilters());
  return (
    <>
      <TaskFilters value={value} onChange={setValue} projects={PROJECTS} showAssignedToMe />
      <Typography variant="body2" sx={{ mt: 2 }} data-testid="value">
        {JSON.stringify(value)}
      </Typography>
    </>
  );
}

export const FilterAndClear: Story = {
  render: () => <Interactive />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Priority' }));
    await userEvent.click(await body.findByRole('option', { name: 'High' }));
    await expect(canvas.getByRole('combobox', { name: 'Priority' })).toHaveTextContent('High');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(canvas.getByRole('combobox', { name: 'Priority' })).toHaveTextContent('All priorities');
  },
};

const FILTERED: TaskFiltersValue = {
  search: 'invoice',
  status: ['todo', 'in-progress'],
  priority: 'urgent',
  projectId: 'p2',
  sort: 'dueDate',
  assignedToMe: true,
};

export const Filtered: Story = { args: { value: FILTERED } };

export const WithoutProjects: Story = { args: { projects: [], showAssignedToMe: false } };

export const Catalog: Story = {
  render: (args) => (
    <Box sx={{ display: 'grid', gap: 4 }}>
      <TaskFilters
        label="Empty filters"
        value={emptyTaskFilters()}
        onChange={args.onChange}
        projects={PROJECTS}
        showAssignedToMe
      />
      <TaskFilters
        label="Every filter set"
        value={FILTERED}
        onChange={args.onChange}
        projects={PROJECTS}
        showAssignedToMe
      />
      <TaskFilters label="Without projects" value={emptyTaskFilters('dueDate')} onChange={args.onChange} />
    </Box>
  ),
};
