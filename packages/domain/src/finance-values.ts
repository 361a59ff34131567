// The values of finance.ts that need no schema (lists, labels, limits, texts, pure helpers), apart from its zod
// schemas so that importing one of them does not bring zod: finance.ts re-exports them.

import { daysBetween } from './calendar';
import { type Currency, EXCHANGE_RATES, MIN_PASSWORD_LENGTH } from './constants';
import type {
  BudgetAlertLevel,
  BudgetAlertThreshold,
  ExpenseAction,
  ExpenseCategory,
  ExpenseMoveTarget,
  ExpenseStatus,
  FinanceMemberRole,
  FinanceRole,
} from './finance';
import { FINANCE_MESSAGES } from './messages';
import type { ExchangeRates } from './money';
import { isOrgAdmin, isPlatformAdmin, type RoleSubject } from './permissions';

// Finance (spec 2.6, 4.2, 4.10, 5, 9): the finance gate, budgets against actual spend, expenses in USD
// and INR, exchange rates, and who may see (viewer) or manage (manager) an organization's finance.

// ---------------------------------------------------------------------------------------------------------------
// Constants

export const EXPENSE_CATEGORIES = ['labor', 'software', 'hardware', 'travel', 'services', 'other'] as const;

export const EXPENSE_CATEGORY_LABELS: Record<ExpenseCategory, string> = {
  labor: 'Labor',
  software: 'Software',
  hardware: 'Hardware',
  travel: 'Travel',
  services: 'Services',
  other: 'Other',
};

export const EXPENSE_STATUSES = ['draft', 'submitted', 'approved', 'rejected', 'paid'] as const;

export const EXPENSE_STATUS_LABELS: Record<ExpenseStatus, string> = {
  draft: 'Draft',
  submitted: 'Submitted',
  approved: 'Approved',
  rejected: 'Rejected',
  paid: 'Paid',
};

/** Actual spend: approved and paid expenses. */
export const ACTUAL_EXPENSE_STATUSES: readonly ExpenseStatus[] = ['approved', 'paid'];

/** Pending spend: submitted expenses awaiting a decision. */
export const PENDING_EXPENSE_STATUSES: readonly ExpenseStatus[] = ['submitted'];

/** The roles a finance_members row grants; organization (and platform) admins are finance admins without one. */
export const FINANCE_ROLES = ['viewer', 'manager'] as const;

export const FINANCE_ACCESS_ROLES = ['admin', 'manager', 'viewer'] as const;

export const FINANCE_ROLE_LABELS: Record<FinanceRole, string> = {
  admin: 'Admin',
  manager: 'Manager',
  viewer: 'Viewer',
};

export const FINANCE_ROLE_DESCRIPTIONS: Record<FinanceRole, string> = {
  admin: 'Sees and manages finance, and decides who else may',
  manager: 'Sees finance, adds and edits expenses and budgets, approves and rejects expenses',
  viewer: 'Sees budgets, spend and expenses',
};

/** The header every finance data call carries: the grant the gate's unlock returned. */
export const FINANCE_GRANT_HEADER = 'X-Finance-Grant';

/** The `details.code` of the 403 answered when the grant is missing, expired or someone else's. */
export const FINANCE_LOCKED_CODE = 'FINANCE_LOCKED';

/** Where the browser keeps the unlock for its session (sessionStorage): { grant, unlockedAt, expiresAt }. */
export const FINANCE_ACCESS_STORAGE_KEY = 'financeAccess';

/** Receipt files: PDF or an image, at most 5 MB. */
export const RECEIPT_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'] as const;

export const RECEIPT_MAX_BYTES = 5 * 1024 * 1024;

/** The shares of a project's budget at which its people are told (once each, re-armed when the budget rises). */
export const BUDGET_ALERT_THRESHOLDS = [80, 100] as const;

export const BUDGET_ALERT_LEVELS = ['none', 'warning', 'exceeded'] as const;

export const SPEND_INTERVALS = ['month', 'week'] as const;

/** Minor units per major unit: cents and paise. */
export const CURRENCY_MINOR_FACTOR: Record<Currency, number> = { USD: 100, INR: 100 };

/** The largest amount one expense or budget line may hold, in minor units (ten billion in major units). */
export const MAX_AMOUNT_MINOR = 1_000_000_000_000;

export const MAX_EXPENSE_DESCRIPTION = 500;

// ---------------------------------------------------------------------------------------------------------------
// Texts (the gate's texts are the spec's, 2.6 and 5)

