import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { positionBetween, positionForMove } from './positions';
import { TodoList, type TodoListItem, type TodoListProps } from './TodoList';

const NOW = new Date(2025, 5, 10, 12, 0, 0);
const ME = { _id: 'a'.repeat(24), name: 'Ada' };
const PROJECT = { id: 'c'.repeat(24), title: 'Launch' };

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

const ITEMS = [
  todo('1', 'Buy milk', 1),
  todo('2', 'Call Sam', 2, { dueDate: '2025-06-11', visibility: 'project', projectId: PROJECT.id }),
  todo('3', 'Book venue', 3, {
    done: true,
    visibility: 'organization',
    owner: { _id: 'b'.repeat(24), name: 'Bea' },
    canEdit: false,
  }),
];

function renderList(props: Partial<TodoListProps> = {}) {
  const handlers = {
    onAdd: vi.fn(),
    onToggle: vi.fn(),
    onUpdate: vi.fn(),
    onDelete: vi.fn(),
    onReorder: vi.fn(),
  };
  render(<TodoList items={ITEMS} projects={[PROJECT]} now={NOW} {...handlers} {...props} />);
  return handlers;
}

function rowTexts() {
  return within(screen.getByRole('list', { name: 'To-dos' }))
    .getAllByRole('checkbox')
    .map((box) => box.getAttribute('aria-label'));
}

