import { describe, expect, it } from 'vitest';
import { workQueryKeys } from './keys';

describe('work query keys', () => {
  it('nest, so invalidating a prefix reaches exactly what sits under it', () => {
    const id = '0123456789abcdef01234567';
    expect(workQueryKeys.projects.list({ page: 2 })).toEqual(['projects', 'list', { page: 2 }]);
    expect(workQueryKeys.projects.detail(id)).toEqual(['projects', 'detail', id]);
    expect(workQueryKeys.projects.tasks(id, { status: ['todo', 'done'] })).toEqual([
      'projects',
      'detail',
      id,
      'tasks',
      { status: 'todo,done' },
    ]);
    expect(workQueryKeys.tasks.list()).toEqual(['tasks', 'list', {}]);
    expect(workQueryKeys.tasks.detail(id)).toEqual(['tasks', 'detail', id]);
    expect(workQueryKeys.comments(id)).toEqual(['tasks', 'detail', id, 'comments']);
    expect(workQueryKeys.todos.list({ view: 'shared' })).toEqual(['todos', 'list', { view: 'shared' }]);
    expect(workQueryKeys.dashboard.detail('2026-02-03')).toEqual(['dashboard', '2026-02-03']);
  });

  it('key a list by what it sends, so blank filters share the unfiltered entry', () => {
    expect(workQueryKeys.tasks.list({ search: ' ', status: [], assignedTo: undefined })).toEqual(
      workQueryKeys.tasks.list({}),
    );
    expect(workQueryKeys.projects.list({ search: ' site ' })).toEqual(
      workQueryKeys.projects.list({ search: 'site' }),
    );
  });
});
