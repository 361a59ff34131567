import type {
  Priority,
  TransferBundle,
  TransferLabel,
  TransferPerson,
  TransferRelation,
  TransferState,
  TransferTaskInput,
} from '@app/domain';
import {
  asEmail,
  CsvColumns,
  categoryFromName,
  cutOptional,
  cutText,
  finishBundle,
  isoDateTime,
  isoDay,
  MAX,
  parseCsvRows,
  plural,
  RefAllocator,
  SkippedList,
} from './common';
import { ImportParseError } from './errors';

const NOT_ASANA =
  'This file is not an Asana CSV export: it needs the “Task ID” and “Name” columns. In Asana, open the project, then its menu, then “Export/Print”, then “CSV”, and upload that file.';

/** The columns this parser reads; any other column that holds values is listed as skipped. */
const KNOWN_COLUMNS = new Set(
  [
    'Task ID',
    'Created At',
    'Completed At',
    'Last Modified',
    'Name',
    'Section/Column',
    'Assignee',
    'Assignee Email',
    'Start Date',
    'Due Date',
    'Tags',
    'Notes',
    'Projects',
    'Parent task',
    'Blocked By (Dependencies)',
    'Blocking (Dependencies)',
    'Priority',
  ].map((name) => name.toLowerCase()),
);

const PRIORITIES: Record<string, Priority> = {
  urgent: 'urgent',
  highest: 'urgent',
  high: 'high',
  medium: 'medium',
  normal: 'medium',
  low: 'low',
  lowest: 'low',
};

