import {
  secondsToHours,
  TIME_TEXTS,
  type TimeExportFormat,
  type TimeReport,
  type TimeReportQuery,
  type TimeReportRow,
} from '@app/domain';
import { and, asc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { projects } from '../../db/schema';
import { csvRow, inertText } from '../../lib/csv';
import type { Viewer } from '../work';
import { owners, readableEntries } from './time.queries';
import { timeEntries } from './time.schema';

/** Time on tasks without a project, in a report by project. */
const NO_PROJECT = { key: 'none', label: 'No project' } as const;

/**
 * GET /time-reports: the entries the viewer may read in the range, grouped by project, person or week (its Monday),
 * with their time, billable time and labour cost (USD minor units, at the rates kept on the entries). One statement.
 */
export async function timeReport(db: AppDb, viewer: Viewer, query: TimeReportQuery): Promise<TimeReport> {
  const { key, label } = groupColumns(query.groupBy);
  const where = and(
    gte(timeEntries.workedOn, query.from),
    lte(timeEntries.workedOn, query.to),
    query.projectId ? eq(timeEntries.projectId, query.projectId) : undefined,
    query.userId ? eq(timeEntries.userId, query.userId) : undefined,
    readableEntries(db, viewer),
  );
  const rows = await db
    .select({
      key,
      label,
      seconds: sql<string>`sum(${timeEntries.durationSeconds})`,
      billableSeconds: sql<string>`coalesce(sum(${timeEntries.durationSeconds}) filter (where ${timeEntries.billable}), 0)`,
      cost: sql<string>`sum(${timeEntries.costUsdMinor})`,
    })
    .from(timeEntries)
    .innerJoin(owners, eq(owners.id, timeEntries.userId))
    .leftJoin(projects, eq(projects.id, timeEntries.projectId))
    .where(where)
    .groupBy(key, label)
    .orderBy(asc(label));
  const out: TimeReportRow[] = rows.map((row) => ({
    key: row.key ?? NO_PROJECT.key,
    label: row.label ?? NO_PROJECT.label,
    seconds: Number(row.seconds),
    billableSeconds: Number(row.billableSeconds),
    labourCostUsdMinor: Number(row.cost),
  }));
  return {
    from: query.from,
    to: query.to,
    groupBy: query.groupBy,
    rows: out,
    totals: {
      seconds: out.reduce((total, row) => total + row.seconds, 0),
      billableSeconds: out.reduce((total, row) => total + row.billableSeconds, 0),
      labourCostUsdMinor: out.reduce((total, row) => total + row.labourCostUsdMinor, 0),
    },
  };
}

function groupColumns(groupBy: TimeReport['groupBy']): {
  key: SQL<string | null>;
  label: SQL<string | null>;
} {
  if (groupBy === 'user') return { key: sql`${owners.id}`, label: sql`${owners.name}` };
  if (groupBy === 'week') {
    const week = sql<string>`to_char(date_trunc('week', ${timeEntries.workedOn}::timestamp), 'YYYY-MM-DD')`;
    return { key: week, label: week };
  }
  return { key: sql`${projects.id}`, label: sql`${projects.title}` };
}

type Cell = string | number;

/** The report as a table: the group, hours, billable hours, labour cost in USD. */
export function timeReportTable(report: TimeReport): { columns: string[]; rows: Cell[][] } {
  return {
    columns: [
      TIME_TEXTS.groupBy[report.groupBy],
      'Hours',
      'Billable hours',
      'Seconds',
      'Billable seconds',
      `${TIME_TEXTS.labourCost} (USD)`,
    ],
    rows: [
      ...report.rows.map((row) => [
        row.label,
        secondsToHours(row.seconds),
        secondsToHours(row.billableSeconds),
        row.seconds,
        row.billableSeconds,
        row.labourCostUsdMinor / 100,
      ]),
      [
        TIME_TEXTS.total,
        secondsToHours(report.totals.seconds),
        secondsToHours(report.totals.billableSeconds),
        report.totals.seconds,
        report.totals.billableSeconds,
        report.totals.labourCostUsdMinor / 100,
      ],
    ],
  };
}

export function timeReportCsv(table: { columns: string[]; rows: Cell[][] }): string {
  return csvRow(table.columns) + table.rows.map((row) => csvRow(row)).join('');
}

export async function timeReportXlsx(table: { columns: string[]; rows: Cell[][] }): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs'); // loaded by the first export (issue 43)
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'TaskFlow';
  const sheet = workbook.addWorksheet(TIME_TEXTS.reports);
  sheet.addRow(table.columns).font = { bold: true };
  for (const row of table.rows)
    sheet.addRow(row.map((cell) => (typeof cell === 'string' ? inertText(cell) : cell)));
  table.columns.forEach((column, index) => {
    sheet.getColumn(index + 1).width = index === 0 ? 36 : Math.max(12, column.length + 2);
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export const TIME_EXPORT_CONTENT_TYPES: Record<TimeExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export function timeReportFileName(report: TimeReport, format: TimeExportFormat): string {
  return `time-by-${report.groupBy}-${report.from}-to-${report.to}.${format}`;
}
