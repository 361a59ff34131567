import type {
  Priority,
  TaskStatus,
  TransferBundle,
  TransferComment,
  TransferLabel,
  TransferPerson,
  TransferProjectInput,
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
  MAX,
  parseCsvRows,
  plural,
  RefAllocator,
  SkippedList,
} from './common';
import { ImportParseError } from './errors';

const NOT_JIRA =
  'This file is not a Jira CSV export: it needs the “Summary” and “Issue key” columns. In Jira, search the issues, then choose Export, then “Export Excel CSV (all fields)”, and upload that file.';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/**
 * A Jira date as an ISO moment: '12/Jan/24 3:04 PM' (Jira's default format, in the exporting person's time zone,
 * read as UTC since the file does not say which), '12/Jan/2024 15:04', '12/Jan/24', or ISO 8601. Null otherwise.
 */
export function parseJiraDate(value: string): string | null {
  const text = value.trim();
  if (text === '') return null;
  const jira =
    /^(\d{1,2})\/([A-Za-z]{3})\/(\d{2}|\d{4})(?:\s+(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([AaPp][Mm])?)?$/.exec(
      text,
    );
  if (jira) {
    const [, day, monthName, yearText, hourText, minute = '0', second = '0', meridiem] = jira;
    const month = MONTHS.indexOf(monthName!.toLowerCase());
    if (month < 0) return null;
    const year = yearText!.length === 2 ? 2000 + Number(yearText) : Number(yearText);
    let hour = hourText === undefined ? 0 : Number(hourText);
    if (meridiem) {
      if (hour < 1 || hour > 12) return null;
      hour = (hour % 12) + (meridiem.toLowerCase() === 'pm' ? 12 : 0);
    }
    if (hour > 23 || Number(minute) > 59 || Number(second) > 59) return null;
    const date = new Date(Date.UTC(year, month, Number(day), hour, Number(minute), Number(second)));
    // No 31/Feb: the day must survive the round trip.
    if (date.getUTCDate() !== Number(day)) return null;
    return isoDateTime(date);
  }
  // '2024-01-12 15:04' (no zone: read as UTC) or ISO 8601.
  const plain = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?))?$/.exec(text);
  if (plain) return isoDateTime(`${plain[1]}T${plain[2] ?? '00:00'}Z`);
  if (/^\d{4}-\d{2}-\d{2}T/.test(text)) return isoDateTime(text);
  return null;
}

const PRIORITIES: Record<string, Priority> = {
  highest: 'urgent',
  blocker: 'urgent',
  critical: 'urgent',
  urgent: 'urgent',
  high: 'high',
  major: 'high',
  medium: 'medium',
  normal: 'medium',
  low: 'low',
  lowest: 'low',
  minor: 'low',
  trivial: 'low',
};

const STATUS_CATEGORIES: Record<string, TaskStatus> = {
  'to do': 'todo',
  new: 'todo',
  'in progress': 'in-progress',
  indeterminate: 'in-progress',
  done: 'done',
  complete: 'done',
};

const CATEGORY_ORDER: TaskStatus[] = ['todo', 'in-progress', 'review', 'done'];

const LINK_TYPES: Record<string, { type: TransferRelation['type']; outward: boolean }> = {
  'outward issue link (blocks)': { type: 'blocks', outward: true },
  'inward issue link (blocks)': { type: 'blocks', outward: false },
  'outward issue link (relates)': { type: 'relates_to', outward: true },
  'inward issue link (relates)': { type: 'relates_to', outward: false },
  'outward issue link (duplicate)': { type: 'duplicates', outward: true },
  'inward issue link (duplicate)': { type: 'duplicates', outward: false },
};

/** Columns whose values the bundle cannot carry, with why (counted per column when they hold something). */
const SKIPPED_COLUMNS: Record<string, string> = {
  attachment: 'Attachments stay in Jira (the export holds their addresses, not the files).',
  sprint: 'TaskFlow has no sprints.',
  watchers: 'Watchers are not imported: people in a Jira export are not named by e-mail.',
  'watchers id': 'Watchers are not imported: people in a Jira export are not named by e-mail.',
  'log work': 'Work logs need the person’s e-mail to become time entries, which the export does not have.',
  'time spent': 'Work logs need the person’s e-mail to become time entries, which the export does not have.',
  'fix version/s': 'TaskFlow has no versions.',
  'fix versions': 'TaskFlow has no versions.',
  'affects version/s': 'TaskFlow has no versions.',
  'affects versions': 'TaskFlow has no versions.',
  'component/s': 'TaskFlow has no components; add them as labels after the import if you need them.',
  components: 'TaskFlow has no components; add them as labels after the import if you need them.',
  votes: 'TaskFlow has no votes on issues.',
  environment: 'TaskFlow has no environment field.',
};