function splitList(value: string): string[] {
  return value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/**
 * Asana's project CSV export as a transfer bundle: the project, its sections as states (completed tasks in a done
 * state), tasks (sub-tasks under the task their 'Parent task' names), tags as labels, assignees by e-mail, and
 * dependencies as 'blocks' relations.
 */
export function parseAsanaCsv(text: string): TransferBundle {
  const rows = parseCsvRows(text, NOT_ASANA);
  const columns = new CsvColumns(rows[0] ?? []);
  if (!columns.has('Task ID') || !columns.has('Name')) throw new ImportParseError(NOT_ASANA);
  const data = rows.slice(1).filter((cells) => cells.some((cell) => cell.trim() !== ''));
  if (data.length === 0) throw new ImportParseError('The Asana export holds no tasks.');

  const skipped = new SkippedList();
  const get = (cells: string[], name: string) => columns.one(cells, name);

  // The project: the one the most tasks name (an export is of one project; a task may be in others too).
  const projectCounts = new Map<string, number>();
  for (const cells of data) {
    for (const name of splitList(get(cells, 'Projects'))) {
      projectCounts.set(name, (projectCounts.get(name) ?? 0) + 1);
    }
  }
  const projectName = [...projectCounts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
  const otherProjects = [...projectCounts.keys()].filter((name) => name !== projectName);
  if (otherProjects.length > 0) {
    skipped.add(
      `Membership in ${plural(otherProjects.length, 'other project')}`,
      'Each task is imported once, into the exported project.',
    );
  }

  // Sections → states, in order of appearance.
  const stateRefs = new RefAllocator('section');
  const states = new Map<string, TransferState>();
  const stateNamed = (sectionName: string): TransferState => {
    const name = cutText(sectionName, MAX.name, 'section name', skipped) || 'Untitled section';
    let state = states.get(name.toLowerCase());
    if (!state) {
      state = {
        ref: stateRefs.allocate(name.toLowerCase()),
        name,
        category: categoryFromName(name) ?? 'todo',
        color: null,
      };
      states.set(name.toLowerCase(), state);
    }
    return state;
  };
  for (const cells of data) if (get(cells, 'Section/Column')) stateNamed(get(cells, 'Section/Column'));
  let completedState: TransferState | null = null;
  const doneState = (): TransferState => {
    completedState ??=
      [...states.values()].reverse().find((state) => state.category === 'done') ??
      (() => {
        const state: TransferState = {
          ref: stateRefs.allocate('completed'),
          name: 'Completed',
          category: 'done',
          color: null,
        };
        states.set('\u0000completed', state);
        return state;
      })();
    return completedState;
  };

  const people = new Map<string, TransferPerson>();
  const labels = new Map<string, TransferLabel>();
  const labelRefs = new RefAllocator('tag');
  const taskRefs = new RefAllocator('task');
  const refOfId = new Map<string, string>();
  const refOfName = new Map<string, string>();
  const tasks: (TransferTaskInput & { section: string; parentName: string })[] = [];

  for (const cells of data) {
    const id = get(cells, 'Task ID');
    const ref = taskRefs.allocate(id);
    if (id && !refOfId.has(id)) refOfId.set(id, ref);
    const title = cutText(get(cells, 'Name'), MAX.title, 'task name', skipped) || 'Untitled task';
    if (!refOfName.has(title.toLowerCase())) refOfName.set(title.toLowerCase(), ref);

    const assignee = get(cells, 'Assignee');
    const email = asEmail(get(cells, 'Assignee Email'));
    if (email && !people.has(email)) people.set(email, { email, name: assignee.slice(0, MAX.name) || null });
    if (!email && assignee) {
      skipped.count(
        `assignee:${assignee}`,
        (n) => `Assignee ${assignee} of ${plural(n, 'task')}`,
        'The export has no e-mail address for them, so nobody can be matched to a member.',
      );
    }

    const labelRefsOfTask: string[] = [];
    for (const tag of splitList(get(cells, 'Tags'))) {
      const name = cutText(tag, MAX.name, 'tag', skipped);
      if (!name) continue;
      let label = labels.get(name.toLowerCase());
      if (!label) {
        label = { ref: labelRefs.allocate(name.toLowerCase()), name, color: null };
        labels.set(name.toLowerCase(), label);
      }
      if (!labelRefsOfTask.includes(label.ref)) labelRefsOfTask.push(label.ref);
    }

    const completedAt = isoDateTime(get(cells, 'Completed At'));
    tasks.push({
      ref,
      parentRef: null,
      title,
      description: cutOptional(get(cells, 'Notes'), MAX.description, 'task notes', skipped),
      // Filled in below, once every section and parent is known.
      stateRef: '',
      priority: PRIORITIES[get(cells, 'Priority').toLowerCase()] ?? 'medium',
      assigneeEmail: email,
      startDate: isoDay(get(cells, 'Start Date')),
      dueDate: isoDay(get(cells, 'Due Date')),
      completedAt,
      createdAt: isoDateTime(get(cells, 'Created At')),
      labelRefs: labelRefsOfTask,
      section: get(cells, 'Section/Column'),
      parentName: get(cells, 'Parent task'),
    });

    for (const [index, name] of columns.names.entries()) {
      if (KNOWN_COLUMNS.has(name.toLowerCase()) || !(cells[index] ?? '').trim()) continue;
      skipped.count(
        `column:${name.toLowerCase()}`,
        (n) => `${name} (${plural(n, 'value')})`,
        'Asana custom fields are not imported.',
      );
    }
  }

  // Parents by name, sections (a sub-task without one takes its parent's), completed tasks in a done state.
  const byRef = new Map(tasks.map((task) => [task.ref, task]));
  for (const task of tasks) {
    if (!task.parentName) continue;
    const parentRef = refOfName.get(task.parentName.slice(0, MAX.title).toLowerCase());
    if (parentRef && parentRef !== task.ref) task.parentRef = parentRef;
    else {
      skipped.count(
        'parent:missing',
        (n) => `The parent task of ${plural(n, 'sub-task')}`,
        'No task of that name is in the file: they are imported as top-level tasks.',
      );
    }
  }
  const sectionOf = (task: (typeof tasks)[number], depth = 0): string => {
    if (task.section || !task.parentRef || depth > 20) return task.section;
    const parent = byRef.get(task.parentRef);
    return parent ? sectionOf(parent, depth + 1) : '';
  };
  // A task in no section (and under no parent that is in one) goes to the first section.
  const firstState = [...states.values()][0];
  for (const task of tasks) {
    const section = sectionOf(task);
    const state = section || !firstState ? stateNamed(section) : firstState;
    task.stateRef = (task.completedAt && state.category !== 'done' ? doneState() : state).ref;
  }

  const relations: TransferRelation[] = [];
  const relationKeys = new Set<string>();
  tasks.forEach((task, index) => {
    const cells = data[index]!;
    for (const [column, outward] of [
      ['Blocking (Dependencies)', true],
      ['Blocked By (Dependencies)', false],
    ] as const) {
      for (const other of splitList(get(cells, column))) {
        const otherRef = refOfId.get(other) ?? refOfName.get(other.toLowerCase());
        if (!otherRef) {
          skipped.count(
            'dependency:missing',
            (n) => plural(n, 'dependency', 'dependencies'),
            'On tasks not in the file.',
          );
          continue;
        }
        if (otherRef === task.ref) continue;
        const [fromRef, toRef] = outward ? [task.ref, otherRef] : [otherRef, task.ref];
        if (relationKeys.has(`${fromRef}|${toRef}`)) continue;
        relationKeys.add(`${fromRef}|${toRef}`);
        relations.push({ fromRef, toRef, type: 'blocks' });
      }
    }
  });

  skipped.add('Comments, attachments, followers and likes', 'Asana’s CSV export does not include them.');

  return finishBundle(
    'asana',
    {
      people: [...people.values()],
      labels: [...labels.values()],
      projects: [
        {
          ref: 'project:asana',
          title: cutText(projectName, MAX.title, 'project name', skipped) || 'Asana project',
          states: [...states.values()],
          tasks: tasks.map(({ section: _section, parentName: _parentName, ...task }) => task),
          relations,
        },
      ],
    },
    skipped,
  );
}
