import { EXPENSE_CATEGORY_LABELS, type Expense, fromMinorUnits, type RECEIPT_TYPES } from '@app/domain';
import { CALL_MESSAGES_ONLY, failureText } from '@app/sdk';
import type { ExpenseListItem } from '@app/ui';

/** The names of the receipt types the expense dialog accepts. */
export const RECEIPT_NAMES = {
  'application/pdf': 'PDF',
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/webp': 'WebP',
} as const satisfies Record<(typeof RECEIPT_TYPES)[number], string>;

/** A refusal's text: the server's message, or a general one when it gave none. */
export const failure = (error: unknown) =>
  failureText(error, 'Something went wrong. Please try again.', CALL_MESSAGES_ONLY);

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
