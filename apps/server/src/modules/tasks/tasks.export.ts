import {
  type CustomField,
  customFieldText,
  PRIORITY_LABELS,
  type Priority,
  TASK_EXPORT_COLUMNS,
  type Task,
  type TaskExportFormat,
} from '@app/domain';
import { eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { projectMembers, users } from '../../db/schema';
import { AppError } from '../../http/errors';
import { csvRow, inertText } from '../../lib/csv';
import { fieldsOfProject, toCustomField } from '../custom-fields';
import { findProjectAccess, type Viewer } from '../work';
import { listTaskViews } from './tasks.queries';
import { TASK_MESSAGES, toTask, withStateNames } from './tasks.service';

/** How many tasks one export holds at most (the project's first, by due date). */
export const TASK_EXPORT_MAX = 10_000;

type Cell = string | number | null;

/** A project's tasks as rows of the export: the built-in columns, then one per custom field. */
export async function taskExportTable(
  db: AppDb,
  viewer: Viewer,
  projectId: string,
): Promise<{ title: string; columns: string[]; rows: Cell[][] }> {
  const access = await findProjectAccess(db, viewer, projectId);
  if (!access) throw new AppError(404, TASK_MESSAGES.projectNotFound);
  const fields: CustomField[] = (await fieldsOfProject(db, projectId)).map(toCustomField);
  const { rows } = await listTaskViews(
    db,
    viewer,
    { projectId },
    { page: 1, limit: TASK_EXPORT_MAX, sort: 'dueDate' },
  );
  const tasks: Task[] = await withStateNames(db, rows.map(toTask));
  const titles = new Map(tasks.map((task) => [task._id, task.title]));
  const members = await db
    .select({ id: users.id, name: users.name })
    .from(projectMembers)
    .innerJoin(users, eq(users.id, projectMembers.userId))
    .where(eq(projectMembers.projectId, projectId));
  const names = new Map(members.map((member) => [member.id, member.name]));
  return {
    title: access.project.title,
    columns: [...TASK_EXPORT_COLUMNS, ...fields.map((field) => field.name)],
    rows: tasks.map((task) => [
      task.title,
      task.statusName ?? task.status,
      PRIORITY_LABELS[task.priority as Priority],
      task.assignee?.name ?? '',
      task.dueDate ?? '',
      task.parentId ? (titles.get(task.parentId) ?? '') : '',
      task.subtaskProgress?.total ? `${task.subtaskProgress.done}/${task.subtaskProgress.total}` : '',
      (task.labels ?? []).map((label) => label.name).join(', '),
      task.blocked ? 'Yes' : '',
      task.completedAt ?? '',
      ...fields.map((field) => {
        const value = task.customFields?.[field._id];
        return field.type === 'number' && typeof value === 'number'
          ? value
          : customFieldText(field, value, (id) => names.get(id));
      }),
    ]),
  };
}

export function taskCsv(table: { columns: string[]; rows: Cell[][] }): string {
  return csvRow(table.columns) + table.rows.map((row) => csvRow(row)).join('');
}

export async function taskXlsx(table: { title: string; columns: string[]; rows: Cell[][] }): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs'); // loaded by the first export (issue 43)
  const workbook = new ExcelJS.Workbook();
  workbook.creator = table.title;
  const sheet = workbook.addWorksheet('Tasks');
  sheet.addRow(table.columns).font = { bold: true };
  for (const row of table.rows)
    sheet.addRow(row.map((cell) => (typeof cell === 'string' ? inertText(cell) : cell)));
  table.columns.forEach((column, index) => {
    sheet.getColumn(index + 1).width = index === 0 ? 40 : Math.max(12, column.length + 2);
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export const TASK_EXPORT_CONTENT_TYPES: Record<TaskExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};
