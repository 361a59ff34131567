import {
  ACTUAL_EXPENSE_STATUSES,
  type BudgetLinesPayload,
  type Currency,
  canTransitionExpense,
  convertMinorAtRate,
  type Expense,
  type ExpenseCategory,
  type ExpenseCreatePayload,
  type ExpenseListQuery,
  type ExpensePage,
  type ExpenseStatus,
  type ExpenseUpdatePayload,
  FINANCE_ERRORS,
  isExpenseDeletable,
  isExpenseEditable,
  type ProjectBudgetLines,
  pageCount,
  RECEIPT_TYPES,
  type ReceiptType,
  usdRateOf,
} from '@app/domain';
import { and, count, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { AppDb } from '../../db/client';
import { newId } from '../../db/ids';
import { budgetLines, type ExpenseRow, expenseReceipts, expenses, projects, users } from '../../db/schema';
import { EventOutbox } from '../../events/bus';
import { AppError } from '../../http/errors';
import { type AuditContext, recordAudit } from '../audit';
import { isImageOfType } from '../users';
import type { FinanceScope } from './finance.access';
import {
  budgetUsdMinorOf,
  checkBudgetAlerts,
  findFinanceProject,
  loadRates,
  toBudgetLine,
} from './finance.queries';

type Deps = { db: AppDb; events: FastifyInstance['events'] };

const submitter = alias(users, 'expense_submitter');
const decider = alias(users, 'expense_decider');

const expenseColumns = {
  expense: expenses,
  projectTitle: projects.title,
  submitterName: submitter.name,
  deciderName: decider.name,
  receiptName: expenseReceipts.fileName,
  receiptMime: expenseReceipts.mime,
  receiptSize: expenseReceipts.size,
};

function expenseQuery(db: AppDb) {
  return db
    .select(expenseColumns)
    .from(expenses)
    .innerJoin(projects, eq(projects.id, expenses.projectId))
    .leftJoin(submitter, eq(submitter.id, expenses.submittedBy))
    .leftJoin(decider, eq(decider.id, expenses.decidedBy))
    .leftJoin(expenseReceipts, eq(expenseReceipts.expenseId, expenses.id));
}

type ExpenseView = {
  expense: ExpenseRow;
  projectTitle: string;
  submitterName: string | null;
  deciderName: string | null;
  receiptName: string | null;
  receiptMime: string | null;
  receiptSize: number | null;
};

function toExpense(row: ExpenseView): Expense {
  const { expense } = row;
  return {
    _id: expense.id,
    projectId: expense.projectId,
    projectTitle: row.projectTitle,
    category: expense.category as ExpenseCategory,
    spentOn: expense.spentOn,
    amountMinor: expense.amountMinor,
    currency: expense.currency as Currency,
    usdRate: Number(expense.usdRate),
    amountUsdMinor: expense.amountUsdMinor,
    description: expense.description,
    status: expense.status as ExpenseStatus,
    submittedBy:
      expense.submittedBy && row.submitterName ? { _id: expense.submittedBy, name: row.submitterName } : null,
    decidedBy:
      expense.decidedBy && row.deciderName ? { _id: expense.decidedBy, name: row.deciderName } : null,
    decidedAt: expense.decidedAt?.toISOString() ?? null,
    receipt:
      row.receiptName && row.receiptMime && row.receiptSize !== null
        ? { fileName: row.receiptName, mime: row.receiptMime as ReceiptType, size: row.receiptSize }
        : null,
    createdAt: expense.createdAt.toISOString(),
    updatedAt: expense.updatedAt.toISOString(),
  };
}

/** The expense of the organization (404 otherwise: another tenant's expense is not found). */
async function findExpense(db: AppDb, organizationId: string, id: string): Promise<Expense> {
  const [row] = await expenseQuery(db)
    .where(and(eq(expenses.id, id), eq(expenses.organizationId, organizationId)))
    .limit(1);
  if (!row) throw new AppError(404, FINANCE_ERRORS.expenseNotFound);
  return toExpense(row);
}

export function getExpense(db: AppDb, scope: FinanceScope, id: string): Promise<Expense> {
  return findExpense(db, scope.organizationId, id);
}

/** GET /finance/expenses: one page of the organization's expenses, newest day first, with the filters. */
export async function listExpenses(
  db: AppDb,
  scope: FinanceScope,
  query: ExpenseListQuery,
): Promise<ExpensePage> {
  const where: SQL | undefined = and(
    eq(expenses.organizationId, scope.organizationId),
    query.projectId ? eq(expenses.projectId, query.projectId) : undefined,
    query.status ? eq(expenses.status, query.status) : undefined,
    query.from ? gte(expenses.spentOn, query.from) : undefined,
    query.to ? lte(expenses.spentOn, query.to) : undefined,
  );
  const [total] = await db.select({ value: count() }).from(expenses).where(where);
  const rows = await expenseQuery(db)
    .where(where)
    .orderBy(desc(expenses.spentOn), desc(expenses.createdAt), desc(expenses.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const totalCount = total?.value ?? 0;
  return {
    success: true,
    data: rows.map(toExpense),
    pagination: {
      page: query.page,
      limit: query.limit,
      total: totalCount,
      pages: pageCount(totalCount, query.limit),
    },
  };
}

const actual = (status: string) => (ACTUAL_EXPENSE_STATUSES as readonly string[]).includes(status);

/** The amount in USD at the organization's rate in force now, kept on the expense (1 unit of currency in USD). */
async function rateInForce(db: AppDb, organizationId: string, currency: Currency): Promise<number> {
  const rates = await loadRates(db, organizationId);
  // The rates always hold both directions (the defaults fill in), so a missing rate keeps the amount as it is.
  return usdRateOf(currency, rates) ?? 1;
}

/** POST /finance/expenses (managers): a draft, or submitted at once. */
export async function createExpense(
  deps: Deps,
  scope: FinanceScope,
  payload: ExpenseCreatePayload,
  audit: AuditContext,
): Promise<Expense> {
  const { db } = deps;
  await findFinanceProject(db, scope.organizationId, payload.projectId);
  const usdRate = await rateInForce(db, scope.organizationId, payload.currency);
  const id = newId();
  await db.transaction(async (tx) => {
    await tx.insert(expenses).values({
      id,
      organizationId: scope.organizationId,
      projectId: payload.projectId,
      category: payload.category,
      spentOn: payload.spentOn,
      amountMinor: payload.amountMinor,
      currency: payload.currency,
      usdRate,
      amountUsdMinor: convertMinorAtRate(payload.amountMinor, usdRate),
      description: payload.description,
      status: payload.status ?? 'draft',
      submittedBy: scope.user.id,
    });
    await recordAudit(tx, audit, {
      action: 'finance.expense_changed',
      organizationId: scope.organizationId,
      target: { type: 'expense', id, label: payload.description },
      before: null,
      after: { ...payload, status: payload.status ?? 'draft' },
    });
  });
  return findExpense(db, scope.organizationId, id);
}

/** PATCH /finance/expenses/{id} (managers): while it is a draft or rejected; a new amount takes today's rate. */
export async function updateExpense(
  deps: Deps,
  scope: FinanceScope,
  id: string,
  payload: ExpenseUpdatePayload,
  audit: AuditContext,
): Promise<Expense> {
  const { db } = deps;
  const before = await findExpense(db, scope.organizationId, id);
  if (!isExpenseEditable(before.status)) throw new AppError(409, FINANCE_ERRORS.notEditable);
  if (payload.projectId) await findFinanceProject(db, scope.organizationId, payload.projectId);
  const amountMinor = payload.amountMinor ?? before.amountMinor;
  const currency = payload.currency ?? before.currency;
  const moneyChanged = amountMinor !== before.amountMinor || currency !== before.currency;
  const usdRate = moneyChanged ? await rateInForce(db, scope.organizationId, currency) : before.usdRate;
  await db.transaction(async (tx) => {
    await tx
      .update(expenses)
      .set({
        ...payload,
        ...(moneyChanged ? { usdRate, amountUsdMinor: convertMinorAtRate(amountMinor, usdRate) } : {}),
        updatedAt: new Date(),
      })
      .where(eq(expenses.id, id));
    await recordAudit(tx, audit, {
      action: 'finance.expense_changed',
      organizationId: scope.organizationId,
      target: { type: 'expense', id, label: payload.description ?? before.description },
      before: pick(before, Object.keys(payload)),
      after: { ...payload },
    });
  });
  return findExpense(db, scope.organizationId, id);
}

function pick(expense: Expense, keys: string[]): Record<string, unknown> {
  const record = expense as unknown as Record<string, unknown>;
  return Object.fromEntries(keys.map((key) => [key, record[key]]));
}

/** DELETE /finance/expenses/{id} (managers): drafts and rejected expenses only. */
export async function deleteExpense(deps: Deps, scope: FinanceScope, id: string, audit: AuditContext) {
  const { db } = deps;
  const before = await findExpense(db, scope.organizationId, id);
  if (!isExpenseDeletable(before.status)) throw new AppError(409, FINANCE_ERRORS.notDeletable);
  await db.transaction(async (tx) => {
    await tx.delete(expenses).where(eq(expenses.id, id));
    await recordAudit(tx, audit, {
      action: 'finance.expense_changed',
      organizationId: scope.organizationId,
      target: { type: 'expense', id, label: before.description },
      before: {
        projectId: before.projectId,
        amountMinor: before.amountMinor,
        currency: before.currency,
        status: before.status,
      },
      after: null,
    });
  });
}

/**
 * POST /finance/expenses/{id}/status (managers): a move `canTransitionExpense` allows (409 otherwise). A decision
 * (approve, reject, paid) records who and when; reaching or leaving actual spend checks the budget alerts.
 */
export async function setExpenseStatus(
  deps: Deps,
  scope: FinanceScope,
  id: string,
  status: ExpenseStatus,
  audit: AuditContext,
): Promise<Expense> {
  const { db } = deps;
  const before = await findExpense(db, scope.organizationId, id);
  if (!canTransitionExpense(before.status, status)) {
    throw new AppError(409, FINANCE_ERRORS.transition(before.status, status));
  }
  const decided = status === 'approved' || status === 'rejected' || status === 'paid';
  const outbox = new EventOutbox();
  await db.transaction(async (tx) => {
    await tx
      .update(expenses)
      .set({
        status,
        ...(decided
          ? { decidedBy: scope.user.id, decidedAt: new Date() }
          : { decidedBy: null, decidedAt: null }),
        updatedAt: new Date(),
      })
      .where(and(eq(expenses.id, id), eq(expenses.status, before.status)));
    await recordAudit(tx, audit, {
      action: 'finance.expense_changed',
      organizationId: scope.organizationId,
      target: { type: 'expense', id, label: before.description },
      before: { status: before.status },
      after: { status },
    });
    if (actual(before.status) !== actual(status)) {
      await checkBudgetAlerts(tx, outbox, scope.user.id, scope.organizationId, [before.projectId]);
    }
  });
  outbox.flushTo(deps.events);
  return findExpense(db, scope.organizationId, id);
}

// Receipts

export function receiptTypeOf(contentType: string | undefined): ReceiptType | undefined {
  const type = contentType?.split(';')[0]?.trim().toLowerCase();
  return (RECEIPT_TYPES as readonly string[]).includes(type ?? '') ? (type as ReceiptType) : undefined;
}

/** Whether the bytes are what their type says: a PDF header, or a PNG, JPEG or WebP image. */
export function isReceiptOfType(data: Uint8Array, type: ReceiptType): boolean {
  if (type === 'application/pdf') return Buffer.from(data.subarray(0, 5)).toString('latin1') === '%PDF-';
  return isImageOfType(data, type);
}

/** A file name safe for a Content-Disposition header: no paths, no control or quote characters, 120 at most. */
export function safeReceiptName(name: string | undefined, type: ReceiptType): string {
  const extension = {
    'application/pdf': 'pdf',
    'image/png': 'png',
    'image/jpeg': 'jpg',
    'image/webp': 'webp',
  }[type];
  const base = (name ?? '')
    .split(/[\\/]/)
    .pop()
    ?.replace(/[^\w .()-]/g, '_')
    .trim()
    .slice(0, 120);
  return base ? base : `receipt.${extension}`;
}

/** PUT /finance/expenses/{id}/receipt (managers): PDF, PNG, JPEG or WebP, at most 5 MB, while editable. */
export async function putReceipt(
  deps: Deps,
  scope: FinanceScope,
  id: string,
  contentType: string | undefined,
  body: unknown,
  fileName: string | undefined,
  audit: AuditContext,
): Promise<Expense> {
  const { db } = deps;
  const before = await findExpense(db, scope.organizationId, id);
  const type = receiptTypeOf(contentType);
  if (!type) throw new AppError(415, FINANCE_ERRORS.receiptType);
  if (!Buffer.isBuffer(body) || body.length === 0 || !isReceiptOfType(body, type)) {
    throw new AppError(400, FINANCE_ERRORS.receiptType);
  }
  if (!isExpenseEditable(before.status)) throw new AppError(409, FINANCE_ERRORS.notEditable);
  const name = safeReceiptName(fileName, type);
  await db.transaction(async (tx) => {
    await tx
      .insert(expenseReceipts)
      .values({ expenseId: id, fileName: name, mime: type, size: body.length, bytes: body })
      .onConflictDoUpdate({
        target: expenseReceipts.expenseId,
        set: { fileName: name, mime: type, size: body.length, bytes: body, createdAt: new Date() },
      });
    await recordAudit(tx, audit, {
      action: 'finance.expense_changed',
      organizationId: scope.organizationId,
      target: { type: 'expense', id, label: before.description },
      before: { receipt: before.receipt },
      after: { receipt: { fileName: name, mime: type, size: body.length } },
    });
  });
  return findExpense(db, scope.organizationId, id);
}

export async function getReceipt(db: AppDb, scope: FinanceScope, id: string) {
  await findExpense(db, scope.organizationId, id);
  const [row] = await db.select().from(expenseReceipts).where(eq(expenseReceipts.expenseId, id)).limit(1);
  if (!row) throw new AppError(404, FINANCE_ERRORS.receiptNotFound);
  return row;
}

export async function deleteReceipt(deps: Deps, scope: FinanceScope, id: string, audit: AuditContext) {
  const { db } = deps;
  const before = await findExpense(db, scope.organizationId, id);
  if (!before.receipt) throw new AppError(404, FINANCE_ERRORS.receiptNotFound);
  if (!isExpenseEditable(before.status)) throw new AppError(409, FINANCE_ERRORS.notEditable);
  await db.transaction(async (tx) => {
    await tx.delete(expenseReceipts).where(eq(expenseReceipts.expenseId, id));
    await recordAudit(tx, audit, {
      action: 'finance.expense_changed',
      organizationId: scope.organizationId,
      target: { type: 'expense', id, label: before.description },
      before: { receipt: before.receipt },
      after: { receipt: null },
    });
  });
  return findExpense(db, scope.organizationId, id);
}

// Budget lines

export async function getBudgetLines(
  db: AppDb,
  scope: FinanceScope,
  projectId: string,
): Promise<ProjectBudgetLines> {
  const project = await findFinanceProject(db, scope.organizationId, projectId);
  const rates = await loadRates(db, scope.organizationId);
  const rows = await db.select().from(budgetLines).where(eq(budgetLines.projectId, projectId));
  const lines = rows.map((row) => toBudgetLine(row, rates));
  return {
    projectId,
    projectTitle: project.title,
    projectBudgetUsdMinor: budgetUsdMinorOf(project.budget, []),
    lines,
  };
}

/**
 * PUT /finance/projects/{projectId}/budget-lines (managers): replaces the project's split; its budget is their sum
 * at today's rates from now on (its own budget again when the list is empty), so the alerts are checked again.
 */
export async function saveBudgetLines(
  deps: Deps,
  scope: FinanceScope,
  projectId: string,
  payload: BudgetLinesPayload,
  audit: AuditContext,
): Promise<ProjectBudgetLines> {
  const { db } = deps;
  const before = await getBudgetLines(db, scope, projectId);
  const outbox = new EventOutbox();
  await db.transaction(async (tx) => {
    await tx.delete(budgetLines).where(eq(budgetLines.projectId, projectId));
    if (payload.lines.length > 0) {
      await tx.insert(budgetLines).values(
        payload.lines.map((line) => ({
          organizationId: scope.organizationId,
          projectId,
          category: line.category,
          amountMinor: line.amountMinor,
          currency: line.currency,
        })),
      );
    }
    await recordAudit(tx, audit, {
      action: 'finance.budget_changed',
      organizationId: scope.organizationId,
      target: { type: 'project', id: projectId, label: before.projectTitle },
      before: {
        lines: before.lines.map(({ category, amountMinor, currency }) => ({
          category,
          amountMinor,
          currency,
        })),
      },
      after: { lines: payload.lines },
    });
    await checkBudgetAlerts(tx, outbox, scope.user.id, scope.organizationId, [projectId]);
  });
  outbox.flushTo(deps.events);
  return getBudgetLines(db, scope, projectId);
}
