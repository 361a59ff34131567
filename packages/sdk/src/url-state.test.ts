import { PAGING_DEFAULT_LIMIT, ProjectListQuerySchema, TaskListQuerySchema } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { readSearchParams, writeSearchParams } from './url-state';

const read = (query: string) => readSearchParams(TaskListQuerySchema, new URLSearchParams(query));

describe('search parameters through a domain query schema', () => {
  it('reads the list query with its defaults', () => {
    expect(read('')).toEqual({ page: 1, limit: PAGING_DEFAULT_LIMIT, sort: 'updated' });
    expect(read('status=todo,done&priority=high&assignedTo=me&search=%20receipts%20&page=3')).toEqual({
      page: 3,
      limit: PAGING_DEFAULT_LIMIT,
      sort: 'updated',
      status: ['todo', 'done'],
      priority: ['high'],
      assignedTo: 'me',
      search: 'receipts',
    });
  });

  it('drops only the parameters the schema refuses', () => {
    expect(read('status=No%20pe&sort=title&page=-2&projectId=123')).toEqual({
      page: 1,
      limit: PAGING_DEFAULT_LIMIT,
      sort: 'title',
    });
    expect(
      readSearchParams(ProjectListQuerySchema, new URLSearchParams('status=on-hold&priority=severe')),
    ).toEqual({ page: 1, limit: PAGING_DEFAULT_LIMIT, sort: 'updated', status: 'on-hold' });
  });

  it('writes only what differs from the defaults, lists comma-separated', () => {
    expect(
      writeSearchParams(TaskListQuerySchema, { page: 1, sort: 'updated', search: '  ' }).toString(),
    ).toBe('');
    expect(
      writeSearchParams(TaskListQuerySchema, {
        page: 2,
        sort: 'dueDate',
        status: ['review', 'done'],
        assignedTo: 'me',
        search: ' the receipts ',
      }).toString(),
    ).toBe('page=2&sort=dueDate&status=review%2Cdone&assignedTo=me&search=the+receipts');
  });

  it('reads back what it wrote', () => {
    const value = {
      page: 4,
      limit: PAGING_DEFAULT_LIMIT,
      sort: 'title',
      status: 'planning',
      search: 'site',
    } as const;
    const params = writeSearchParams(ProjectListQuerySchema, value);
    expect(readSearchParams(ProjectListQuerySchema, params)).toEqual(value);
  });
});
