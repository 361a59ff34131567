import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
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

/** Applies its own changes and reports each one. */
function Tracked({
  initial,
  onChange,
}: {
  initial: ChecklistEntry[];
  onChange?: (items: ChecklistEntry[]) => void;
}) {
  const [items, setItems] = useState(initial);
  return (
    <Checklist
      items={items}
      onChange={(next) => {
        onChange?.(next);
        setItems(next);
      }}
    />
  );
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

/** Inside a card that titles it already: no visible title, the group keeps its name. */
export const HiddenTitle: Story = {
  args: { hideTitle: true, label: 'Launch steps' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Launch steps' })).toBeVisible();
    await expect(canvas.queryByRole('heading')).not.toBeInTheDocument();
    await expect(canvas.getByText('2 of 4 done')).toBeVisible();
  },
};

/** Blank adds and spaces around an unchanged text change nothing; removing keeps the focus in the list. */
export const KeyboardEditing: Story = {
  render: (args) => <Tracked initial={ITEMS.slice(2)} onChange={args.onChange} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Enter in the empty add field adds nothing.
    await userEvent.type(canvas.getByRole('textbox', { name: 'Add an item' }), '   {Enter}');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    // Spaces typed around an unchanged text are dropped without a save.
    const proofread = canvas.getByRole('textbox', { name: 'Edit Proofread' });
    await userEvent.type(proofread, '  {Enter}');
    await expect(proofread).toHaveValue('Proofread');
    await expect(args.onChange).not.toHaveBeenCalled();
    // Removing the last item moves the focus to the one before; removing the only one leaves the empty list.
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Publish on the blog' }));
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Edit Proofread' })).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Proofread' }));
    await expect(canvas.getByText('No checklist items yet.')).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
  },
};

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
