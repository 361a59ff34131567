import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { phoneViewport } from '../../testing';
import { sampleLabels, sampleMembers } from '../CustomFieldInput/fixtures';
import { BulkEditBar } from './BulkEditBar';

const meta = {
  title: 'Work/BulkEditBar',
  component: BulkEditBar,
  args: { count: 20, onClear: fn(), onApply: fn(), members: sampleMembers, labels: sampleLabels },
} satisfies Meta<typeof BulkEditBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const bar = canvas.getByRole('toolbar', { name: 'Bulk edit' });
    await expect(bar).toHaveTextContent('20 selected');
    const choose = async (select: string, option: string) => {
      await userEvent.click(within(bar).getByRole('combobox', { name: select }));
      await userEvent.click(await body.findByRole('option', { name: option }));
      await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
    };
    await choose('Set status', 'Done');
    await expect(args.onApply).toHaveBeenLastCalledWith({ status: 'done' });
    await choose('Set priority', 'Urgent');
    await expect(args.onApply).toHaveBeenLastCalledWith({ priority: 'urgent' });
    await choose('Assign to', 'Unassigned');
    await expect(args.onApply).toHaveBeenLastCalledWith({ assignedTo: null });
    await choose('Assign to', 'Jordan Lee');
    await expect(args.onApply).toHaveBeenLastCalledWith({ assignedTo: sampleMembers[2]!._id });

    await userEvent.type(within(bar).getByLabelText('Set due date'), '2025-07-01{Enter}');
    await expect(args.onApply).toHaveBeenLastCalledWith({ dueDate: '2025-07-01' });

    await userEvent.click(within(bar).getByRole('button', { name: 'Add label' }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'design' }));
    await expect(args.onApply).toHaveBeenLastCalledWith({ addLabelIds: [sampleLabels[0]!._id] });
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await userEvent.click(within(bar).getByRole('button', { name: 'Remove label' }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'bug' }));
    await expect(args.onApply).toHaveBeenLastCalledWith({ removeLabelIds: [sampleLabels[2]!._id] });
    await expect(args.onApply).toHaveBeenCalledTimes(7);

    await userEvent.click(within(bar).getByRole('button', { name: 'Clear selection' }));
    await expect(args.onClear).toHaveBeenCalled();
  },
};

export const Busy: Story = {
  args: { count: 3, busy: true, labels: [] },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('toolbar', { name: 'Bulk edit' });
    await expect(bar).toHaveAttribute('aria-busy', 'true');
    await expect(within(bar).getByRole('combobox', { name: 'Set status' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(within(bar).getByRole('button', { name: 'Add label' })).toBeDisabled();
    await expect(within(bar).getByRole('button', { name: 'Clear selection' })).toBeEnabled();
  },
};

/** On a phone the bar sticks to the bottom of the screen over the list it edits. */
export const Phone: Story = {
  ...phoneViewport,
  render: (args) => (
    <Box>
      <Typography sx={{ height: 1200 }}>A long list of tasks</Typography>
      <BulkEditBar {...args} />
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('toolbar', { name: 'Bulk edit' });
    await expect(getComputedStyle(bar).position).toBe('sticky');
    await expect(bar.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight + 1);
  },
};

/** Twenty tasks selected; one selected while a change is applied. */
export const Catalog: Story = {
  render: (args) => (
    <Stack spacing={3}>
      <BulkEditBar {...args} />
      <BulkEditBar {...args} count={1} busy />
    </Stack>
  ),
};
