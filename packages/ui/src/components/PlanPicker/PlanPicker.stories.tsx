import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useStoryCurrency } from '../../testing';
import { PlanPicker, type PlanPickerProps } from './PlanPicker';

const meta = {
  title: 'Forms/PlanPicker',
  component: PlanPicker,
  args: { currentPlan: 'free', currentSeats: 5, seatsUsed: 3, onChoose: fn() },
  render: (args) => <PlanPicker {...args} currency={useStoryCurrency()} />,
} satisfies Meta<typeof PlanPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A free organization picks Pro for 8 seats. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Current plan' })).toBeDisabled();
    const seats = canvas.getByRole('spinbutton', { name: 'Seats' });
    await userEvent.clear(seats);
    await userEvent.type(seats, '8');
    await userEvent.click(canvas.getByRole('button', { name: 'Choose Pro' }));
    await expect(args.onChoose).toHaveBeenCalledWith('pro', 8);
  },
};

const STATES: { name: string; props: Partial<PlanPickerProps> }[] = [
  { name: 'Free organization', props: {} },
  { name: 'On Pro with 12 seats', props: { currentPlan: 'pro', currentSeats: 12, seatsUsed: 9 } },
  { name: 'Prices in rupees', props: { currentPlan: 'enterprise', currentSeats: 50, currency: 'INR' } },
  { name: 'Saving a change', props: { busy: true } },
];

export const Catalog: Story = {
  render: (args) => (
    <Stack spacing={5}>
      {STATES.map((state) => (
        <Stack key={state.name} spacing={1}>
          <Typography variant="subtitle2" component="h2">
            {state.name}
          </Typography>
          <PlanPicker {...args} {...state.props} />
        </Stack>
      ))}
    </Stack>
  ),
};
