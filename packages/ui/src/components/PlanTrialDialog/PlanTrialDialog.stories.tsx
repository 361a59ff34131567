import { trialEndOfDay } from '@app/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { PlanTrialDialog } from './PlanTrialDialog';

const meta = {
  title: 'Forms/PlanTrialDialog',
  component: PlanTrialDialog,
  args: {
    organization: { name: 'Initech', subscriptionTier: 'free', trialEndsAt: null },
    onSubmit: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof PlanTrialDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A day a year from now, as a date field holds it. */
function dayNextYear(): string {
  const next = new Date();
  next.setFullYear(next.getFullYear() + 1);
  return `${next.getFullYear()}-${String(next.getMonth() + 1).padStart(2, '0')}-${String(next.getDate()).padStart(2, '0')}`;
}

/** Support moves a free organization to Pro with a trial: the plan and the end of the picked day are sent. */
export const ExtendTrial: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Plan and trial of Initech' });
    await waitFor(() => expect(dialog).toBeVisible());
    const form = within(dialog);
    await expect(form.getByText('Leave empty for no trial')).toBeVisible();
    await userEvent.click(form.getByRole('combobox', { name: 'Plan' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Pro' }));
    const day = dayNextYear();
    fireEvent.change(form.getByLabelText('Trial ends'), { target: { value: day } });
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ plan: 'pro', trialEndsAt: trialEndOfDay(day) });
  },
};

/** A trial end in the past is refused before anything is sent; emptying the field means no trial. */
export const PastTrialEnd: Story = {
  args: {
    organization: {
      name: 'Acme Corporation',
      subscriptionTier: 'pro',
      trialEndsAt: '2020-03-01T12:00:00.000Z',
    },
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Plan and trial of Acme Corporation' });
    const form = within(dialog);
    await expect(form.getByLabelText('Trial ends')).toHaveValue('2020-03-01');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect(await form.findByText('The trial end must be a future date')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    fireEvent.change(form.getByLabelText('Trial ends'), { target: { value: '' } });
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ plan: 'pro', trialEndsAt: null });
  },
};

export const Refused: Story = { args: { error: 'Organization not found' } };
