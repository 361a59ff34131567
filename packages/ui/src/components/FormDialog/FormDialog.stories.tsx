import TextField from '@mui/material/TextField';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FormDialog } from './FormDialog';

const meta = {
  title: 'Feedback/FormDialog',
  component: FormDialog,
  args: {
    open: true,
    title: 'New team',
    submitLabel: 'Create team',
    onSubmit: fn(),
    onCancel: fn(),
    children: <TextField label="Team name" required fullWidth />,
  },
} satisfies Meta<typeof FormDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'New team' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create team' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** The server refused: its text above the fields. */
export const Refused: Story = {
  args: { error: 'A team with this name exists already' },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'New team' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('A team with this name exists already');
  },
};

/** Sending: Cancel disabled, the submit button busy. */
export const Sending: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'New team' });
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};
