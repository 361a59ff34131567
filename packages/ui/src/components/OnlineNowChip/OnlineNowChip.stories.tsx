import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OnlineNowChip } from './OnlineNowChip';

const meta = {
  title: 'Data/OnlineNowChip',
  component: OnlineNowChip,
  args: { names: ['Priya Sharma', 'Arjun Mehta'] },
} satisfies Meta<typeof OnlineNowChip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoOnline: Story = {
  play: async ({ canvasElement }) => {
    const chip = within(canvasElement).getByText('2 online');
    await expect(chip).toBeVisible();
    await expect(chip.closest('[title]')).toHaveAttribute('title', 'Priya Sharma, Arjun Mehta');
    await expect(chip.closest('[title]')).toHaveAccessibleDescription('Priya Sharma, Arjun Mehta');
  },
};

export const NobodyElse: Story = {
  args: { names: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/online/)).not.toBeInTheDocument();
  },
};

/** One person, several, and nobody (nothing shows). */
export const Catalog: Story = {
  render: () => (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <OnlineNowChip names={['Priya Sharma']} />
      <OnlineNowChip names={['Priya Sharma', 'Arjun Mehta', 'Lena Fischer']} />
      <OnlineNowChip names={[]} />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1 online')).toBeVisible();
    await expect(canvas.getByText('3 online')).toBeVisible();
  },
};
