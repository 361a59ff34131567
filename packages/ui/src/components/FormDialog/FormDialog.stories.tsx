import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FormDialog, type FormDialogProps } from './FormDialog';

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
    // A form named by the title, once the dialog has faded in.
    await waitFor(() => expect(within(dialog).getByRole('form', { name: 'New team' })).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create team' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    // Enter in a field sends it too.
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Team name' }), 'Core{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(2);
  },
};

/** The server refused: its text above the fields. */
export const Refused: Story = {
  args: { error: 'A team with this name exists already' },
  play: async ({ args, canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'New team' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('A team with this name exists already');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

/** Sending: Cancel disabled, the submit button busy. */
export const Sending: Story = {
  args: { busy: true },
  play: async ({ args, canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'New team' });
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    // Nor does Escape cancel while sending.
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/** Nothing to send yet: the submit button is disabled, and Enter in a field sends nothing either. */
export const NothingToSend: Story = {
  args: { submitDisabled: true },
  play: async ({ args, canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'New team' });
    await expect(within(dialog).getByRole('button', { name: 'Create team' })).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Team name' }), 'Core{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Opens from a button; the caller decides where focus goes once it closes (a calendar: the item it moved). */
function OpenedFromButton(args: FormDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Rename team</Button>
      <FormDialog
        {...args}
        open={open}
        onCancel={() => {
          args.onCancel();
          setOpen(false);
        }}
      />
    </>
  );
}

/** Without restoring focus, closing does not send focus back to the button that opened the dialog. */
export const FocusLeftToCaller: Story = {
  args: { open: false, restoreFocus: false },
  render: (args) => <OpenedFromButton {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const opener = canvas.getByRole('button', { name: 'Rename team' });
    await userEvent.click(opener);
    await body.findByRole('dialog', { name: 'New team' });
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(opener).not.toHaveFocus();
  },
};
