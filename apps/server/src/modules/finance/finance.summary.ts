import {
  ACTUAL_EXPENSE_STATUSES,
  budgetAlertLevel,
  burnRatePerDay,
  type CategoryFinance,
  type Currency,
  EXPENSE_CATEGORIES,
  type ExpenseCategory,
  type FinanceSummary,
  type FinanceSummaryQuery,
  forecastAtCompletion,
  isCurrency,
  PENDING_EXPENSE_STATUSES,
  type ProjectFinance,
  percentUsed,
  type SpendInterval,
} from '@app/domain';
import { and, asc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { budgetLines, expenses, projects, timeEntries } from '../../db/schema';
import type { FinanceScope } from './finance.access';
import { budgetUsdMinorOf, findFinanceProject, loadRates, toBudgetLine } from './finance.queries';

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The default range: the first day of the month five months back, to today (six months). */
export function defaultSummaryRange(now: Date): { from: string; to: string } {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 5, 1));
  return { from: isoDay(start), to: isoDay(now) };
}

/** The first day of the month or of the (Monday-based) week that holds `day`. */
export function periodStartOf(day: string, interval: SpendInterval): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (interval === 'month') return isoDay(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1)));
  const back = (date.getUTCDay() + 6) % 7;
  return isoDay(new Date(date.getTime() - back * 86_400_000));
}

/** Every period from the one holding `from` to the one holding `to`, so a chart shows the quiet ones as zero. */
export function periodsBetween(from: string, to: string, interval: SpendInterval): string[] {
  const periods: string[] = [];
  let cursor = new Date(`${periodStartOf(from, interval)}T00:00:00Z`);
  const end = periodStartOf(to, interval);
  while (isoDay(cursor) <= end && periods.length < 1000) {
    periods.push(isoDay(cursor));
    cursor =
      interval === 'month'
        ? new Date(Date.UTC(cursor.getUTCFullYear(), cursor.getUTCMonth() + 1, 1))
        : new Date(cursor.getTime() + 7 * 86_400_000);
  }
  return periods;
}

/** The expense category labour cost counts in. */
const LABOUR_CATEGORY: ExpenseCategory = 'labor';

const isActual = (status: string) => (ACTUAL_EXPENSE_STATUSES as readonly string[]).includes(status);
const isPending = (status: string) => (PENDING_EXPENSE_STATUSES as readonly string[]).includes(status);

/**
 * GET /finance/summary: per project its budget (lines at today's rates, or its own budget), actual (approved and
 * paid) and pending (submitted) spend of all time, burn rate, forecast at completion, share used and alert level;
 * within the range, spend over time and by category, and totals in USD and in the currencies spent. Four queries
 * whatever the number of projects, each on an index of the organization, and two of labour cost (time tracking).
 */
