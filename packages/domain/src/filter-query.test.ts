import { describe, expect, it } from 'vitest';
import {
  FILTER_QUERY_MESSAGES,
  filterQueryOf,
  filterQueryValues,
  foldLegacyFilters,
  formatFilterTokens,
  hasFilterTerms,
  parseFilterQuery,
  resolveDueFilter,
  setFilterQueryTerm,
} from './filter-query';

describe('parseFilterQuery', () => {
  it('reads the example of the issue: terms and free text', () => {
    const parsed = parseFilterQuery('status:todo assignee:me label:bug due:<7d priority:high "free text"');
    expect(parsed.errors).toEqual([]);
    expect(parsed.terms).toEqual([
      { key: 'status', values: ['todo'] },
      { key: 'assignee', values: ['me'] },
      { key: 'label', values: ['bug'] },
      { key: 'due', values: ['<7d'] },
      { key: 'priority', values: ['high'] },
    ]);
    expect(parsed.text).toBe('free text');
  });

  it('takes quoted values, comma lists, aliases and any case, each value once', () => {
    const parsed = parseFilterQuery(
      'Label:"needs design",bug,bug STATE:"In Progress" prio:URGENT login  page',
    );
    expect(parsed.terms).toEqual([
      { key: 'label', values: ['needs design', 'bug'] },
      { key: 'status', values: ['in-progress'] },
      { key: 'priority', values: ['urgent'] },
    ]);
    expect(parsed.text).toBe('login page');
  });

  it('names each mistake and keeps reading', () => {
    const parsed = parseFilterQuery('colour:red priority:huge due:soon label: is:open "unclosed');
    expect(parsed.errors).toEqual([
      FILTER_QUERY_MESSAGES.unknownKey('colour'),
      FILTER_QUERY_MESSAGES.badValue('priority', 'huge'),
      FILTER_QUERY_MESSAGES.badValue('due', 'soon'),
      FILTER_QUERY_MESSAGES.missingValue('label'),
      FILTER_QUERY_MESSAGES.unclosedQuote,
    ]);
    expect(parsed.terms).toEqual([{ key: 'is', values: ['open'] }]);
  });

  it('leaves words with digits or symbols before a colon as text', () => {
    expect(parseFilterQuery('meet at 10:30 https://x.test').terms).toEqual([]);
    expect(parseFilterQuery('meet at 10:30').text).toBe('meet at 10:30');
  });

  it('writes a query back as it was read', () => {
    const query = 'label:bug,"needs design" fix "the login" due:<=2w';
    expect(formatFilterTokens(parseFilterQuery(query).tokens)).toBe(query);
  });
});

describe('setFilterQueryTerm and filterQueryValues', () => {
  it('replaces a key in place, adds it before the text, removes it', () => {
    expect(setFilterQueryTerm('status:todo fix login', 'status', ['done', 'review'])).toBe(
      'status:done,review fix login',
    );
    expect(setFilterQueryTerm('fix login', 'label', ['needs design'])).toBe('label:"needs design" fix login');
    expect(setFilterQueryTerm('status:todo label:bug status:done x', 'status', [])).toBe('label:bug x');
    expect(filterQueryValues('label:a label:b,a', 'label')).toEqual(['a', 'b']);
    expect(hasFilterTerms('just words')).toBe(false);
    expect(hasFilterTerms('is:open')).toBe(true);
  });
});

describe('resolveDueFilter', () => {
  // 2026-12-09 is a Wednesday.
  const today = '2026-12-09';
  it.each([
    ['today', { after: today, before: today }],
    ['tomorrow', { after: '2026-12-10', before: '2026-12-10' }],
    ['overdue', { before: '2026-12-08', open: true }],
    ['this-week', { after: '2026-12-07', before: '2026-12-13' }],
    ['next-week', { after: '2026-12-14', before: '2026-12-20' }],
    ['this-month', { after: '2026-12-01', before: '2026-12-31' }],
    ['none', { none: true }],
    ['<7d', { before: '2026-12-15' }],
    ['<=1w', { before: '2026-12-16' }],
    ['>2d', { after: '2026-12-12' }],
    ['>=2d', { after: '2026-12-11' }],
    ['<2027-01-01', { before: '2026-12-31' }],
    ['2026-12-24', { after: '2026-12-24', before: '2026-12-24' }],
    ['2026-12-01..2026-12-31', { after: '2026-12-01', before: '2026-12-31' }],
  ])('%s', (value, range) => {
    expect(resolveDueFilter(value, today)).toEqual(range);
  });

  it('refuses what is not a due filter', () => {
    for (const value of ['soon', '<7', '2026-13-01', '2026-12-31..2026-12-01', '<7y']) {
      expect(resolveDueFilter(value, today)).toBeNull();
    }
  });
});

describe('foldLegacyFilters', () => {
  it('writes the old list parameters as terms, the search as text', () => {
    expect(
      foldLegacyFilters('label:bug', {
        status: ['todo', 'review'],
        assignedTo: 'me',
        labelId: 'aaaaaaaaaaaaaaaaaaaaaaaa',
        search: 'login page',
      }),
    ).toBe('label:bug,aaaaaaaaaaaaaaaaaaaaaaaa status:todo,review assignee:me "login page"');
    expect(foldLegacyFilters('', {})).toBe('');
  });
});

describe('filterQueryOf', () => {
  it('writes a list request in the filter language, which reads back to the same terms', () => {
    const query = filterQueryOf({
      assignedToMe: true,
      priority: 'urgent',
      labels: ['Security', 'Quick win'],
      due: 'this_week',
      project: 'Website Redesign',
    });
    expect(query).toBe(
      'assignee:me is:open priority:urgent label:Security,"Quick win" due:this-week project:"Website Redesign"',
    );
    expect(parseFilterQuery(query).errors).toEqual([]);
    expect(filterQueryOf({ status: 'done', dueFrom: '2026-12-01', dueTo: '2026-12-31' })).toBe(
      'status:done due:2026-12-01..2026-12-31',
    );
    expect(filterQueryOf({ dueTo: '2026-12-31T00:00:00.000Z' })).toBe('is:open due:<=2026-12-31');
    expect(filterQueryOf({ due: 'this_week', today: '2026-12-09' })).toBe(
      'is:open due:2026-12-07..2026-12-13',
    );
    expect(filterQueryOf({ due: 'overdue', today: '2026-12-09' })).toBe('is:open due:<=2026-12-08');
  });
});
