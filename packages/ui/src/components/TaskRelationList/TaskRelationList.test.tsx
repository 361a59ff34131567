import type { RelatedTask } from '@app/domain';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TASK_SEARCH_DEBOUNCE_MS } from './AddRelationDialog';
import { TaskRelationList } from './TaskRelationList';

const task = (id: string, title: string): RelatedTask => ({
  _id: id,
  title,
  status: 'todo',
  projectId: null,
});

describe('TaskRelationList’s task search', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('searches once the typing rests, and an older answer never replaces a newer one', async () => {
    const answers: Record<string, (tasks: RelatedTask[]) => void> = {};
    const searchTasks = vi.fn(
      (text: string) =>
        new Promise<readonly RelatedTask[]>((resolve) => {
          answers[text] = resolve;
        }),
    );
    render(
      <TaskRelationList
        relations={[]}
        hrefFor={(id) => `/tasks/${id}`}
        onAdd={vi.fn()}
        searchTasks={searchTasks}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add relation' }));
    const field = screen.getByRole('combobox', { name: 'Task' });
    await act(() => vi.advanceTimersByTimeAsync(TASK_SEARCH_DEBOUNCE_MS));
    expect(searchTasks).toHaveBeenCalledExactlyOnceWith('');

    act(() => field.focus());
    for (const text of ['w', 'wr', 'wri']) {
      fireEvent.change(field, { target: { value: text } });
      await act(() => vi.advanceTimersByTimeAsync(50));
    }
    await act(() => vi.advanceTimersByTimeAsync(TASK_SEARCH_DEBOUNCE_MS - 51));
    // Keystrokes 50 ms apart and less than the pause since the last: no search yet.
    expect(searchTasks).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(searchTasks).toHaveBeenLastCalledWith('wri');
    expect(searchTasks).toHaveBeenCalledTimes(2);

    // The newer answer first, then the older one: the list keeps the newer.
    await act(async () => answers.wri!([task('t1', 'Write the brief')]));
    await act(async () => answers['']!([task('t2', 'Book the venue')]));
    expect(screen.getByRole('option', { name: /Write the brief/ })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /Book the venue/ })).not.toBeInTheDocument();
  });
});
