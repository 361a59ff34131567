import { describe, expect, it } from 'vitest';
import {
  SEARCH_MESSAGES,
  SEARCH_SNIPPET_MAX,
  SEARCH_TYPES,
  SearchQuerySchema,
  searchResultUrl,
  searchSnippet,
} from './search';

const id = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const firstError = (input: unknown) => SearchQuerySchema.safeParse(input).error?.issues[0]?.message;

describe('SearchQuerySchema', () => {
  it('trims the text, reads types comma-separated and defaults to every type and 20 results', () => {
    expect(SearchQuerySchema.parse({ q: '  dashboard ' })).toEqual({
      q: 'dashboard',
      types: [...SEARCH_TYPES],
      limit: 20,
    });
    expect(SearchQuerySchema.parse({ q: 'x', types: 'task, user', limit: '50' })).toEqual({
      q: 'x',
      types: ['task', 'user'],
      limit: 50,
    });
  });

  it('says what is wrong with the text, the types and the limit', () => {
    expect(firstError({})).toBe(SEARCH_MESSAGES.queryRequired);
    expect(firstError({ q: '   ' })).toBe(SEARCH_MESSAGES.queryRequired);
    expect(firstError({ q: 'a'.repeat(201) })).toBe(SEARCH_MESSAGES.queryTooLong);
    expect(firstError({ q: 'x', types: 'task,file' })).toBe(SEARCH_MESSAGES.unknownType);
    expect(firstError({ q: 'x', types: ',' })).toBe(SEARCH_MESSAGES.unknownType);
    expect(firstError({ q: 'x', limit: '51' })).toBe(SEARCH_MESSAGES.limit);
    expect(firstError({ q: 'x', limit: '2.5' })).toBe(SEARCH_MESSAGES.limit);
  });
});

describe('searchResultUrl', () => {
  it('opens a task, a comment’s task, a project and a person’s assigned tasks', () => {
    expect(searchResultUrl('task', id)).toBe(`/tasks/${id}`);
    expect(searchResultUrl('comment', 'bbbbbbbbbbbbbbbbbbbbbbbb', id)).toBe(`/tasks/${id}`);
    expect(searchResultUrl('project', id)).toBe(`/projects/${id}`);
    expect(searchResultUrl('user', id)).toBe(`/tasks?assignedTo=${id}`);
  });
});

describe('searchSnippet', () => {
  it('keeps a short text whole, on one line', () => {
    expect(searchSnippet('Fix the\n\nlogin  page')).toBe('Fix the login page');
    expect(searchSnippet(null)).toBe('');
  });

  it('cuts a long text at a word, within the snippet’s length', () => {
    const snippet = searchSnippet('word '.repeat(60));
    expect(snippet.length).toBeLessThanOrEqual(SEARCH_SNIPPET_MAX);
    expect(snippet).toMatch(/word…$/);
  });
});
