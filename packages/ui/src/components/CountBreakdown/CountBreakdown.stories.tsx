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
    await expect(list.getAllByRole('listitem')).toHaveLength(4);
    await expect(list.getByRole('link', { name: 'Engineering' })).toBeVisible();
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
    await expect(canvas.getByRole('group', { name: 'Loading counts' })).toHaveAttribute('aria-busy', 'true');
  },
};
