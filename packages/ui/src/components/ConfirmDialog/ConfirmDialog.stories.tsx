import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { OverlayFrame } from '../../testing/OverlayFrame';
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
    await expect(dialog).toHaveAccessibleDescription(
      'Archived projects leave your lists but keep their tasks. You can restore them later.',
    );
    // It asks with the focus on Cancel.
    await waitFor(() => expect(body.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.click(body.getByRole('button', { name: 'Archive' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

/** Cancelled with its button and with Escape. */
export const CancelAndEscape: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Archive this project?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(2);
  },
};

export const Destructive: Story = {
  args: {
    title: 'Delete this project?',
    message: 'Its tasks, discussions and files are deleted for everyone. This cannot be undone.',
    confirmLabel: 'Delete',
    destructive: true,
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Delete this project?' });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

/** While busy it can be neither dismissed nor confirmed again. */
export const Busy: Story = {
  args: { title: 'Delete this project?', confirmLabel: 'Deleting...', destructive: true, busy: true },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Delete this project?' });
    await expect(within(dialog).getByRole('button', { name: 'Deleting...' })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
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

const catalogEntries: { label: string; props: Partial<ConfirmDialogProps> }[] = [
  { label: 'Default', props: {} },
  {
    label: 'Destructive',
    props: {
      title: 'Delete this project?',
      message: 'Its tasks, discussions and files are deleted for everyone. This cannot be undone.',
      confirmLabel: 'Delete',
      destructive: true,
    },
  },
  {
    label: 'Busy',
    props: {
      title: 'Delete this project?',
      message: 'Its tasks, discussions and files are deleted for everyone. This cannot be undone.',
      confirmLabel: 'Deleting...',
      destructive: true,
      busy: true,
    },
  },
];

/** Every state side by side, each dialog open in a frame that stands in for the page behind it. */
export const Catalog: Story = {
  render: (args) => (
    <Stack direction="row" useFlexGap spacing={3} sx={{ flexWrap: 'wrap' }}>
      {catalogEntries.map((entry) => (
        <Stack key={entry.label} spacing={1}>
          <Typography variant="caption" color="text.secondary">
            {entry.label}
          </Typography>
          <OverlayFrame sx={{ width: 520, height: 320, border: 1, borderColor: 'divider' }}>
            <ConfirmDialog {...args} {...entry.props} />
          </OverlayFrame>
        </Stack>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The dialogs and their backdrops have faded in (the accessibility check measures their colours).
    await waitFor(() => {
      for (const faded of canvasElement.querySelectorAll('.MuiDialog-container, .MuiBackdrop-root')) {
        expect(getComputedStyle(faded).opacity).toBe('1');
      }
    });
    await expect(canvas.getByRole('dialog', { name: 'Archive this project?' })).toBeVisible();
    const destructive = canvas.getAllByRole('alertdialog', { name: 'Delete this project?' });
    await expect(destructive).toHaveLength(2);
    await expect(within(destructive[0]!).getByRole('button', { name: 'Delete' })).toBeEnabled();
    await expect(within(destructive[1]!).getByRole('button', { name: 'Deleting...' })).toBeDisabled();
    await expect(within(destructive[1]!).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};
