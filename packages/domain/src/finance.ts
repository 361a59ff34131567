import { z } from 'zod';
import { apiSuccess, PageQuerySchema, paginated } from './api';
import { daysBetween } from './calendar';
import { CURRENCIES, type Currency, EXCHANGE_RATES, MIN_PASSWORD_LENGTH } from './constants';
import { ExchangeRatesSchema } from './currency';
import { DateTimeStringSchema } from './dates';
import { IdSchema } from './ids';
import { FINANCE_MESSAGES } from './messages';
import { convertCurrency, type ExchangeRates, formatCurrencyAmount } from './money';
import { isOrgAdmin, isPlatformAdmin, type RoleSubject } from './permissions';

// Finance (spec 2.6, 4.2, 4.10, 5, 9): the finance gate, budgets against actual spend, expenses in USD
// and INR, exchange rates, and who may see (viewer) or manage (manager) an organization's finance.

// ---------------------------------------------------------------------------------------------------------------
// Constants

export const EXPENSE_CATEGORIES = ['labor', 'software', 'hardware', 'travel', 'services', 'other'] as const;
export type ExpenseCategory = (typeof EXPENSE_CATEGORIES)[number];
export const EXPENSE_CATEGORY_LABELS: Record<ExpenseCategory, string> = {
  labor: 'Labor',
  software: 'Software',
  hardware: 'Hardware',
  travel: 'Travel',
  services: 'Services',
  other: 'Other',
};

export const EXPENSE_STATUSES = ['draft', 'submitted', 'approved', 'rejected', 'paid'] as const;
export type ExpenseStatus = (typeof EXPENSE_STATUSES)[number];
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
export type FinanceMemberRole = (typeof FINANCE_ROLES)[number];
export const FINANCE_ACCESS_ROLES = ['admin', 'manager', 'viewer'] as const;
export type FinanceRole = (typeof FINANCE_ACCESS_ROLES)[number];
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
export type ReceiptType = (typeof RECEIPT_TYPES)[number];
export const RECEIPT_MAX_BYTES = 5 * 1024 * 1024;

/** The shares of a project's budget at which its people are told (once each, re-armed when the budget rises). */
export const BUDGET_ALERT_THRESHOLDS = [80, 100] as const;
export type BudgetAlertThreshold = (typeof BUDGET_ALERT_THRESHOLDS)[number];
export const BUDGET_ALERT_LEVELS = ['none', 'warning', 'exceeded'] as const;
export type BudgetAlertLevel = (typeof BUDGET_ALERT_LEVELS)[number];

export const SPEND_INTERVALS = ['month', 'week'] as const;
export type SpendInterval = (typeof SPEND_INTERVALS)[number];

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

/** Minor units (1234) to major units (12.34). */
export function fromMinorUnits(minor: number, currency: Currency): number {
  return minor / CURRENCY_MINOR_FACTOR[currency];
}

/** 1 unit of `currency` in USD by the rates (1 for USD); undefined when the rate is missing. */
export function usdRateOf(currency: Currency, rates: ExchangeRates = EXCHANGE_RATES): number | undefined {
  return currency === 'USD' ? 1 : rates[currency]?.USD;
}

/** An amount in minor units converted at `rate` (1 unit of its currency in the other), to whole minor units. */
export function convertMinorAtRate(minor: number, rate: number): number {
  return Math.round(minor * rate);
}

/**
 * Minor units of one currency in another, to whole minor units. The same currency, or a missing rate, returns
 * the amount unchanged (spec 5).
 */
export function convertMinor(
  minor: number,
  from: Currency,
  to: Currency,
  rates: ExchangeRates = EXCHANGE_RATES,
): number {
  return Math.round(convertCurrency(minor, from, to, rates));
}

/** An amount rounded as it is shown: INR with no decimals, USD to the cent (spec 9). */
export function roundForDisplay(amount: number, currency: Currency): number {
  if (currency === 'INR') return Math.round(amount);
  return Math.round(amount * 100) / 100;
}

/**
 * A USD amount in minor units shown in the display currency: converted with the rates (a missing rate keeps the
 * amount), rounded as that currency is shown, formatted ('$1,234.5' never: '$1,234.50'; '₹1,02,604').
 */
