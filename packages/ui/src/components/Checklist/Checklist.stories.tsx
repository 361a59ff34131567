import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checklist, type ChecklistEntry, type ChecklistMode } from './Checklist';

const ITEMS: ChecklistEntry[] = [
  { id: 'a', text: 'Draft the outline', done: true },
  { id: 'b', text: 'Write the examples', done: true },
  { id: 'c', text: 'Proofread', done: false },
  { id: 'd', text: 'Publish on the blog', done: false },
];

const meta = {
  title: 'Work/Checklist',
  component: Checklist,
  args: { items: ITEMS, onChange: fn() },
  decorators: [
    (Story) => (
      <Paper variant="outlined" sx={{ p: 2, maxWidth: 480 }}>
        <Story />
      </Paper>
    ),
  ],
} satisfies Meta<typeof Checklist>;

export default meta;
type Story = StoryObj<typeof meta>;

function Interactive({
  mode = 'edit',
  initial = ITEMS,
}: {
  mode?: ChecklistMode;
  initial?: ChecklistEntry[];
}) {
  const [items, setItems] = useState(initial);
  return <Checklist items={items} mode={mode} onChange={setItems} />;
}

export const Editable: Story = {
  render: () => <Interactive />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Proofread' }));
    await expect(canvas.getByText('3 of 4 done')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Add an item' }), 'Share the link{Enter}');
    await expect(canvas.getByText('3 of 5 done')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Add an item' })).toHaveFocus();
  },
};

export const TickOnly: Story = { render: () => <Interactive mode="tick" /> };

export const ReadOnly: Story = { args: { mode: 'read' } };

export const Empty: Story = { render: () => <Interactive initial={[]} /> };

export const AllDone: Story = { args: { items: ITEMS.map((item) => ({ ...item, done: true })) } };

export const Saving: Story = { args: { disabled: true } };

export const Catalog: Story = {
  render: (args) => (
    <Box sx={{ display: 'grid', gap: 4 }}>
      <Checklist items={ITEMS} onChange={args.onChange} label="Editable" />
      <Checklist items={ITEMS} onChange={args.onChange} mode="tick" label="Tick only" />
      <Checklist items={ITEMS} mode="read" label="Read only" />
      <Checklist items={[]} onChange={args.onChange} label="Empty" />
      <Checklist items={ITEMS.map((item) => ({ ...item, done: true }))} mode="read" label="All done" />
      <Checklist items={ITEMS} onChange={args.onChange} disabled label="Saving" />
    </Box>
  ),
};
