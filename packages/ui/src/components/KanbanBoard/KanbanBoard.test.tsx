import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FIXTURE_NOW, fixtureTasks, statusColumns } from './fixtures';
import { KanbanBoard } from './KanbanBoard';
import { applyKanbanMove, dropPlace } from './moves';

function renderBoard(props: Partial<React.ComponentProps<typeof KanbanBoard>> = {}) {
  const onMove = vi.fn();
  const onOpen = vi.fn();
  render(
    <KanbanBoard
      columns={statusColumns(fixtureTasks)}
      now={FIXTURE_NOW}
      onMove={onMove}
      onOpen={onOpen}
      {...props}
    />,
  );
  return { onMove, onOpen };
}

const column = (name: string) => screen.getByRole('group', { name });
const card = (title: string) => screen.getByRole('button', { name: new RegExp(`^${title}`) });

// Menus and transitions in jsdom are slow on a busy machine; the default 5 s is too tight.
describe('KanbanBoard', { timeout: 20_000 }, () => {
  it('shows each column with its title, count and cards', () => {
    renderBoard();
    expect(screen.getByRole('region', { name: 'Task board' })).toBeInTheDocument();
    const todo = column('To do');
    expect(within(todo).getByText('3 tasks')).toBeInTheDocument();
    expect(within(todo).getAllByRole('listitem')).toHaveLength(3);
    expect(within(column('In progress')).getByText('1 task')).toBeInTheDocument();
  });

  it('shows the title, priority, due text and assignee of a card', () => {
    renderBoard();
    const releaseNotes = card('Write release notes');
    expect(releaseNotes).toHaveTextContent('Medium priority');
    expect(releaseNotes).toHaveTextContent('Due in 2 days');
    expect(releaseNotes).toHaveTextContent('Assigned to Ana Lima');
    expect(card('Fix invoice rounding for INR')).toHaveTextContent('Overdue by 2 days');
    expect(card('Ship sidebar collapse')).toHaveTextContent(/^Ship sidebar collapse.*Completed/);
    expect(card('Update onboarding checklist')).toHaveTextContent('No due date');
  });

  it('shows the empty text in a column without cards', () => {
    renderBoard({ columns: statusColumns([]), emptyText: 'Nothing here yet' });
    for (const name of ['To do', 'In progress', 'Review', 'Done']) {
      expect(within(column(name)).getByText('Nothing here yet')).toBeInTheDocument();
      expect(within(column(name)).getByText('0 tasks')).toBeInTheDocument();
    }
  });

  it('opens a card on click and on Enter', async () => {
    const user = userEvent.setup();
    const { onOpen } = renderBoard();
    await user.click(card('Write release notes'));
    expect(onOpen).toHaveBeenLastCalledWith('t1');
    card('Review dashboard charts').focus();
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenLastCalledWith('t5');
  });

  it('describes how to drag a card with the keyboard', () => {
    renderBoard();
    const releaseNotes = card('Write release notes');
    expect(releaseNotes).toHaveAttribute('aria-roledescription', 'draggable task');
    const instructions = document.getElementById(releaseNotes.getAttribute('aria-describedby') ?? '');
    expect(instructions).toHaveTextContent(/press space.*arrow keys.*escape to cancel/i);
  });

  it('moves a card to another column from its menu, to the end of that column', async () => {
    const user = userEvent.setup();
    const { onMove } = renderBoard();
    await user.click(screen.getByRole('button', { name: 'Move Write release notes' }));
    const menu = screen.getByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Move to In progress',
      'Move to Review',
      'Move to Done',
      'Move down',
    ]);
    await user.click(within(menu).getByRole('menuitem', { name: 'Move to Done' }));
    expect(onMove).toHaveBeenCalledWith({ itemId: 't1', fromColumn: 'todo', toColumn: 'done', toIndex: 1 });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(
      screen.getByText('Task Write release notes was moved to column Done, position 2 of 2.'),
    ).toBeInTheDocument();
  });

  it('moves a card up and down within its column from its menu', async () => {
    const user = userEvent.setup();
    const { onMove } = renderBoard();
    await user.click(screen.getByRole('button', { name: 'Move Audit password reset emails' }));
    expect(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Move up' })).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Move down' }));
    expect(onMove).toHaveBeenCalledWith({ itemId: 't2', fromColumn: 'todo', toColumn: 'todo', toIndex: 2 });
  });

  it('closes the menu on Escape without moving and gives focus back to the menu button', async () => {
    const user = userEvent.setup();
    const { onMove } = renderBoard();
    const button = screen.getByRole('button', { name: 'Move Write release notes' });
    await user.click(button);
    await user.keyboard('{Escape}');
    expect(onMove).not.toHaveBeenCalled();
    expect(button).toHaveFocus();
  });

  it('keeps cards openable but not movable when disabled', async () => {
    const user = userEvent.setup();
    const { onOpen } = renderBoard({ disabled: true });
    expect(screen.queryByRole('button', { name: /^Move / })).not.toBeInTheDocument();
    const releaseNotes = card('Write release notes');
    expect(releaseNotes).not.toHaveAttribute('aria-disabled', 'true');
    await user.click(releaseNotes);
    expect(onOpen).toHaveBeenCalledWith('t1');
  });

  it('shows the WIP limit in the count and warns above it', () => {
    renderBoard({ columns: statusColumns(fixtureTasks, { todo: 2, review: 3 }) });
    expect(within(column('To do')).getByText('3 / 2')).toBeInTheDocument();
    expect(
      within(column('To do')).getByText(/3 tasks, work-in-progress limit 2, over the limit/),
    ).toBeInTheDocument();
    expect(within(column('Review')).getByText('1 / 3')).toBeInTheDocument();
    expect(within(column('Review')).queryByText(/over the limit/)).not.toBeInTheDocument();
  });

  it('marks the board busy while a move is saved', () => {
    renderBoard({ busy: true });
    expect(screen.getByRole('region', { name: 'Task board' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('progressbar', { name: 'Updating' })).toBeInTheDocument();
  });

  it('renders a custom card face', () => {
    renderBoard({ renderCard: (item) => <strong>{item.title.toUpperCase()}</strong> });
    expect(screen.getByRole('button', { name: 'WRITE RELEASE NOTES' })).toBeInTheDocument();
  });
});

