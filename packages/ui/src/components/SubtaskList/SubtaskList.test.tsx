import type { Subtask } from '@app/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SubtaskList } from './SubtaskList';

const SUBTASKS: Subtask[] = ['a', 'b', 'c', 'd'].map((id) => ({
  _id: id,
  title: `Step ${id}`,
  status: 'todo',
}));
const hrefFor = (id: string) => `/tasks/${id}`;

describe('SubtaskList', () => {
  it.each([
    ['Step a', 'down', ['b', 'a', 'c', 'd']],
    ['Step b', 'up', ['b', 'a', 'c', 'd']],
    ['Step c', 'down', ['a', 'b', 'd', 'c']],
    ['Step d', 'up', ['a', 'b', 'd', 'c']],
  ])('moves “%s” %s', async (title, direction, ids) => {
    const user = userEvent.setup();
    const onReorder = vi.fn();
    render(
      <SubtaskList
        subtasks={SUBTASKS}
        progress={{ done: 0, total: 4 }}
        hrefFor={hrefFor}
        onReorder={onReorder}
      />,
    );
    await user.click(screen.getByRole('button', { name: `Move “${title}” ${direction}` }));
    expect(onReorder).toHaveBeenCalledExactlyOnceWith(ids);
  });

  it('keeps the typed title when adding fails, and sends it once while adding', async () => {
    const user = userEvent.setup();
    let refuse: (reason: Error) => void = () => {};
    const onAdd = vi.fn(
      () =>
        new Promise<void>((_resolve, reject) => {
          refuse = reject;
        }),
    );
    render(<SubtaskList subtasks={[]} progress={{ done: 0, total: 0 }} hrefFor={hrefFor} onAdd={onAdd} />);
    const field = screen.getByRole('textbox', { name: 'Add a sub-task' });
    await user.type(field, 'Book the room{Enter}{Enter}');
    expect(onAdd).toHaveBeenCalledExactlyOnceWith('Book the room');
    refuse(new Error('Parent task not found'));
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Add' })).toBeEnabled());
    expect(field).toHaveValue('Book the room');
  });
});
