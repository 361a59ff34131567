import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SubtaskProgress } from './SubtaskProgress';

const meta = {
  title: 'Work/SubtaskProgress',
  component: SubtaskProgress,
  args: { progress: { done: 1, total: 3 } },
} satisfies Meta<typeof SubtaskProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1/3')).toBeVisible();
    await expect(canvas.getByText('1 of 3 sub-tasks done')).toBeInTheDocument();
  },
};

export const AllDone: Story = {
  args: { progress: { done: 3, total: 3 }, size: 'medium' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('3 of 3 sub-tasks done')).toBeInTheDocument();
  },
};

export const OneSubtask: Story = {
  args: { progress: { done: 0, total: 1 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('0 of 1 sub-task done')).toBeInTheDocument();
  },
};

/** A task without sub-tasks shows nothing. */
export const NoSubtasks: Story = {
  args: { progress: { done: 0, total: 0 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/sub-task/)).not.toBeInTheDocument();
    await expect(canvasElement.textContent).toBe('');
  },
};

export const Catalog: Story = {
  render: () => (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <SubtaskProgress progress={{ done: 0, total: 4 }} />
      <SubtaskProgress progress={{ done: 1, total: 3 }} />
      <SubtaskProgress progress={{ done: 3, total: 3 }} />
      <SubtaskProgress progress={{ done: 0, total: 4 }} size="medium" />
      <SubtaskProgress progress={{ done: 7, total: 12 }} size="medium" />
      <SubtaskProgress progress={{ done: 12, total: 12 }} size="medium" />
    </Stack>
  ),
};
