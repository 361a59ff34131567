import type { Label, LabelCreatePayload, LabelUpdatePayload } from '@app/domain';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LabelManager } from './LabelManager';
import { LabelManagerDialog } from './LabelManagerDialog';

const ME = 'a'.repeat(24);
const OTHER = 'b'.repeat(24);
const ORG = 'c'.repeat(24);

function label(n: number, name: string, color: string, taskCount: number, createdBy = ME): Label {
  return {
    _id: `${'1'.repeat(22)}${String(n).padStart(2, '0')}`,
    name,
    color,
    organizationId: ORG,
    createdBy,
    taskCount,
    createdAt: '2025-06-01T09:00:00.000Z',
  };
}

const LABELS: Label[] = [
  label(1, 'Bug', '#d32f2f', 12),
  label(2, 'Frontend', '#1976d2', 1),
  label(3, 'Customer request', '#7b1fa2', 0, OTHER),
];

const resolved = () => fn(async (..._args: unknown[]) => {});

const meta = {
  title: 'Work/LabelManager',
  component: LabelManager,
  args: {
    labels: LABELS,
    canEdit: (item: Label) => item.createdBy === ME,
    onCreate: resolved(),
    onUpdate: resolved(),
    onDelete: resolved(),
  },
} satisfies Meta<typeof LabelManager>;

export default meta;
type Story = StoryObj<typeof meta>;

// Stands in for the server: keeps the labels the manager creates, changes and deletes.
function Stateful(args: React.ComponentProps<typeof LabelManager>) {
  const [labels, setLabels] = useState<Label[]>([...args.labels]);
  return (
    <LabelManager
      {...args}
      labels={labels}
      onCreate={async (payload: LabelCreatePayload) => {
        await args.onCreate?.(payload);
        setLabels([...labels, label(labels.length + 1, payload.name, payload.color, 0)]);
      }}
      onUpdate={async (id: string, payload: LabelUpdatePayload) => {
        await args.onUpdate(id, payload);
        setLabels(labels.map((item) => (item._id === id ? { ...item, ...payload } : item)));
      }}
      onDelete={async (id: string) => {
        await args.onDelete(id);
        setLabels(labels.filter((item) => item._id !== id));
      }}
    />
  );
}

/** Each label's chip and task count; edit and delete only for the labels the viewer may change. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent('Bug12 tasks');
    await expect(items[1]).toHaveTextContent('Frontend1 task');
    await expect(items[2]).toHaveTextContent('Customer request0 tasks');
    await expect(canvas.getByRole('button', { name: 'Edit “Bug”' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Delete “Frontend”' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Edit “Customer request”' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Delete “Customer request”' })).toBeNull();
  },
};

export const Create: Story = {
  render: (args) => <Stateful {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'New label' }));
    const dialog = await body.findByRole('dialog', { name: 'New label' });
    // Sent empty: the domain's message shows.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create label' }));
    await expect(await within(dialog).findByText('Label name is required')).toBeVisible();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Backend');
    const colours = within(dialog).getByRole('radiogroup', { name: 'Colour' });
    await expect(within(colours).getAllByRole('radio')).toHaveLength(11);
    await expect(within(colours).getByRole('radio', { name: 'Colour 5 of 11, #1976d2' })).toBeChecked();
    await userEvent.click(within(colours).getByRole('radio', { name: 'Colour 7 of 11, #00796b' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create label' }));
    await waitFor(() => expect(args.onCreate).toHaveBeenCalledWith({ name: 'Backend', color: '#00796b' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(canvas.getAllByRole('listitem')[3]).toHaveTextContent('Backend0 tasks');
  },
};

export const Edit: Story = {
  render: (args) => <Stateful {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit “Bug”' }));
    const dialog = await body.findByRole('dialog', { name: 'Edit the label “Bug”' });
    // Nothing changed yet: nothing to save.
    await expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(within(dialog).getByRole('radio', { name: 'Colour 1 of 11, #d32f2f' })).toBeChecked();
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Defect');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Colour 9 of 11, #f57c00' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onUpdate).toHaveBeenCalledWith(LABELS[0]!._id, { name: 'Defect', color: '#f57c00' }),
    );
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(await canvas.findByText('Defect')).toBeVisible();
  },
};

export const EditRefused: Story = {
  args: { onUpdate: fn(async () => Promise.reject(new Error('A label with this name already exists'))) },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Edit “Frontend”' }));
    const dialog = await body.findByRole('dialog', { name: 'Edit the label “Frontend”' });
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Bug');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A label with this name already exists',
    );
    await expect(within(dialog).getByRole('textbox', { name: /Name/ })).toHaveValue('Bug');
  },
};

export const Delete: Story = {
  render: (args) => <Stateful {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete “Bug”' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Delete the label “Bug”?' });
    await expect(dialog).toHaveTextContent('It is taken off its 12 tasks.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledWith(LABELS[0]!._id));
    await waitFor(() => expect(canvas.queryByText('Bug')).toBeNull());
  },
};

export const DeleteRefused: Story = {
  args: { onDelete: fn(async () => Promise.reject(new Error('Label not found'))) },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete “Frontend”' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Delete the label “Frontend”?' });
    await expect(dialog).toHaveTextContent('It is taken off its 1 task.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Label not found');
  },
};

/** Someone who may neither create labels nor change these: the list alone. */
export const ReadOnly: Story = {
  args: { canEdit: () => false, onCreate: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Empty: Story = {
  args: { labels: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No labels yet.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'New label' })).toBeVisible();
  },
};

/** Labels the viewer may change and one they may not; the same read-only; none yet. */
export const Catalog: Story = {
  render: (args) => (
    <Stack spacing={3} sx={{ maxWidth: 560 }}>
      <Typography variant="subtitle2">Editable</Typography>
      <LabelManager {...args} />
      <Typography variant="subtitle2">Read-only</Typography>
      <LabelManager {...args} canEdit={() => false} onCreate={undefined} />
      <Typography variant="subtitle2">None yet</Typography>
      <LabelManager {...args} labels={[]} />
    </Stack>
  ),
};

/** In its own dialog (My Tasks' 'Labels'): Close closes it. */
export const InDialog: Story = {
  render: (args) => {
    const [open, setOpen] = useState(true);
    return <LabelManagerDialog {...args} open={open} onClose={() => setOpen(false)} />;
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Labels' });
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};
