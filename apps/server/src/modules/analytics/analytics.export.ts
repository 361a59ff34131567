import {
  ANALYTICS_FIGURES,
  ANALYTICS_TEXTS,
  type Analytics,
  type AnalyticsExportFormat,
  type AnalyticsFigure,
  type AnalyticsQuery,
  TASK_STATUSES,
} from '@app/domain';
import { csvRow, inertText } from '../../lib/csv';

// The exports of GET /analytics/export: the very figures of the answer (so the file matches the screen), one CSV
// section or one XLSX sheet per figure, after a summary of the scope and filters. Every text cell is made inert
// (a name starting with = + - @ tab or CR is not run as a formula); numbers stay numbers.

type Cell = string | number | null;

interface Table {
  figure: AnalyticsFigure;
  title: string;
  columns: readonly string[];
  rows: Cell[][];
}

function scopeText(answer: Analytics): string {
  if (answer.scope.kind === 'organization') {
    return ANALYTICS_TEXTS.scopeOrganization(answer.scope.organizationName ?? '');
  }
  return answer.scope.kind === 'departments'
    ? ANALYTICS_TEXTS.scopeDepartments
    : ANALYTICS_TEXTS.scopePersonal;
}

/** What the export is of: scope, range and the filters by name. */
export function summaryRows(
  answer: Analytics,
  query: Pick<AnalyticsQuery, 'projectId' | 'departmentId' | 'teamId'>,
): [string, string][] {
  const rows: [string, string][] = [
    [ANALYTICS_TEXTS.summaryScope, scopeText(answer)],
    [ANALYTICS_TEXTS.summaryFrom, answer.range.from],
    [ANALYTICS_TEXTS.summaryTo, answer.range.to],
  ];
  const { projects, departments, teams } = answer.options;
  const project = projects.find((option) => option._id === query.projectId);
  if (project) rows.push([ANALYTICS_TEXTS.summaryProject, project.title]);
  const department = departments.find((option) => option._id === query.departmentId);
  if (department) rows.push([ANALYTICS_TEXTS.summaryDepartment, department.name]);
  const team = teams.find((option) => option._id === query.teamId);
  if (team) rows.push([ANALYTICS_TEXTS.summaryTeam, team.name]);
  return rows;
}

/** Each figure as a table, in the order the screens show them (burn only for a project). */
export function analyticsTables(answer: Analytics): Table[] {
  const table = (figure: AnalyticsFigure, rows: Cell[][]): Table => ({
    figure,
    title: ANALYTICS_FIGURES[figure].title,
    columns: ANALYTICS_FIGURES[figure].columns,
    rows,
  });
  const tables = [
    table(
      'throughput',
      answer.throughput.map((week) => [week.weekStart, week.completed]),
    ),
    table(
      'createdVsCompleted',
      answer.createdVsCompleted.map((week) => [week.weekStart, week.created, week.completed]),
    ),
    table(
      'cumulativeFlow',
      answer.cumulativeFlow.map((point) => [point.date, ...TASK_STATUSES.map((status) => point[status])]),
    ),
  ];
  if (answer.burn) {
    tables.push(
      table(
        'burn',
        answer.burn.points.map((point) => [point.date, point.total, point.completed, point.remaining]),
      ),
    );
  }
  tables.push(
    table('cycleTime', [[answer.cycleTime.medianDays, answer.cycleTime.p85Days, answer.cycleTime.count]]),
    table('leadTime', [[answer.leadTime.medianDays, answer.leadTime.p85Days, answer.leadTime.count]]),
    table(
      'workload',
      answer.workload.map((member) => [member.name, member.open, member.overdue]),
    ),
    table(
      'overdueAgeing',
      answer.overdueAgeing.map((bucket) => [bucket.bucket, bucket.count]),
    ),
  );
  return tables;
}

/** The CSV: a summary, then one section per figure (its title, its header, its rows, a blank line). */
export function analyticsCsv(
  answer: Analytics,
  query: Pick<AnalyticsQuery, 'projectId' | 'departmentId' | 'teamId'>,
): string {
  let text = csvRow([ANALYTICS_TEXTS.reportsTitle]);
  for (const row of summaryRows(answer, query)) text += csvRow(row);
  for (const table of analyticsTables(answer)) {
    text += `\r\n${csvRow([table.title])}${csvRow(table.columns)}`;
    for (const row of table.rows) text += csvRow(row);
  }
  return text;
}

function xlsxCell(value: Cell): string | number | null {
  return typeof value === 'string' ? inertText(value) : value;
}

/** The XLSX: a Summary sheet, then one sheet per figure named by its title. */
export async function analyticsXlsx(
  answer: Analytics,
  query: Pick<AnalyticsQuery, 'projectId' | 'departmentId' | 'teamId'>,
): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs'); // loaded by the first export (issue 43)
  const workbook = new ExcelJS.Workbook();
  workbook.creator = ANALYTICS_TEXTS.reportsTitle;
  const summary = workbook.addWorksheet(ANALYTICS_TEXTS.summarySheet);
  summary.addRow([ANALYTICS_TEXTS.reportsTitle]).font = { bold: true };
  for (const row of summaryRows(answer, query)) summary.addRow(row.map(xlsxCell));
  summary.getColumn(1).width = 16;
  summary.getColumn(2).width = 40;
  for (const table of analyticsTables(answer)) {
    // Sheet names: at most 31 characters, none of * ? : \ / [ ].
    const sheet = workbook.addWorksheet(table.title.replace(/[*?:\\/[\]]/g, ' ').slice(0, 31));
    sheet.addRow([...table.columns]).font = { bold: true };
    for (const row of table.rows) sheet.addRow(row.map(xlsxCell));
    table.columns.forEach((column, index) => {
      sheet.getColumn(index + 1).width = Math.max(12, column.length + 2);
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export const EXPORT_CONTENT_TYPES: Record<AnalyticsExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};
