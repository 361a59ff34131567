import { readFileSync } from 'node:fs';
import { XSS_PAYLOADS } from '@app/domain';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { ImportParseError, parseJiraCsv } from './index';
import { parseJiraComment, parseJiraDate } from './jira';
import { expectWellFormed, skippedEntry } from './testing';

const text = readFileSync(new URL('./fixtures/jira-issues.csv', import.meta.url), 'utf8');
const [header = [], ...rows] = Papa.parse<string[]>(text, { skipEmptyLines: true }).data;
const cellsOf = (name: string) =>
  rows.flatMap((row) =>
    header.flatMap((column, index) => (column === name && row[index] ? [row[index]] : [])),
  );

const csv = (table: string[][]) => Papa.unparse(table);

describe('parseJiraCsv on an export of 200 issues', () => {
  const bundle = parseJiraCsv(text);
  const project = bundle.projects[0]!;
  const task = (key: string) => project.tasks.find((candidate) => candidate.ref === `issue:${key}`)!;

  it('is a well-formed bundle of one project per project key', () => {
    expectWellFormed(bundle);
    expect(bundle.source).toBe('jira');
    expect(bundle.projects.map((candidate) => candidate.title)).toEqual(['Phoenix']);
  });

  it('reads repeated columns and quoted fields: 200 issues, sub-tasks, labels, comments', () => {
    expect(header.filter((column) => column === 'Comment')).toHaveLength(4);
    expect(project.tasks).toHaveLength(200);
    expect(project.tasks.filter((candidate) => candidate.parentRef)).toHaveLength(
      cellsOf('Parent id').length,
    );
    expect(project.tasks.flatMap((candidate) => candidate.comments)).toHaveLength(cellsOf('Comment').length);
    expect(new Set(cellsOf('Labels')).size).toBe(bundle.labels.length);
    expect(project.tasks.reduce((n, candidate) => n + candidate.labelRefs.length, 0)).toBe(
      cellsOf('Labels').length,
    );
    expect(task('PHX-5').description).toBe(
      'Steps:\n1. Open "Settings", then "Billing"\n2. Click Save, twice\n\nExpected: one charge, not two.',
    );
    expect(task('PHX-7').title).toBe('Price shows "$1,000" instead of "$1 000" for FR, BE');
  });

  it('makes statuses states by their category, and keeps dates, priorities and estimates', () => {
    expect(project.states.map((state) => [state.name, state.category])).toEqual([
      ['Backlog', 'todo'],
      ['To Do', 'todo'],
      ['In Progress', 'in-progress'],
      ['In Review', 'review'],
      ['Done', 'done'],
    ]);
    const done = project.states.find((state) => state.name === 'Done')!;
    expect(
      project.tasks.filter((candidate) => candidate.stateRef === done.ref).every((c) => c.completedAt),
    ).toBe(true);
    expect(project.tasks.filter((candidate) => candidate.dueDate)).toHaveLength(cellsOf('Due date').length);
    expect(project.tasks.every((candidate) => candidate.createdAt?.startsWith('2024-'))).toBe(true);
    expect(new Set(project.tasks.map((candidate) => candidate.priority))).toEqual(
      new Set(['urgent', 'high', 'medium', 'low']),
    );
    const estimated = project.tasks.filter((candidate) => candidate.estimate !== null);
    expect(estimated).toHaveLength(cellsOf('Original Estimate').length);
    expect(estimated.every((candidate) => Number.isInteger(candidate.estimate))).toBe(true);
  });

  it('turns Blocks and Relates links into relations, each once', () => {
    expect(
      project.relations.filter((r) => r.fromRef === 'issue:PHX-27' && r.toRef === 'issue:PHX-28'),
    ).toEqual([{ fromRef: 'issue:PHX-27', toRef: 'issue:PHX-28', type: 'blocks' }]);
    expect(project.relations.some((relation) => relation.type === 'relates_to')).toBe(true);
    expect(skippedEntry(bundle, /^1 issue link$/)?.reason).toMatch(/not in the file/);
    expect(skippedEntry(bundle, /Cloners/)).toBeDefined();
  });

  it('names what it skipped and why', () => {
    expect(skippedEntry(bundle, /^Assignee Olivia Reed of \d+ issues$/)?.reason).toMatch(/not by e-mail/);
    expect(skippedEntry(bundle, /^Sprint of \d+ issues$/)?.reason).toMatch(/no sprints/);
    expect(skippedEntry(bundle, /^Attachment of \d+ issues$/)).toBeDefined();
    expect(skippedEntry(bundle, /^Watchers of 200 issues$/)).toBeDefined();
    expect(skippedEntry(bundle, /^Time Spent of \d+ issues$/)?.reason).toMatch(/time entries/);
    expect(skippedEntry(bundle, /^Custom field \(Story Points\) of \d+ issues$/)).toBeDefined();
  });
});