interface Row {
  cells: string[];
  line: number;
}

/**
 * Jira's “Export Excel CSV (all fields)” as a transfer bundle: one project per project key, statuses as states,
 * issues as tasks (sub-tasks under their parent), labels, comments, and Blocks/Relates/Duplicate links as
 * relations. Columns repeat (Labels, Comment, Sprint...): every column of a name is read.
 */
export function parseJiraCsv(text: string): TransferBundle {
  const rows = parseCsvRows(text, NOT_JIRA);
  const header = rows[0] ?? [];
  const columns = new CsvColumns(header);
  const keyColumn = columns.find('Issue key', 'Key');
  const summaryColumn = columns.find('Summary');
  if (!keyColumn || !summaryColumn) throw new ImportParseError(NOT_JIRA);

  const col = {
    id: columns.find('Issue id', 'Issue ID'),
    parent: columns.find('Parent id', 'Parent', 'Parent key'),
    type: columns.find('Issue Type'),
    status: columns.find('Status'),
    statusCategory: columns.find('Status Category'),
    priority: columns.find('Priority'),
    assignee: columns.find('Assignee'),
    assigneeId: columns.find('Assignee Id', 'Assignee ID'),
    assigneeEmail: columns.names.find((name) => /^assignee.*e-?mail/i.test(name)),
    reporter: columns.find('Reporter'),
    reporterId: columns.find('Reporter Id', 'Reporter ID'),
    reporterEmail: columns.names.find((name) => /^reporter.*e-?mail/i.test(name)),
    creator: columns.find('Creator'),
    creatorId: columns.find('Creator Id', 'Creator ID'),
    created: columns.find('Created'),
    resolved: columns.find('Resolved'),
    due: columns.find('Due Date', 'Due date', 'Due'),
    start: columns.find('Start date', 'Start Date'),
    labels: columns.find('Labels'),
    description: columns.find('Description'),
    comment: columns.find('Comment'),
    estimate: columns.find('Original Estimate', 'Original estimate'),
    projectKey: columns.find('Project key'),
    projectName: columns.find('Project name'),
    projectDescription: columns.find('Project description'),
  };

  const skipped = new SkippedList();
  const data: Row[] = rows
    .slice(1)
    .map((cells, index) => ({ cells, line: index + 2 }))
    .filter(({ cells }) => cells.some((cell) => cell.trim() !== ''));
  if (data.length === 0) throw new ImportParseError('The Jira export holds no issues.');

  // Names of people by their account id (Jira Cloud) or user name (Jira Server), for comment authors.
  const names = new Map<string, string>();
  for (const { cells } of data) {
    for (const [nameCol, idCol] of [
      [col.assignee, col.assigneeId],
      [col.reporter, col.reporterId],
      [col.creator, col.creatorId],
    ] as const) {
      const id = columns.one(cells, idCol);
      const name = columns.one(cells, nameCol);
      if (id && name && !names.has(id)) names.set(id, name);
    }
  }

  const people = new Map<string, TransferPerson>();
  const personOf = (email: string | null, name: string) => {
    if (email && !people.has(email)) people.set(email, { email, name: name.slice(0, MAX.name) || null });
    return email;
  };
  const emailOf = (nameValue: string, emailValue: string, role: 'Assignee' | 'Reporter'): string | null => {
    const email = asEmail(emailValue) ?? asEmail(nameValue);
    if (email) return personOf(email, asEmail(nameValue) ? '' : nameValue);
    if (nameValue) {
      skipped.count(
        `${role}:${nameValue}`,
        (n) => `${role} ${nameValue} of ${plural(n, 'issue')}`,
        'The Jira export names people by account, not by e-mail, so nobody can be matched to a member.',
      );
    }
    return null;
  };

  // Issues, keyed by their key and id.
  const taskRefs = new RefAllocator('issue');
  const refOf = new Map<string, string>();
  const projectOfRef = new Map<string, string>();
  interface Issue {
    row: Row;
    ref: string;
    projectKey: string;
  }
  const issues: Issue[] = [];
  for (const row of data) {
    const key = columns.one(row.cells, keyColumn);
    const ref = taskRefs.allocate(key || columns.one(row.cells, col.id));
    const projectKey =
      columns.one(row.cells, col.projectKey) ||
      key.replace(/-\d+$/, '') ||
      columns.one(row.cells, col.projectName);
    issues.push({ row, ref, projectKey: projectKey || 'JIRA' });
    for (const id of [key, columns.one(row.cells, col.id)]) if (id && !refOf.has(id)) refOf.set(id, ref);
    projectOfRef.set(ref, projectKey || 'JIRA');
  }

  // Projects and their states: statuses in category order, then in order of appearance.
  interface ProjectDraft {
    input: TransferProjectInput;
    states: Map<string, TransferState>;
    tasks: TransferTaskInput[];
    relations: TransferRelation[];
  }
  const projects = new Map<string, ProjectDraft>();
  const stateRefs = new RefAllocator('status');
  const projectRefs = new RefAllocator('project');
  const projectOf = (issue: Issue): ProjectDraft => {
    let project = projects.get(issue.projectKey);
    if (!project) {
      const name = columns.one(issue.row.cells, col.projectName) || issue.projectKey;
      project = {
        input: {
          ref: projectRefs.allocate(issue.projectKey),
          title: cutText(name, MAX.title, 'project name', skipped) || 'Jira project',
          description: cutOptional(
            columns.one(issue.row.cells, col.projectDescription),
            MAX.description,
            'project description',
            skipped,
          ),
          states: [],
        },
        states: new Map(),
        tasks: [],
        relations: [],
      };
      projects.set(issue.projectKey, project);
    }
    return project;
  };
  const stateOf = (project: ProjectDraft, cells: string[]): TransferState => {
    const name = cutText(columns.one(cells, col.status), MAX.name, 'status name', skipped) || 'Open';
    const existing = project.states.get(name.toLowerCase());
    if (existing) return existing;
    const byName = categoryFromName(name);
    const byCategory = STATUS_CATEGORIES[columns.one(cells, col.statusCategory).toLowerCase()];
    const category: TaskStatus =
      byCategory === 'in-progress' && byName === 'review' ? 'review' : (byCategory ?? byName ?? 'todo');
    const state: TransferState = {
      ref: stateRefs.allocate(`${project.input.ref}/${name}`),
      name,
      category,
      color: null,
    };
    project.states.set(name.toLowerCase(), state);
    return state;
  };

  const labels = new Map<string, TransferLabel>();
  const labelRefs = new RefAllocator('label');
  const commentRefs = new RefAllocator('comment');
  const relationKeys = new Set<string>();

  for (const issue of issues) {
    const { cells } = issue.row;
    const project = projectOf(issue);
    const state = stateOf(project, cells);

    const labelRefsOfIssue: string[] = [];
    for (const value of columns.all(cells, col.labels)) {
      for (const part of value.split(/\s+/)) {
        const name = cutText(part, MAX.name, 'label', skipped);
        if (!name) continue;
        let label = labels.get(name.toLowerCase());
        if (!label) {
          label = { ref: labelRefs.allocate(name.toLowerCase()), name, color: null };
          labels.set(name.toLowerCase(), label);
        }
        if (!labelRefsOfIssue.includes(label.ref)) labelRefsOfIssue.push(label.ref);
      }
    }

    const comments: TransferComment[] = [];
    for (const value of columns.all(cells, col.comment)) {
      const comment = parseJiraComment(value, names);
      const body = cutText(comment.body, MAX.comment, 'comment', skipped);
      if (!body) continue;
      comments.push({
        ref: commentRefs.allocate(''),
        authorEmail: comment.authorEmail,
        body,
        createdAt: comment.createdAt,
      });
    }

    const parentValue = columns.one(cells, col.parent);
    let parentRef: string | null = null;
    if (parentValue) {
      const found = refOf.get(parentValue);
      if (!found || found === issue.ref) {
        skipped.count(
          'parent:missing',
          (n) => `The parent of ${plural(n, 'issue')}`,
          'Their parent issue is not in the file: they are imported as top-level tasks.',
        );
      } else if (projectOfRef.get(found) !== issue.projectKey) {
        skipped.count(
          'parent:project',
          (n) => `The parent of ${plural(n, 'issue')}`,
          'Their parent issue is in another project: they are imported as top-level tasks.',
        );
      } else parentRef = found;
    }

    const estimateSeconds = Number(columns.one(cells, col.estimate));
    const estimate =
      Number.isFinite(estimateSeconds) && estimateSeconds > 0
        ? Math.min(10_000, Math.max(0.25, Math.round((estimateSeconds / 3600) * 4) / 4))
        : null;

    const resolved = parseJiraDate(columns.one(cells, col.resolved));
    const createdAt = parseJiraDate(columns.one(cells, col.created));
    project.tasks.push({
      ref: issue.ref,
      parentRef,
      title:
        cutText(columns.one(cells, summaryColumn), MAX.title, 'summary', skipped) ||
        columns.one(cells, keyColumn).slice(0, MAX.title) ||
        'Untitled issue',
      description: cutOptional(columns.one(cells, col.description), MAX.description, 'description', skipped),
      stateRef: state.ref,
      priority: PRIORITIES[columns.one(cells, col.priority).toLowerCase()] ?? 'medium',
      assigneeEmail: emailOf(
        columns.one(cells, col.assignee),
        columns.one(cells, col.assigneeEmail),
        'Assignee',
      ),
      createdByEmail: emailOf(
        columns.one(cells, col.reporter),
        columns.one(cells, col.reporterEmail),
        'Reporter',
      ),
      startDate: parseJiraDate(columns.one(cells, col.start))?.slice(0, 10) ?? null,
      dueDate: parseJiraDate(columns.one(cells, col.due))?.slice(0, 10) ?? null,
      estimate,
      completedAt: resolved,
      createdAt,
      labelRefs: labelRefsOfIssue,
      comments,
    });

    // Issue links → relations, each once (Jira lists a link on both of its issues).
    for (const [index, name] of columns.names.entries()) {
      const link = LINK_TYPES[name.toLowerCase()];
      const value = (cells[index] ?? '').trim();
      if (!value) continue;
      if (!link) {
        if (/issue link/i.test(name)) {
          skipped.count(
            `link:${name.toLowerCase()}`,
            (n) => `${plural(n, 'issue link')} (${name})`,
            'TaskFlow relates tasks only as blocks, relates to and duplicates.',
          );
        }
        continue;
      }
      const other = refOf.get(value);
      if (!other) {
        skipped.count(
          'link:missing',
          (n) => plural(n, 'issue link'),
          'They link to issues that are not in the file.',
        );
        continue;
      }
      if (other === issue.ref) continue;
      const [fromRef, toRef] = link.outward ? [issue.ref, other] : [other, issue.ref];
      const key =
        link.type === 'relates_to'
          ? `${link.type}:${[fromRef, toRef].sort().join('|')}`
          : `${link.type}:${fromRef}|${toRef}`;
      if (relationKeys.has(key)) continue;
      relationKeys.add(key);
      project.relations.push({ fromRef, toRef, type: link.type });
    }

    // What the bundle cannot carry, counted per column (columns of one name once per issue).
    const found = new Map<string, { label: string; reason: string }>();
    for (const [index, name] of columns.names.entries()) {
      const value = (cells[index] ?? '').trim();
      if (!value || value === '0') continue;
      const lower = name.toLowerCase();
      const reason = SKIPPED_COLUMNS[lower];
      // 'Watchers' and 'Watchers Id' name the same people: counted as one.
      if (reason) found.set(lower.replace(/ id$/, ''), { label: name.replace(/ id$/i, ''), reason });
      else if (/^custom field \(/i.test(name))
        found.set(lower, { label: name, reason: 'Jira custom fields are not imported.' });
    }
    for (const [key, { label, reason }] of found) {
      skipped.count(`column:${key}`, (n) => `${label} of ${plural(n, 'issue')}`, reason);
    }
  }

  const projectList = [...projects.values()].map((project) => ({
    ...project.input,
    states: [...project.states.values()].sort(
      (a, b) => CATEGORY_ORDER.indexOf(a.category) - CATEGORY_ORDER.indexOf(b.category),
    ),
    tasks: project.tasks,
    relations: project.relations,
  }));

  return finishBundle(
    'jira',
    { people: [...people.values()], labels: [...labels.values()], projects: projectList },
    skipped,
  );
}

/**
 * A Jira comment cell: 'date;author;body' (author an account id or a user name; the body may hold more
 * semicolons), or just a body. The author becomes the body's first line unless it is an e-mail address.
 */
export function parseJiraComment(
  value: string,
  names: ReadonlyMap<string, string> = new Map(),
): { body: string; authorEmail: string | null; createdAt: string | null } {
  const first = value.indexOf(';');
  const second = first < 0 ? -1 : value.indexOf(';', first + 1);
  const createdAt = first < 0 ? null : parseJiraDate(value.slice(0, first));
  if (createdAt === null || second < 0) return { body: value.trim(), authorEmail: null, createdAt };
  const author = value.slice(first + 1, second).trim();
  const body = value.slice(second + 1).trim();
  const authorEmail = asEmail(author);
  if (authorEmail || !author || !body) return { body, authorEmail, createdAt };
  return { body: `${names.get(author) ?? author} wrote on Jira:\n\n${body}`, authorEmail: null, createdAt };
}
