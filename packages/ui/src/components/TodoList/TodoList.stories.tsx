import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
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
function InteractiveList() {
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
      onReorder={(id, position) => patch(id, { position })}
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