/** The finance screens' texts; the gate's own (spec 2.6 and 5) are FINANCE_MESSAGES' of messages.ts. */
export const FINANCE_TEXTS = {
  gateTitle: FINANCE_MESSAGES.title,
  gateIntro: 'Enter the finance credentials of your organization to open its finance dashboard.',
  username: 'Username',
  password: 'Password',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  submit: FINANCE_MESSAGES.submit,
  submitting: FINANCE_MESSAGES.submitting,
  success: FINANCE_MESSAGES.success,
  invalid: FINANCE_MESSAGES.invalidCredentials,
  failed: FINANCE_MESSAGES.unexpectedFailure,
  logout: FINANCE_MESSAGES.logout,
  demoValues: 'Demo credentials',
  notConfigured: 'Finance credentials are not set up yet. An organization admin sets them on this page.',
  setUpCredentials: 'Set finance credentials',
  credentialsSaved: 'Finance credentials saved',
  expiresAt: 'Unlocked until',
  dashboardTitle: 'Finance',
  membersTitle: 'Finance access',
  budget: 'Budget',
  actual: 'Actual',
  pending: 'Pending',
  remaining: 'Remaining',
  burnRate: 'Burn rate',
  perDay: 'per day',
  forecast: 'Forecast at completion',
  percentUsed: 'Used',
  spendOverTime: 'Spend over time',
  budgetVsActual: 'Budget against actual',
  spendByCategory: 'Spend by category',
  viewAsTable: 'View as table',
  viewAsChart: 'View as chart',
  expenses: 'Expenses',
  addExpense: 'Add expense',
  editExpense: 'Edit expense',
  deleteExpense: 'Delete expense',
  expenseSaved: 'Expense saved',
  expenseDeleted: 'Expense deleted',
  date: 'Date',
  project: 'Project',
  category: 'Category',
  amount: 'Amount',
  currency: 'Currency',
  description: 'Description',
  status: 'Status',
  receipt: 'Receipt',
  uploadReceipt: 'Upload receipt',
  removeReceipt: 'Remove receipt',
  submitExpense: 'Submit',
  approve: 'Approve',
  reject: 'Reject',
  markPaid: 'Mark paid',
  backToDraft: 'Back to draft',
  budgetLines: 'Budget lines',
  editBudget: 'Edit budget',
  budgetSaved: 'Budget saved',
  exchangeRates: 'Exchange rates',
  ratesSaved: 'Exchange rates saved',
  totals: 'Totals',
  noExpenses: 'No expenses yet',
  noAccess: 'You do not have access to finance. Ask an organization admin to grant it.',
  member: 'Member',
  role: 'Role',
  grantAccess: 'Grant access',
  revokeAccess: 'Revoke access',
  accessSaved: 'Finance access saved',
  accessRevoked: 'Finance access revoked',
} as const;

export const FINANCE_ERRORS = {
  individual: 'Finance is kept per organization.',
  noAccess: 'You do not have access to finance',
  otherOrganization: 'You can only see the finance of your own organization',
  locked: 'Finance is locked. Unlock it with the finance credentials to continue.',
  invalidCredentials: FINANCE_TEXTS.invalid,
  notConfigured: 'Finance credentials are not set up yet',
  unlockAttempts: (seconds: number) =>
    `Too many attempts to unlock finance. Please wait ${seconds} seconds and try again`,
  manageOnly: 'Only finance managers and admins can change finance data',
  adminOnly: 'Only organization admins can change finance access and credentials',
  organizationNotFound: 'Organization not found',
  projectNotFound: 'Project not found',
  expenseNotFound: 'Expense not found',
  memberNotFound: 'That person is not a member of this organization',
  notFinanceMember: 'That person has no finance access',
  adminNeedsNoAccess: 'Organization admins always have finance access',
  receiptNotFound: 'This expense has no receipt',
  receiptType: 'The receipt must be a PDF, PNG, JPEG or WebP file',
  receiptTooLarge: 'The receipt must be at most 5 MB',
  notEditable: 'Only draft or rejected expenses can be changed',
  notDeletable: 'Only draft or rejected expenses can be deleted',
  transition: (from: ExpenseStatus, to: ExpenseStatus) =>
    `An expense cannot go from ${EXPENSE_STATUS_LABELS[from].toLowerCase()} to ${EXPENSE_STATUS_LABELS[to].toLowerCase()}`,
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  usernameLength: 'The username must have 3 to 64 characters',
  passwordLength: `The password must have at least ${MIN_PASSWORD_LENGTH} characters`,
  amountPositive: 'The amount must be more than zero',
  amountTooLarge: 'The amount is too large',
  amountMinorWhole: 'The amount must be a whole number of minor units (cents or paise)',
  descriptionRequired: 'Description is required',
  descriptionTooLong: `The description can have at most ${MAX_EXPENSE_DESCRIPTION} characters`,
  duplicateCategory: 'Each category can have one budget line',
  rangeOrder: 'The start of the range must not be after its end',
  nothingToChange: 'Send at least one field to change',
  budgetAlertTitle: (threshold: BudgetAlertThreshold) =>
    threshold >= 100 ? 'Budget exceeded' : `Budget ${threshold}% used`,
  budgetAlertMessage: (project: string, threshold: BudgetAlertThreshold) =>
    threshold >= 100
      ? `"${project}" has spent its whole budget`
      : `"${project}" has spent ${threshold}% of its budget`,
} as const;