describe('TodoList', () => {
  it('shows each to-do with its checkbox, due text, sharing, owner and counts', () => {
    renderList();
    expect(rowTexts()).toEqual(['Buy milk', 'Call Sam', 'Book venue']);
    expect(screen.getByRole('checkbox', { name: 'Book venue' })).toBeChecked();
    expect(screen.getByText('Book venue')).toHaveStyle({ textDecoration: 'line-through' });
    expect(screen.getByText('Due tomorrow')).toBeVisible();
    expect(screen.getByText('Shared · Launch')).toBeVisible();
    expect(screen.getByText('Shared · Organization')).toBeVisible();
    expect(screen.getByText('by Bea')).toBeVisible();
    expect(screen.getByText('2 to do · 1 done')).toBeVisible();
    // Only the owner edits, deletes and reorders.
    expect(screen.getByRole('button', { name: 'Delete Buy milk' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Delete Book venue' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reorder Book venue' })).not.toBeInTheDocument();
  });

  it('orders by position whatever order the items come in', () => {
    renderList({ items: [ITEMS[2], ITEMS[0], ITEMS[1]] as TodoListItem[] });
    expect(rowTexts()).toEqual(['Buy milk', 'Call Sam', 'Book venue']);
  });

  it('adds with Enter and the chosen sharing, then clears the field', async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn().mockResolvedValue(undefined);
    renderList({ onAdd });
    expect(screen.getByRole('button', { name: 'Add' })).toBeDisabled();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Share with' }), 'Launch');
    await user.type(screen.getByRole('textbox', { name: 'Add a to-do' }), '  Water plants {Enter}');
    expect(onAdd).toHaveBeenCalledWith({
      text: 'Water plants',
      visibility: 'project',
      projectId: PROJECT.id,
    });
    expect(screen.getByRole('textbox', { name: 'Add a to-do' })).toHaveValue('');
  });

  it('keeps the text when adding fails and refuses over-long text', async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn().mockRejectedValue(new Error('nope'));
    renderList({ onAdd });
    const field = screen.getByRole('textbox', { name: 'Add a to-do' });
    await user.type(field, 'Water plants');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(onAdd).toHaveBeenCalledTimes(1);
    expect(field).toHaveValue('Water plants');

    await user.clear(field);
    await user.click(field);
    await user.paste('x'.repeat(501));
    await user.keyboard('{Enter}');
    expect(screen.getByText('To-dos must be at most 500 characters')).toBeVisible();
    expect(onAdd).toHaveBeenCalledTimes(1);
  });

  it('offers Organization sharing only when allowed', () => {
    renderList({ allowOrganization: false });
    const select = screen.getByRole('combobox', { name: 'Share with' });
    expect(within(select).queryByRole('option', { name: 'Organization' })).not.toBeInTheDocument();
  });

  it('ticks a to-do and filters by done and to do', async () => {
    const user = userEvent.setup();
    const { onToggle } = renderList();
    await user.click(screen.getByRole('checkbox', { name: 'Buy milk' }));
    expect(onToggle).toHaveBeenCalledWith(ITEMS[0], true);

    await user.click(screen.getByRole('button', { name: 'Done (1)' }));
    expect(rowTexts()).toEqual(['Book venue']);
    await user.click(screen.getByRole('button', { name: 'To do (2)' }));
    expect(rowTexts()).toEqual(['Buy milk', 'Call Sam']);
  });

  it('edits the text, sharing and due date inline and reports only what changed', async () => {
    const user = userEvent.setup();
    const onUpdate = vi.fn().mockResolvedValue(undefined);
    renderList({ onUpdate, allowOrganization: true });
    await user.click(screen.getByRole('button', { name: 'Edit Buy milk' }));
    const form = screen.getByRole('form', { name: 'Edit Buy milk' });
    const field = within(form).getByRole('textbox', { name: 'To-do text' });
    await user.clear(field);
    await user.type(field, 'Buy oat milk');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Share with' }), 'Organization');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(onUpdate).toHaveBeenCalledWith(ITEMS[0], {
      text: 'Buy oat milk',
      visibility: 'organization',
      projectId: null,
    });
    expect(screen.queryByRole('form', { name: 'Edit Buy milk' })).not.toBeInTheDocument();
  });

  it('cancels an edit with Escape and refuses an empty text', async () => {
    const user = userEvent.setup();
    const { onUpdate } = renderList();
    await user.click(screen.getByRole('button', { name: 'Edit Buy milk' }));
    await user.clear(screen.getByRole('textbox', { name: 'To-do text' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('To-do text is required')).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox', { name: 'To-do text' })).not.toBeInTheDocument();
    expect(onUpdate).not.toHaveBeenCalled();
  });

  it('asks the container to delete', async () => {
    const user = userEvent.setup();
    const { onDelete } = renderList();
    await user.click(screen.getByRole('button', { name: 'Delete Call Sam' }));
    expect(onDelete).toHaveBeenCalledWith(ITEMS[1]);
  });

  it('moves a to-do with the arrow keys on its handle, between its new neighbours', async () => {
    const user = userEvent.setup();
    const reorders: Array<[string, number]> = [];
    function Stateful() {
      const [items, setItems] = useState(ITEMS);
      return (
        <TodoList
          items={items}
          onAdd={vi.fn()}
          onToggle={vi.fn()}
          onUpdate={vi.fn()}
          onDelete={vi.fn()}
          onReorder={(id, position) => {
            reorders.push([id, position]);
            setItems((list) => list.map((item) => (item._id === id ? { ...item, position } : item)));
          }}
        />
      );
    }
    render(<Stateful />);
    screen.getByRole('button', { name: 'Reorder Buy milk' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(reorders).toEqual([['1'.repeat(24), 2.5]]);
    expect(rowTexts()).toEqual(['Call Sam', 'Buy milk', 'Book venue']);
    expect(screen.getByRole('button', { name: 'Reorder Buy milk' })).toHaveFocus();
    expect(screen.getByText('Moved Buy milk to position 2 of 3')).toBeInTheDocument();

    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(reorders.at(-1)).toEqual(['1'.repeat(24), 1]);
    expect(rowTexts()).toEqual(['Buy milk', 'Call Sam', 'Book venue']);
    // Already first: nothing to report.
    expect(reorders).toHaveLength(2);
  });

  it('shows skeletons while loading and a hint when empty', () => {
    const { unmount } = render(
      <TodoList
        items={[]}
        loading
        onAdd={vi.fn()}
        onToggle={vi.fn()}
        onUpdate={vi.fn()}
        onDelete={vi.fn()}
        onReorder={vi.fn()}
      />,
    );
    expect(screen.getByRole('progressbar', { name: 'Loading to-dos' })).toBeInTheDocument();
    unmount();
    renderList({ items: [] });
    expect(screen.getByText('Nothing to do yet. Add your first to-do above.')).toBeVisible();
  });
});

describe('positions', () => {
  it('places between neighbours, or one step past the only one', () => {
    expect(positionBetween(1, 2)).toBe(1.5);
    expect(positionBetween(undefined, 1)).toBe(0);
    expect(positionBetween(3, undefined)).toBe(4);
    expect(positionBetween(undefined, undefined)).toBe(0);
  });

  it('computes the position for a move to an index', () => {
    const list = [
      { _id: 'a', position: 10 },
      { _id: 'b', position: 20 },
      { _id: 'c', position: 30 },
    ];
    expect(positionForMove(list, 'a', 2)).toBe(31);
    expect(positionForMove(list, 'c', 0)).toBe(9);
    expect(positionForMove(list, 'c', 1)).toBe(15);
    expect(positionForMove(list, 'b', 1)).toBeUndefined();
  });
});
