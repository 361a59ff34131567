import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LogTimeDialog } from './LogTimeDialog';

const meta = {
  title: 'Work/LogTimeDialog',
  component: LogTimeDialog,
  args: { open: true, today: '2026-12-07', onSubmit: fn(), onCancel: fn() },
} satisfies Meta<typeof LogTimeDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Log time' });

/** '1h 30m', '90m' and '1.5' all read as an hour and a half; what the field reads shows under it. */
export const LogByHand: Story = {
  play: async ({ canvasElement, args }) => {
    const form = within(await dialog(canvasElement));
    await expect(form.getByLabelText(/^Date/)).toHaveValue('2026-12-07');
    const duration = form.getByRole('textbox', { name: 'Duration' });
    await userEvent.type(duration, '90m');
    await expect(form.getByText('= 1h 30m')).toBeVisible();
    await userEvent.clear(duration);
    await userEvent.type(duration, '1.5');
    await expect(form.getByText('= 1h 30m')).toBeVisible();
    await userEvent.type(form.getByRole('textbox', { name: 'Note' }), ' Release notes ');
    await userEvent.click(form.getByRole('switch', { name: 'Billable' }));
    await userEvent.click(form.getByRole('button', { name: 'Log time' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      date: '2026-12-07',
      durationSeconds: 5400,
      note: 'Release notes',
      billable: true,
    });
  },
};

/** A duration that is not one, or over a day, is refused with what to type. */
export const Refused: Story = {
  play: async ({ canvasElement, args }) => {
    const form = within(await dialog(canvasElement));
    const duration = form.getByRole('textbox', { name: 'Duration' });
    await userEvent.type(duration, 'soon');
    await userEvent.click(form.getByRole('button', { name: 'Log time' }));
    await expect(form.getByText('Enter a duration such as 1h 30m, 90m or 1.5')).toBeVisible();
    await userEvent.clear(duration);
    await userEvent.type(duration, '25h');
    await userEvent.click(form.getByRole('button', { name: 'Log time' }));
    await expect(form.getByText('An entry is at most 24 hours')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Editing starts from the entry; the server's refusal shows above the fields. */
export const Edit: Story = {
  args: {
    title: 'Edit time',
    submitLabel: 'Save',
    initial: { date: '2026-12-03', durationSeconds: 2700, note: 'Review', billable: true },
    error: 'The week of 2026-11-30 is submitted: its time cannot be changed.',
  },
  play: async ({ canvasElement, args }) => {
    const form = within(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Edit time' }),
    );
    await expect(form.getByRole('textbox', { name: 'Duration' })).toHaveValue('45m');
    await expect(form.getByRole('switch', { name: 'Billable' })).toBeChecked();
    await waitFor(() => expect(form.getByText(/its time cannot be changed/)).toBeVisible());
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      date: '2026-12-03',
      durationSeconds: 2700,
      note: 'Review',
      billable: true,
    });
  },
};
