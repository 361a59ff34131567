import {
  CSV_MAPPING_FIELDS,
  type CsvColumn,
  type CsvMapping,
  type CsvMappingField,
  emptyTransferBundle,
  PRIORITIES,
  type Priority,
  stateIdFromName,
  type TaskStatus,
  TRANSFER_MESSAGES,
  type TransferBundle,
} from '@app/domain';
import Papa from 'papaparse';
import { ImportParseError } from './parsers';

// The generic CSV importer: any columns, mapped by the user to the product's fields (title, description, status,
// priority, assignee email, start date, due date, labels, parent). One file makes one project; its status column's
// values become the project's states, its labels column's values (split at commas and semicolons) labels.

/** How many values of each column the mapping step shows. */
const SAMPLE_SIZE = 3;
/** How many rows a CSV import takes at most. */
export const CSV_ROWS_MAX = 20_000;

export interface CsvTable {
  columns: string[];
  rows: Record<string, string>[];
}

/** The file's header and rows; a file papaparse cannot read, or without a header or rows, is an ImportParseError. */
export function readCsv(text: string): CsvTable {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim(),
  });
  // A file of one column has no delimiter to find: only broken quotes make it unreadable.
  const fatal = parsed.errors.find((error) => error.type === 'Quotes');
  if (fatal) throw new ImportParseError(TRANSFER_MESSAGES.badCsv(`${fatal.message} (row ${fatal.row ?? 0})`));
  const columns = (parsed.meta.fields ?? []).filter((name) => name !== '');
  if (columns.length === 0) throw new ImportParseError(TRANSFER_MESSAGES.badCsv('it has no header row'));
  if (parsed.data.length === 0) throw new ImportParseError(TRANSFER_MESSAGES.badCsv('it has no rows'));
  if (parsed.data.length > CSV_ROWS_MAX)
    throw new ImportParseError(TRANSFER_MESSAGES.badCsv(`it has more than ${CSV_ROWS_MAX} rows`));
  return { columns, rows: parsed.data };
}

/** Each column with its first non-empty values. */
export function csvColumns(table: CsvTable): CsvColumn[] {
  return table.columns.map((name) => ({
    name,
    sample: table.rows
      .map((row) => (row[name] ?? '').trim())
      .filter(Boolean)
      .slice(0, SAMPLE_SIZE),
  }));
}

// Header names that suggest each field, normalised (lower case, letters and digits only).
const HINTS: Record<CsvMappingField, string[]> = {
  title: ['title', 'name', 'summary', 'task', 'taskname', 'subject', 'card', 'cardname'],
  description: ['description', 'notes', 'details', 'body', 'desc'],
  status: ['status', 'state', 'list', 'section', 'column', 'stage'],
  priority: ['priority', 'importance'],
  assigneeEmail: ['assigneeemail', 'assignee', 'assignedto', 'owner', 'email', 'assigneeemailaddress'],
  startDate: ['startdate', 'start', 'startson', 'begin'],
  dueDate: ['duedate', 'due', 'deadline', 'dueon', 'enddate'],
  labels: ['labels', 'tags', 'label', 'tag', 'categories'],
  parent: ['parent', 'parenttask', 'parenttitle', 'subtaskof', 'parentname'],
};

const normalise = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The mapping the headers suggest: for each field the first column whose name is one of its hints. */
export function suggestMapping(columns: readonly string[]): CsvMapping {
  const taken = new Set<string>();
  const mapping = Object.fromEntries(CSV_MAPPING_FIELDS.map((field) => [field, null])) as CsvMapping;
  for (const field of CSV_MAPPING_FIELDS) {
    for (const hint of HINTS[field]) {
      const column = columns.find((name) => !taken.has(name) && normalise(name) === hint);
      if (column) {
        mapping[field] = column;
        taken.add(column);
        break;
      }
    }
  }
  return mapping;
}

/** The category a status name suggests. */
export function categoryOfStatus(name: string): TaskStatus {
  const key = name.toLowerCase();
  if (/done|complete|closed|resolved|finished|shipped/.test(key)) return 'done';
  if (/review|testing|qa|verify/.test(key)) return 'review';
  if (/progress|doing|started|active|working/.test(key)) return 'in-progress';
  return 'todo';
}

const PRIORITY_WORDS: Record<string, Priority> = {
  lowest: 'low',
  low: 'low',
  minor: 'low',
  trivial: 'low',
  medium: 'medium',
  normal: 'medium',
  high: 'high',
  major: 'high',
  highest: 'urgent',
  urgent: 'urgent',
  critical: 'urgent',
  blocker: 'urgent',
};

function priorityOf(value: string): Priority | undefined {
  const key = value.trim().toLowerCase();
  if ((PRIORITIES as readonly string[]).includes(key)) return key as Priority;
  return PRIORITY_WORDS[key];
}

/** A day as YYYY-MM-DD from an ISO day, or any date Date.parse reads; undefined when it is no date. */
export function dayOf(value: string): string | undefined {
  const text = value.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) {
    const date = new Date(`${text}T00:00:00Z`);
    return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== text ? undefined : text;
  }
  const time = Date.parse(text);
  if (Number.isNaN(time)) return undefined;
  return new Date(time).toISOString().slice(0, 10);
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The bundle of a CSV file under a mapping: one project named after the file, its states from the status column
 * (in order of first use; 'To do' when there is none), one task per row. What a row cannot carry (no title, a
 * date or priority that is none, an assignee that is no email, a parent no row is titled) is in `skipped`.
 */
