import { PRIORITIES, PROJECT_STATUSES } from '@app/domain';
import MoreVertRoundedIcon from '@mui/icons-material/MoreVertRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProjectCard, type ProjectCardProject } from './ProjectCard';

const NOW = new Date(2025, 5, 10, 12, 0, 0);

const PROJECT: ProjectCardProject = {
  title: 'Website redesign',
  status: 'active',
  priority: 'high',
  progress: 65,
  description: 'A new marketing site, documentation and a refreshed sign-up flow for the spring launch.',
  budget: 48250.75,
  dueDate: '2025-06-17',
};

// Single stories at the width the component usually gets; the Catalog lays out its own grid.
const narrow: Decorator = (Story) => (
  <Box sx={{ maxWidth: 380 }}>
    <Story />
  </Box>
);

const meta = {
  title: 'Data/ProjectCard',
  component: ProjectCard,
  args: { project: PROJECT, teamSize: 5, now: NOW, href: '/projects/65f1c0a2b3d4e5f6a7b8c9d0' },
} satisfies Meta<typeof ProjectCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  decorators: [narrow],
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Website redesign' });
    await expect(within(card).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '65');
    await expect(within(card).getByText('Due in 7 days')).toBeVisible();
  },
};

export const InRupees: Story = { decorators: [narrow], args: { currency: 'INR' } };

export const WithActions: Story = {
  decorators: [narrow],
  args: {
    actions: (
      <IconButton aria-label="Project actions" size="small">
        <MoreVertRoundedIcon fontSize="small" />
      </IconButton>
    ),
  },
};

const STATUS_SAMPLES: Record<(typeof PROJECT_STATUSES)[number], Partial<ProjectCardProject>> = {
  planning: { progress: 0, dueDate: '2025-08-01', description: 'Scoping interviews and a first estimate.' },
  active: { progress: 42, dueDate: '2025-06-10' },
  'on-hold': { progress: 18, dueDate: '2025-06-02', description: 'Waiting for the vendor contract.' },
  completed: { progress: 100, dueDate: '2025-05-30', updatedAt: '2025-06-08T10:00:00Z' },
  cancelled: { progress: 30, dueDate: null, budget: null, description: null },
};

export const Catalog: Story = {
  decorators: [
    (Story) => (
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))' }}>
        <Story />
      </Box>
    ),
  ],
  render: () => (
    <>
      {PROJECT_STATUSES.map((status, index) => (
        <ProjectCard
          key={status}
          project={{
            ...PROJECT,
            title: `${status.charAt(0).toUpperCase()}${status.slice(1).replace('-', ' ')} project`,
            status,
            priority: PRIORITIES[index % PRIORITIES.length]!,
            ...STATUS_SAMPLES[status],
          }}
          teamSize={index + 1}
          now={NOW}
          currency={index % 2 === 0 ? 'USD' : 'INR'}
        />
      ))}
      <ProjectCard
        project={{ ...PROJECT, title: 'Urgent launch', priority: 'urgent' }}
        teamSize={12}
        now={NOW}
      />
    </>
  ),
};
