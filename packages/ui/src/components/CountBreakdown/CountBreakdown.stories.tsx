import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SectionCard } from '../SectionCard';
import { CountBreakdown, type CountBreakdownItem } from './CountBreakdown';

const DEPARTMENTS: CountBreakdownItem[] = [
  { id: 'eng', label: 'Engineering', count: 5, href: '/org/departments' },
  { id: 'plat', label: 'Platform', count: 3, href: '/org/departments' },
  { id: 'mkt', label: 'Marketing', count: 2, href: '/org/departments' },
  { id: 'none', label: 'No department', count: 1 },
];
const ROLES: CountBreakdownItem[] = [
  { label: 'Member', count: 6 },
  { label: 'Department Manager', count: 1 },
  { label: 'Enterprise Admin', count: 0 },
  { label: 'Organization Admin', count: 1 },
];
const projects = (count: number) => `${count} ${count === 1 ? 'project' : 'projects'}`;

const meta = {
  title: 'Data/CountBreakdown',
  component: CountBreakdown,
  args: { items: DEPARTMENTS, label: 'Projects by department', formatCount: projects },
} satisfies Meta<typeof CountBreakdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const list = within(within(canvasElement).getByRole('list', { name: 'Projects by department' }));
    const rows = list.getAllByRole('listitem');
    // Each group with its formatted count, in the order given.
    await expect(rows.map((row) => row.textContent)).toEqual([
      'Engineering5 projects',
      'Platform3 projects',
      'Marketing2 projects',
      'No department1 project',
    ]);
    await expect(list.getByRole('link', { name: 'Engineering' })).toHaveAttribute('href', '/org/departments');
    // A group without a page is not a link.
    await expect(within(rows[3]!).queryByRole('link')).not.toBeInTheDocument();
  },
};

/** Only zeros: nothing to count. */
export const NothingCounted: Story = {
  args: { items: [{ label: 'Engineering', count: 0 }], label: 'Projects', emptyText: 'No projects yet' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No projects yet')).toBeVisible();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

const Caption = ({ children }: { children: string }) => (
  <Typography variant="overline" component="p" color="text.secondary">
    {children}
  </Typography>
);

/** Counts with links, counts with a zero among them, nothing to count, and loading; in section cards. */
export const Catalog: Story = {
  render: () => (
    <Box sx={{ display: 'grid', gap: 3, maxWidth: 960, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <Box>
        <Caption>With links</Caption>
        <SectionCard title="Projects by department">
          <CountBreakdown items={DEPARTMENTS} label="Projects by department" formatCount={projects} />
        </SectionCard>
      </Box>
      <Box>
        <Caption>A zero among them</Caption>
        <SectionCard title="Members by role">
          <CountBreakdown items={ROLES} label="Members by role" />
        </SectionCard>
      </Box>
      <Box>
        <Caption>Nothing to count</Caption>
        <SectionCard title="No projects">
          <CountBreakdown items={[]} label="No projects" emptyText="No projects yet" />
        </SectionCard>
      </Box>
      <Box>
        <Caption>Loading</Caption>
        <SectionCard title="Loading">
          <CountBreakdown items={DEPARTMENTS} label="Loading counts" loading />
        </SectionCard>
      </Box>
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      within(canvas.getByRole('list', { name: 'Members by role' })).getAllByRole('listitem'),
    ).toHaveLength(4);
    await expect(canvas.getByText('No projects yet')).toBeVisible();
    const loading = canvas.getByRole('group', { name: 'Loading counts' });
    await expect(loading).toHaveAttribute('aria-busy', 'true');
    await expect(within(loading).queryByText('Engineering')).not.toBeInTheDocument();
  },
};
