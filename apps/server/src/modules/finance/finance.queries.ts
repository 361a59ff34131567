import {
  ACTUAL_EXPENSE_STATUSES,
  BUDGET_ALERT_THRESHOLDS,
  type BudgetAlertThreshold,
  type BudgetLine,
  budgetThresholdsReached,
  type Currency,
  convertMinor,
  EXCHANGE_RATES,
  type ExchangeRates,
  type ExpenseCategory,
  FINANCE_ERRORS,
  isCurrency,
  isOrgAdmin,
  ORG_ADMIN_ROLES,
} from '@app/domain';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import {
  type BudgetLineRow,
  budgetAlerts,
  budgetLines,
  exchangeRates,
  expenses,
  financeMembers,
  projects,
  timeEntries,
  users,
} from '../../db/schema';
import type { EventOutbox } from '../../events/bus';
import { AppError } from '../../http/errors';
import { notify } from '../notifications';

/** The organization's rates: its own rows over the spec's defaults (1 USD = 83.15 INR, 1 INR = 0.012 USD). */
export async function loadRates(db: AppDb, organizationId: string): Promise<ExchangeRates> {
  const rows = await db
    .select({ base: exchangeRates.base, quote: exchangeRates.quote, rate: exchangeRates.rate })
    .from(exchangeRates)
    .where(eq(exchangeRates.organizationId, organizationId));
  const rates: ExchangeRates = { USD: { ...EXCHANGE_RATES.USD }, INR: { ...EXCHANGE_RATES.INR } };
  for (const row of rows) {
    if (isCurrency(row.base) && isCurrency(row.quote)) rates[row.base][row.quote] = Number(row.rate);
  }
  return rates;
}

export function toBudgetLine(row: BudgetLineRow, rates: ExchangeRates): BudgetLine {
  const currency = row.currency as Currency;
  return {
    _id: row.id,
    category: row.category as ExpenseCategory,
    amountMinor: row.amountMinor,
    currency,
    amountUsdMinor: convertMinor(row.amountMinor, currency, 'USD', rates),
  };
}

/** A project's budget in USD minor units: its lines at today's rates, or its own budget when it has none. */
export function budgetUsdMinorOf(projectBudget: number | null, lines: readonly BudgetLine[]): number | null {
  if (lines.length > 0) return lines.reduce((sum, line) => sum + line.amountUsdMinor, 0);
  return projectBudget === null ? null : Math.round(projectBudget * 100);
}

/** A project of the organization (404 otherwise: another tenant's project is not found). */
export async function findFinanceProject(db: AppDb, organizationId: string, projectId: string) {
  const [row] = await db
    .select({
      id: projects.id,
      title: projects.title,
      budget: projects.budget,
      ownerId: projects.ownerId,
    })
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.organizationId, organizationId)))
    .limit(1);
  if (!row) throw new AppError(404, FINANCE_ERRORS.projectNotFound);
  return row;
}

const actualStatuses = [...ACTUAL_EXPENSE_STATUSES];

/**
 * The budget alerts of these projects (80 and 100 % of the budget): a threshold newly reached
 * is recorded in `budget_alerts` and told to the project's owner and the organization's finance admins and
 * managers; a threshold no longer reached (a higher budget, a rejected expense) is re-armed. Call it inside the
 * change's transaction.
 */
export async function checkBudgetAlerts(
  tx: AppDb,
  outbox: EventOutbox,
  actorId: string,
  organizationId: string,
  projectIds: readonly string[],
): Promise<void> {
  const ids = [...new Set(projectIds)];
  if (ids.length === 0) return;
  // One after another: they share the transaction's connection.
  const projectRows = await tx
    .select({ id: projects.id, title: projects.title, budget: projects.budget, ownerId: projects.ownerId })
    .from(projects)
    .where(and(inArray(projects.id, ids), eq(projects.organizationId, organizationId)));
  const lineRows = await tx.select().from(budgetLines).where(inArray(budgetLines.projectId, ids));
  const actualRows = await tx
    .select({
      projectId: expenses.projectId,
      total: sql<string>`coalesce(sum(${expenses.amountUsdMinor}), 0)`,
    })
    .from(expenses)
    .where(and(inArray(expenses.projectId, ids), inArray(expenses.status, actualStatuses)))
    .groupBy(expenses.projectId);
  // Labour cost of billable time is actual spend too (time tracking).
  const labourRows = await tx
    .select({
      projectId: timeEntries.projectId,
      total: sql<string>`coalesce(sum(${timeEntries.costUsdMinor}), 0)`,
    })
    .from(timeEntries)
    .where(inArray(timeEntries.projectId, ids))
    .groupBy(timeEntries.projectId);
  const sentRows = await tx.select().from(budgetAlerts).where(inArray(budgetAlerts.projectId, ids));
  const rates = await loadRates(tx, organizationId);
  const actual = new Map(actualRows.map((row) => [row.projectId, Number(row.total)]));
  for (const row of labourRows) {
    if (row.projectId) actual.set(row.projectId, (actual.get(row.projectId) ?? 0) + Number(row.total));
  }
  const toSend: { project: (typeof projectRows)[number]; threshold: BudgetAlertThreshold }[] = [];
  for (const project of projectRows) {
    const lines = lineRows
      .filter((line) => line.projectId === project.id)
      .map((row) => toBudgetLine(row, rates));
    const reached = budgetThresholdsReached(
      actual.get(project.id) ?? 0,
      budgetUsdMinorOf(project.budget, lines),
    );
    const sent = new Set(sentRows.filter((row) => row.projectId === project.id).map((row) => row.threshold));
    const rearm = BUDGET_ALERT_THRESHOLDS.filter(
      (threshold) => sent.has(threshold) && !reached.includes(threshold),
    );
    if (rearm.length > 0) {
      await tx
        .delete(budgetAlerts)
        .where(and(eq(budgetAlerts.projectId, project.id), inArray(budgetAlerts.threshold, rearm)));
    }
    for (const threshold of reached) if (!sent.has(threshold)) toSend.push({ project, threshold });
  }
  if (toSend.length === 0) return;
  await tx
    .insert(budgetAlerts)
    .values(toSend.map(({ project, threshold }) => ({ projectId: project.id, threshold })))
    .onConflictDoNothing();
  const recipients = await financeRecipients(tx, organizationId);
  for (const { project, threshold } of toSend) {
    const people = new Set([project.ownerId, ...recipients]);
    await notify(
      tx,
      outbox,
      actorId,
      [...people].map((recipientId) => ({
        recipientId,
        type: 'project_update' as const,
        title: FINANCE_ERRORS.budgetAlertTitle(threshold),
        message: FINANCE_ERRORS.budgetAlertMessage(project.title, threshold),
        projectId: project.id,
      })),
    );
  }
}

/** The organization's finance admins (its admins) and managers: who hears of budget alerts. */
async function financeRecipients(tx: AppDb, organizationId: string): Promise<string[]> {
  const people = await tx
    .select({ id: users.id, isOrgAdmin: users.isOrgAdmin, orgRole: users.orgRole })
    .from(users)
    .where(
      and(
        eq(users.organizationId, organizationId),
        or(eq(users.isOrgAdmin, true), inArray(users.orgRole, [...ORG_ADMIN_ROLES])),
      ),
    );
  const managers = await tx
    .select({ id: financeMembers.userId })
    .from(financeMembers)
    .where(and(eq(financeMembers.organizationId, organizationId), eq(financeMembers.role, 'manager')));
  return [
    ...people.filter((person) => isOrgAdmin(person)).map((person) => person.id),
    ...managers.map((m) => m.id),
  ];
}