export function csvToBundle(table: CsvTable, mapping: CsvMapping, fileName: string): TransferBundle {
  const titleColumn = mapping.title;
  if (!titleColumn || !table.columns.includes(titleColumn))
    throw new ImportParseError(TRANSFER_MESSAGES.csvNoTitle);
  const bundle = emptyTransferBundle('csv');
  const cell = (row: Record<string, string>, field: CsvMappingField) => {
    const column = mapping[field];
    return column ? (row[column] ?? '').trim() : '';
  };

  const states = new Map<string, { ref: string; name: string }>();
  const stateIds = new Set<string>();
  const stateOf = (name: string) => {
    const key = name.toLowerCase();
    let state = states.get(key);
    if (!state) {
      const ref = stateIdFromName(name, stateIds);
      stateIds.add(ref);
      state = { ref, name: name.slice(0, 200) };
      states.set(key, state);
    }
    return state.ref;
  };
  const labels = new Map<string, string>();
  const labelOf = (name: string) => {
    const key = name.toLowerCase();
    let ref = labels.get(key);
    if (!ref) {
      ref = `label-${labels.size + 1}`;
      labels.set(key, ref);
      bundle.labels.push({ ref, name: name.slice(0, 200), color: null });
    }
    return ref;
  };
  const people = new Set<string>();
  const refByTitle = new Map<string, string>();
  const parents: { ref: string; parent: string; line: number }[] = [];

  const tasks: TransferBundle['projects'][number]['tasks'] = [];
  table.rows.forEach((row, index) => {
    // Line 1 is the header.
    const line = index + 2;
    const title = cell(row, 'title');
    if (!title) {
      bundle.skipped.push({ what: `Line ${line}`, reason: 'It has no title' });
      return;
    }
    const ref = `line-${line}`;
    const status = cell(row, 'status');
    const priorityText = cell(row, 'priority');
    const priority = priorityText ? priorityOf(priorityText) : undefined;
    if (priorityText && !priority)
      bundle.skipped.push({
        what: `Line ${line}: priority “${priorityText}”`,
        reason: 'It is not a priority',
      });
    const date = (field: 'startDate' | 'dueDate', label: string) => {
      const text = cell(row, field);
      if (!text) return null;
      const day = dayOf(text);
      if (!day) bundle.skipped.push({ what: `Line ${line}: ${label} “${text}”`, reason: 'It is not a date' });
      return day ?? null;
    };
    const assignee = cell(row, 'assigneeEmail').toLowerCase();
    if (assignee && !EMAIL.test(assignee))
      bundle.skipped.push({
        what: `Line ${line}: assignee “${assignee}”`,
        reason: 'It is not an email address',
      });
    const assigneeEmail = assignee && EMAIL.test(assignee) ? assignee : null;
    if (assigneeEmail) people.add(assigneeEmail);
    const labelRefs = cell(row, 'labels')
      .split(/[,;]/)
      .map((name) => name.trim())
      .filter(Boolean)
      .map(labelOf);
    const description = cell(row, 'description');
    tasks.push({
      ref,
      parentRef: null,
      title: title.slice(0, 500),
      description: description ? description.slice(0, 100_000) : null,
      stateRef: stateOf(status || 'To do'),
      priority: priority ?? 'medium',
      assigneeEmail,
      createdByEmail: null,
      startDate: date('startDate', 'start date'),
      dueDate: date('dueDate', 'due date'),
      estimate: null,
      recurrence: null,
      completedAt: null,
      createdAt: null,
      labelRefs: [...new Set(labelRefs)],
      checklist: [],
      comments: [],
      timeEntries: [],
    });
    if (!refByTitle.has(title.toLowerCase())) refByTitle.set(title.toLowerCase(), ref);
    const parent = cell(row, 'parent');
    if (parent) parents.push({ ref, parent, line });
  });

  const byRef = new Map(tasks.map((task) => [task.ref, task]));
  for (const { ref, parent, line } of parents) {
    const parentRef = refByTitle.get(parent.toLowerCase());
    const task = byRef.get(ref);
    if (!task) continue;
    if (!parentRef || parentRef === ref) {
      bundle.skipped.push({
        what: `Line ${line}: parent “${parent}”`,
        reason: 'No row has this title: the task is imported without a parent',
      });
    } else task.parentRef = parentRef;
  }

  if (tasks.length === 0) throw new ImportParseError(TRANSFER_MESSAGES.nothingToImport);
  bundle.people = [...people].map((email) => ({ email, name: null }));
  bundle.projects.push({
    ref: 'csv',
    title: fileName.replace(/\.csv$/i, '').slice(0, 200) || 'Imported tasks',
    description: null,
    status: null,
    priority: 'medium',
    budget: null,
    startDate: null,
    dueDate: null,
    ownerEmail: null,
    members: [],
    states: [...states.values()].map(({ ref, name }) => ({
      ref,
      name,
      category: categoryOfStatus(name),
      color: null,
    })),
    tasks,
    relations: [],
  });
  return bundle;
}