// ---------------------------------------------------------------------------------------------------------------
// Roles: one rule each, used by the server's checks and the screens alike

/**
 * The organization whose finance the caller reads: a platform admin may name any (`requested`); anyone else gets
 * their own (naming another gives null). Individuals without an organization get null.
 */
export function financeOrganizationOf(
  user: RoleSubject | null | undefined,
  requested?: string | null,
): string | null {
  if (!user) return null;
  if (requested && isPlatformAdmin(user)) return requested;
  if (requested && requested !== user.organizationId) return null;
  return user.organizationId ?? null;
}

/**
 * The caller's finance role in an organization: platform admins and the organization's admins are 'admin'; a
 * finance_members row gives 'manager' or 'viewer'; anyone else (or someone of another organization) has none.
 */
export function financeRoleOf(
  user: RoleSubject | null | undefined,
  organizationId: string | null | undefined,
  memberRole: FinanceMemberRole | null | undefined,
): FinanceRole | null {
  if (!user || !organizationId) return null;
  if (isPlatformAdmin(user)) return 'admin';
  if (user.organizationId !== organizationId) return null;
  if (isOrgAdmin(user)) return 'admin';
  return memberRole ?? null;
}

/** Reads budgets, spend and expenses (behind the gate). */
export function canViewFinance(role: FinanceRole | null | undefined): boolean {
  return role === 'admin' || role === 'manager' || role === 'viewer';
}

/** Adds and edits expenses, budgets and rates; approves, rejects and marks paid. */
export function canManageFinance(role: FinanceRole | null | undefined): boolean {
  return role === 'admin' || role === 'manager';
}

/** Grants and revokes finance access and sets the gate's credentials. */
export function canManageFinanceAccess(role: FinanceRole | null | undefined): boolean {
  return role === 'admin';
}

// ---------------------------------------------------------------------------------------------------------------
// Money: integer minor units with their currency

/** Major units (12.34) to minor units (1234), rounded to the nearest minor unit. */
export function toMinorUnits(amount: number, currency: Currency): number {
  return Math.round(amount * CURRENCY_MINOR_FACTOR[currency]);
}

/** 1 unit of `currency` in USD by the rates (1 for USD); undefined when the rate is missing. */
export function usdRateOf(currency: Currency, rates: ExchangeRates = EXCHANGE_RATES): number | undefined {
  return currency === 'USD' ? 1 : rates[currency]?.USD;
}

/** An amount rounded as it is shown: INR with no decimals, USD to the cent (spec 9). */
export function roundForDisplay(amount: number, currency: Currency): number {
  if (currency === 'INR') return Math.round(amount);
  return Math.round(amount * 100) / 100;
}

// ---------------------------------------------------------------------------------------------------------------
// Budgets: burn rate, forecast, alerts

/**
 * Spend per day (minor units) from the start to `asOf`, both days counted: at least one day, so money spent on
 * the first day is that day's rate.
 */
export function burnRatePerDay(spentMinor: number, start: string, asOf: string): number {
  const days = Math.max(1, daysBetween(start, asOf) + 1);
  return Math.round(spentMinor / days);
}

/**
 * What the project will have spent at its end at the present burn rate: spent so far plus the rate times the days
 * left (none when it has no end date or the end has passed).
 */
export function forecastAtCompletion(
  spentMinor: number,
  burnPerDay: number,
  asOf: string,
  end: string | null | undefined,
): number {
  const daysLeft = end ? Math.max(0, daysBetween(asOf, end)) : 0;
  return spentMinor + burnPerDay * daysLeft;
}

