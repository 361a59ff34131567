import { NOT_FOUND_TEXTS } from '@app/domain';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { QueryState } from './QueryState';

const meta = {
  title: 'Feedback/QueryState',
  component: QueryState,
  args: { status: 'loading', label: 'Loading project...' },
} satisfies Meta<typeof QueryState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading project...');
  },
};

export const LoadFailed: Story = {
  args: {
    status: 'error',
    title: 'The project could not be loaded.',
    message: 'Connection problem. Please check your internet and try again',
    onRetry: fn(),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The project could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    if (args.status === 'error') await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const NotFound: Story = {
  args: {
    status: 'notFound',
    ...NOT_FOUND_TEXTS.project,
    backHref: '/projects',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Project not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to My Projects' })).toHaveAttribute(
      'href',
      '/projects',
    );
  },
};

/** Loading, a failed load with its retry, and an item that is not there, side by side. */
export const Catalog: Story = {
  render: () => (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'stretch' }}>
      <Paper variant="outlined" sx={{ flex: 1 }}>
        <QueryState status="loading" label="Loading project..." />
      </Paper>
      <Paper variant="outlined" sx={{ flex: 1, p: 2 }}>
        <QueryState
          status="error"
          title="The tasks could not be loaded."
          message="Connection problem. Please check your internet and try again"
          onRetry={() => undefined}
        />
      </Paper>
      <Paper variant="outlined" sx={{ flex: 1 }}>
        <QueryState status="notFound" {...NOT_FOUND_TEXTS.task} backHref="/tasks" />
      </Paper>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading project...');
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Task not found' })).toBeVisible();
  },
};
