import { readFileSync } from 'node:fs';
import { XSS_PAYLOADS } from '@app/domain';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { ImportParseError, parseAsanaCsv } from './index';
import { expectWellFormed, skippedEntry } from './testing';

const text = readFileSync(new URL('./fixtures/asana-tasks.csv', import.meta.url), 'utf8');
const rows = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true }).data;

const HEADER = [
  'Task ID',
  'Created At',
  'Completed At',
  'Name',
  'Section/Column',
  'Assignee',
  'Assignee Email',
  'Due Date',
  'Tags',
  'Notes',
  'Projects',
  'Parent task',
];

describe('parseAsanaCsv on a project export of 50 tasks', () => {
  const bundle = parseAsanaCsv(text);
  const project = bundle.projects[0]!;
  // Tasks keep the file's order.
  const taskOf = (row: Record<string, string>) => project.tasks[rows.indexOf(row)]!;

  it('is a well-formed bundle of the exported project', () => {
    expectWellFormed(bundle);
    expect(bundle.source).toBe('asana');
    expect(project.title).toBe('Client onboarding');
    expect(project.tasks).toHaveLength(50);
  });

  it('makes sections states in order, and puts completed tasks in a done state', () => {
    expect(project.states.map((state) => [state.name, state.category])).toEqual([
      ['Backlog', 'todo'],
      ['This week', 'todo'],
      ['In progress', 'in-progress'],
      ['Waiting on client', 'todo'],
      ['Completed', 'done'],
    ]);
    const completed = project.tasks.filter((task) => task.completedAt);
    expect(completed).toHaveLength(rows.filter((row) => row['Completed At']).length);
    expect(completed.every((task) => task.stateRef === project.states[4]!.ref)).toBe(true);
    const open = rows.find((row) => !row['Completed At'] && row['Section/Column'] === 'In progress')!;
    expect(taskOf(open).stateRef).toBe(project.states[2]!.ref);
  });

  it('nests sub-tasks under the task their parent names, and keeps tags, assignees, dates and dependencies', () => {
    const subRows = rows.filter((row) => row['Parent task']);
    expect(project.tasks.filter((task) => task.parentRef)).toHaveLength(subRows.length - 1);
    const sub = taskOf(subRows[0]!);
    expect(project.tasks.find((task) => task.ref === sub.parentRef)!.title).toBe(subRows[0]!['Parent task']);
    expect(skippedEntry(bundle, /^The parent task of 1 sub-task$/)?.reason).toMatch(/top-level/);

    expect(bundle.labels.map((label) => label.name).sort()).toEqual([
      'Client',
      'Marketing',
      'Urgent',
      'Website',
    ]);
    const tagged = rows.find((row) => row.Tags === 'Urgent, Client')!;
    expect(taskOf(tagged).labelRefs).toHaveLength(2);

    expect(bundle.people.map((person) => person.email).sort()).toEqual([
      'marcus@example.com',
      'olivia@example.com',
    ]);
    const assigned = rows.find((row) => row['Assignee Email'])!;
    expect(taskOf(assigned).assigneeEmail).toBe(assigned['Assignee Email']);
    expect(skippedEntry(bundle, /^Assignee Priya Natarajan of \d+ tasks$/)?.reason).toMatch(/no e-mail/);

    expect(project.tasks.filter((task) => task.dueDate)).toHaveLength(
      rows.filter((row) => row['Due Date']).length,
    );
    const dated = rows.find((row) => row['Due Date'])!;
    expect(taskOf(dated).dueDate).toBe(dated['Due Date']);
    expect(project.relations).toHaveLength(rows.filter((row) => row['Blocked By (Dependencies)']).length);
    expect(project.relations.every((relation) => relation.type === 'blocks')).toBe(true);
    expect(skippedEntry(bundle, /^Effort \(\d+ values\)$/)?.reason).toMatch(/custom fields/);
  });
});

describe('parseAsanaCsv on other files', () => {
  it('refuses what is not an Asana CSV export, with a message to show', () => {
    expect(() => parseAsanaCsv('   \n')).toThrow(new ImportParseError('The file is empty.'));
    expect(() => parseAsanaCsv('Summary,Issue key\nA,B-1')).toThrow(/not an Asana CSV export/);
    expect(() => parseAsanaCsv(42 as unknown as string)).toThrow(ImportParseError);
    expect(() => parseAsanaCsv(`${HEADER.join(',')}\n`)).toThrow(/holds no tasks/);
  });

  it('reads a hostile export without failing: payloads kept as text, huge fields cut, bad dates dropped', () => {
    const table = [
      HEADER,
      ...XSS_PAYLOADS.map((payload, index) => [
        String(index),
        '2024-02-30',
        '',
        payload,
        payload.slice(0, 20),
        payload,
        'not an email',
        'tomorrow',
        `${payload}, ${'t'.repeat(300)}`,
        payload,
        'Hostile',
        index % 2 ? XSS_PAYLOADS[0]! : '',
      ]),
      [
        'x',
        '2024-01-01',
        '2024-01-02',
        'n'.repeat(1000),
        '',
        '',
        '',
        '',
        '',
        'd'.repeat(150_000),
        '',
        'n'.repeat(1000),
      ],
    ];
    const bundle = parseAsanaCsv(Papa.unparse(table));
    expectWellFormed(bundle);
    const tasks = bundle.projects[0]!.tasks;
    expect(tasks.slice(0, XSS_PAYLOADS.length).map((task) => task.title)).toEqual([...XSS_PAYLOADS]);
    expect(
      tasks.every((task) => task.createdAt === null || task.createdAt === '2024-01-01T00:00:00.000Z'),
    ).toBe(true);
    expect(tasks.every((task) => task.assigneeEmail === null && task.dueDate === null)).toBe(true);
    const huge = tasks.at(-1)!;
    expect(huge.title).toHaveLength(500);
    expect(huge.description).toHaveLength(100_000);
    // Its parent is itself by name: not nested.
    expect(huge.parentRef).toBeNull();
    expect(tasks[1]!.parentRef).toBe(tasks[0]!.ref);
    expect(skippedEntry(bundle, /task name/)?.reason).toMatch(/cut to that length/);
  });
});
