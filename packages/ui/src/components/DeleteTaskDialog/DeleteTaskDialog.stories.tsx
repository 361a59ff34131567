import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { OverlayFrame } from '../../testing/OverlayFrame';
import { DeleteTaskDialog, type DeleteTaskDialogProps } from './DeleteTaskDialog';

const meta = {
  title: 'Work/DeleteTaskDialog',
  component: DeleteTaskDialog,
  args: {
    open: true,
    title: 'Write release notes',
    subtaskCount: 3,
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof DeleteTaskDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const MESSAGE =
  '“Write release notes”, its checklist and its comments will be deleted. This cannot be undone.';

/** With sub-tasks: they move up a level unless the person chooses to delete them too. */
export const WithSubtasks: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Delete this task?' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(dialog).toHaveAccessibleDescription(MESSAGE);
    const group = within(dialog).getByRole('radiogroup', { name: 'Its 3 sub-tasks' });
    await expect(
      within(group).getByRole('radio', { name: 'Keep them (they move up a level)' }),
    ).toBeChecked();
    await userEvent.click(within(group).getByRole('radio', { name: 'Delete them too' }));
    // Enter on a choice does not delete: only the button does.
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete task' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(args.onConfirm).toHaveBeenCalledWith('delete');
  },
};

/** One sub-task, kept by default. */
export const OneSubtask: Story = {
  args: { subtaskCount: 1 },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Delete this task?' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByRole('radiogroup', { name: 'Its 1 sub-task' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete task' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(args.onConfirm).toHaveBeenCalledWith('promote');
  },
};

/** Without sub-tasks there is nothing to choose. */
export const NoSubtasks: Story = {
  args: { subtaskCount: 0 },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Delete this task?' });
    await expect(within(dialog).queryByRole('radiogroup')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Deleting: it cannot be dismissed. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Delete this task?' });
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

const catalogEntries: { label: string; props: Partial<DeleteTaskDialogProps> }[] = [
  { label: 'Three sub-tasks', props: {} },
  { label: 'No sub-tasks', props: { subtaskCount: 0 } },
  { label: 'Deleting', props: { busy: true, subtaskCount: 1 } },
];

/** Every state side by side, each dialog open in a frame that stands in for the page behind it. */
export const Catalog: Story = {
  parameters: {
    a11y: {
      config: {
        // Each dialog's form is named by its title, the same 'Delete this task?' three times; a page shows one.
        rules: [{ id: 'landmark-unique', enabled: false }],
      },
    },
  },
  render: (args) => (
    <Stack direction="row" useFlexGap spacing={3} sx={{ flexWrap: 'wrap' }}>
      {catalogEntries.map((entry) => (
        <Stack key={entry.label} spacing={1}>
          <Typography variant="caption" color="text.secondary">
            {entry.label}
          </Typography>
          <OverlayFrame sx={{ width: 520, height: 420, border: 1, borderColor: 'divider' }}>
            <DeleteTaskDialog {...args} {...entry.props} />
          </OverlayFrame>
        </Stack>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    // The dialogs and their backdrops have faded in (the accessibility check measures their colours).
    await waitFor(() => {
      for (const faded of canvasElement.querySelectorAll('.MuiDialog-container, .MuiBackdrop-root')) {
        expect(getComputedStyle(faded).opacity).toBe('1');
      }
    });
    await expect(
      within(canvasElement).getAllByRole('alertdialog', { name: 'Delete this task?' }),
    ).toHaveLength(3);
  },
};
