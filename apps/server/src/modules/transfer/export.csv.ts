import type { TransferBundle } from '@app/domain';
import { csvRow } from '../../lib/csv';

// The CSV download of an export: a ZIP of one CSV per table (EXPORT_CSV_TABLES), the bundle's refs joining them.
// Cells are RFC 4180 and made inert for spreadsheets (lib/csv.ts).

type Cell = string | number | boolean | null | undefined;

function table(header: readonly string[], rows: readonly (readonly Cell[])[]): string {
  return (
    csvRow(header) +
    rows.map((row) => csvRow(row.map((cell) => (typeof cell === 'boolean' ? String(cell) : cell)))).join('')
  );
}

/** The tables of a bundle, by file name. */
export function bundleTables(bundle: TransferBundle): Record<string, string> {
  const projects = bundle.projects;
  const tasks = projects.flatMap((project) => project.tasks.map((task) => ({ project, task })));
  return {
    'projects.csv': table(
      [
        'ref',
        'title',
        'description',
        'status',
        'priority',
        'budget',
        'start_date',
        'due_date',
        'owner_email',
        'members',
      ],
      projects.map((p) => [
        p.ref,
        p.title,
        p.description,
        p.status,
        p.priority,
        p.budget,
        p.startDate,
        p.dueDate,
        p.ownerEmail,
        p.members.map((member) => `${member.email}:${member.role}`).join(' '),
      ]),
    ),
    'states.csv': table(
      ['project_ref', 'ref', 'position', 'name', 'category', 'color'],
      projects.flatMap((p) => p.states.map((s, index) => [p.ref, s.ref, index, s.name, s.category, s.color])),
    ),
    'tasks.csv': table(
      [
        'project_ref',
        'ref',
        'parent_ref',
        'title',
        'description',
        'state_ref',
        'priority',
        'assignee_email',
        'created_by_email',
        'start_date',
        'due_date',
        'estimate',
        'recurrence',
        'completed_at',
        'created_at',
        'checklist',
      ],
      tasks.map(({ project, task }) => [
        project.ref,
        task.ref,
        task.parentRef,
        task.title,
        task.description,
        task.stateRef,
        task.priority,
        task.assigneeEmail,
        task.createdByEmail,
        task.startDate,
        task.dueDate,
        task.estimate,
        task.recurrence,
        task.completedAt,
        task.createdAt,
        task.checklist.length ? JSON.stringify(task.checklist) : '',
      ]),
    ),
    'labels.csv': table(
      ['ref', 'name', 'color'],
      bundle.labels.map((l) => [l.ref, l.name, l.color]),
    ),
    'task_labels.csv': table(
      ['task_ref', 'label_ref'],
      tasks.flatMap(({ task }) => task.labelRefs.map((ref) => [task.ref, ref])),
    ),
    'relations.csv': table(
      ['from_ref', 'type', 'to_ref'],
      projects.flatMap((p) => p.relations.map((r) => [r.fromRef, r.type, r.toRef])),
    ),
    'comments.csv': table(
      ['task_ref', 'ref', 'author_email', 'created_at', 'body'],
      tasks.flatMap(({ task }) =>
        task.comments.map((c) => [task.ref, c.ref, c.authorEmail, c.createdAt, c.body]),
      ),
    ),
    'time_entries.csv': table(
      ['task_ref', 'ref', 'user_email', 'date', 'duration_seconds', 'billable', 'note'],
      tasks.flatMap(({ task }) =>
        task.timeEntries.map((e) => [
          task.ref,
          e.ref,
          e.userEmail,
          e.date,
          e.durationSeconds,
          e.billable,
          e.note,
        ]),
      ),
    ),
    'people.csv': table(
      ['email', 'name'],
      bundle.people.map((person) => [person.email, person.name]),
    ),
  };
}

/** The ZIP of the tables. */
export async function bundleZip(bundle: TransferBundle): Promise<Buffer> {
  const { default: JSZip } = await import('jszip'); // loaded by the first export (issue 43)
  const zip = new JSZip();
  for (const [name, text] of Object.entries(bundleTables(bundle))) zip.file(name, text);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}
