import FolderOpenRoundedIcon from '@mui/icons-material/FolderOpenRounded';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EmptyState } from '../EmptyState';
import { ProjectCardGrid, type ProjectCardGridProject } from './ProjectCardGrid';

const NOW = new Date(2025, 5, 10, 12, 0, 0);

const PROJECTS: ProjectCardGridProject[] = [
  {
    _id: 'p1',
    title: 'Website redesign',
    status: 'active',
    priority: 'high',
    progress: 65,
    budget: 12000,
    dueDate: '2025-06-17',
    teamSize: 4,
  },
  { _id: 'p2', title: 'Mobile app', status: 'planning', priority: 'medium', progress: 0, teamSize: 1 },
  { _id: 'p3', title: 'Brand book', status: 'on-hold', priority: 'low', progress: 30 },
];

const meta = {
  title: 'Data/ProjectCardGrid',
  component: ProjectCardGrid,
  args: {
    label: 'Projects',
    projects: PROJECTS,
    href: (id: string) => `/projects/${id}`,
    currency: 'INR',
    rates: { USD: { INR: 80 }, INR: { USD: 0.0125 } },
    now: NOW,
    headingComponent: 'h2',
  },
} satisfies Meta<typeof ProjectCardGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // One card a project, in the order given, each titled at the heading level asked for.
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(
      PROJECTS.map((project) => project.title),
    );
    // Each card leads to its project, and shows its team size and its budget in the display currency.
    await expect(canvas.getByRole('link', { name: 'Mobile app' })).toHaveAttribute('href', '/projects/p2');
    const [first, second] = within(canvas.getByRole('list', { name: 'Projects' })).getAllByRole('listitem');
    await expect(first).toHaveTextContent('4 members');
    await expect(first).toHaveTextContent(/₹/);
    await expect(second).toHaveTextContent('1 member');
  },
};

/** Without `href` the cards are not links (a platform admin looking at another organization's projects). */
export const WithoutLinks: Story = {
  args: { href: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: {
    projects: undefined,
    empty: <EmptyState icon={<FolderOpenRoundedIcon />} title="No projects yet" />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No projects yet' })).toBeVisible();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};
