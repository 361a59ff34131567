import type { Priority, ProjectStatus } from '@app/domain';
import { PRIORITIES, PROJECT_STATUSES } from '@app/domain';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DueText } from '../DueText';
import { Money } from '../Money';
import { StatusChip } from '../StatusChip';
import { DataTable, type DataTableColumn, type DataTableSort } from './DataTable';

const NOW = new Date(2025, 5, 10, 12, 0, 0);

interface ProjectRow {
  _id: string;
  title: string;
  status: ProjectStatus;
  priority: Priority;
  budget: number;
  dueDate: string;
}

const PROJECTS: ProjectRow[] = Array.from({ length: 23 }, (_, index) => ({
  _id: (index + 1).toString(16).padStart(24, '0'),
  title: `Project ${String.fromCharCode(65 + (index % 26))}${index + 1}`,
  status: PROJECT_STATUSES[index % PROJECT_STATUSES.length]!,
  priority: PRIORITIES[(index * 3) % PRIORITIES.length]!,
  budget: 1000 + ((index * 7919) % 50000),
  dueDate: `2025-06-${String(1 + ((index * 5) % 28)).padStart(2, '0')}`,
}));

const COLUMNS: DataTableColumn<ProjectRow>[] = [
  {
    id: 'title',
    header: 'Project',
    sortable: true,
    render: (row) => <Link href={`/projects/${row._id}`}>{row.title}</Link>,
  },
  { id: 'status', header: 'Status', render: (row) => <StatusChip kind="project" value={row.status} /> },
  {
    id: 'priority',
    header: 'Priority',
    hideOnMobile: true,
    render: (row) => <StatusChip kind="priority" value={row.priority} />,
  },
  { id: 'dueDate', header: 'Due', sortable: true, render: (row) => <DueText task={row} now={NOW} /> },
  {
    id: 'budget',
    header: 'Budget',
    align: 'right',
    sortable: true,
    render: (row) => <Money amount={row.budget} />,
  },
];

// Stands in for the server: sorts and pages the sample rows the way the API would.
function ServerPagedTable({ initialLimit = 10 }: { initialLimit?: number }) {
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(initialLimit);
  const [sort, setSort] = useState<DataTableSort | null>(null);
  const rows = useMemo(() => {
    const sorted = [...PROJECTS];
    if (sort) {
      const key = sort.by as keyof ProjectRow;
      sorted.sort(
        (a, b) => (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0) * (sort.direction === 'asc' ? 1 : -1),
      );
    }
    return sorted.slice((page - 1) * limit, page * limit);
  }, [page, limit, sort]);
  return (
    <DataTable
      label="Projects"
      columns={COLUMNS}
      rows={rows}
      getRowId={(row) => row._id}
      total={PROJECTS.length}
      page={page}
      limit={limit}
      onPageChange={setPage}
      onLimitChange={(next) => {
        setLimit(next);
        setPage(1);
      }}
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        setPage(1);
      }}
    />
  );
}

const meta = {
  title: 'Data/DataTable',
  component: DataTable<ProjectRow>,
  args: {
    label: 'Projects',
    columns: COLUMNS,
    rows: PROJECTS.slice(0, 10),
    getRowId: (row: ProjectRow) => row._id,
    total: PROJECTS.length,
    onPageChange: fn(),
    onLimitChange: fn(),
    onSortChange: fn(),
  },
} satisfies Meta<typeof DataTable<ProjectRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const PagingAndSorting: Story = {
  render: () => <ServerPagedTable />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1–10 of 23')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Go to next page' }));
    await expect(canvas.getByText('11–20 of 23')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Project K11' })).toBeVisible();

    // Sorting goes back to the first page.
    await userEvent.click(canvas.getByRole('button', { name: 'Budget' }));
    await expect(canvas.getByRole('columnheader', { name: /Budget/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(canvas.getByText('1–10 of 23')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Budget/ }));
    await expect(canvas.getByRole('columnheader', { name: /Budget/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  },
};

/**
 * Named by a visually hidden caption, in a box narrower than the table: the box is a region of the same name in
 * the tab order, so keyboard users reach it and scroll it sideways.
 */
export const CaptionAndScrollRegion: Story = {
  args: {
    label: 'Project budgets',
    labelAs: 'caption',
    scrollRegion: true,
    rows: PROJECTS.slice(0, 3),
    total: 3,
    onPageChange: undefined,
    tableSx: { minWidth: 720 },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Project budgets' });
    await expect(table).not.toHaveAttribute('aria-label');
    await expect(table.querySelector('caption')).toHaveTextContent('Project budgets');
    const region = canvas.getByRole('region', { name: 'Project budgets' });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await userEvent.tab();
    await expect(region).toHaveFocus();
  },
};

export const Loading: Story = { args: { loading: true } };

export const Empty: Story = { args: { rows: [], total: 0 } };

export const Catalog: Story = {
  render: (args) => (
    <Stack spacing={4}>
      <ServerPagedTable initialLimit={5} />
      <DataTable {...args} label="Projects loading" rows={PROJECTS.slice(0, 3)} limit={3} loading />
      <DataTable {...args} label="No projects" rows={[]} total={0} />
      <DataTable
        {...args}
        label="Archived projects"
        rows={[]}
        total={0}
        emptyState="No archived projects yet"
      />
    </Stack>
  ),
};
