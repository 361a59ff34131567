import { HELP_SHORTCUTS } from '@app/domain';
import Button from '@mui/material/Button';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ShortcutsDialog, type ShortcutsDialogProps } from './ShortcutsDialog';

const meta = {
  title: 'Feedback/ShortcutsDialog',
  component: ShortcutsDialog,
  args: { open: true, shortcuts: HELP_SHORTCUTS, onClose: fn() },
} satisfies Meta<typeof ShortcutsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open: every shortcut in the table, named by the dialog's title; Escape and Close close it. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Keyboard shortcuts' });
    await waitFor(() => expect(dialog).toBeVisible());
    const table = within(dialog).getByRole('table', { name: 'Keyboard shortcuts' });
    await expect(within(table).getAllByRole('row').slice(1)).toHaveLength(HELP_SHORTCUTS.length);
    await expect(within(table).getByRole('row', { name: /Go to My Tasks/ })).toHaveTextContent('G then T');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledTimes(2);
  },
};

function Opener(props: ShortcutsDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Keyboard shortcuts
      </Button>
      <ShortcutsDialog
        {...props}
        open={open}
        onClose={() => {
          setOpen(false);
          props.onClose();
        }}
      />
    </>
  );
}

/** Opened from a button; closing gives focus back to it. */
export const OpenAndClose: Story = {
  args: { open: false },
  render: (args) => <Opener {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const opener = canvas.getByRole('button', { name: 'Keyboard shortcuts' });
    await userEvent.click(opener);
    const dialog = await body.findByRole('dialog', { name: 'Keyboard shortcuts' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};
