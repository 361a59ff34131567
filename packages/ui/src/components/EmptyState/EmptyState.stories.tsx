import AddRoundedIcon from '@mui/icons-material/AddRounded';
import FolderOpenRoundedIcon from '@mui/icons-material/FolderOpenRounded';
import SearchOffRoundedIcon from '@mui/icons-material/SearchOffRounded';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: {
    title: 'No projects yet',
    description: 'Create your first project to plan tasks, invite your team and track progress.',
    icon: <FolderOpenRoundedIcon />,
    action: (
      <Button variant="contained" startIcon={<AddRoundedIcon />} href="/projects/create">
        Create Project
      </Button>
    ),
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithAction: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'No projects yet' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'No projects yet' })).toBeVisible();
    await expect(
      canvas.getByText('Create your first project to plan tasks, invite your team and track progress.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Create Project' })).toHaveAttribute(
      'href',
      '/projects/create',
    );
  },
};

export const TitleOnly: Story = {
  args: { title: 'Nothing here yet', description: undefined, icon: undefined, action: undefined },
};

export const Compact: Story = {
  args: {
    compact: true,
    title: 'No matching tasks',
    description: 'Try another search or clear the filters.',
    icon: <SearchOffRoundedIcon />,
    action: undefined,
    headingLevel: 'h3',
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 3, name: 'No matching tasks' }),
    ).toBeVisible();
  },
};

export const Catalog: Story = {
  render: (args) => (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
      <Paper variant="outlined" sx={{ flex: 1 }}>
        <EmptyState {...args} />
      </Paper>
      <Paper variant="outlined" sx={{ flex: 1 }}>
        <EmptyState title="Nothing here yet" />
      </Paper>
      <Paper variant="outlined" sx={{ flex: 1 }}>
        <EmptyState
          compact
          headingLevel="h3"
          title="No matching tasks"
          description="Try another search or clear the filters."
          icon={<SearchOffRoundedIcon />}
        />
      </Paper>
    </Stack>
  ),
};
