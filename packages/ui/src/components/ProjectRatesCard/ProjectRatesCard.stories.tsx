import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ProjectRatesCard } from './ProjectRatesCard';

const meta = {
  title: 'Finance/ProjectRatesCard',
  component: ProjectRatesCard,
  args: {
    projectName: 'Website relaunch',
    projectRate: { rateMinor: 5000, currency: 'USD' },
    members: [
      { userId: 'u1', name: 'Olivia Chen', rate: null },
      { userId: 'u2', name: 'Alex Kim', rate: { rateMinor: 400000, currency: 'INR' } },
    ],
    canEdit: true,
    onSave: fn(async () => {}),
  },
} satisfies Meta<typeof ProjectRatesCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A finance manager edits the project's rate and the members' own in major units; Save sends minor units. */
export const Edit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Rates: Website relaunch' })).toBeVisible();
    const project = canvas.getByRole('textbox', { name: 'Project rate (per hour)' });
    await expect(project).toHaveValue('50');
    await expect(canvas.getByRole('textbox', { name: "Alex Kim's rate" })).toHaveValue('4000');
    await userEvent.clear(project);
    await userEvent.type(project, '62.5');
    await userEvent.type(canvas.getByRole('textbox', { name: "Olivia Chen's rate" }), '80');
    await userEvent.clear(canvas.getByRole('textbox', { name: "Alex Kim's rate" }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save rates' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      projectRate: { rateMinor: 6250, currency: 'USD' },
      members: [{ userId: 'u1', rateMinor: 8000, currency: 'USD' }],
    });
  },
};

/** A wrong amount blocks Save; the server's refusal shows above the fields. */
export const Refused: Story = {
  args: { onSave: fn(async () => Promise.reject(new Error('That rate is too large.'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const project = canvas.getByRole('textbox', { name: 'Project rate (per hour)' });
    await userEvent.clear(project);
    await userEvent.type(project, '1.234');
    await expect(canvas.getByText('Enter an amount with at most two decimals')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save rates' })).toBeDisabled();
    await userEvent.clear(project);
    await userEvent.type(project, '9999999');
    await userEvent.click(canvas.getByRole('button', { name: 'Save rates' }));
    await waitFor(() => expect(canvas.getByText('That rate is too large.')).toBeVisible());
  },
};

/** Read only for finance viewers: the rates per hour in their currency. */
export const ReadOnly: Story = {
  args: { canEdit: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^\$50(\.00)? \/ h$/)).toBeVisible();
    await expect(canvas.getByText('₹4,000 / h')).toBeVisible();
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
  },
};