describe('board moves', () => {
  const columns = statusColumns(fixtureTasks);
  const ids = (list: typeof columns) => list.map((c) => c.items.map((item) => item.id));

  it('applies a move reported by onMove without touching other columns', () => {
    const next = applyKanbanMove(columns, { itemId: 't1', toColumn: 'review', toIndex: 0 });
    expect(ids(next)).toEqual([['t2', 't3'], ['t4'], ['t1', 't5'], ['t6']]);
    expect(next[1]).toBe(columns[1]);
    expect(ids(columns)[0]).toEqual(['t1', 't2', 't3']);
  });

  it('reorders within a column by final index', () => {
    const next = applyKanbanMove(columns, { itemId: 't1', toColumn: 'todo', toIndex: 2 });
    expect(ids(next)[0]).toEqual(['t2', 't3', 't1']);
  });

  it('finds where a dragged card lands', () => {
    expect(dropPlace(columns, 't1', { kind: 'card', itemId: 't4' })).toEqual({
      columnId: 'in-progress',
      index: 0,
    });
    expect(dropPlace(columns, 't1', { kind: 'card', itemId: 't4' }, true)).toEqual({
      columnId: 'in-progress',
      index: 1,
    });
    expect(dropPlace(columns, 't1', { kind: 'card', itemId: 't3' })).toEqual({ columnId: 'todo', index: 2 });
    expect(dropPlace(columns, 't1', { kind: 'column', columnId: 'done' })).toEqual({
      columnId: 'done',
      index: 1,
    });
    expect(dropPlace(columns, 't1', { kind: 'column', columnId: 'todo' })).toEqual({
      columnId: 'todo',
      index: 0,
    });
  });
});