describe('parseJiraCsv on other files', () => {
  it('reads Jira’s date and comment formats', () => {
    expect(parseJiraDate('12/Jan/24 3:04 PM')).toBe('2024-01-12T15:04:00.000Z');
    expect(parseJiraDate('02/Feb/2024 12:30 AM')).toBe('2024-02-02T00:30:00.000Z');
    expect(parseJiraDate('12/Jan/24')).toBe('2024-01-12T00:00:00.000Z');
    expect(parseJiraDate('2024-01-12T15:04:05.000+0100')).toBe('2024-01-12T14:04:05.000Z');
    expect(parseJiraDate('2024-01-12 15:04')).toBe('2024-01-12T15:04:00.000Z');
    for (const bad of ['31/Feb/24 1:00 PM', '12/Foo/24', '12/Jan/24 13:00 PM', 'yesterday', '']) {
      expect(parseJiraDate(bad)).toBeNull();
    }
    expect(
      parseJiraComment('12/Jan/24 3:04 PM;abc123;Done; shipped; thanks', new Map([['abc123', 'Ann']])),
    ).toEqual({
      body: 'Ann wrote on Jira:\n\nDone; shipped; thanks',
      authorEmail: null,
      createdAt: '2024-01-12T15:04:00.000Z',
    });
    expect(parseJiraComment('12/Jan/24 3:04 PM;Ann@Example.com;Hi').authorEmail).toBe('ann@example.com');
    expect(parseJiraComment('Just text; no date')).toEqual({
      body: 'Just text; no date',
      authorEmail: null,
      createdAt: null,
    });
  });

  it('takes e-mails from an e-mail column when the export has one', () => {
    const bundle = parseJiraCsv(
      csv([
        ['Issue key', 'Summary', 'Status', 'Assignee', 'Assignee Email', 'Reporter', 'Priority'],
        ['AB-1', 'One', 'Open', 'Ann Lee', 'Ann@Example.com', 'bob@example.com', 'Blocker'],
        ['AB-2', 'Two', 'Closed', 'Cy', '', '', 'Trivial'],
      ]),
    );
    expectWellFormed(bundle);
    const [one, two] = bundle.projects[0]!.tasks;
    expect(one).toMatchObject({
      assigneeEmail: 'ann@example.com',
      createdByEmail: 'bob@example.com',
      priority: 'urgent',
    });
    expect(two).toMatchObject({ assigneeEmail: null, priority: 'low' });
    expect(bundle.people).toEqual([
      { email: 'ann@example.com', name: 'Ann Lee' },
      { email: 'bob@example.com', name: null },
    ]);
    expect(bundle.projects[0]!.states.map((state) => [state.name, state.category])).toEqual([
      ['Open', 'todo'],
      ['Closed', 'done'],
    ]);
    expect(skippedEntry(bundle, /^Assignee Cy of 1 issue$/)).toBeDefined();
  });

  it('makes one project per project key; a parent in another project is not nested, a link across them is kept', () => {
    const bundle = parseJiraCsv(
      csv([
        [
          'Issue key',
          'Issue id',
          'Parent id',
          'Summary',
          'Status',
          'Project key',
          'Project name',
          'Outward issue link (Blocks)',
        ],
        ['AB-1', '1', '', 'One', 'To Do', 'AB', 'Alpha', 'CD-1'],
        ['CD-1', '2', '1', 'Two', 'To Do', 'CD', 'Delta', ''],
        ['CD-2', '3', '2', 'Three', 'To Do', 'CD', 'Delta', ''],
      ]),
    );
    expectWellFormed(bundle);
    expect(
      bundle.projects.map((project) => [project.title, project.tasks.map((task) => task.parentRef)]),
    ).toEqual([
      ['Alpha', [null]],
      ['Delta', [null, 'issue:CD-1']],
    ]);
    expect(bundle.projects[0]!.relations).toEqual([
      { fromRef: 'issue:AB-1', toRef: 'issue:CD-1', type: 'blocks' },
    ]);
    expect(skippedEntry(bundle, /^The parent of 1 issue$/)?.reason).toMatch(/another project/);
  });

  it('refuses what is not a Jira CSV export, with a message to show', () => {
    expect(() => parseJiraCsv('')).toThrow(new ImportParseError('The file is empty.'));
    expect(() => parseJiraCsv(undefined as unknown as string)).toThrow(/not a Jira CSV export/);
    expect(() => parseJiraCsv('name,age\nAnn,3')).toThrow(/not a Jira CSV export/);
    expect(() => parseJiraCsv('{"name":"board"}')).toThrow(ImportParseError);
    expect(() => parseJiraCsv('Summary,Issue key\n')).toThrow(/holds no issues/);
  });

  it('reads a hostile export without failing: payloads kept as text, huge fields cut', () => {
    const rows = [
      [
        'Summary',
        'Issue key',
        'Issue id',
        'Parent id',
        'Status',
        'Labels',
        'Labels',
        'Description',
        'Comment',
        'Outward issue link (Blocks)',
      ],
      ...XSS_PAYLOADS.map((payload, index) => [
        payload,
        `X-${index + 1}`,
        String(index + 1),
        index === 0 ? '1' : '999',
        payload.slice(0, 30),
        payload.replaceAll(' ', '_'),
        'a'.repeat(300),
        payload,
        `12/Jan/24 3:04 PM;id;${payload}`,
        'X-1',
      ]),
      [
        's'.repeat(1000),
        'X-100',
        '100',
        '',
        '',
        '',
        '',
        'd'.repeat(150_000),
        `01/Jan/24 1:00 AM;id;${'c'.repeat(30_000)}`,
        '',
      ],
    ];
    const bundle = parseJiraCsv(`${csv(rows)}\n"unclosed,quote`);
    expectWellFormed(bundle);
    const tasks = bundle.projects[0]!.tasks;
    expect(tasks.slice(0, XSS_PAYLOADS.length).map((task) => task.description)).toEqual([...XSS_PAYLOADS]);
    const huge = tasks.find((task) => task.ref === 'issue:X-100')!;
    expect(huge.title).toHaveLength(500);
    expect(huge.description).toHaveLength(100_000);
    expect(huge.comments[0]!.body).toHaveLength(20_000);
    expect(bundle.labels.every((label) => label.name.length <= 200)).toBe(true);
    expect(skippedEntry(bundle, /summar/)?.reason).toMatch(/cut to that length/);
    expect(skippedEntry(bundle, /The parent of/)).toBeDefined();
  });
});
