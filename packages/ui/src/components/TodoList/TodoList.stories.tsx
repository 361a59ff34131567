import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { TodoList, type TodoListItem } from './TodoList';

const NOW = new Date(2025, 5, 10, 12, 0, 0);
const ME = { _id: 'a'.repeat(24), name: 'Ada Lovelace' };
const PROJECTS = [
  { id: 'c'.repeat(24), title: 'Website relaunch' },
  { id: 'd'.repeat(24), title: 'Mobile app' },
];

function todo(id: string, text: string, position: number, extra: Partial<TodoListItem> = {}): TodoListItem {
  return {
    _id: id.repeat(24),
    text,
    done: false,
    visibility: 'personal',
    projectId: null,
    dueDate: null,
    position,
    owner: ME,
    canEdit: true,
    ...extra,
  };
}

const ITEMS: TodoListItem[] = [
  todo('1', 'Reply to the venue about the catering', 1, { dueDate: '2025-06-09' }),
  todo('2', 'Share the launch checklist', 2, {
    dueDate: '2025-06-11',
    visibility: 'project',
    projectId: PROJECTS[0]?.id ?? null,
    project: { _id: PROJECTS[0]?.id ?? '', title: 'Website relaunch' },
  }),
  todo('3', 'Order team T-shirts', 3, {
    visibility: 'organization',
    owner: { _id: 'b'.repeat(24), name: 'Bea Ortiz' },
    canEdit: false,
  }),
  todo('4', 'Renew the domain', 4, {
    done: true,
    completedAt: '2025-06-10T09:00:00Z',
  }),
];

const handlers = {
  onAdd: fn(),
  onToggle: fn(),
  onUpdate: fn(),
  onDelete: fn(),
  onReorder: fn(),
};

const framed: Decorator = (Story) => (
  <Paper variant="outlined" sx={{ maxWidth: 760, p: 2 }}>
    <Story />
  </Paper>
);

const meta = {
  title: 'Work/TodoList',
  component: TodoList,
  args: { items: ITEMS, projects: PROJECTS, allowOrganization: true, now: NOW, ...handlers },
} satisfies Meta<typeof TodoList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { decorators: [framed] };

/** A list that applies its own changes, to try adding, ticking, editing and reordering. */
function InteractiveList({ onReorder }: { onReorder?: (id: string, position: number) => void }) {
  const [items, setItems] = useState(ITEMS);
  const patch = (id: string, changes: Partial<TodoListItem>) =>
    setItems((list) => list.map((item) => (item._id === id ? { ...item, ...changes } : item)));
  return (
    <TodoList
      items={items}
      projects={PROJECTS}
      allowOrganization
      now={NOW}
      onAdd={(draft) =>
        setItems((list) => [
          ...list,
          todo(String(list.length + 5), draft.text, Math.max(0, ...list.map((item) => item.position)) + 1, {
            visibility: draft.visibility,
            projectId: draft.projectId,
          }),
        ])
      }
      onToggle={(item, done) => patch(item._id, { done, completedAt: done ? NOW.toISOString() : null })}
      onUpdate={(item, changes) => patch(item._id, changes)}
      onDelete={(item) => setItems((list) => list.filter((other) => other._id !== item._id))}
      onReorder={(id, position) => {
        onReorder?.(id, position);
        patch(id, { position });
      }}
    />
  );
}

export const Interactive: Story = {
  decorators: [framed],
  render: () => <InteractiveList />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Add a to-do' }),
      'Book the photographer{Enter}',
    );
    await expect(canvas.getByRole('checkbox', { name: 'Book the photographer' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Book the photographer' }));
    await expect(canvas.getByText('3 to do · 2 done')).toBeVisible();
    canvas.getByRole('button', { name: 'Reorder Book the photographer' }).focus();
    await userEvent.keyboard('{ArrowUp}');
    const boxes = within(canvas.getByRole('list', { name: 'To-dos' })).getAllByRole('checkbox');
    await expect(boxes.at(-2)).toHaveAccessibleName('Book the photographer');
  },
};

export const Editing: Story = {
  decorators: [framed],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Share the launch checklist' }));
    await expect(canvas.getByRole('textbox', { name: 'To-do text' })).toHaveValue(
      'Share the launch checklist',
    );
  },
};

/** Saving an unchanged edit just closes it, Cancel closes it, and a cleared due date is saved as none. */
export const EditingDueDate: Story = {
  decorators: [framed],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const edit = () =>
      userEvent.click(canvas.getByRole('button', { name: 'Edit Reply to the venue about the catering' }));
    const form = () => canvas.getByRole('form', { name: 'Edit Reply to the venue about the catering' });
    await edit();
    await userEvent.click(within(form()).getByRole('button', { name: 'Save' }));
    await expect(canvas.queryByRole('form')).not.toBeInTheDocument();
    await edit();
    await userEvent.click(within(form()).getByRole('button', { name: 'Cancel' }));
    await expect(canvas.queryByRole('form')).not.toBeInTheDocument();
    await expect(args.onUpdate).not.toHaveBeenCalled();
    await edit();
    const due = within(form()).getByLabelText('Due date');
    await expect(due).toHaveValue('2025-06-09');
    fireEvent.change(due, { target: { value: '' } });
    await userEvent.click(within(form()).getByRole('button', { name: 'Save' }));
    await expect(args.onUpdate).toHaveBeenCalledWith(ITEMS[0], { dueDate: null });
    await expect(canvas.queryByRole('form')).not.toBeInTheDocument();
  },
};

