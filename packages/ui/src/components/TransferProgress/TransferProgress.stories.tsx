import Link from '@mui/material/Link';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TransferProgress } from './TransferProgress';

const meta = {
  title: 'Work/TransferProgress',
  component: TransferProgress,
  args: { label: 'Import of board.json', status: 'running', processed: 120, total: 480 },
} satisfies Meta<typeof TransferProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Running: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Import of board.json: Running (120 / 480)')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Import of board.json: 25%' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
  },
};

export const Done: Story = {
  args: {
    status: 'done',
    processed: 480,
    children: <Link href="#project">Open the project</Link>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Open the project' })).toBeVisible();
  },
};

export const Failed: Story = {
  args: { status: 'failed', error: 'The import stopped: the project was deleted' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The import stopped: the project was deleted');
  },
};
