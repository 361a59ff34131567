import FolderOpenRoundedIcon from '@mui/icons-material/FolderOpenRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EmptyState } from '../EmptyState';
import { ProjectCard, type ProjectCardProject } from '../ProjectCard';
import { CardGrid } from './CardGrid';

const NOW = new Date(2025, 5, 10, 12, 0, 0);

const PROJECTS: (ProjectCardProject & { id: string })[] = [
  {
    id: 'a',
    title: 'Website redesign',
    status: 'active',
    priority: 'high',
    progress: 65,
    dueDate: '2025-06-17',
  },
  {
    id: 'b',
    title: 'Mobile app',
    status: 'planning',
    priority: 'medium',
    progress: 0,
    dueDate: '2025-08-01',
  },
  { id: 'c', title: 'Brand book', status: 'on-hold', priority: 'low', progress: 30 },
  { id: 'd', title: 'Data migration', status: 'completed', priority: 'urgent', progress: 100 },
];

const cards = (count: number) =>
  PROJECTS.slice(0, count).map((project) => (
    <ProjectCard key={project.id} project={project} now={NOW} href={`/projects/${project.id}`} />
  ));

const EMPTY = (
  <EmptyState
    icon={<FolderOpenRoundedIcon />}
    title="No projects yet"
    description="Create your first project to plan the work."
  />
);

const meta = {
  title: 'Layout/CardGrid',
  component: CardGrid,
  args: { label: 'Projects', children: cards(4) },
} satisfies Meta<typeof CardGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Projects' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    // One card an item, in the order given.
    await expect(items.map((item) => within(item).getByRole('heading', { name: /./ }).textContent)).toEqual(
      PROJECTS.map((project) => project.title),
    );
    await expect(list).not.toHaveAttribute('aria-busy');
  },
};

/** New cards on their way. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: 'Projects' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('progressbar', { name: 'Updating projects' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { children: [], empty: EMPTY },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No projects yet' })).toBeVisible();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

const Caption = ({ children }: { children: string }) => (
  <Typography variant="overline" component="p" color="text.secondary">
    {children}
  </Typography>
);

export const Catalog: Story = {
  render: () => (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box>
        <Caption>Four cards</Caption>
        <CardGrid label="Four projects">{cards(4)}</CardGrid>
      </Box>
      <Box>
        <Caption>Busy: new cards on their way</Caption>
        <CardGrid label="Busy projects" busy minItemWidth={220}>
          {cards(2)}
        </CardGrid>
      </Box>
      <Box>
        <Caption>Empty</Caption>
        <CardGrid label="No projects" empty={EMPTY} />
      </Box>
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      within(canvas.getByRole('list', { name: 'Four projects' })).getAllByRole('listitem'),
    ).toHaveLength(4);
    await expect(canvas.getByRole('list', { name: 'Busy projects' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('heading', { name: 'No projects yet' })).toBeVisible();
  },
};
