import {
  PRIORITIES,
  PRIORITY_LABELS,
  type Priority,
  TASK_SORT_LABELS,
  TASK_SORTS,
  TASK_STATUS_LABELS,
  TASK_STATUSES,
  type TaskSort,
  type TaskStatus,
} from '@app/domain';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FilterBar, type FilterBarProps, FilterSelect, FilterSwitch, filterOptions } from './FilterBar';

const STATUS_OPTIONS = filterOptions(TASK_STATUSES, TASK_STATUS_LABELS);
const PRIORITY_OPTIONS = filterOptions(PRIORITIES, PRIORITY_LABELS);
const SORT_OPTIONS = filterOptions(TASK_SORTS, TASK_SORT_LABELS);
const PROJECT_OPTIONS = [
  { value: 'p1', label: 'Website relaunch' },
  { value: 'p2', label: 'Mobile app' },
];

interface TaskFilterValue {
  search: string;
  status: TaskStatus[];
  priority: Priority | '';
  project: string;
  sort: TaskSort;
  mine: boolean;
}

const EMPTY: TaskFilterValue = {
  search: '',
  status: [],
  priority: '',
  project: '',
  sort: 'updated',
  mine: false,
};

/** A task list's filters composed from the bar's parts, as a screen composes them. */
function TaskListFilters({
  initial = EMPTY,
  label = 'Filter tasks',
}: {
  initial?: TaskFilterValue;
  label?: string;
}) {
  const [value, setValue] = useState(initial);
  const set = (patch: Partial<TaskFilterValue>) => setValue((current) => ({ ...current, ...patch }));
  return (
    <>
      <FilterBar
        label={label}
        searchLabel="Search tasks"
        search={value.search}
        onSearchChange={(search) => set({ search })}
        clearable={JSON.stringify(value) !== JSON.stringify(EMPTY)}
        onClear={() => setValue(EMPTY)}
      >
        <FilterSelect
          label="Status"
          multiple
          allLabel="All statuses"
          options={STATUS_OPTIONS}
          value={value.status}
          onChange={(status) => set({ status })}
        />
        <FilterSelect
          label="Priority"
          allLabel="All priorities"
          options={PRIORITY_OPTIONS}
          value={value.priority}
          onChange={(priority) => set({ priority })}
        />
        <FilterSelect
          label="Project"
          allLabel="All projects"
          options={PROJECT_OPTIONS}
          value={value.project}
          onChange={(project) => set({ project })}
        />
        <FilterSelect
          label="Sort by"
          options={SORT_OPTIONS}
          value={value.sort}
          onChange={(sort) => set({ sort: sort || 'updated' })}
        />
        <FilterSwitch label="Assigned to me" checked={value.mine} onChange={(mine) => set({ mine })} />
      </FilterBar>
      <Typography variant="body2" sx={{ mt: 2 }} data-testid="value">
        {JSON.stringify(value)}
      </Typography>
    </>
  );
}

const meta = {
  title: 'Work/FilterBar',
  component: FilterBar,
  args: {
    label: 'Filter projects',
    searchLabel: 'Search projects',
    search: '',
    onSearchChange: fn(),
    onClear: fn(),
    clearable: false,
  },
  decorators: [
    (Story) => (
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Story />
      </Paper>
    ),
  ],
  // The stories show the bar with its search field.
} satisfies Meta<(props: Extract<FilterBarProps, { searchLabel: string }>) => React.JSX.Element>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Only the search field and the clear button. */
export const SearchOnly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('search', { name: 'Filter projects' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Clear filters' })).toBeDisabled();
  },
};

/** A filter-language query with a mistake: the field names it (and a hint would show without one). */
export const QueryWithMistake: Story = {
  args: {
    searchLabel: 'Search or filter tasks',
    search: 'due:soon',
    searchMaxLength: 500,
    searchPlaceholder: 'Search or filter: status:todo label:bug due:<7d',
    searchError: '“soon” is not a due filter. Use today, tomorrow, overdue or <7d.',
  },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('searchbox', { name: 'Search or filter tasks' });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(/is not a due filter/);
  },
};

export const FilterSearchAndClear: Story = {
  render: () => <TaskListFilters />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Priority' }));
    await userEvent.click(await body.findByRole('option', { name: 'High' }));
    await expect(canvas.getByRole('combobox', { name: 'Priority' })).toHaveTextContent('High');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search tasks' }), 'invoice');
    await waitFor(() => expect(canvas.getByTestId('value')).toHaveTextContent('"search":"invoice"'));
    await userEvent.click(canvas.getByRole('switch', { name: 'Assigned to me' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(canvas.getByRole('combobox', { name: 'Priority' })).toHaveTextContent('All priorities');
    await expect(canvas.getByRole('searchbox', { name: 'Search tasks' })).toHaveValue('');
    await expect(canvas.getByRole('switch', { name: 'Assigned to me' })).not.toBeChecked();
  },
};

export const Catalog: Story = {
  render: () => (
    <Box sx={{ display: 'grid', gap: 4 }}>
      <TaskListFilters label="Nothing set" />
      <TaskListFilters
        label="Everything set"
        initial={{
          search: 'invoice',
          status: ['todo', 'in-progress'],
          priority: 'urgent',
          project: 'p2',
          sort: 'dueDate',
          mine: true,
        }}
      />
      <FilterBar
        label="Disabled"
        searchLabel="Search projects"
        search=""
        onSearchChange={() => {}}
        clearable={false}
        onClear={() => {}}
        disabled
      >
        <FilterSelect
          label="Status"
          allLabel="All statuses"
          options={[]}
          value=""
          onChange={() => {}}
          disabled
        />
      </FilterBar>
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const set = within(canvas.getByRole('search', { name: 'Everything set' }));
    await expect(set.getByRole('combobox', { name: 'Status' })).toHaveTextContent('To do, In progress');
    await expect(set.getByRole('combobox', { name: 'Project' })).toHaveTextContent('Mobile app');
    await expect(set.getByRole('switch', { name: 'Assigned to me' })).toBeChecked();
    await expect(set.getByRole('button', { name: 'Clear filters' })).toBeEnabled();
    const nothing = within(canvas.getByRole('search', { name: 'Nothing set' }));
    await expect(nothing.getByRole('combobox', { name: 'Status' })).toHaveTextContent('All statuses');
    await expect(nothing.getByRole('button', { name: 'Clear filters' })).toBeDisabled();
  },
};