export async function financeSummary(
  db: AppDb,
  scope: FinanceScope,
  query: FinanceSummaryQuery,
  now: Date = new Date(),
): Promise<FinanceSummary> {
  const organizationId = scope.organizationId;
  const fallback = defaultSummaryRange(now);
  const from = query.from ?? (query.to && query.to < fallback.from ? query.to : fallback.from);
  const to = query.to ?? fallback.to;
  const interval = query.interval ?? 'month';
  const today = isoDay(now);
  if (query.projectId) await findFinanceProject(db, organizationId, query.projectId);
  const rates = await loadRates(db, organizationId);

  const projectFilter = (
    column:
      | typeof projects.id
      | typeof expenses.projectId
      | typeof budgetLines.projectId
      | typeof timeEntries.projectId,
  ) => (query.projectId ? eq(column, query.projectId) : undefined);

  const projectRows = await db
    .select({
      id: projects.id,
      title: projects.title,
      status: projects.status,
      budget: projects.budget,
      startDate: projects.startDate,
      dueDate: projects.dueDate,
    })
    .from(projects)
    .where(and(eq(projects.organizationId, organizationId), projectFilter(projects.id)))
    .orderBy(asc(projects.title));
  const lineRows = await db
    .select()
    .from(budgetLines)
    .where(and(eq(budgetLines.organizationId, organizationId), projectFilter(budgetLines.projectId)));
  // All time, per project, category and status.
  const spentRows = await db
    .select({
      projectId: expenses.projectId,
      category: expenses.category,
      status: expenses.status,
      usd: sql<string>`sum(${expenses.amountUsdMinor})`,
      firstDay: sql<string>`min(${expenses.spentOn})`,
    })
    .from(expenses)
    .where(and(eq(expenses.organizationId, organizationId), projectFilter(expenses.projectId)))
    .groupBy(expenses.projectId, expenses.category, expenses.status);
  // Within the range, per period, category, currency and status.
  // The interval is one of two fixed words (the query schema's enum), written into the SQL so that the grouped and
  // the selected expression are the same.
  const period = sql<string>`to_char(date_trunc(${sql.raw(`'${interval === 'week' ? 'week' : 'month'}'`)}, ${expenses.spentOn}::timestamp), 'YYYY-MM-DD')`;
  const rangeWhere: SQL | undefined = and(
    eq(expenses.organizationId, organizationId),
    projectFilter(expenses.projectId),
    gte(expenses.spentOn, from),
    lte(expenses.spentOn, to),
  );
  const rangeRows = await db
    .select({
      period,
      category: expenses.category,
      currency: expenses.currency,
      status: expenses.status,
      usd: sql<string>`sum(${expenses.amountUsdMinor})`,
      original: sql<string>`sum(${expenses.amountMinor})`,
    })
    .from(expenses)
    .where(rangeWhere)
    .groupBy(period, expenses.category, expenses.currency, expenses.status);

  // Labour: the cost of billable time (time tracking), at the rates kept on each entry; all time per project, and
  // within the range per period. On time_entries' (organization, day) index.
  const labourWhere = and(
    eq(timeEntries.organizationId, organizationId),
    projectFilter(timeEntries.projectId),
    sql`${timeEntries.costUsdMinor} > 0`,
  );
  const labourRows = await db
    .select({
      projectId: timeEntries.projectId,
      usd: sql<string>`sum(${timeEntries.costUsdMinor})`,
      firstDay: sql<string>`min(${timeEntries.workedOn})`,
    })
    .from(timeEntries)
    .where(labourWhere)
    .groupBy(timeEntries.projectId);
  const labourPeriod = sql<string>`to_char(date_trunc(${sql.raw(`'${interval === 'week' ? 'week' : 'month'}'`)}, ${timeEntries.workedOn}::timestamp), 'YYYY-MM-DD')`;
  const labourRangeRows = await db
    .select({ period: labourPeriod, usd: sql<string>`sum(${timeEntries.costUsdMinor})` })
    .from(timeEntries)
    .where(and(labourWhere, gte(timeEntries.workedOn, from), lte(timeEntries.workedOn, to)))
    .groupBy(labourPeriod);
  const labourOf = new Map(labourRows.map((row) => [row.projectId, row]));

  const projectsOut: ProjectFinance[] = projectRows.map((project) => {
    const lines = lineRows
      .filter((row) => row.projectId === project.id)
      .map((row) => toBudgetLine(row, rates));
    const budget = budgetUsdMinorOf(project.budget, lines);
    const mine = spentRows.filter((row) => row.projectId === project.id);
    const sum = (rows: typeof mine, test: (status: string) => boolean) =>
      rows.filter((row) => test(row.status)).reduce((total, row) => total + Number(row.usd), 0);
    const labour = labourOf.get(project.id);
    const labourUsd = labour ? Number(labour.usd) : 0;
    const actualUsd = sum(mine, isActual) + labourUsd;
    const pendingUsd = sum(mine, isPending);
    const firstSpend = [
      ...mine.filter((row) => isActual(row.status)).map((row) => row.firstDay),
      ...(labour ? [labour.firstDay] : []),
    ].sort()[0];
    // Spending may start before the project's start date (preparation): the burn counts from the earlier.
    const start =
      [project.startDate, firstSpend].filter((day): day is string => Boolean(day)).sort()[0] ?? today;
    const asOf = project.dueDate && project.dueDate < today ? project.dueDate : today;
    const burn = start <= asOf ? burnRatePerDay(actualUsd, start, asOf) : 0;
    const byCategory: CategoryFinance[] = EXPENSE_CATEGORIES.map((category) => {
      const rows = mine.filter((row) => row.category === category);
      return {
        category,
        budgetUsdMinor: lines
          .filter((line) => line.category === category)
          .reduce((t, l) => t + l.amountUsdMinor, 0),
        // Labour cost is spend of the 'labor' category.
        actualUsdMinor: sum(rows, isActual) + (category === LABOUR_CATEGORY ? labourUsd : 0),
        pendingUsdMinor: sum(rows, isPending),
      };
    }).filter((row) => row.budgetUsdMinor > 0 || row.actualUsdMinor > 0 || row.pendingUsdMinor > 0);
    return {
      projectId: project.id,
      projectTitle: project.title,
      projectStatus: project.status,
      startDate: project.startDate,
      dueDate: project.dueDate,
      budgetUsdMinor: budget,
      lines,
      actualUsdMinor: actualUsd,
      labourUsdMinor: labourUsd,
      pendingUsdMinor: pendingUsd,
      burnRateUsdMinorPerDay: burn,
      forecastUsdMinor: forecastAtCompletion(actualUsd, burn, asOf, project.dueDate),
      percentUsed: percentUsed(actualUsd, budget),
      alertLevel: budgetAlertLevel(actualUsd, budget),
      byCategory,
    };
  });

  const periods = new Map(
    periodsBetween(from, to, interval).map((start) => [start, { actualUsdMinor: 0, pendingUsdMinor: 0 }]),
  );
  const categories = new Map<ExpenseCategory, CategoryFinance>(
    EXPENSE_CATEGORIES.map((category) => [
      category,
      { category, budgetUsdMinor: 0, actualUsdMinor: 0, pendingUsdMinor: 0 },
    ]),
  );
  for (const project of projectsOut) {
    for (const line of project.lines) {
      const entry = categories.get(line.category);
      if (entry) entry.budgetUsdMinor += line.amountUsdMinor;
    }
  }
  const currencies = new Map<Currency, { actualMinor: number; pendingMinor: number }>();
  let rangeActual = 0;
  let rangePending = 0;
  let rangeLabour = 0;
  for (const row of labourRangeRows) {
    const usd = Number(row.usd);
    const slot = periods.get(row.period);
    if (slot) slot.actualUsdMinor += usd;
    const category = categories.get(LABOUR_CATEGORY);
    if (category) category.actualUsdMinor += usd;
    rangeActual += usd;
    rangeLabour += usd;
  }
  for (const row of rangeRows) {
    const actual = isActual(row.status);
    const pending = isPending(row.status);
    if (!actual && !pending) continue;
    const usd = Number(row.usd);
    const key = actual ? 'actualUsdMinor' : 'pendingUsdMinor';
    const slot = periods.get(row.period);
    if (slot) slot[key] += usd;
    const category = categories.get(row.category as ExpenseCategory);
    if (category) category[key] += usd;
    if (isCurrency(row.currency)) {
      const totals = currencies.get(row.currency) ?? { actualMinor: 0, pendingMinor: 0 };
      totals[actual ? 'actualMinor' : 'pendingMinor'] += Number(row.original);
      currencies.set(row.currency, totals);
    }
    if (actual) rangeActual += usd;
    else rangePending += usd;
  }

  return {
    organizationId,
    from,
    to,
    interval,
    rates,
    projects: projectsOut,
    spendOverTime: [...periods].map(([periodStart, values]) => ({ periodStart, ...values })),
    spendByCategory: [...categories.values()].filter(
      (row) => row.budgetUsdMinor > 0 || row.actualUsdMinor > 0 || row.pendingUsdMinor > 0,
    ),
    totals: {
      budgetUsdMinor: projectsOut.reduce((total, project) => total + (project.budgetUsdMinor ?? 0), 0),
      actualUsdMinor: projectsOut.reduce((total, project) => total + project.actualUsdMinor, 0),
      labourUsdMinor: projectsOut.reduce((total, project) => total + project.labourUsdMinor, 0),
      pendingUsdMinor: projectsOut.reduce((total, project) => total + project.pendingUsdMinor, 0),
      rangeActualUsdMinor: rangeActual,
      rangeLabourUsdMinor: rangeLabour,
      rangePendingUsdMinor: rangePending,
      byCurrency: [...currencies].map(([currency, values]) => ({ currency, ...values })),
    },
  };
}
