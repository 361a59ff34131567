import Button from '@mui/material/Button';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

const meta = {
  title: 'Feedback/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    title: 'Archive this project?',
    message: 'Archived projects leave your lists but keep their tasks. You can restore them later.',
    confirmLabel: 'Archive',
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

function Opener(props: ConfirmDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
        Delete project
      </Button>
      <ConfirmDialog
        {...props}
        open={open}
        onCancel={() => {
          setOpen(false);
          props.onCancel();
        }}
        onConfirm={() => {
          setOpen(false);
          props.onConfirm();
        }}
      />
    </>
  );
}

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Archive this project?' });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.click(body.getByRole('button', { name: 'Archive' }));
    await expect(args.onConfirm).toHaveBeenCalled();
  },
};

export const Destructive: Story = {
  args: {
    title: 'Delete this project?',
    message: 'Its tasks, discussions and files are deleted for everyone. This cannot be undone.',
    confirmLabel: 'Delete',
    destructive: true,
  },
};

export const Busy: Story = {
  args: { title: 'Delete this project?', confirmLabel: 'Deleting...', destructive: true, busy: true },
};

/** Opened from a button; Cancel closes it and gives focus back. */
export const OpenAndCancel: Story = {
  args: {
    open: false,
    title: 'Delete this project?',
    message: 'Its tasks, discussions and files are deleted for everyone.',
    confirmLabel: 'Delete',
    destructive: true,
  },
  render: (args) => <Opener {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete project' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Delete this project?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};
