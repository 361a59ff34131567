import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LoadingScreen } from './LoadingScreen';

const meta = {
  title: 'Feedback/LoadingScreen',
  component: LoadingScreen,
  args: { label: 'Loading...' },
} satisfies Meta<typeof LoadingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading...');
  },
};

export const FullPage: Story = {
  args: { fullPage: true, label: 'Checking your session...' },
  parameters: { layout: 'fullscreen' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Checking your session...');
    await expect(canvas.getByText('Checking your session...')).toBeVisible();
  },
};

export const Catalog: Story = {
  render: () => (
    <Stack spacing={2}>
      <LoadingScreen />
      <LoadingScreen label="Checking your session..." />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    // Without a label it announces the default one.
    const [unlabelled] = within(canvasElement).getAllByRole('status');
    await expect(unlabelled).toHaveTextContent('Loading...');
  },
};