export function formatUsdMinor(
  usdMinor: number,
  currency: Currency,
  rates: ExchangeRates = EXCHANGE_RATES,
): string {
  const amount = convertCurrency(fromMinorUnits(usdMinor, 'USD'), 'USD', currency, rates);
  return formatCurrencyAmount(roundForDisplay(amount, currency), currency);
}

/** An amount in minor units of its own currency, formatted in that currency. */
export function formatMinor(minor: number, currency: Currency): string {
  return formatCurrencyAmount(roundForDisplay(fromMinorUnits(minor, currency), currency), currency);
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

type ExpenseMoveTarget = keyof typeof EXPENSE_MOVE_ACTIONS;
export type ExpenseMoveAction = (typeof EXPENSE_MOVE_ACTIONS)[ExpenseMoveTarget];
/** What the expense list offers on one expense: a move to another status, editing or deleting it. */
export type ExpenseAction = ExpenseMoveAction | 'edit' | 'delete';

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

// ---------------------------------------------------------------------------------------------------------------
// Schemas

export const ExpenseCategorySchema = z.enum(EXPENSE_CATEGORIES);
export const ExpenseStatusSchema = z.enum(EXPENSE_STATUSES);
export const FinanceMemberRoleSchema = z.enum(FINANCE_ROLES);
export const FinanceRoleSchema = z.enum(FINANCE_ACCESS_ROLES);
const FinanceCurrencySchema = z.enum(CURRENCIES);
/** A calendar day, YYYY-MM-DD. */
export const FinanceDaySchema = z.iso.date();

const AmountMinorSchema = z
  .number({ error: FINANCE_ERRORS.amountMinorWhole })
  .int({ error: FINANCE_ERRORS.amountMinorWhole })
  .positive({ error: FINANCE_ERRORS.amountPositive })
  .max(MAX_AMOUNT_MINOR, { error: FINANCE_ERRORS.amountTooLarge });

/** `?organization=<id>`: a platform admin names the organization; others may leave it out. */
export const FinanceScopeQuerySchema = z.object({ organization: IdSchema.optional() });
export type FinanceScopeQuery = z.infer<typeof FinanceScopeQuerySchema>;

// The gate

/** GET /finance/access: who the caller is in the organization's finance and whether its gate is set up. */
export const FinanceAccessSchema = z.object({
  organizationId: z.string(),
  organizationName: z.string(),
  role: FinanceRoleSchema.nullable(),
  gate: z.object({
    configured: z.boolean(),
    /** The demo data's credentials, shown on the gate while they are still the demo values (spec 2.6). */
    demo: z.object({ username: z.string(), password: z.string() }).nullable(),
  }),
});
export type FinanceAccess = z.infer<typeof FinanceAccessSchema>;
export const FinanceAccessAnswerSchema = apiSuccess(FinanceAccessSchema);

/** POST /finance/unlock. */
export const FinanceUnlockPayloadSchema = z.object({
  username: z
    .string({ error: FINANCE_ERRORS.usernameRequired })
    .trim()
    .min(1, FINANCE_ERRORS.usernameRequired)
    .max(200),
  password: z
    .string({ error: FINANCE_ERRORS.passwordRequired })
    .min(1, FINANCE_ERRORS.passwordRequired)
    .max(200),
});
export type FinanceUnlockPayload = z.infer<typeof FinanceUnlockPayloadSchema>;

/** The finance grant: sent back as the X-Finance-Grant header; valid until `expiresAt` (8 hours). */
export const FinanceGrantSchema = z.object({ grant: z.string(), expiresAt: DateTimeStringSchema });
export type FinanceGrant = z.infer<typeof FinanceGrantSchema>;
export const FinanceGrantAnswerSchema = apiSuccess(FinanceGrantSchema);

/** PUT /finance/credentials (admins). */
export const FinanceCredentialsPayloadSchema = z.object({
  username: z
    .string({ error: FINANCE_ERRORS.usernameRequired })
    .trim()
    .min(3, FINANCE_ERRORS.usernameLength)
    .max(64, FINANCE_ERRORS.usernameLength),
  password: z
    .string({ error: FINANCE_ERRORS.passwordRequired })
    .min(MIN_PASSWORD_LENGTH, FINANCE_ERRORS.passwordLength)
    .max(200),
});
export type FinanceCredentialsPayload = z.infer<typeof FinanceCredentialsPayloadSchema>;

export const FinanceCredentialsSchema = z.object({
  configured: z.literal(true),
  username: z.string(),
  demo: z.boolean(),
  updatedAt: DateTimeStringSchema,
  /** After a change (PUT): the caller's new unlock. A change ends every unlock issued before it, the caller's too. */
  grant: FinanceGrantSchema.optional(),
});
export type FinanceCredentials = z.infer<typeof FinanceCredentialsSchema>;
export const FinanceCredentialsAnswerSchema = apiSuccess(FinanceCredentialsSchema);

// Exchange rates

/** GET/PUT /finance/rates: rates[from][to], as kept locally under `exchangeRates` (spec 9 defaults). */
export const FinanceRatesSchema = ExchangeRatesSchema;
export type FinanceRates = z.infer<typeof FinanceRatesSchema>;
export const FinanceRatesPayloadSchema = z.object({
  USD: z.object({ INR: z.number().positive().max(1_000_000) }),
  INR: z.object({ USD: z.number().positive().max(1_000_000) }),
});
export type FinanceRatesPayload = z.infer<typeof FinanceRatesPayloadSchema>;
export const FinanceRatesAnswerSchema = apiSuccess(FinanceRatesSchema);

// Budget lines

export const BudgetLineSchema = z.object({
  _id: z.string(),
  category: ExpenseCategorySchema,
  amountMinor: z.number().int(),
  currency: FinanceCurrencySchema,
  /** At today's rates. */
  amountUsdMinor: z.number().int(),
});
export type BudgetLine = z.infer<typeof BudgetLineSchema>;

export const ProjectBudgetLinesSchema = z.object({
  projectId: z.string(),
  projectTitle: z.string(),
  /** The project's own budget (USD, minor units), shown when it has no lines; null when it has none. */
  projectBudgetUsdMinor: z.number().int().nullable(),
  lines: z.array(BudgetLineSchema),
});
export type ProjectBudgetLines = z.infer<typeof ProjectBudgetLinesSchema>;
export const ProjectBudgetLinesAnswerSchema = apiSuccess(ProjectBudgetLinesSchema);

/** PUT /finance/projects/{projectId}/budget-lines: the whole split (an empty list removes it). */
export const BudgetLinesPayloadSchema = z.object({
  lines: z
    .array(
      z.object({
        category: ExpenseCategorySchema,
        amountMinor: z
          .number()
          .int({ error: FINANCE_ERRORS.amountMinorWhole })
          .min(0, { error: FINANCE_ERRORS.amountPositive })
          .max(MAX_AMOUNT_MINOR, { error: FINANCE_ERRORS.amountTooLarge }),
        currency: FinanceCurrencySchema,
      }),
    )
    .max(EXPENSE_CATEGORIES.length)
    .refine((lines) => new Set(lines.map((line) => line.category)).size === lines.length, {
      error: FINANCE_ERRORS.duplicateCategory,
    }),
});
export type BudgetLinesPayload = z.infer<typeof BudgetLinesPayloadSchema>;

// Expenses

const PersonRefSchema = z.object({ _id: z.string(), name: z.string() });

export const ExpenseReceiptInfoSchema = z.object({
  fileName: z.string(),
  mime: z.enum(RECEIPT_TYPES),
  size: z.number().int(),
});
export type ExpenseReceiptInfo = z.infer<typeof ExpenseReceiptInfoSchema>;

export const ExpenseSchema = z.object({
  _id: z.string(),
  projectId: z.string(),
  projectTitle: z.string(),
  category: ExpenseCategorySchema,
  spentOn: FinanceDaySchema,
  amountMinor: z.number().int(),
  currency: FinanceCurrencySchema,
  /** The rate in force when the amount was entered: 1 unit of `currency` in USD. */
  usdRate: z.number(),
  amountUsdMinor: z.number().int(),
  description: z.string(),
  status: ExpenseStatusSchema,
  submittedBy: PersonRefSchema.nullable(),
  decidedBy: PersonRefSchema.nullable(),
  decidedAt: DateTimeStringSchema.nullable(),
  receipt: ExpenseReceiptInfoSchema.nullable(),
  createdAt: DateTimeStringSchema,
  updatedAt: DateTimeStringSchema,
});
export type Expense = z.infer<typeof ExpenseSchema>;
export const ExpenseAnswerSchema = apiSuccess(ExpenseSchema);
export const ExpensePageSchema = paginated(ExpenseSchema);
export type ExpensePage = z.infer<typeof ExpensePageSchema>;

const DescriptionSchema = z
  .string({ error: FINANCE_ERRORS.descriptionRequired })
  .trim()
  .min(1, FINANCE_ERRORS.descriptionRequired)
  .max(MAX_EXPENSE_DESCRIPTION, FINANCE_ERRORS.descriptionTooLong);

/** POST /finance/expenses: the amount in minor units of its currency (`toMinorUnits`). */
export const ExpenseCreatePayloadSchema = z.object({
  projectId: IdSchema,
  category: ExpenseCategorySchema,
  spentOn: FinanceDaySchema,
  amountMinor: AmountMinorSchema,
  currency: FinanceCurrencySchema,
  description: DescriptionSchema,
  /** 'submitted' to hand it in at once; a draft by default. */
  status: z.enum(['draft', 'submitted']).optional(),
});
export type ExpenseCreatePayload = z.infer<typeof ExpenseCreatePayloadSchema>;

/** PATCH /finance/expenses/{id}: any of the fields, while it is a draft or rejected. */
export const ExpenseUpdatePayloadSchema = z
  .object({
    projectId: IdSchema.optional(),
    category: ExpenseCategorySchema.optional(),
    spentOn: FinanceDaySchema.optional(),
    amountMinor: AmountMinorSchema.optional(),
    currency: FinanceCurrencySchema.optional(),
    description: DescriptionSchema.optional(),
  })
  .strict()
  .refine((payload) => Object.values(payload).some((value) => value !== undefined), {
    error: FINANCE_ERRORS.nothingToChange,
  });
export type ExpenseUpdatePayload = z.infer<typeof ExpenseUpdatePayloadSchema>;

/** POST /finance/expenses/{id}/status. */
export const ExpenseStatusPayloadSchema = z.object({ status: ExpenseStatusSchema });
export type ExpenseStatusPayload = z.infer<typeof ExpenseStatusPayloadSchema>;

/** GET /finance/expenses: paged (page 1, limit 10 by default), newest day first. */
export const ExpenseListQuerySchema = PageQuerySchema.omit({ search: true })
  .extend({
    organization: IdSchema.optional(),
    projectId: IdSchema.optional(),
    status: ExpenseStatusSchema.optional(),
    from: FinanceDaySchema.optional(),
    to: FinanceDaySchema.optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    error: FINANCE_ERRORS.rangeOrder,
  });
export type ExpenseListQuery = z.infer<typeof ExpenseListQuerySchema>;
export type ExpenseListQueryInput = z.input<typeof ExpenseListQuerySchema>;

// The summary

/** GET /finance/summary: a date range (default: the last six months to today), one project or all, by month. */
export const FinanceSummaryQuerySchema = z
  .object({
    organization: IdSchema.optional(),
    from: FinanceDaySchema.optional(),
    to: FinanceDaySchema.optional(),
    projectId: IdSchema.optional(),
    interval: z.enum(SPEND_INTERVALS).optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    error: FINANCE_ERRORS.rangeOrder,
  });
export type FinanceSummaryQuery = z.infer<typeof FinanceSummaryQuerySchema>;

const minor = z.number().int();

export const CategoryFinanceSchema = z.object({
  category: ExpenseCategorySchema,
  budgetUsdMinor: minor,
  actualUsdMinor: minor,
  pendingUsdMinor: minor,
});
export type CategoryFinance = z.infer<typeof CategoryFinanceSchema>;

/** One project's budget against its spend (all time; USD minor units at the rates in force on each expense). */
export const ProjectFinanceSchema = z.object({
  projectId: z.string(),
  projectTitle: z.string(),
  projectStatus: z.string(),
  startDate: FinanceDaySchema.nullable(),
  dueDate: FinanceDaySchema.nullable(),
  /** The sum of its budget lines at today's rates, or the project's own budget when it has no lines. */
  budgetUsdMinor: minor.nullable(),
  lines: z.array(BudgetLineSchema),
  /** Approved and paid expenses plus labour cost. */
  actualUsdMinor: minor,
  /** Of `actualUsdMinor`: the labour cost of billable time (time tracking, at the rates kept on each entry). */
  labourUsdMinor: minor,
  pendingUsdMinor: minor,
  burnRateUsdMinorPerDay: minor,
  forecastUsdMinor: minor,
  percentUsed: z.number().nullable(),
  alertLevel: z.enum(BUDGET_ALERT_LEVELS),
  byCategory: z.array(CategoryFinanceSchema),
});
export type ProjectFinance = z.infer<typeof ProjectFinanceSchema>;

export const SpendPeriodSchema = z.object({
  /** The first day of the month or of the (Monday-based) week. */
  periodStart: FinanceDaySchema,
  actualUsdMinor: minor,
  pendingUsdMinor: minor,
});
export type SpendPeriod = z.infer<typeof SpendPeriodSchema>;

export const CurrencyTotalSchema = z.object({
  currency: FinanceCurrencySchema,
  actualMinor: minor,
  pendingMinor: minor,
});

export const FinanceSummarySchema = z.object({
  organizationId: z.string(),
  from: FinanceDaySchema,
  to: FinanceDaySchema,
  interval: z.enum(SPEND_INTERVALS),
  /** The organization's rates today (what budget lines and display conversions use). */
  rates: FinanceRatesSchema,
  projects: z.array(ProjectFinanceSchema),
  /** Within the range. */
  spendOverTime: z.array(SpendPeriodSchema),
  /** Within the range. */
  spendByCategory: z.array(CategoryFinanceSchema),
  totals: z.object({
    budgetUsdMinor: minor,
    /** All time, of the projects shown (labour cost included). */
    actualUsdMinor: minor,
    /** Of `actualUsdMinor`: labour cost. */
    labourUsdMinor: minor,
    pendingUsdMinor: minor,
    /** Within the range, in USD and in the currencies they were spent in (labour in USD; `byCurrency` is expenses). */
    rangeActualUsdMinor: minor,
    rangeLabourUsdMinor: minor,
    rangePendingUsdMinor: minor,
    byCurrency: z.array(CurrencyTotalSchema),
  }),
});
export type FinanceSummary = z.infer<typeof FinanceSummarySchema>;
export const FinanceSummaryAnswerSchema = apiSuccess(FinanceSummarySchema);

// Finance access

export const FinanceMemberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: FinanceMemberRoleSchema,
  grantedBy: z.string().nullable(),
  updatedAt: DateTimeStringSchema,
});
export type FinanceMember = z.infer<typeof FinanceMemberSchema>;
export const FinanceMemberAnswerSchema = apiSuccess(FinanceMemberSchema);

/** GET /finance/members: the finance members, the admins (always in), and the people who could be added. */
export const FinanceMembersSchema = z.object({
  members: z.array(FinanceMemberSchema),
  admins: z.array(z.object({ userId: z.string(), name: z.string(), email: z.string() })),
  candidates: z.array(z.object({ userId: z.string(), name: z.string(), email: z.string() })),
});
export type FinanceMembers = z.infer<typeof FinanceMembersSchema>;
export const FinanceMembersAnswerSchema = apiSuccess(FinanceMembersSchema);

/** PUT /finance/members/{userId}. */
export const FinanceMemberPayloadSchema = z.object({ role: FinanceMemberRoleSchema });
export type FinanceMemberPayload = z.infer<typeof FinanceMemberPayloadSchema>;

export const FinanceRouteIdParamsSchema = z.object({ id: IdSchema });
export const FinanceProjectParamsSchema = z.object({ projectId: IdSchema });
export const FinanceUserParamsSchema = z.object({ userId: IdSchema });
