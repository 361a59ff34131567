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

/** On Pro with 6 seats in use: fewer seats are refused, and Free cannot hold them. */
export const ChangingSeats: Story = {
  args: { currentPlan: 'pro', currentSeats: 10, seatsUsed: 6 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Current plan' })).toBeDisabled();
    const seats = canvas.getByRole('spinbutton', { name: 'Seats' });
    await userEvent.clear(seats);
    await userEvent.type(seats, '4');
    await expect(canvas.getByRole('button', { name: 'Change seats' })).toBeDisabled();
    await expect(canvas.getAllByText('6 seats are in use').length).toBeGreaterThan(0);
    await userEvent.clear(seats);
    await userEvent.type(seats, '15');
    await userEvent.click(canvas.getByRole('button', { name: 'Change seats' }));
    await expect(args.onChoose).toHaveBeenLastCalledWith('pro', 15);
    // Free's 5 seats cannot hold the 6 in use.
    await expect(canvas.getByRole('button', { name: 'Choose Free' })).toBeDisabled();
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
  play: async ({ canvasElement }) => {
    // The three plans of each picker, each with its price per seat and its features; the current one marked.
    const canvas = within(canvasElement);
    const plans = canvas.getAllByRole('listitem', { name: /^(Free|Pro|Enterprise)$/ });
    await expect(plans.slice(0, 3).map((plan) => plan.getAttribute('aria-label'))).toEqual([
      'Free',
      'Pro',
      'Enterprise',
    ]);
    const [pro, , proInRupees] = canvas.getAllByRole('listitem', { name: 'Pro' });
    await expect(within(pro!).getByText('$12')).toBeVisible();
    await expect(within(pro!).getByText('Teams')).toBeVisible();
    const [enterprise] = canvas.getAllByRole('listitem', { name: 'Enterprise' });
    await expect(within(enterprise!).getByText('Multi-organization dashboard')).toBeVisible();
    const [free] = canvas.getAllByRole('listitem', { name: 'Free' });
    await expect(within(free!).getByText('Current')).toBeVisible();
    await expect(within(proInRupees!).getAllByText(/^₹/)[0]).toHaveTextContent('₹998');
  },
};
