import {
  EXPENSE_CATEGORY_LABELS,
  type Expense,
  type ExpenseStatus,
  expenseTransitionsFrom,
  fromMinorUnits,
  isExpenseDeletable,
  isExpenseEditable,
  type RECEIPT_TYPES,
} from '@app/domain';
import { ApiError } from '@app/sdk';
import type { ExpenseAction, ExpenseListItem } from '@app/ui';

/** The names of the receipt types the expense dialog accepts. */
export const RECEIPT_NAMES = {
  'application/pdf': 'PDF',
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/webp': 'WebP',
} as const satisfies Record<(typeof RECEIPT_TYPES)[number], string>;

/** A refusal's text: the server's message, or a general one when it gave none. */
export const failure = (error: unknown) =>
  error instanceof ApiError && error.fromServer ? error.message : 'Something went wrong. Please try again.';

/** An expense as the list shows it: amounts in major units, its receipt's address when it has one. */
export function expenseItem(expense: Expense): ExpenseListItem {
  return {
    id: expense._id,
    date: expense.spentOn,
    projectName: expense.projectTitle,
    categoryLabel: EXPENSE_CATEGORY_LABELS[expense.category],
    description: expense.description,
    amount: fromMinorUnits(expense.amountMinor, expense.currency),
    currency: expense.currency,
    amountUsd: fromMinorUnits(expense.amountUsdMinor, 'USD'),
    status: expense.status,
    receiptUrl: expense.receipt ? `/api/v1/finance/expenses/${expense._id}/receipt` : null,
  };
}

/** The list's action for moving an expense to a status (back to draft is left to editing). */
export const STATUS_ACTIONS: Partial<Record<ExpenseStatus, ExpenseAction>> = {
  submitted: 'submit',
  approved: 'approve',
  rejected: 'reject',
  paid: 'markPaid',
};

export const ACTION_STATUSES: Partial<Record<ExpenseAction, ExpenseStatus>> = {
  submit: 'submitted',
  approve: 'approved',
  reject: 'rejected',
  markPaid: 'paid',
};

/** What a finance manager may do with an expense, by the domain's transitions; viewers may do nothing. */
export function expenseActions(status: ExpenseStatus, canManage: boolean): ExpenseAction[] {
  if (!canManage) return [];
  const moves = expenseTransitionsFrom(status)
    .map((next) => STATUS_ACTIONS[next])
    .filter((action): action is ExpenseAction => action !== undefined);
  return [
    ...moves,
    ...(isExpenseEditable(status) ? (['edit'] as const) : []),
    ...(isExpenseDeletable(status) ? (['delete'] as const) : []),
  ];
}