/** Spent as a percentage of the budget, to one decimal; null without a budget. */
export function percentUsed(spentMinor: number, budgetMinor: number | null | undefined): number | null {
  if (!budgetMinor || budgetMinor <= 0) return null;
  return Math.round((spentMinor * 1000) / budgetMinor) / 10;
}

/** The alert thresholds the spend has reached (80 and 100 % of the budget); none without a budget. */
export function budgetThresholdsReached(
  spentMinor: number,
  budgetMinor: number | null | undefined,
): BudgetAlertThreshold[] {
  if (!budgetMinor || budgetMinor <= 0) return [];
  return BUDGET_ALERT_THRESHOLDS.filter((threshold) => spentMinor * 100 >= budgetMinor * threshold);
}

/** 'exceeded' at 100 % of the budget, 'warning' at 80 %, otherwise (or without a budget) 'none'. */
export function budgetAlertLevel(
  spentMinor: number,
  budgetMinor: number | null | undefined,
): BudgetAlertLevel {
  const reached = budgetThresholdsReached(spentMinor, budgetMinor);
  if (reached.includes(100)) return 'exceeded';
  return reached.includes(80) ? 'warning' : 'none';
}

// ---------------------------------------------------------------------------------------------------------------
// Expenses: the status transitions

const TRANSITIONS: Record<ExpenseStatus, readonly ExpenseStatus[]> = {
  draft: ['submitted'],
  submitted: ['approved', 'rejected', 'draft'],
  rejected: ['draft', 'submitted'],
  approved: ['paid'],
  paid: [],
};

/** The statuses an expense may move to from its present one. */
export function expenseTransitionsFrom(status: ExpenseStatus): readonly ExpenseStatus[] {
  return TRANSITIONS[status];
}

export function canTransitionExpense(from: ExpenseStatus, to: ExpenseStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

/** Its amount, project, date and receipt may change while it is a draft or was rejected. */
export function isExpenseEditable(status: ExpenseStatus): boolean {
  return status === 'draft' || status === 'rejected';
}

export function isExpenseDeletable(status: ExpenseStatus): boolean {
  return status === 'draft' || status === 'rejected';
}

/** The label of the button that moves an expense to `to`. */
export const EXPENSE_TRANSITION_LABELS: Record<ExpenseStatus, string> = {
  draft: FINANCE_TEXTS.backToDraft,
  submitted: FINANCE_TEXTS.submitExpense,
  approved: FINANCE_TEXTS.approve,
  rejected: FINANCE_TEXTS.reject,
  paid: FINANCE_TEXTS.markPaid,
};

/**
 * The expense list's action that moves an expense to each status. Going back to draft has none: editing a
 * submitted or rejected expense is how it returns to draft.
 */
export const EXPENSE_MOVE_ACTIONS = {
  submitted: 'submit',
  approved: 'approve',
  rejected: 'reject',
  paid: 'markPaid',
} as const satisfies Partial<Record<ExpenseStatus, string>>;

/** The button label of each expense action; a move is named by its transition's label. */
export const EXPENSE_ACTION_LABELS: Record<ExpenseAction, string> = {
  submit: EXPENSE_TRANSITION_LABELS.submitted,
  approve: EXPENSE_TRANSITION_LABELS.approved,
  reject: EXPENSE_TRANSITION_LABELS.rejected,
  markPaid: EXPENSE_TRANSITION_LABELS.paid,
  edit: 'Edit',
  delete: 'Delete',
};

/** The status a move action leads to; undefined for editing and deleting. */
export function expenseActionStatus(action: ExpenseAction): ExpenseStatus | undefined {
  const targets = Object.keys(EXPENSE_MOVE_ACTIONS) as ExpenseMoveTarget[];
  return targets.find((status) => EXPENSE_MOVE_ACTIONS[status] === action);
}

/** What a finance manager may do with an expense in its status, by the transitions above; viewers may do nothing. */
export function expenseActions(status: ExpenseStatus, canManage: boolean): ExpenseAction[] {
  if (!canManage) return [];
  const moves = expenseTransitionsFrom(status).flatMap((next) =>
    next in EXPENSE_MOVE_ACTIONS ? [EXPENSE_MOVE_ACTIONS[next as ExpenseMoveTarget]] : [],
  );
  return [
    ...moves,
    ...(isExpenseEditable(status) ? (['edit'] as const) : []),
    ...(isExpenseDeletable(status) ? (['delete'] as const) : []),
  ];
}