const UNLISTED: TodoListItem = todo('5', 'Collect the brochure proofs', 5, {
  visibility: 'project',
  projectId: 'e'.repeat(24),
  project: { _id: 'e'.repeat(24), title: 'Print brochure' },
});

/** A to-do shared with a project the list no longer offers keeps it as a choice, and can be made personal. */
export const EditingUnlistedProject: Story = {
  decorators: [framed],
  args: { items: [...ITEMS, UNLISTED] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Shared · Print brochure')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Collect the brochure proofs' }));
    const form = within(canvas.getByRole('form', { name: 'Edit Collect the brochure proofs' }));
    const share = form.getByRole('combobox', { name: 'Share with' });
    await expect(share).toHaveDisplayValue('Print brochure');
    await userEvent.selectOptions(share, 'Personal');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect(args.onUpdate).toHaveBeenCalledWith(UNLISTED, { visibility: 'personal', projectId: null });
  },
};

/** Under a filter with nothing left, the list says so: no done to-dos, then no open ones. */
export const FiltersWithNothingLeft: Story = {
  decorators: [framed],
  render: () => <InteractiveList />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Done (1)' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Renew the domain' }));
    await expect(canvas.getByText('No done to-dos.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'To do (4)' }));
    for (const name of [
      'Reply to the venue about the catering',
      'Share the launch checklist',
      'Order team T-shirts',
      'Renew the domain',
    ]) {
      await userEvent.click(canvas.getByRole('checkbox', { name }));
    }
    await expect(canvas.getByText('No open to-dos.')).toBeVisible();
    await expect(canvas.getByText('0 to do · 4 done')).toBeVisible();
  },
};

const centre = (element: Element) => {
  const box = element.getBoundingClientRect();
  return { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 };
};

/** Dragging a handle reorders with the pointer; a drag let go where it started changes nothing. */
export const DragToReorder: Story = {
  decorators: [framed],
  render: (args) => <InteractiveList onReorder={args.onReorder} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const handle = canvas.getByRole('button', { name: 'Reorder Reply to the venue about the catering' });
    const start = centre(handle);
    // Picked up and put back.
    fireEvent.pointerDown(handle, { ...start, button: 0, isPrimary: true });
    fireEvent.pointerMove(handle.ownerDocument, { ...start, clientY: start.clientY + 6 });
    await waitFor(() => expect(getComputedStyle(handle).cursor).toBe('grabbing'));
    fireEvent.pointerUp(handle.ownerDocument, start);
    await waitFor(() => expect(getComputedStyle(handle).cursor).toBe('grab'));
    await expect(args.onReorder).not.toHaveBeenCalled();
    // Carried below the second row.
    const second = canvas.getByRole('checkbox', { name: 'Share the launch checklist' }).closest('li')!;
    fireEvent.pointerDown(handle, { ...start, button: 0, isPrimary: true });
    fireEvent.pointerMove(handle.ownerDocument, { ...start, clientY: start.clientY + 6 });
    await waitFor(() => expect(getComputedStyle(handle).cursor).toBe('grabbing'));
    const target = centre(second);
    fireEvent.pointerMove(handle.ownerDocument, { ...start, clientY: target.clientY + 4 });
    fireEvent.pointerUp(handle.ownerDocument, { ...start, clientY: target.clientY + 4 });
    await waitFor(() => expect(args.onReorder).toHaveBeenCalledWith('1'.repeat(24), 2.5));
    await expect(
      canvas.getByText('Moved Reply to the venue about the catering to position 2 of 4'),
    ).toBeInTheDocument();
    const boxes = within(canvas.getByRole('list', { name: 'To-dos' })).getAllByRole('checkbox');
    await expect(boxes[1]).toHaveAccessibleName('Reply to the venue about the catering');
  },
};

export const Loading: Story = { decorators: [framed], args: { items: [], loading: true } };

export const Empty: Story = { decorators: [framed], args: { items: [] } };

export const Catalog: Story = {
  render: (args) => (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(420px, 1fr))' }}>
      {[
        { name: 'Mine and shared', items: ITEMS, loading: false },
        { name: 'Shared with me only', items: ITEMS.filter((item) => !item.canEdit), loading: false },
        { name: 'Loading', items: [], loading: true },
        { name: 'Empty', items: [], loading: false },
      ].map(({ name, items, loading }) => (
        <Paper key={name} variant="outlined" sx={{ p: 2 }}>
          <Typography variant="overline" component="h2">
            {name}
          </Typography>
          <TodoList {...args} items={items} loading={loading} label={name} />
        </Paper>
      ))}
    </Box>
  ),
};
